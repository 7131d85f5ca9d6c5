-- hbase_presplit.sql - HBase shell statements, ready to paste, that create a
-- table pre-split for salted row keys: one region per bucket of
-- salt_key(id, buckets), split at the bucket prefixes 1 .. buckets-1 (the
-- first region starts at the empty key and takes bucket 0).
--
--   sqlite3 -cmd '.load ./rowkey' :memory: < sql/hbase_presplit.sql
--   sqlite3 -cmd '.load ./rowkey' -cmd '.parameter set @table orders' \
--           -cmd '.parameter set @buckets 100' :memory: < sql/hbase_presplit.sql
--
-- Parameters (all optional, set with .parameter set before reading this):
--   @table    table name       (default 't')
--   @family   column family    (default 'f')
--   @buckets  salt buckets, 1 .. 1000000 (default 10); the prefixes have as
--             many digits as buckets - 1, as salt_key writes them.
-- The output is HBase shell input: lines starting with '#' are comments,
-- and names and keys are single-quoted Ruby strings (the shell is JRuby).
.bail on
.mode list
.headers off

DROP TABLE IF EXISTS temp.presplit_settings;
CREATE TEMP TABLE presplit_settings AS
SELECT coalesce(@table, 't') AS tbl, coalesce(@family, 'f') AS family,
       coalesce(@buckets, 10) AS buckets,
       length(coalesce(@buckets, 10) - 1) AS width;
-- The names as single-quoted Ruby strings (the shell is JRuby): a
-- backslash and a quote get a backslash before them. SQL's quote() would
-- double the quote, which Ruby reads as two strings joined ('o''x' is ox).
DROP TABLE IF EXISTS temp.presplit_names;
CREATE TEMP TABLE presplit_names AS
SELECT '''' || replace(replace(tbl, '\', '\\'), '''', '\''') || '''' AS tbl,
       '''' || replace(replace(family, '\', '\\'), '''', '\''') || '''' AS family
  FROM presplit_settings;

SELECT printf('# %d regions, one per bucket of salt_key(id, %d) (id 1420008 -> ''%s'')',
              buckets, buckets, salt_key(1420008, buckets)) FROM presplit_settings;
-- The prefixes are digits: in quotes, a Ruby string of exactly those bytes.
SELECT printf('create %s, %s, SPLITS => [%s]', q.tbl, q.family,
              (SELECT group_concat('''' || start_key || '''', ', ')
                 FROM (SELECT start_key
                         FROM split_points(s.buckets, s.width, s.buckets)
                        WHERE region > 0 ORDER BY region)))
  FROM presplit_settings AS s, presplit_names AS q;

-- The same number of regions for keys that start with 8 hex digits (e.g. an
-- MD5 prefix): what {NUMREGIONS => n, SPLITALGO => 'HexStringSplit'} makes.
SELECT printf('# or, for keys with a hex hash prefix (NUMREGIONS => %d, SPLITALGO => ''HexStringSplit''):',
              buckets) FROM presplit_settings;
-- shell: each key as a Ruby string the shell reads back as its bytes.
SELECT printf('create %s, %s, SPLITS => [%s]', q.tbl, q.family,
              (SELECT group_concat(shell, ', ')
                 FROM (SELECT shell FROM hbase_splits('HexStringSplit', s.buckets)
                        ORDER BY region)))
  FROM presplit_settings AS s, presplit_names AS q;
