-- cluster_skew.sql - skew of a table of any size, from the output of one
-- GROUP BY key in the engine that holds it: rows (and bytes) per partition
-- under any scheme, the hottest partitions and the keys that make them hot.
--
-- The warehouse exports key,count[,bytes] (docs/planning.md shows the
-- one-line query for Spark SQL, Trino, ClickHouse and PostgreSQL); rowkey
-- places each distinct key with the system's own partitioner and weighs
-- it by its count, so the result is exactly that of placing every row.
--
-- Import the CSV (with its header line) as the table cluster_input first:
--
--   sqlite3 -cmd '.load ./rowkey' -cmd '.import --csv keys.csv cluster_input' \
--     -cmd ".parameter set @scheme 'kafka'" -cmd '.parameter set @partitions 12' \
--     :memory: < sql/cluster_skew.sql
--
-- A CSV without bytes (key,count) through a view that adds them as NULL:
--
--   -cmd '.import --csv keys.csv key_counts' \
--   -cmd 'CREATE TEMP VIEW cluster_input AS SELECT key, count, NULL AS bytes FROM key_counts'
--
-- Parameters (optional, set with .parameter set before reading this):
--   @scheme      any scheme rowkey_schemes lists       (default 'oceanbase')
--   @partitions  partitions (or shards, buckets)       (default 97)
--   @key_type    'text': keys are hashed as the text of the CSV (strings,
--                UTF-8); 'integer': as BIGINT (the CSV's decimal text read
--                as an integer, as the table's key column holds it)
--                                                      (default 'text')
--   @top         hottest partitions shown              (default 3)
--   @keys        heaviest keys shown per partition     (default 3)
.bail on
.mode list
.headers off

DROP TABLE IF EXISTS temp.cluster_settings;
CREATE TEMP TABLE cluster_settings AS
SELECT coalesce(@scheme, 'oceanbase') AS scheme,
       coalesce(@partitions, 97) AS partitions,
       coalesce(@key_type, 'text') AS key_type,
       coalesce(@top, 3) AS top,
       coalesce(@keys, 3) AS keys;

-- Wrong settings or keys: the first is printed, then the script stops
-- (.bail on; a trigger is where SQL raises an error of its own).
DROP VIEW IF EXISTS temp.cluster_problems;
CREATE TEMP VIEW cluster_problems(msg) AS
SELECT 'cluster_skew: @key_type must be ''text'' or ''integer'', got ' || quote(key_type)
  FROM cluster_settings WHERE key_type NOT IN ('text', 'integer')
UNION ALL
SELECT * FROM (
  SELECT 'cluster_skew: with @key_type ''integer'' every key must be the'
         || ' decimal text of an integer, got ' || quote(key)
    FROM cluster_input, cluster_settings
   WHERE key_type = 'integer'
     AND CAST(CAST(key AS INTEGER) AS TEXT) IS NOT CAST(key AS TEXT)
   LIMIT 1);
DROP TABLE IF EXISTS temp.cluster_check;
CREATE TEMP TABLE cluster_check(x);
CREATE TEMP TRIGGER cluster_check_raise BEFORE INSERT ON cluster_check
BEGIN SELECT RAISE(ABORT, 'cluster_skew: stopped (see the line above)'); END;
SELECT msg FROM cluster_problems LIMIT 1;
INSERT INTO cluster_check SELECT 1 WHERE EXISTS (SELECT 1 FROM cluster_problems);

-- Every distinct key with its partition, computed once. Counts and sizes
-- come from the CSV as text: the decimal text of an integer becomes that
-- integer; anything else is kept as it is, and stops the script at
-- partition_skew with a message that shows it.
DROP TABLE IF EXISTS temp.cluster_keys;
CREATE TEMP TABLE cluster_keys AS
SELECT key, key_partition(key, s.partitions, s.scheme) AS p, n, bytes
  FROM (SELECT CASE s.key_type WHEN 'integer' THEN CAST(k.key AS INTEGER)
                               ELSE CAST(k.key AS TEXT) END AS key,
               CASE WHEN CAST(CAST(k.count AS INTEGER) AS TEXT) = k.count
                    THEN CAST(k.count AS INTEGER) ELSE k.count END AS n,
               CASE WHEN CAST(CAST(k.bytes AS INTEGER) AS TEXT) = k.bytes
                    THEN CAST(k.bytes AS INTEGER) ELSE k.bytes END AS bytes
          FROM cluster_input AS k, cluster_settings AS s),
       cluster_settings AS s;

DROP TABLE IF EXISTS temp.cluster_summary;
CREATE TEMP TABLE cluster_summary AS
SELECT 1 AS o, 'rows' AS what, partition_skew(p, partitions, n) AS j
  FROM cluster_keys, cluster_settings
UNION ALL
SELECT 2, 'bytes', partition_skew(p, partitions, bytes)
  FROM cluster_keys, cluster_settings
HAVING count(bytes) > 0;

SELECT printf('cluster skew: %d keys, %d rows%s from cluster_input; %s over %d partitions (keys as %s)',
              (SELECT count(*) FROM cluster_keys),
              (SELECT j ->> '$.weight' FROM cluster_summary WHERE o = 1),
              coalesce((SELECT printf(', %d bytes', j ->> '$.weight')
                          FROM cluster_summary WHERE o = 2), ''),
              scheme, partitions, key_type)
  FROM cluster_settings;
.print ""
SELECT printf('%-6s %6s %6s %12s %12s %8s %9s %7s',
              'by', 'parts', 'empty', 'min', 'max', 'max/mean', 'imbalance', 'hottest');
SELECT printf('%-6s %6d %6d %12d %12d %8.2f %9.3f %7d', what,
              j ->> '$.partitions', j ->> '$.empty', j ->> '$.min', j ->> '$.max',
              j ->> '$.max_over_mean', j ->> '$.imbalance', j ->> '$.hottest')
  FROM cluster_summary ORDER BY o;
.print ""

.print "hottest partitions (share of all rows), and the keys that make them hot:"
DROP TABLE IF EXISTS temp.cluster_parts;
CREATE TEMP TABLE cluster_parts AS
SELECT p, sum(n) AS n, sum(bytes) AS bytes,
       row_number() OVER (ORDER BY sum(n) DESC, p) AS rank
  FROM cluster_keys GROUP BY p;
SELECT line FROM (
  SELECT c.rank AS rank, 0 AS sub,
         printf('  partition %d: %d rows %5.1f%%%s', c.p, c.n,
                100.0 * c.n / (SELECT sum(n) FROM cluster_parts),
                CASE WHEN c.bytes IS NULL THEN ''
                     ELSE printf(', %d bytes %5.1f%%', c.bytes,
                                 100.0 * c.bytes / (SELECT sum(bytes) FROM cluster_parts))
                END) AS line
    FROM cluster_parts AS c, cluster_settings AS s WHERE c.rank <= s.top
  UNION ALL
  SELECT c.rank, k.sub,
         printf('    %s: %d rows, %.1f%% of the partition', k.shown, k.n,
                100.0 * k.n / c.n)
    FROM cluster_parts AS c, cluster_settings AS s,
         (SELECT p, n, CASE typeof(key) WHEN 'text' THEN quote(key) ELSE key END AS shown,
                 row_number() OVER (PARTITION BY p ORDER BY n DESC, key) AS sub
            FROM cluster_keys) AS k
   WHERE c.rank <= s.top AND k.p = c.p AND k.sub <= s.keys)
 ORDER BY rank, sub;
