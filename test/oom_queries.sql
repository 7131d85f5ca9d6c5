-- oom_queries.sql - the queries make oom runs with every allocation failing
-- in turn (test/oom.c says how). One entry per query: SQL up to a line that
-- ends with ';' (several statements may form one entry). '.setup SQL' lines
-- prepare each fresh connection for the entries after them; '.reset' drops
-- them. Every function and module rowkey registers must appear in some
-- entry: add the queries of a new function here, with every arity, its
-- error paths, long TEXT and BLOB arguments and constant arguments over
-- many rows.

-- ---- salt_key, unsalt_key, salt_bucket, reverse_id -----------------------
SELECT salt_key(1420008, 10), salt_key(-5, 7), salt_key(1420008, 1000000);
SELECT salt_key(1420008, 10, '#'), salt_key(1420008, 10, '|', 'reverse');
SELECT salt_key('user42', 1000, '::'), quote(salt_key(x'0102', 16)), salt_key(2.0, 10);
SELECT salt_key(1420008, '10'), salt_key(1420008, 10.0, '|', 'ID');
SELECT length(salt_key(replace(hex(zeroblob(2000)), '0', 'x'), 97));
SELECT length(salt_key(x'00ff' || zeroblob(3000), 97, '-'));
SELECT length(salt_key(7, 10, replace(hex(zeroblob(300)), '0', '#')));
SELECT quote(salt_key(x'', 10)), salt_key('', 3);
SELECT salt_key(NULL, 10), salt_key(1, NULL), salt_key(1, 10, NULL), salt_key(1, 10, '|', NULL);
SELECT salt_key(1420008, 0);
SELECT salt_key(1420008, 10, '7');
SELECT salt_key(1420008, 10, x'7c');
SELECT salt_key(1420008, 10, '|', 'backwards');
SELECT salt_key(-1, 10, '|', 'reverse');
SELECT salt_key(2.5, 10);
SELECT salt_key(replace(hex(zeroblob(100)), '0', 'é'), 0);
SELECT unsalt_key('8|1420008'), unsalt_key('008|1420008', '|'), unsalt_key('8|8000241', '|', 'reverse');
SELECT unsalt_key('3#user42', '#'), quote(unsalt_key(x'387c0031')), quote(unsalt_key(x'307c'));
SELECT length(unsalt_key('5|' || replace(hex(zeroblob(3000)), '0', 'a')));
SELECT unsalt_key(NULL), unsalt_key('1|2', NULL), unsalt_key('1|2', '|', NULL);
SELECT unsalt_key(5);
SELECT unsalt_key('x|1');
SELECT unsalt_key('1234567|1');
SELECT unsalt_key('12', '|');
SELECT unsalt_key('1|abc', '|', 'reverse');
SELECT unsalt_key('1|2', '|', 'sideways');
SELECT unsalt_key(replace(hex(zeroblob(100)), '0', 'x'));
SELECT salt_bucket('008|1420008'), salt_bucket('3#x', '#'), salt_bucket(x'377c');
SELECT salt_bucket(NULL), salt_bucket('1|1', NULL);
SELECT salt_bucket('abc');
SELECT salt_bucket(x'00112233445566778899aabbccddeeff0011');
SELECT salt_bucket('1|1', '');
SELECT reverse_id(1420000), reverse_id('0012', 10), reverse_id(7.0, 3);
SELECT length(reverse_id(replace(hex(zeroblob(1000)), 'A', '1')));
SELECT length(reverse_id(5, 100));
SELECT reverse_id(NULL), reverse_id(1, NULL);
SELECT reverse_id(-1);
SELECT reverse_id('12a');
SELECT reverse_id(12345, 3);
SELECT reverse_id(1, 101);
SELECT reverse_id(x'31');

-- ---- murmur_partition, murmur_hash and the multi-column forms ------------
SELECT murmur_partition(1420008, 97), murmur_partition('user42', 12, 'kafka');
SELECT murmur_partition(7, 16, 'spark:int32'), murmur_partition(x'0102', 8, 'hive'), murmur_partition(2.5, 10, 'spark');
SELECT murmur_partition(NULL, 10), murmur_partition(NULL, 10, 'cassandra'), murmur_partition(1, NULL), murmur_partition(1, 2, NULL);
SELECT murmur_partition(1, 0);
SELECT murmur_partition(1, 10, 'redis');
SELECT murmur_partition(1, 10, x'6b61666b61');
SELECT murmur_partition(2147483648, 10, 'spark:int32');
SELECT murmur_partition(2.5, 10, 'kafka');
SELECT murmur_partition('a', 10, 'hive:int32');
SELECT length(murmur_partition(replace(hex(zeroblob(4000)), '0', 'k'), 1000, 'iceberg'));
SELECT murmur_partition(zeroblob(5000), 1000, 'oceanbase_bin');
SELECT murmur_hash(1420008), murmur_hash('abc', 'spark'), murmur_hash('abc', 'spark', 42);
SELECT murmur_hash('abc', 'cassandra', -7), murmur_hash(x'61', 'oceanbase_bin'), murmur_hash(NULL, 'spark');
SELECT murmur_hash(1, NULL), murmur_hash(1, 'kafka', NULL);
SELECT murmur_hash(1, 'spark', 4294967296);
SELECT murmur_hash(1, 'cassandra', 'x');
SELECT murmur_hash(1, 'nope');
SELECT murmur_hash(replace(hex(zeroblob(100)), '0', 'z'), 'nope');
SELECT murmur_hash_multi('spark', 1, 'a', x'62', 2.5, NULL), murmur_hash_multi('hive', 1, 'a'), murmur_hash_multi('oceanbase', 1, 'a');
SELECT murmur_hash_multi(NULL, 1), murmur_hash_multi('spark:int32', 1, 2);
SELECT murmur_hash_multi('spark');
SELECT murmur_hash_multi('kafka', 1, 2);
SELECT murmur_hash_multi('spark:int32', 1, 'x');
SELECT murmur_partition_multi(8, 'oceanbase', 1, 'a'), murmur_partition_multi(16, 'spark', 'x', 'y', 'z');
SELECT murmur_partition_multi(NULL, 'spark', 1), murmur_partition_multi(8, NULL, 1);
SELECT murmur_partition_multi(8, 'spark');
SELECT murmur_partition_multi(0, 'spark', 1);
SELECT murmur_partition_multi(8, 'cassandra', 1);

