/*
** scheme_list.h - every scheme entry, once: the one list a new system adds
** a line to (no SQLite dependency).
**
** RK_SCHEME(x) names the entry rk_scheme_x, defined in its system's file
** in this folder. registry.c reads the list twice, to declare the entries
** and to build rk_aSchemeList, whose order rowkey_schemes shows: the
** default scheme ('oceanbase') first, then by system, each entry followed
** by its ':int32' form. No include guard: read once per use.
*/
RK_SCHEME(oceanbase)
RK_SCHEME(oceanbase32)
RK_SCHEME(oceanbase_bin)
RK_SCHEME(oceanbase_bin32)
RK_SCHEME(kafka)
RK_SCHEME(kafka32)
RK_SCHEME(spark)
RK_SCHEME(spark32)
RK_SCHEME(iceberg)
RK_SCHEME(iceberg32)
RK_SCHEME(hive)
RK_SCHEME(hive32)
RK_SCHEME(cassandra)
RK_SCHEME(cassandra32)
RK_SCHEME(librdkafka)
RK_SCHEME(librdkafka_int32)
RK_SCHEME(librdkafka_consistent)
RK_SCHEME(librdkafka_consistent_int32)
RK_SCHEME(sarama)
RK_SCHEME(sarama_int32)
RK_SCHEME(sarama_reference)
RK_SCHEME(sarama_reference_int32)
RK_SCHEME(redis)
RK_SCHEME(phoenix)
RK_SCHEME(phoenix_int32)
RK_SCHEME(elasticsearch)
RK_SCHEME(elasticsearch_mod)
RK_SCHEME(flink)
RK_SCHEME(flink32)
RK_SCHEME(flink_key_group)
RK_SCHEME(flink_key_group32)
RK_SCHEME(vitess)
RK_SCHEME(vitess_xxhash)
RK_SCHEME(postgres)
RK_SCHEME(postgres32)
RK_SCHEME(citus)
RK_SCHEME(citus32)
RK_SCHEME(clickhouse)
RK_SCHEME(clickhouse32)
RK_SCHEME(clickhouse_sip)
RK_SCHEME(clickhouse_sip32)
