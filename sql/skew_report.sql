-- skew_report.sql - how the rows of any table would spread over regions and
-- partitions under each keying scheme, the hottest partitions, and the
-- partition count to choose.
--
-- Point it at a key column with a view named skew_input(key) first (a TEMP
-- VIEW leaves the database unchanged); keys are integers, text or blobs:
--
--   sqlite3 -cmd '.load ./rowkey' \
--     -cmd 'CREATE TEMP VIEW skew_input(key) AS SELECT order_id FROM orders' \
--     -cmd ".parameter set @size '24TB'" -cmd '.parameter set @replicas 3' \
--     shop.db < sql/skew_report.sql
--
-- Parameters (optional, set with .parameter set before reading this):
--   @regions     HBase regions / salt buckets          (default 10)
--   @partitions  OBKV / Kafka partitions               (default 97)
--   @size        total stored size for the partition count, bytes or text
--                like '24TB' (TB = 10^12, TiB = 2^40); default: the bytes
--                of the keys themselves, a lower bound
--   @replicas    copies in @size                       (default 1)
--   @nodes       nodes the partitions are spread over  (default 3)
--
-- Schemes:
--   hbase naive   the key itself as the row key, table pre-split like
--                 split_points(@regions, digits of @regions - 1)
--   hbase salted  salt_key(key, @regions), one region per bucket
--   obkv key      OBKV-Table PARTITION BY KEY(key): murmur_partition(key, n)
--   kafka         Kafka's default partitioner: murmur_partition(key, n, 'kafka')
.bail on
.mode list
.headers off

DROP TABLE IF EXISTS temp.skew_settings;
CREATE TEMP TABLE skew_settings AS
SELECT coalesce(@regions, 10) AS regions,
       length(coalesce(@regions, 10) - 1) AS width,
       -- the buckets of split_points(regions, width): 10^width
       CAST('1' || substr('000000000000000000', 1, length(coalesce(@regions, 10) - 1))
            AS INTEGER) AS naive_buckets,
       coalesce(@partitions, 97) AS partitions,
       @size AS size,
       coalesce(@replicas, 1) AS replicas,
       coalesce(@nodes, 3) AS nodes;

-- The place of every row under every scheme, computed once.
DROP TABLE IF EXISTS temp.skew_rows;
CREATE TEMP TABLE skew_rows AS
SELECT split_region(i.key, s.regions, s.width, s.naive_buckets) AS naive,
       split_region(salt_key(i.key, s.regions), s.regions, s.width, s.regions)
         AS salted,
       murmur_partition(i.key, s.partitions) AS obkv,
       murmur_partition(i.key, s.partitions, 'kafka') AS kafka,
       length(CAST(i.key AS BLOB)) AS bytes
  FROM skew_input AS i, skew_settings AS s;

DROP TABLE IF EXISTS temp.skew_summary;
CREATE TEMP TABLE skew_summary AS
SELECT 1 AS o, 'hbase naive' AS scheme, partition_skew(naive, regions) AS j
  FROM skew_rows, skew_settings
UNION ALL
SELECT 2, 'hbase salted', partition_skew(salted, regions) FROM skew_rows, skew_settings
UNION ALL
SELECT 3, 'obkv key', partition_skew(obkv, partitions) FROM skew_rows, skew_settings
UNION ALL
SELECT 4, 'kafka', partition_skew(kafka, partitions) FROM skew_rows, skew_settings;

SELECT printf('skew report: %d rows from skew_input', count(*)) FROM skew_rows;
.print ""
SELECT printf('%-13s %6s %9s %9s %9s %8s %9s %7s',
              'scheme', 'parts', 'empty', 'min', 'max', 'max/mean', 'imbalance',
              'hottest');
SELECT printf('%-13s %6d %9d %9d %9d %8.2f %9.3f %7d', scheme,
              j ->> '$.partitions', j ->> '$.empty', j ->> '$.min', j ->> '$.max',
              j ->> '$.max_over_mean', j ->> '$.imbalance', j ->> '$.hottest')
  FROM skew_summary ORDER BY o;
.print ""

.print "hottest partitions (share of all rows):"
SELECT printf('  %-13s %5d: %9d rows %5.1f%%', scheme, part, n, 100.0 * n / total)
  FROM (
    SELECT c.*, row_number() OVER (PARTITION BY o ORDER BY n DESC, part) AS rank,
           sum(n) OVER (PARTITION BY o) AS total
      FROM (SELECT 1 AS o, 'hbase naive' AS scheme, naive AS part, count(*) AS n
              FROM skew_rows WHERE naive IS NOT NULL GROUP BY naive
            UNION ALL
            SELECT 2, 'hbase salted', salted, count(*)
              FROM skew_rows WHERE salted IS NOT NULL GROUP BY salted
            UNION ALL
            SELECT 3, 'obkv key', obkv, count(*) FROM skew_rows GROUP BY obkv
            UNION ALL
            SELECT 4, 'kafka', kafka, count(*)
              FROM skew_rows WHERE kafka IS NOT NULL GROUP BY kafka) AS c)
 WHERE rank <= 3
 ORDER BY o, rank;
.print ""

-- The OBKV-Table rule: at most 100 GB per partition per replica, one of
-- 23, 59, 97, 193, 389, 997.
SELECT printf('recommended partitions: %d for %s over %d replica(s)%s',
              recommend_partitions(size, replicas),
              CASE WHEN typeof(size) = 'text' THEN size ELSE size || ' bytes' END,
              replicas,
              CASE WHEN @size IS NULL
                   THEN ' (the keys'' bytes only: set @size to the stored size)'
                   ELSE '' END)
       || char(10) ||
       printf('%d partitions over %d nodes: node_imbalance %.3f',
              recommend_partitions(size, replicas),
              nodes, node_imbalance(recommend_partitions(size, replicas), nodes))
  FROM (SELECT coalesce(s.size, (SELECT sum(bytes) FROM skew_rows), 0) AS size,
               s.replicas, s.nodes
          FROM skew_settings AS s);