-- ---- split_region, node_imbalance, recommend_partitions ------------------
SELECT split_region('8|1420008', 10, 1), split_region(1420008, 10, 1), split_region('55', 4, 2, 100);
SELECT split_region(x'39', 10, 1), split_region(3.0, 10, 1), split_region(NULL, 10, 1), split_region('1', NULL, 1);
SELECT split_region('1', 10, 1, NULL);
SELECT split_region('1', 0, 1);
SELECT split_region('1', 10, 0);
SELECT split_region('1', 1000, 2);
SELECT split_region('1', 10, 1, 11);
SELECT split_region('1', 10, 2, 5);
SELECT split_region(2.5, 10, 1);
SELECT split_region(replace(hex(zeroblob(3000)), '0', '9'), 10, 1);
SELECT node_imbalance(7, 3), node_imbalance(1, 100), node_imbalance(NULL, 1);
SELECT node_imbalance(0, 3);
SELECT node_imbalance(3, 'x');
SELECT recommend_partitions('24TB', 3), recommend_partitions(1000), recommend_partitions('1.5TiB', 2, '100 GB');
SELECT recommend_partitions(NULL), recommend_partitions('1TB', NULL), recommend_partitions('1TB', 1, NULL);
SELECT recommend_partitions('lots');
SELECT recommend_partitions('99999999999 TB');
SELECT recommend_partitions('1TB', 0);
SELECT recommend_partitions('1TB', 1, 0);
SELECT recommend_partitions('1000PB', 100, 1);
SELECT recommend_partitions(replace(hex(zeroblob(200)), '0', '1') || 'TB');
SELECT rowkey_version() IS NOT NULL;

-- ---- partition_skew --------------------------------------------------------
SELECT partition_skew(NULL);
SELECT partition_skew(3), partition_skew(3, 10);
SELECT partition_skew(p) FROM (SELECT 1 AS p UNION ALL SELECT 70000 UNION ALL SELECT 70000 UNION ALL SELECT NULL);
SELECT partition_skew(1, NULL);
SELECT partition_skew(-1);
SELECT partition_skew(5, 3);
SELECT partition_skew(1, 0);
SELECT partition_skew('x');

-- ---- split_points and hbase_splits ----------------------------------------
SELECT * FROM split_points(4, 2);
SELECT * FROM split_points(10, 2, 50) WHERE region BETWEEN 2 AND 4;
SELECT region, start_key FROM split_points(1000000000000000000, 18) WHERE region >= 999999999999999998;
SELECT count(*) FROM split_points(1000000000000000000, 18) WHERE region < 3;
SELECT count(*) FROM split_points(1000000000000000000, 18) WHERE region = 12345;
SELECT count(*) FROM split_points(1000000000000000000, 18) WHERE region > 999999999999999990 AND region <= 999999999999999995;
SELECT count(*) FROM split_points(1000000000000000000, 18) WHERE region >= '999999999999999999';
SELECT group_concat(region) FROM split_points(10, 1) WHERE region < 2 OR region >= 8;
SELECT rowid, region FROM split_points(5, 1) ORDER BY region DESC;
SELECT count(*) FROM split_points(NULL, 2);
SELECT * FROM split_points(0, 2);
SELECT * FROM split_points(100, 1);
SELECT * FROM split_points(10, 19);
SELECT * FROM split_points(10, 2, 5);
SELECT * FROM split_points(10, 2, 1000);
SELECT * FROM split_points(10);
SELECT region, key, shell FROM hbase_splits('HexStringSplit', 4);
SELECT region, quote(key), shell FROM hbase_splits('UniformSplit', 3);
SELECT key FROM hbase_splits('DecimalStringSplit', 10) WHERE region > 2 AND region < 5;
SELECT key FROM hbase_splits('UniformSplit', 9223372036854775807) WHERE region = 5;
SELECT count(*) FROM hbase_splits('HexStringSplit', 4294967296) WHERE region >= 4294967290;
SELECT count(*) FROM hbase_splits('HexStringSplit', 4294967296) WHERE region <= 3;
SELECT rowid, region, algorithm, n FROM hbase_splits('HexStringSplit', 3) ORDER BY region DESC;
SELECT count(*) FROM hbase_splits(NULL, 2);
SELECT * FROM hbase_splits('NoSuchSplit', 2);
SELECT * FROM hbase_splits(replace(hex(zeroblob(100)), '0', 'q'), 2);
SELECT * FROM hbase_splits('HexStringSplit', 0);
SELECT * FROM hbase_splits('HexStringSplit');

-- ---- constant arguments over many rows (auxdata caches) -----------------
.setup CREATE TABLE t(id INTEGER, s TEXT, n INTEGER, sc TEXT);
.setup WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150)
.setup   INSERT INTO t SELECT i, 'user' || i, 90 + i % 3, CASE i % 2 WHEN 0 THEN 'hive' ELSE 'spark' END FROM c;
SELECT sum(murmur_partition(id, 97)), sum(murmur_partition(s, 97, 'kafka')), sum(murmur_partition(id, 16, 'spark:int32')) FROM t;
SELECT sum(murmur_partition(id, n, sc)), sum(murmur_partition(s, n)) FROM t;
SELECT sum(murmur_partition(CASE WHEN id < 140 THEN id ELSE 3000000000 END, 16, 'spark:int32')) FROM t;
SELECT sum(murmur_hash(s, 'spark', id)), sum(murmur_hash(id, sc)) FROM t;
SELECT sum(murmur_partition_multi(8, 'oceanbase', id, s)), sum(murmur_hash_multi(sc, id, s)) FROM t;
SELECT sum(split_region(salt_key(id, 10), 10, 1)), sum(split_region(s, n, 2)), sum(split_region(id, 5, 1, 5)) FROM t;
SELECT sum(length(salt_key(id, 10))), sum(length(salt_key(s, n, '#'))), sum(unsalt_key(salt_key(id, 100))) FROM t;
SELECT sum(salt_bucket(salt_key(id, 1000))), sum(length(reverse_id(id, 8))) FROM t;
SELECT partition_skew(murmur_partition(id, 97), 97), partition_skew(id * 1000), partition_skew(id % 7) FROM t;
SELECT partition_skew(id % 10, CASE WHEN id < 100 THEN 10 END) FROM t;
SELECT partition_skew(id % 10, CASE WHEN id < 100 THEN 10 ELSE 'x' END) FROM t;
SELECT partition_skew(id % 10, 10) FROM t GROUP BY id % 3;
SELECT count(*), sum(first_bucket) FROM t, split_points(t.n, 2) WHERE t.id < 4;
SELECT count(*) FROM t, hbase_splits('HexStringSplit', t.n) WHERE t.id < 3;
SELECT sum(node_imbalance(id, 7)), sum(recommend_partitions(id * 1000000000000 / 2)) FROM t;
.reset

-- ---- generated columns, expression indexes, views, CHECK ----------------
.setup CREATE TABLE g(id INTEGER PRIMARY KEY, k TEXT AS (salt_key(id, 10)) STORED,
.setup   p INTEGER AS (murmur_partition(id, 97, 'kafka')) VIRTUAL,
.setup   CHECK (salt_bucket(salt_key(id, 10)) >= 0));
.setup CREATE INDEX g_p ON g(murmur_partition(id, 16, 'spark'));
.setup CREATE VIEW v AS SELECT id, unsalt_key(k) AS u, split_region(k, 10, 1) AS r FROM g;
INSERT INTO g(id) VALUES (1), (2), (3), (1420008); SELECT * FROM g ORDER BY id;
INSERT INTO g(id) VALUES (5), (6); SELECT id, u, r FROM v ORDER BY id;
INSERT INTO g(id) VALUES (7); SELECT id FROM g WHERE murmur_partition(id, 16, 'spark') = murmur_partition(7, 16, 'spark');
CREATE INDEX g_r ON g(reverse_id(id, 8), recommend_partitions(id)); INSERT INTO g(id) VALUES (8); SELECT count(*) FROM g;
CREATE TABLE h(x, y AS (murmur_hash_multi('spark', x, 'a')), z AS (node_imbalance(x + 1, 3))); INSERT INTO h(x) VALUES (1), (2); SELECT * FROM h;
.reset

