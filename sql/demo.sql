-- demo.sql - the hotspot of sequential ids in a pre-split table, and its cure.
--
--   make demo
--   sqlite3 -cmd '.load ./rowkey' :memory: < sql/demo.sql     (the same)
--
-- 2,000,000 sequential ids are written to a table pre-split into 10 regions
-- at '0'..'9' (split_points(10, 1)): first with the id as the row key, then
-- salted with salt_key(id, 10), then salted with the id reversed. For each:
-- rows per region as a bar chart and the partition_skew summary. Then OBKV:
-- sequential order ids over 97 KEY partitions, and 97 partitions on 3 nodes;
-- last a key that holds a tenth of the rows, found by top_keys.
.bail on
.mode list
.headers off
.print "rowkey demo: 2,000,000 sequential ids into a table pre-split into 10 regions"
.print ""

-- The ids 0..1,999,999 (made by joining digit tables: several times faster
-- than a recursive CTE, which would do the same).
CREATE TEMP VIEW demo_thousand(x) AS
WITH d(x) AS (VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9))
SELECT a.x * 100 + b.x * 10 + c.x FROM d AS a, d AS b, d AS c;
CREATE TEMP VIEW demo_ids(id) AS
SELECT m.x * 1000000 + k.x * 1000 + u.x
  FROM (SELECT 0 AS x UNION ALL SELECT 1) AS m, demo_thousand AS k,
       demo_thousand AS u;

-- Every id once, with the region its key lands in under each scheme.
CREATE TEMP TABLE demo_rows AS
SELECT split_region(id, 10, 1)                                AS naive,
       split_region(salt_key(id, 10), 10, 1)                  AS salted,
       split_region(salt_key(id, 10, '|', 'reverse'), 10, 1)  AS reversed
  FROM demo_ids;

-- Rows per region, one row per (scheme, region). One sort serves all three
-- schemes, and one integer sorts faster than three.
CREATE TEMP TABLE demo_combo AS
SELECT naive, salted, reversed, count(*) AS n
  FROM demo_rows GROUP BY naive * 100 + salted * 10 + reversed;
CREATE TEMP TABLE demo_counts AS
SELECT 'naive' AS scheme, naive AS region, sum(n) AS n
  FROM demo_combo GROUP BY naive
UNION ALL
SELECT 'salted', salted, sum(n) FROM demo_combo GROUP BY salted
UNION ALL
SELECT 'reversed', reversed, sum(n) FROM demo_combo GROUP BY reversed;

-- A bar per region: 50 '#' for the fullest region of the whole demo, so
-- the schemes compare at a glance.
CREATE TEMP VIEW demo_chart AS
SELECT c.scheme, c.region,
       printf('  region %d [%-2s %9d rows |%s', c.region,
              p.start_key || ')', c.n,
              substr('##################################################', 1,
                     (c.n * 50 + m.top / 2) / m.top)) AS line
  FROM demo_counts AS c
  JOIN split_points(10, 1) AS p ON p.region = c.region
  JOIN (SELECT max(n) AS top FROM demo_counts) AS m;

.print "1. Naive row key = the id as text ('1420008'):"
.print "  (region 1 [1) holds the keys from its start key '1' up to region 2's '2')"
SELECT line FROM demo_chart WHERE scheme = 'naive' ORDER BY region;
SELECT '  partition_skew: ' || partition_skew(naive, 10) FROM demo_rows;
.print "  Region 1 takes every id starting with 1: 1, 10-19, ..., 1000000-1999999."
.print ""

.print "2. Salted: salt_key(id, 10) = '8|1420008' (bucket = id mod 10):"
SELECT line FROM demo_chart WHERE scheme = 'salted' ORDER BY region;
SELECT '  partition_skew: ' || partition_skew(salted, 10) FROM demo_rows;
.print ""

.print "3. Salted and reversed: salt_key(id, 10, '|', 'reverse') = '8|8000241':"
SELECT line FROM demo_chart WHERE scheme = 'reversed' ORDER BY region;
SELECT '  partition_skew: ' || partition_skew(reversed, 10) FROM demo_rows;
.print "  Same regions (the bucket comes from the id), but inside a region consecutive"
.print "  ids no longer append at its end:"
SELECT printf('    id %d: salted %-10s reversed %s', id, salt_key(id, 10),
              salt_key(id, 10, '|', 'reverse'))
  FROM (SELECT 1420008 AS id UNION ALL SELECT 1420018 UNION ALL SELECT 1420028);
.print ""

.print "HBase shell, one region per bucket (SPLITS = start keys of regions 1..9):"
SELECT '  create ''t'', ''f'', SPLITS => ['
       || group_concat(quote(start_key), ', ') || ']'
  FROM (SELECT start_key FROM split_points(10, 1) WHERE region > 0
        ORDER BY region);
