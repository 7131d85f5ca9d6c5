-- obkv_batches.sql - group rows into one batch per OBKV-Table partition, so
-- that every batch is a single-partition (single-node) transaction.
--
-- Point it at your rows with a view named obkv_input(key, doc) first:
--   key  the partitioning key, as OBKV hashes it (PARTITION BY KEY(key));
--   doc  the row as JSON text, e.g. json_object('id', id, 'amount', amount).
--
--   sqlite3 -cmd '.load ./rowkey' \
--     -cmd "CREATE TEMP VIEW obkv_input(key, doc) AS
--           SELECT order_id, json_object('order_id', order_id, 'amount', amount) FROM orders" \
--     -cmd '.parameter set @partitions 97' shop.db < sql/obkv_batches.sql
--
-- Parameters (optional, set with .parameter set before reading this):
--   @partitions  the table's partition count   (default 97)
--   @batch_size  most rows in one batch        (default 100); a partition
--                with more rows gets several batches
--   @scheme      murmur_partition scheme       (default 'oceanbase')
-- Output, one line per batch, by partition then batch:
--   partition|batch|rows|["row", ...]  (a JSON array of the docs, by key)
.bail on
.mode list
.headers off

DROP TABLE IF EXISTS temp.obkv_batch_rows;
CREATE TEMP TABLE obkv_batch_rows AS
SELECT murmur_partition(key, coalesce(@partitions, 97),
                        coalesce(@scheme, 'oceanbase')) AS partition_id,
       key, doc
  FROM obkv_input;

SELECT partition_id, batch, count(*), json_group_array(json(doc))
  FROM (SELECT partition_id, doc,
               (row_number() OVER (PARTITION BY partition_id ORDER BY key) - 1)
                 / coalesce(@batch_size, 100) AS batch
          FROM obkv_batch_rows
         ORDER BY partition_id, key)
 GROUP BY partition_id, batch
 ORDER BY partition_id, batch;