-- ---- a UTF-16 database: every TEXT argument arrives converted ------------
.setup PRAGMA encoding = 'UTF-16le';
.setup CREATE TABLE u(s TEXT, sep TEXT, scheme TEXT, alg TEXT, size TEXT);
.setup INSERT INTO u VALUES ('8|1420008', '|', 'kafka', 'HexStringSplit', '24TB'), ('3#é', '#', 'spark', 'UniformSplit', '1.5 TiB');
SELECT salt_key(s, 10, sep, 'id'), unsalt_key(s, sep), salt_bucket(s, sep), reverse_id('0012') FROM u;
SELECT murmur_partition(s, 12, scheme), murmur_hash(s, scheme), murmur_hash_multi(scheme, s, sep) FROM u WHERE scheme = 'spark';
SELECT murmur_partition_multi(8, 'oceanbase', s), split_region(s, 10, 1), recommend_partitions(size, 1, '1TB') FROM u;
SELECT partition_skew(salt_bucket(s, sep)) FROM u;
SELECT u.alg, count(*) FROM u, hbase_splits(u.alg, 4) GROUP BY u.alg;
SELECT count(*) FROM u, split_points(10, 1) WHERE region >= '5';
SELECT salt_key(s, '10'), reverse_id('12', '5'), murmur_partition(s, '7'), murmur_hash(s, 'spark', '3') FROM u;
SELECT split_region(s, '10', '1', '10'), node_imbalance('7', '3'), partition_skew('3', '5') FROM u;
SELECT group_concat(start_key) FROM split_points('4', '2', '100');
.reset

-- ---- zeroblob() arguments: the functions expand them, which can fail ------
SELECT length(salt_key(zeroblob(300), 10)), quote(unsalt_key(x'317c' || zeroblob(200))) IS NOT NULL;
SELECT salt_bucket(x'327c' || zeroblob(300)), split_region(zeroblob(400), 10, 1), murmur_hash(zeroblob(300), 'hive');
SELECT salt_bucket(zeroblob(300));
SELECT split_region(zeroblob(400), '["\\x00\\x00", "b"]'), split_region(zeroblob(300), '["\\x00"]');

-- ---- the table-valued functions connected under faults (a fresh
-- ---- connection per run: these statements write) -----------------------
CREATE TABLE sp AS SELECT * FROM split_points(4, 2) WHERE region >= 1; SELECT count(*) FROM sp;
CREATE TABLE hs AS SELECT * FROM hbase_splits('HexStringSplit', 4) WHERE region < 3; SELECT count(*) FROM hs;
CREATE VIEW vsp AS SELECT region FROM split_points(10, 1); SELECT sum(region) FROM vsp;

-- ---- key_partition, key_hash, their _multi forms, rowkey_schemes --------
SELECT key_partition(1420008, 97), key_partition('user42', 12, 'kafka'), key_partition(x'0102', 8, 'Hive');
SELECT key_partition(NULL, 10), key_partition(NULL, 10, 'kafka'), key_partition(1, NULL), key_partition(1, 2, NULL);
SELECT key_partition(7, 16, 'spark:int32'), key_partition(2.5, 10, 'spark'), key_partition('', 3, 'cassandra');
SELECT key_partition(1, 0);
SELECT key_partition(1, 10, 'kafka(x=1)');
SELECT key_partition(1, 10, 'kafka(');
SELECT key_partition(1, 10, 'no_such_scheme');
SELECT key_partition(1, 10, replace(hex(zeroblob(100)), '0', 's'));
SELECT key_partition(1, 10, x'6b61666b61');
SELECT key_partition(2147483648, 10, 'spark:int32');
SELECT key_partition(2.5, 10, 'kafka');
SELECT key_partition(replace(hex(zeroblob(3000)), '0', 'p'), 1000, 'spark'), key_partition(zeroblob(2000), 100, 'hive');
SELECT key_hash(1), key_hash('abc', 'spark'), key_hash('b', 'spark', key_hash(1, 'spark')), key_hash(NULL, 'spark');
SELECT key_hash(1, NULL), key_hash(1, 'cassandra', NULL), key_hash(x'', 'cassandra');
SELECT key_hash(1, 'spark', 4294967296);
SELECT key_hash(1, 'cassandra', 'x');
SELECT key_hash(1, 'nope(');
SELECT key_hash_multi('spark', 1, 'b'), key_hash_multi('oceanbase', 1420008, 'ord'), key_hash_multi('hive', 1, x'00', NULL);
SELECT key_hash_multi(NULL, 1), key_hash_multi('spark:int32', 1, 2);
SELECT key_hash_multi('spark');
SELECT key_hash_multi('kafka', 1, 2);
SELECT key_hash_multi('hive', 'a', 2.5);
SELECT key_partition_multi(97, 'oceanbase', 1420008, 'ord'), key_partition_multi(32, 'hive', 1420008, 'ord');
SELECT key_partition_multi(NULL, 'spark', 1), key_partition_multi(8, NULL, 1);
SELECT key_partition_multi(8);
SELECT key_partition_multi(0, 'spark', 1);
SELECT key_partition_multi(8, 'cassandra', 1);
SELECT key_hash_multi('spark', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 'a', x'00', 2.5), key_partition_multi(7, 'hive', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18);
SELECT * FROM rowkey_schemes;
SELECT name, system FROM rowkey_schemes WHERE name LIKE 'spark%' ORDER BY name DESC;
SELECT count(*) FROM rowkey_schemes WHERE rowid > 2;
CREATE TABLE rs AS SELECT * FROM rowkey_schemes; SELECT count(*) > 0 FROM rs;
.setup CREATE TABLE t(id INTEGER, s TEXT, n INTEGER, sc TEXT);
.setup WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150)
.setup   INSERT INTO t SELECT i, 'user' || i, 90 + i % 3, CASE i % 2 WHEN 0 THEN 'hive' ELSE 'spark' END FROM c;
SELECT sum(key_partition(id, 97)), sum(key_partition(s, 97, 'kafka')), sum(key_partition(id, 16, 'spark:int32')) FROM t;
SELECT sum(key_partition(id, n, sc)), sum(key_partition(s, n)), sum(key_hash(s, sc, id)) FROM t;
SELECT sum(key_partition(CASE WHEN id < 140 THEN id ELSE 3000000000 END, 16, 'spark:int32')) FROM t;
SELECT sum(key_partition_multi(8, 'oceanbase', id, s)), sum(key_hash_multi(sc, id, s)), sum(key_partition_multi(n, sc, s)) FROM t;
SELECT partition_skew(key_partition(s, 12, 'kafka'), 12) FROM t;
SELECT sum(key_partition(id, n, 'redis')), sum(key_partition(s, 1 + id % 40, 'kafka')), sum(key_partition(id, CASE id % 3 WHEN 0 THEN '[1,2]' ELSE n END, 'clickhouse')) FROM t;
SELECT key_partition(1, 4, 'kafak'), key_partition(1, 4, 'flink(max_parallelism=128,max_parallelism=128)');
SELECT key_hash(1, 'elasticsearch(routing_shard=4)');
.reset
.setup PRAGMA encoding = 'UTF-16le';
.setup CREATE TABLE u(s TEXT, scheme TEXT, w TEXT, splits TEXT);
.setup INSERT INTO u VALUES ('é', 'kafka', '[1, 2]', '["b", "é"]'), ('x', 'Spark', ' [3]', '["a"]');
SELECT key_partition(s, '12', scheme), key_hash(s, scheme), key_hash_multi('hive', s, scheme), key_partition_multi('8', 'spark', s) FROM u;
SELECT count(*) FROM u, rowkey_schemes WHERE rowkey_schemes.name = lower(u.scheme);
SELECT key_partition(s, w, 'clickhouse'), key_partition(7, w, 'clickhouse_sip') FROM u;
SELECT split_region(s, splits), split_region(s, '["b"]') FROM u;
SELECT count(*) FROM u, split_regions(u.splits);
SELECT top_keys(s, 2), top_keys(s, 3, 1.5) FROM u;
.reset