.print ""

-- OBKV-Table: KEY partitioning hashes the key, so sequential ids spread.
.print "4. OBKV: 1,000,000 sequential order ids, PARTITION BY KEY(order_id) PARTITIONS 97"
CREATE TEMP TABLE demo_obkv AS
SELECT murmur_partition(k.x * 1000 + u.x + 1, 97) AS p   -- order ids 1..1000000
  FROM demo_thousand AS k, demo_thousand AS u;
SELECT '  partition_skew: ' || partition_skew(p, 97) FROM demo_obkv;
CREATE TEMP TABLE demo_obkv_counts AS
SELECT p, count(*) AS n FROM demo_obkv GROUP BY p;
.print "  Fullest and emptiest partitions:"
SELECT printf('    partition %2d: %6d rows', p, n) FROM (
  SELECT * FROM (SELECT p, n FROM demo_obkv_counts ORDER BY n DESC, p LIMIT 3)
  UNION ALL
  SELECT * FROM (SELECT p, n FROM demo_obkv_counts ORDER BY n, p LIMIT 3));
-- OceanBase balances partitions over nodes so that no two nodes differ by
-- more than one partition: partition p on node p mod 3.
.print "  97 partitions on 3 nodes (33, 32, 32 partitions; rows per node):"
SELECT printf('    node %d: %2d partitions %7d rows |%s', p % 3, count(*), sum(n),
              substr('##################################################', 1,
                     sum(n) / 10000))
  FROM demo_obkv_counts GROUP BY p % 3 ORDER BY p % 3;
SELECT printf('  node_imbalance(97, 3) = %.4f; with 7 partitions: %.4f; with 96: %.4f',
              node_imbalance(97, 3), node_imbalance(7, 3), node_imbalance(96, 3));
SELECT printf('  recommend_partitions(''24TB'', 3) = %d; (''50TB'', 3) = %d',
              recommend_partitions('24TB', 3), recommend_partitions('50TB', 3));
.print ""

-- The OBKV-Table guide's extreme case, scaled down: one partitioning key
-- holds a tenth of all rows. Hashing spreads keys, not rows: every row of
-- that key lands in the one partition, whatever the partition count.
.print "5. OBKV hot key: 1,000,000 rows over 97 partitions, a tenth of them with one key (tenant 123)"
CREATE TEMP TABLE demo_hot AS
SELECT CASE WHEN u.x % 10 = 3 THEN 123 ELSE 10000000 + k.x * 1000 + u.x END AS key
  FROM demo_thousand AS k, demo_thousand AS u;
CREATE TEMP TABLE demo_hot_rows AS
SELECT key, murmur_partition(key, 97) AS p FROM demo_hot;
.print "  top_keys(key, 10) lists the keys it is sure are among the 10 heaviest"
.print "  (4096 counters, whatever the distinct keys); the rest are only candidates:"
SELECT printf('    key %s: %d rows, %.1f%% of all (true count between %d and %d)',
              value ->> 'key', value ->> 'count', 100.0 * (value ->> 'share'),
              value ->> 'lower', value ->> 'upper')
  FROM json_each((SELECT top_keys(key, 10) FROM demo_hot) -> '$.keys');
SELECT printf('    and %d candidates, light keys it cannot tell apart (at most %d rows each)',
              json_array_length(j -> '$.candidates'), j -> '$.candidates[0]' ->> 'upper')
  FROM (SELECT top_keys(key, 10) AS j FROM demo_hot);
SELECT '  partition_skew: ' || partition_skew(p, 97) FROM demo_hot_rows;
SELECT printf('  key 123 is in partition %d, which holds %d rows: %.1f times the mean of %d;',
              p, n, n / (1000000 / 97.0), 1000000 / 97)
       || char(10) ||
       printf('  the fullest partition without it holds %d.',
              (SELECT max(c) FROM (SELECT count(*) AS c FROM demo_hot_rows
                                    WHERE p <> h.p GROUP BY p)))
  FROM (SELECT p, count(*) AS n FROM demo_hot_rows
         WHERE p = (SELECT p FROM demo_hot_rows WHERE key = 123 LIMIT 1)
         GROUP BY p) AS h;
.print "  More partitions cannot help: the key's rows stay together. Salt it (salt_key)"
.print "  or add a column to the partitioning key (key_partition_multi)."
.print ""
.print "Where next: sql/hbase_presplit.sql (pre-split a table for salted keys),"
.print "sql/skew_report.sql and sql/cluster_skew.sql (skew of your own keys under every"
.print "scheme), sql/obkv_batches.sql and sql/postgres_partitions.sql (rows grouped per"
.print "partition); SELECT name, system FROM rowkey_schemes lists the schemes, and"
.print "docs/planning.md explains each recipe."
