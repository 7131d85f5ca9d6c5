/*
** vitess_sql.c - the names of a Vitess keyspace's shards in SQL.
**
**   SELECT vitess_shard_name(2, 0);                             -- '-80'
**   SELECT vitess_shard_name(4, 1);                             -- '40-80'
**   SELECT vitess_shard_name(512, 1);                           -- '0080-0100'
**   SELECT vitess_shard_name(4, key_partition(id, 4, 'vitess')) FROM t;
**
** vitess_shard_name(n, i) is the name of shard i (0-based, in keyspace
** order) of a keyspace split evenly into n shards, as Vitess's
** GenerateShardRanges writes it (shard_ranges.c): n from 1 to 65536, i from
** 0 to n - 1. A NULL argument gives NULL.
*/
#include "sqlfn.h"
#include "shard_ranges.h"

static void shardNameFunc(sqlite3_context *ctx, int argc,
                          sqlite3_value **argv){
  int64_t n, i;
  char zName[RK_VITESS_NAME_MAX], zWant[64];
  (void)argc;
  if( rk_any_null(2, argv) ) return;
  if( !rk_value_int64(argv[0], &n) || n < 1 || n > RK_VITESS_MAX_SHARDS ){
    rk_arg_error(ctx, "vitess_shard_name", "n",
                 "an integer from 1 to 65536", argv[0]);
    return;
  }
  if( !rk_value_int64(argv[1], &i) || i < 0 || i >= n ){
    sqlite3_snprintf(sizeof(zWant), zWant, "an integer from 0 to %lld",
                     (long long)(n - 1));
    rk_arg_error(ctx, "vitess_shard_name", "i", zWant, argv[1]);
    return;
  }
  rk_vitess_shard_name((uint32_t)n, (uint32_t)i, zName);
  sqlite3_result_text(ctx, zName, -1, SQLITE_TRANSIENT);
}

int rk_register_vitess(sqlite3 *db, int remove){
  static const RkFuncDef aFunc[] = {
    { "vitess_shard_name", 2, shardNameFunc },
  };
  return rk_create_functions(db, aFunc, (int)(sizeof(aFunc)/sizeof(aFunc[0])),
                             remove);
}