-- ---- partition_skew with weights, top_keys ----------------------------------
SELECT partition_skew(p, 3, w) FROM (SELECT 0 AS p, 2 AS w UNION ALL SELECT 2, 1.5 UNION ALL SELECT 1, NULL UNION ALL SELECT 1, 0);
SELECT partition_skew(p, 100000, w) FROM (SELECT 70000 AS p, 5 AS w UNION ALL SELECT 1, 9007199254740993);
SELECT partition_skew(p, 100000, 2.5) FROM (SELECT 70000 AS p UNION ALL SELECT 1 UNION ALL SELECT 80000);
SELECT partition_skew(0, 3, -1);
SELECT partition_skew(0, 3, 'x');
SELECT partition_skew(p, 3, 9223372036854775807) FROM (SELECT 0 AS p UNION ALL SELECT 1 UNION ALL SELECT 2);
SELECT top_keys(v, 3) FROM (SELECT 1 AS v UNION ALL SELECT 1.0 UNION ALL SELECT 'a"b' UNION ALL SELECT x'00ff' UNION ALL SELECT NULL UNION ALL SELECT 2.5 UNION ALL SELECT x'');
SELECT top_keys(v, 2, w) FROM (SELECT 'a' AS v, 0.5 AS w UNION ALL SELECT 'b', 2 UNION ALL SELECT 'c', NULL);
WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 300)
SELECT length(top_keys(CASE WHEN i % 3 = 0 THEN 'hot' ELSE replace(hex(zeroblob(20 + i % 7)), '0', 'k') || i END, 5)) FROM c;
-- More distinct keys than the 4096 counters: long keys take over the
-- counters of short ones (the copy of the key may fail).
WITH d(x) AS (VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9))
SELECT length(top_keys(CASE WHEN i < 4990 THEN i ELSE printf('%040d', i) END, 5))
  FROM (SELECT a.x * 1000 + b.x * 100 + c.x * 10 + e.x AS i FROM d a, d b, d c, d e WHERE a.x < 5);
SELECT top_keys(1, NULL), top_keys(NULL, 3);
SELECT top_keys(1, 0);
SELECT top_keys(v, k) FROM (SELECT 1 AS v, 3 AS k UNION ALL SELECT 2, 4);
SELECT top_keys(1, 2, -3);
SELECT top_keys(v, 2, 9223372036854775807) FROM (SELECT 1 AS v UNION ALL SELECT 2 UNION ALL SELECT 3);

-- ---- split_region(key, splits), split_regions --------------------------------
SELECT split_region('user42', '["g", "n", "user1", "user5"]'), split_region(X'80', '["\\x40", "\\x80"]'), split_region(15, '["1", "2"]');
SELECT split_region('é', '["\u00e9", "\ud83d\ude00"]'), split_region('a', '[]'), split_region('a', '["", "b"]');
WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 200)
SELECT sum(split_region(salt_key(i, 100), (SELECT json_group_array(start_key) FROM split_points(100, 2) WHERE region > 0))) FROM c;
SELECT group_concat(split_region(k, l), ' ') FROM (SELECT 'm' AS k, '["a"]' AS l UNION ALL SELECT 'm', '["n", "z"]');
SELECT split_region(NULL, '["a"]'), split_region('a', NULL);
SELECT split_region('k', '["b", "a"]');
SELECT split_region('k', '["a", "a"]');
SELECT split_region('k', '["a", 1]');
SELECT split_region('k', '["a\\q"]');
SELECT split_region('k', 42);
SELECT split_region(1.5, '["a"]');
SELECT region, start_key, end_key, hex(start_bytes), hex(end_bytes) FROM split_regions('["g", "n\\x00", "zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz"]');
SELECT rowid, region FROM split_regions('["b", "c"]') ORDER BY region DESC;
SELECT count(*) FROM split_regions(NULL);
SELECT * FROM split_regions('["b", "a"]');
SELECT * FROM split_regions;
-- The HBase shell's notation, as hbase_splits' shell column prints it.
SELECT split_region(X'80', '[''\x40'', ''\x80'']'), split_region('it''s', '[''a'', ''it\''s'', ]');
WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 200)
SELECT sum(split_region(salt_key(i, 100), (SELECT '[' || group_concat(shell, ', ') || ']' FROM hbase_splits('UniformSplit', 40)))) FROM c;
SELECT region, hex(start_bytes) FROM split_regions((SELECT '[' || group_concat(shell, ', ') || ']' FROM hbase_splits('HexStringSplit', 17)));
SELECT split_region('k', '[''a'' ''b'']');
SELECT split_region('k', '[''a'', ''b');
SELECT split_region('k', '[''\x8a'']');
SELECT split_region('k', '[''a'', ''é'']');
SELECT * FROM split_regions('[''b'', ''a'']');
-- split_region without buckets where n could be a bucket count.
SELECT split_region(salt_key(7, 20), 20, 2);
SELECT split_region(salt_key(7, 20), 20, 2, 20);

