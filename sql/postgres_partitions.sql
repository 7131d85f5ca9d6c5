-- postgres_partitions.sql - split rows into one file per partition of a
-- PostgreSQL table PARTITION BY HASH, so that each file can be COPied
-- straight into its child table (no routing through the parent, and each
-- partition can be loaded in parallel).
--
-- Point it at your rows with a view named pg_input(line, k1, k2, k3) first:
--   line        the row as a line of COPY text format (columns separated by
--               char(9), NULL as '\N'), e.g. id || char(9) || customer;
--   k1, k2, k3  the partition key columns in the table's PARTITION BY HASH
--               order, as PostgreSQL types them (INTEGER: bigint, TEXT: text
--               in a deterministic collation, BLOB: bytea); NULL for the
--               columns the key does not have: PostgreSQL skips NULL key
--               columns, so (k, NULL, NULL) goes where k alone goes.
--
--   sqlite3 -cmd '.load ./rowkey' \
--     -cmd "CREATE TEMP VIEW pg_input(line, k1, k2, k3) AS
--           SELECT id || char(9) || customer, id, NULL, NULL FROM orders" \
--     -cmd '.parameter set @modulus 8' -cmd ".parameter set @child 'orders_p'" \
--     shop.db < sql/postgres_partitions.sql | psql -d shop
--
-- The children must be FOR VALUES WITH (MODULUS @modulus, REMAINDER r) and
-- named @child || r (orders_p0 .. orders_p7): COPY into a child checks its
-- partition constraint, so a row sent to the wrong file would be refused.
--
-- Parameters (set with .parameter set before reading this):
--   @modulus  the number of partitions (MODULUS)             (default 8)
--   @child    the child tables' name without the remainder    (default 'p')
--   @dir      the directory the files are written to          (default '.')
-- Writes @dir/@child<r>.tsv for each remainder r that has rows, and prints
-- a psql script that loads them, one partition a line, by remainder:
--   \copy orders_p3 FROM './orders_p3.tsv'   -- 125 rows, 2406 bytes
.bail on
.mode list
.headers off

DROP TABLE IF EXISTS temp.pg_partition_rows;
CREATE TEMP TABLE pg_partition_rows AS
SELECT key_partition_multi(coalesce(@modulus, 8), 'postgres', k1, k2, k3) AS r,
       line
  FROM pg_input;

SELECT '\copy ' || coalesce(@child, 'p') || r || ' FROM '''
       || coalesce(@dir, '.') || '/' || coalesce(@child, 'p') || r || '.tsv'''
       || '   -- ' || n || ' rows, ' || written || ' bytes'
  FROM (SELECT r, count(*) AS n,
               writefile(coalesce(@dir, '.') || '/' || coalesce(@child, 'p') || r
                           || '.tsv',
                         group_concat(line, char(10)) || char(10)) AS written
          FROM (SELECT r, line FROM pg_partition_rows ORDER BY r, rowid)
         GROUP BY r)
 ORDER BY r;