-- ---- the systems' schemes: tables prepared per statement, options, weights,
-- multi-column rules, and vitess_shard_name ----------------------------------
SELECT key_partition(1420008, 5, 'redis'), key_hash('{user1000}.following', 'redis'), key_partition(x'ff00', 16384, 'redis');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 7, 'redis')), sum(key_partition('k' || i, 7, 'redis')) FROM c;
SELECT key_partition('user42', 12, 'librdkafka'), key_partition('', 12, 'librdkafka'), key_partition(x'', 12, 'librdkafka_consistent'), key_partition(7, 12, 'sarama:int32'), key_hash('a', 'fnv1a');
SELECT key_partition(NULL, 12, 'librdkafka_consistent'), key_partition(NULL, 12, 'librdkafka_murmur2'), key_partition(NULL, 12, 'librdkafka_fnv1a:int32'), quote(key_partition(NULL, 12, 'librdkafka_murmur2_random')), key_partition(x'', 12, 'librdkafka_fnv1a_random'), key_hash(NULL, 'librdkafka_fnv1a'), key_partition(-7, 12, 'librdkafka_murmur2_random:int32');
SELECT key_partition(7, 12, 'librdkafka_murmur2:int32'), key_partition(-7, 12, 'librdkafka_fnv1a_random:int32'), key_hash(NULL, 'librdkafka_murmur2:int32');
SELECT key_partition_multi(16, 'phoenix', 'user42', 1420008), key_partition_multi(10, 'phoenix', 'a', ''), key_hash(1, 'phoenix:int32');
SELECT key_partition_multi(10, 'phoenix', x'00', 'a');
SELECT key_partition(1420008, 97, 'postgres'), key_partition(NULL, 8, 'postgres'), key_partition_multi(97, 'postgres', 1420008, 'ord', NULL), key_hash(1, 'postgres', 0);
SELECT key_partition(123, 32, 'citus'), key_partition('user42', 64000, 'citus'), key_partition(x'00ff', 32, 'citus');
SELECT key_partition('user42', '[9,10,1]', 'clickhouse'), key_partition(1420008, '[1,3]', 'clickhouse_sip'), key_partition(-1, 3, 'clickhouse:int32');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, '[5,1,2,7,3]', 'clickhouse')) FROM c;
SELECT key_partition(1, '[1,0]', 'clickhouse');
SELECT key_partition(1, 4, 'mongodb'), key_hash('abc', 'mongodb'), key_hash(x'00ff', 'mongodb'), key_hash(1.987, 'mongodb'), key_hash(NULL, 'mongodb'), key_partition(7, 8192, 'mongodb:int32');
SELECT key_partition(3, 4, 'tidb_key'), key_partition_multi(4, 'tidb_key', 3, 'a  ', x'00', NULL), key_partition(-7, 4, 'tidb_hash'), key_partition(NULL, 4, 'tidb_hash');
SELECT key_partition(1, 8, 'cockroachdb_shard'), key_partition_multi(16, 'cockroachdb_shard', 'a' || x'00', -110, NULL), key_partition(x'00', 8, 'cockroachdb_shard_md5'), key_partition_multi(8, 'cockroachdb_shard_md5', 1, 'b');
SELECT key_partition('Trino rocks', 4, 'hive_v1'), key_hash('test string', 'hive_v1:varchar'), key_partition_multi(8, 'hive_v1:int32', 1, 5), key_partition_multi(8, 'hive_v1', 300000000000, 'x', NULL);
SELECT length(key_hash(replace(hex(zeroblob(3000)), '0', 'é'), 'mongodb')), key_hash(x'00' || zeroblob(3000), 'cockroachdb_shard_md5'), key_hash(replace(hex(zeroblob(3000)), '0', ' '), 'tidb_key');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 7, 'mongodb')), sum(key_partition('k' || i, 7, 'tidb_key')), sum(key_partition(i, 7, 'cockroachdb_shard')), sum(key_partition(i, 7, 'hive_v1:int32')) FROM c;
SELECT key_partition(1, 2049, 'cockroachdb_shard');
SELECT key_partition(1.5, 4, 'tidb_key');
SELECT key_hash('redmond', 'cosmos'), key_partition('redmond', 4, 'cosmos'), key_hash(NULL, 'cosmos_v1'), key_partition(2.5, 7, 'cosmos_v1'), key_hash(-1, 'cosmos');
SELECT length(key_hash(replace(hex(zeroblob(3000)), '0', 'é'), 'cosmos')), key_hash(replace(hex(zeroblob(300)), '0', '😀'), 'cosmos_v1');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 7, 'cosmos')), sum(key_partition('k' || i, 7, 'cosmos_v1')), count(DISTINCT key_hash(i, 'cosmos')) FROM c;
SELECT key_hash(x'00', 'cosmos');
SELECT key_hash('user42', 'kinesis'), key_partition('user42', 4, 'kinesis'), key_hash(NULL, 'kinesis'), key_partition(-7, 7, 'kinesis'), key_hash(9223372036854775807, 'kinesis_hash_key');
SELECT key_hash('340282366920938463463374607431768211455', 'kinesis_hash_key'), key_partition('170141183460469231731687303715884105728', 2, 'kinesis_hash_key'), key_partition(NULL, 3, 'kinesis_hash_key');
SELECT key_hash(replace(hex(zeroblob(128)), '0', 'é'), 'kinesis'), key_partition(replace(hex(zeroblob(64)), '0', '😀'), 100, 'kinesis');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 7, 'kinesis')), sum(key_partition('k' || i, 7, 'kinesis')), sum(key_partition(i * 1000003, 7, 'kinesis_hash_key')), count(DISTINCT key_hash(i, 'kinesis')) FROM c;
SELECT key_hash(replace(hex(zeroblob(3000)), '0', 'a'), 'kinesis');
SELECT key_partition('', 4, 'kinesis');
SELECT key_partition(x'00', 4, 'kinesis');
SELECT key_partition('340282366920938463463374607431768211456', 4, 'kinesis_hash_key');
SELECT key_hash(replace(hex(zeroblob(3000)), '0', '1'), 'kinesis_hash_key');
SELECT key_partition(-1, 4, 'kinesis_hash_key');
SELECT * FROM partition_ranges('kinesis', 3);
SELECT count(*), max(upper) FROM partition_ranges('kinesis_hash_key', 1000);
SELECT * FROM partition_ranges('redis', 3);
SELECT * FROM partition_ranges('cassandra', 4);
SELECT * FROM partition_ranges('mongodb', 5);
SELECT * FROM partition_ranges('cosmos', 3);
SELECT group_concat(lower || '-' || upper) FROM partition_ranges('vitess_xxhash', 16);
SELECT count(statement), max(upper) FROM partition_ranges('redis', 16384);
SELECT * FROM partition_ranges('citus:int32', 7) WHERE partition = 3;
SELECT * FROM partition_ranges('kafka', 3);
SELECT * FROM partition_ranges('redis', 0);
SELECT * FROM partition_ranges('redis');
SELECT key_partition(1420008, 8, 'mysql_key'), key_partition('abc', 12, 'mysql_linear_key'), key_partition(x'00ff', 7, 'mysql_key51'), key_partition(-1, 5, 'mysql_key_bin:int32'), key_hash(NULL, 'mysql_linear_key_bin');
SELECT key_partition(-7, 4, 'mysql_hash'), key_partition(NULL, 12, 'mysql_hash'), key_partition(NULL, 12, 'mysql_linear_hash:int32'), key_partition_multi(100, 'mysql_key', 42, 'order-7', NULL, x'00');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 1000, 'mysql_linear_key:int32')), sum(key_partition('k' || i, 7, 'mysql_key_bin')) FROM c;
SELECT key_partition(1, 8193, 'mysql_key');
SELECT key_partition_multi(8, 'mysql_key:int32,int64,text', 1, 2, 'a'), key_hash_multi('spark:int32,text', 7, 'abc'), key_hash_multi('phoenix:int32,int64', 1, 2), column_types FROM rowkey_schemes WHERE name = 'hive';
SELECT key_hash_multi('mysql_key:int33', 1, 'a');
SELECT key_partition(7, 8, 'mysql_key:int32'), key_hash(-1, 'mysql_key51:int32'), key_partition(2, 6, 'mysql_linear_key_bin:int32'), key_partition('abc', 6, 'mysql_linear_key51'), key_partition(3, 6, 'mysql_linear_key51:int32'), key_partition(-5, 3, 'mysql_hash:int32'), key_partition(NULL, 6, 'mysql_linear_hash');
SELECT key_partition('doc1', 5, 'elasticsearch'), key_partition('doc1', 5, 'elasticsearch(routing_shards=640)'), key_partition(1, 2, 'elasticsearch_mod'), key_hash('Γειά σου Κόσμε', 'opensearch');
SELECT key_partition_multi(6, 'elasticsearch(routing_partition_size=2)', 'user1', 'doc7');
SELECT key_partition('doc1', 5, 'elasticsearch(routing_shards=7)');
SELECT key_partition('hello', 4, 'flink'), key_partition(0, 4, 'flink:int32'), key_partition(7, 6, 'flink(max_parallelism=4096)'), key_partition('hello', 128, 'flink_key_group');
SELECT key_partition(1, 2, 'vitess'), key_partition('18446744073709551615', 98, 'vitess'), key_partition('test1', 7, 'vitess_xxhash'), key_hash(NULL, 'vitess_xxhash');
SELECT key_partition('-1', 4, 'vitess');
SELECT vitess_shard_name(4, 1), vitess_shard_name(7, 6), vitess_shard_name(512, 0), vitess_shard_name(1, 0);
SELECT vitess_shard_name(0, 0);
SELECT vitess_shard_name(NULL, 1), vitess_shard_name(4, NULL);
SELECT key_partition('user42', 12, 'pulsar'), key_hash(x'00ff10', 'pulsar'), key_partition(-9223372036854775808, 7, 'pulsar'), key_partition(NULL, 4, 'pulsar'), key_hash('', 'pulsar');
SELECT key_partition('user42', 12, 'pulsar_murmur'), key_hash(x'0001', 'pulsar_murmur'), key_partition(42, 5, 'pulsar_murmur'), key_partition('user42', 12, 'pulsar_cpp'), key_hash(x'80ff', 'pulsar_cpp'), key_partition(-1, 3, 'pulsar_cpp');
SELECT key_partition('é', 8, 'pulsar_cpp_java'), key_hash(x'ff', 'pulsar_cpp_java'), key_partition(7, 9, 'pulsar_cpp_java'), key_partition('é', 8, 'pulsar_cpp_murmur'), key_hash(x'00', 'pulsar_cpp_murmur'), key_partition(7, 9, 'pulsar_cpp_murmur');
SELECT key_hash(replace(hex(zeroblob(3000)), '0', '😀'), 'pulsar'), key_hash(CAST(x'00ff' || zeroblob(3000) AS BLOB), 'pulsar'), key_hash(replace(hex(zeroblob(3000)), '0', 'é'), 'pulsar_murmur'), key_hash(zeroblob(3001), 'pulsar_murmur'), key_hash(replace(hex(zeroblob(3000)), '0', 'é'), 'pulsar_cpp'), key_hash(zeroblob(3000), 'pulsar_cpp_java'), key_hash(zeroblob(3000), 'pulsar_cpp_murmur');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 7, 'pulsar')), sum(key_partition('k' || i, 7, 'pulsar_murmur')), sum(key_partition(i, 7, 'pulsar_cpp')), sum(key_partition(x'ff' || i, 7, 'pulsar_cpp_java')), sum(key_partition(i, 7, 'pulsar_cpp_murmur')) FROM c;
SELECT key_partition(CAST(x'ff' AS TEXT), 4, 'pulsar');
SELECT key_hash(CAST(x'c0af' AS TEXT), 'pulsar_murmur');
SELECT key_partition(1, 0, 'pulsar_cpp');
SELECT key_partition('user42', 8, 'rocketmq'), key_hash(-9223372036854775808, 'rocketmq'), key_partition(-2147483648, 12, 'rocketmq:int32'), key_partition(NULL, 8, 'rocketmq'), key_hash('', 'rocketmq');
SELECT key_hash(replace(hex(zeroblob(3000)), '0', '😀'), 'rocketmq'), key_partition(replace(hex(zeroblob(3000)), '0', 'é'), 1000, 'rocketmq');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(-i, 7, 'rocketmq')), sum(key_partition('k' || i, 7, 'rocketmq')), sum(key_partition(-i, 7, 'rocketmq:int32')) FROM c;
SELECT key_partition(x'00', 8, 'rocketmq');
SELECT key_partition(2147483648, 8, 'rocketmq:int32');
SELECT key_partition('user42', 1024, 'couchbase'), key_hash(x'00ff', 'couchbase'), key_partition(-9223372036854775808, 64, 'couchbase'), key_partition(NULL, 1024, 'couchbase'), key_hash(replace(hex(zeroblob(62)), '0', 'é') || 'ab', 'couchbase');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 1024, 'couchbase')), sum(key_partition('k' || i, 1024, 'couchbase')), sum(key_partition(x'00' || i, 64, 'couchbase')) FROM c;
SELECT key_partition('', 1024, 'couchbase');
SELECT key_hash(zeroblob(251), 'couchbase');
SELECT key_partition(replace(hex(zeroblob(3000)), '0', 'é'), 1024, 'couchbase');

SELECT key_partition('user42', '["10.0.0.1:11211","10.0.0.2:11211:2","10.0.0.3:11311:3"]', 'memcached_ketama'), key_partition(x'00ff', '["a:1","b:2"]', 'libmemcached_ketama'), key_partition(-1, '["a:1:1","b:2:1"]', 'libmemcached_modula'), key_hash('', 'memcached_ketama');
SELECT key_partition('user42', '["127.0.0.1:7301:1 n0","127.0.0.1:7302:2 n1"]', 'twemproxy(distribution=modula, hash=murmur)'), key_partition(7, '["127.0.0.1:7301:1","127.0.0.1:7302:1"]', 'twemproxy_ketama(hash=hsieh)'), key_partition('', '["h:1:1","i:2:3"]', 'twemproxy_modula(hash=jenkins)'), key_hash('abc', 'twemproxy(hash=crc16)');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 200) SELECT sum(key_partition('k' || i, '["a:11211:1","b:11211:5","c:11212:2"]', 'memcached_ketama')), sum(key_partition(i, '["a:11211","b:11211"]', 'libmemcached_ketama')), sum(key_partition(i, '["x:1:1 p","y:1:2 q"]', 'twemproxy')) FROM c;
WITH RECURSIVE c(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM c WHERE i < 299) SELECT key_partition('k', json_group_array('10.0.' || (i / 250) || '.' || (i % 250) || ':11211:' || (1 + i % 7)), 'memcached_ketama'), key_partition('k', json_group_array('h' || i || ':7301:2 n' || i), 'twemproxy_modula') FROM c;
SELECT key_partition('k', '["a:1",', 'memcached_ketama');
SELECT key_partition('k', '["a"]', 'libmemcached_modula');
SELECT key_partition('k', '["a:99999"]', 'twemproxy');
SELECT key_partition('k', '["a:1:0"]', 'twemproxy');
SELECT key_partition('k', '["a:1 n"]', 'twemproxy');
SELECT key_partition('k', '["a:1:1 n"]', 'memcached_ketama');
SELECT key_partition('k', '["a:1:1 n","b:2:1 n"]', 'twemproxy');
SELECT key_partition('k', '[]', 'twemproxy');
SELECT key_partition('k', '[1,2]', 'twemproxy');
SELECT key_partition('k', 3, 'memcached_ketama');
SELECT key_partition('k', '["' || printf('%.300c', 'h') || ':1"]', 'twemproxy');
SELECT key_partition('k', '["127.0.0.1:1:1 ' || printf('%.90c', 'n') || '"]', 'twemproxy');
SELECT key_partition(1.5, '["a:1"]', 'twemproxy'), key_partition(NULL, '["a:1"]', 'twemproxy');
SELECT key_hash('k', 'twemproxy(hash=nope)');
SELECT key_hash('k', 'twemproxy(distribution=random)');
SELECT key_hash('k', 'twemproxy(hash=)');
SELECT key_hash('k', 'twemproxy(hash=md5, hash=md5)');
SELECT key_hash('k', 'twemproxy', 7);

-- ---- NATS, Tarantool vshard, RabbitMQ (nats.c, vshard.c, rabbitmq.c)
SELECT key_partition('user42', 12, 'nats'), key_hash(-1, 'nats'), key_partition_multi(16, 'nats', 'eu', 42), key_hash_multi('nats', 'a', 'bc');
SELECT key_partition('a.b', 12, 'nats');
SELECT key_partition(NULL, 12, 'nats');
SELECT key_partition_multi(12, 'nats', 'a', '');
SELECT key_partition(x'00', 12, 'nats');
SELECT length(key_hash(replace(hex(zeroblob(3000)), '0', 'é'), 'nats')), key_hash_multi('nats', replace(hex(zeroblob(3000)), '0', 'x'), 7);
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 7, 'nats')), sum(key_partition('k' || i, 7, 'nats')), sum(key_partition_multi(7, 'nats', i, 'k' || i)) FROM c;
SELECT key_partition('user42', 3000, 'vshard_strcrc32'), key_hash(100000000000000, 'vshard_strcrc32'), key_hash(-100000000000000, 'vshard_strcrc32'), key_partition(x'00ff', 3000, 'vshard_strcrc32'), key_partition_multi(3000, 'vshard_strcrc32', 1, 'a', x'00');
SELECT key_partition(42, 3000, 'vshard_mpcrc32'), key_hash(-33, 'vshard_mpcrc32'), key_hash(9007199254740992, 'vshard_mpcrc32'), key_hash('abc', 'vshard_mpcrc32'), key_hash_multi('vshard_mpcrc32', 1, 'a', x'00');
SELECT key_partition(NULL, 3000, 'vshard_strcrc32');
SELECT key_partition_multi(3000, 'vshard_mpcrc32', 1, NULL);
SELECT key_partition(1.5, 3000, 'vshard_mpcrc32');
SELECT key_hash(replace(hex(zeroblob(3000)), '0', 'é'), 'vshard_strcrc32'), key_hash(zeroblob(3001), 'vshard_mpcrc32');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i * 1000000000000, 3000, 'vshard_strcrc32')), sum(key_partition(-i * 1000, 3000, 'vshard_mpcrc32')), sum(key_partition('k' || i, 3000, 'vshard_mpcrc32')) FROM c;
SELECT key_partition('user42', 3, 'rabbitmq_chx'), key_hash('', 'rabbitmq_chx'), key_partition(x'00ff', 100, 'rabbitmq_chx'), key_partition(NULL, 3, 'rabbitmq_chx'), key_partition(-1, 4294967295, 'rabbitmq_chx');
SELECT key_partition(1, 0, 'rabbitmq_chx');
SELECT key_hash_multi('rabbitmq_chx', 1, 2);
SELECT key_hash(replace(hex(zeroblob(3000)), '0', 'é'), 'rabbitmq_chx'), key_partition(zeroblob(3001), 1000, 'rabbitmq_chx');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 7, 'rabbitmq_chx')), sum(key_partition('k' || i, 1000, 'rabbitmq_chx')) FROM c;
-- Apache Pinot's partition functions (a seed option) and Apache Druid's
-- group key (JSON escapes, several dimensions, NULL placed).
SELECT key_partition(123, 10, 'pinot_murmur'), key_hash(-1, 'pinot_murmur:int32'), key_partition('Γειά σου', 7, 'pinot_murmur');
SELECT key_partition(128, 128, 'pinot_murmur3(seed=9001)'), key_partition(7, 9, 'pinot_murmur3:int32(seed=-1)'), key_hash('a', 'pinot_murmur3'), key_hash(5, 'pinot_murmur3:int32');
SELECT key_partition('a😀', 5, 'pinot_murmur3_x64_32(seed=9001)'), key_hash(127, 'pinot_murmur3_x64_32'), key_partition(64, 3, 'pinot_murmur3_x64_32:int32'), key_hash(-2147483648, 'pinot_murmur3_x64_32:int32');
SELECT key_partition(-7, 4, 'pinot_modulo'), key_partition('-9223372036854775808', 7, 'pinot_modulo'), key_partition(31, 12, 'pinot_modulo:int32'), key_hash('+12', 'pinot_modulo');
SELECT key_partition('12a', 4, 'pinot_modulo');
SELECT key_partition('a😀', 3, 'pinot_hashcode'), key_partition(64, 3, 'pinot_hashcode:int32');
SELECT key_partition(x'ff', 3, 'pinot_hashcode');
SELECT key_partition('é', 2147483647, 'pinot_bytearray'), key_partition(4, 7, 'pinot_bytearray:int32'), key_hash('', 'pinot_bytearray');
SELECT key_partition(1, 4, 'pinot_murmur3(seed=4294967295)');
SELECT key_partition(CAST(x'c328' AS TEXT), 4, 'pinot_bytearray'), key_partition(NULL, 4, 'pinot_murmur');
SELECT length(replace(hex(zeroblob(3000)), '0', 'x')), key_partition(replace(hex(zeroblob(3000)), '0', 'x'), 97, 'pinot_murmur3'), key_partition(replace(hex(zeroblob(3000)), '0', 'é'), 97, 'pinot_hashcode'), key_partition(replace(hex(zeroblob(3000)), '0', '"'), 97, 'druid');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 1000, 'pinot_murmur')), sum(key_partition('k' || i, 7, 'pinot_murmur3(seed=9001)')), sum(key_partition(i, 7, 'pinot_modulo')), sum(key_partition('k' || i, 16, 'druid')), sum(key_partition_multi(5, 'druid', i, 'k' || i, NULL)) FROM c;
SELECT key_partition('v1', 3, 'druid'), key_partition(NULL, 16, 'druid'), key_hash('a"\' || char(9, 1, 127, 128512), 'druid'), key_partition_multi(7, 'druid', 'a', NULL, -1), key_hash_multi('druid', NULL);
SELECT key_partition(x'00', 4, 'druid');
SELECT key_partition('a', 10, 'pinot_murmur:int32');
SELECT key_partition_multi(4, 'druid', 1, 2.5);
-- ---- solr, kudu, yugabyte (issue 27) ----
SELECT key_hash('b!foo', 'solr'), key_hash('app!user!doc', 'solr'), key_hash('a/33!b', 'solr'), key_hash('a!b/4!c', 'solr'), key_hash(-42, 'solr'), key_hash(NULL, 'solr'), key_partition('a', 4, 'solr'), key_partition(7, 5000, 'solr'), key_partition('x', 65537, 'solr');
SELECT key_hash(replace(hex(zeroblob(3000)), '0', 'é') || '!' || replace(hex(zeroblob(3000)), '0', 'x'), 'solr'), key_partition(replace(hex(zeroblob(3000)), '0', '!'), 4095, 'solr');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition('t' || (i % 7) || '!d' || i, 3, 'solr')), sum(key_partition(i, 4095, 'solr')), sum(key_partition(i, 100000, 'solr')) FROM c;
SELECT key_hash(x'00', 'solr');
SELECT key_partition('a', 0, 'solr');
SELECT * FROM partition_ranges('solr', 3);
SELECT count(upper), max(lower) FROM partition_ranges('solr', 65537) WHERE partition > 65530;
SELECT key_hash(1, 'kudu'), key_hash('c', 'kudu(seed=42)'), key_partition(x'00ff', 7, 'kudu(seed=4294967295)'), key_partition(1, 32, 'kudu:int32'), key_hash(NULL, 'kudu'), key_partition_multi(32, 'kudu:int32,text', 1, 'b'), key_hash_multi('kudu(seed=42):int32,text', 0, ''), key_partition_multi(5, 'kudu', x'0000', 'a' || char(0), 9, NULL);
SELECT key_hash_multi('kudu', replace(hex(zeroblob(3000)), '0', char(0)), x'00' || zeroblob(3000), 5), key_partition(replace(hex(zeroblob(3000)), '0', 'é'), 2147483647, 'kudu');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 7, 'kudu')), sum(key_partition(i, 7, 'kudu:int32(seed=3)')), sum(key_partition_multi(9, 'kudu(seed=1):int32,text', i, 'k' || i)) FROM c;
SELECT key_partition(1, 2147483648, 'kudu');
SELECT key_hash(1, 'kudu(seed=-1)');
SELECT key_hash_multi('kudu:int32,text', 'a', 'b');
SELECT key_hash(1, 'kudu(seed=1):int33');
SELECT key_hash(1, 'yugabyte:int32'), key_hash('800001', 'yugabyte'), key_hash_multi('yugabyte:int32,int32,text', 1, 2, 'abc'), key_hash(x'00ff', 'yugabyte'), key_hash(NULL, 'yugabyte'), key_partition(1, 4, 'yugabyte'), key_partition_multi(3, 'yugabyte', 1, NULL);
SELECT key_hash_multi('yugabyte', replace(hex(zeroblob(3000)), '0', 'é'), x'00' || zeroblob(3000), 5), key_partition(replace(hex(zeroblob(3000)), '0', 'x'), 32767, 'yugabyte');
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 7, 'yugabyte')), sum(key_partition(i, 7, 'yugabyte:int32')), sum(key_partition_multi(9, 'yugabyte:int32,text', i, 'k' || i)) FROM c;
SELECT key_partition(1, 32768, 'yugabyte');
SELECT key_hash(2147483648, 'yugabyte:int32');
SELECT * FROM partition_ranges('yugabyte', 3);
SELECT * FROM partition_ranges('yugabyte:int32', 7) WHERE partition = 3;

-- ---- every scheme (test/completeness.test): its integer key over rows, on
-- key_partition's cached path, and its key_hash; the TEXT key of those that
-- take one.
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 40) SELECT sum(key_partition(i, 16, 'oceanbase:int32')), sum(key_partition(-i, 16, 'oceanbase_bin:int32')), key_hash(-1, 'oceanbase:int32') FROM c;
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 40) SELECT sum(key_partition(i, 16, 'kafka:int32')), sum(key_partition(i, 16, 'iceberg:int32')), sum(key_partition(i, 16, 'cassandra:int32')) FROM c;
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 40) SELECT sum(key_partition(i, 12, 'librdkafka:int32')), sum(key_partition(i, 12, 'librdkafka_consistent:int32')), key_hash(-1, 'librdkafka:int32') FROM c;
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 40) SELECT sum(key_partition(i, 12, 'sarama')), sum(key_partition('user' || i, 12, 'sarama_reference')), sum(key_partition(i, 12, 'sarama_reference:int32')) FROM c;
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 40) SELECT sum(key_partition(i, 128, 'flink_key_group:int32')), sum(key_partition(i, 97, 'postgres:int32')), sum(key_partition(i, 32, 'citus:int32')), sum(key_partition(i, 3, 'clickhouse_sip:int32')) FROM c;
SELECT key_partition(2147483648, 10, 'citus:int32');

-- ---- jump, jump_guava, hazelcast (test/jump.test, test/hazelcast.test)
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i * 7919, 1000, 'jump')), sum(key_partition(-i, 2147483647, 'jump_guava')), key_hash(-1, 'jump'), key_partition(NULL, 10, 'jump_guava') FROM c;
SELECT key_partition('user42', 10, 'jump');
SELECT key_partition(x'00', 10, 'jump_guava');
SELECT key_partition(1, 2147483648, 'jump');
SELECT key_hash_multi('jump', 1, 2);
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < 150) SELECT sum(key_partition(i, 271, 'hazelcast')), sum(key_partition('k' || i, 271, 'hazelcast')), sum(key_partition(randomblob(i % 9), 271, 'hazelcast') >= 0), sum(key_partition(-i, 271, 'hazelcast:int32')) FROM c;
SELECT key_hash(replace(hex(zeroblob(3000)), '0', 'é'), 'hazelcast'), key_partition(zeroblob(5000), 271, 'hazelcast'), key_hash('', 'hazelcast'), key_hash(NULL, 'hazelcast:int32');
SELECT key_partition(CAST(X'C328' AS TEXT), 271, 'hazelcast');
SELECT key_partition(2147483648, 271, 'hazelcast:int32');
SELECT key_partition(1.5, 271, 'hazelcast');
