/*
** regions.h - which region of a pre-split HBase-style table a row key falls
** into, and the split keys of HBase's RegionSplitter algorithms (no SQLite
** dependency).
*/
#ifndef ROWKEY_REGIONS_H
#define ROWKEY_REGIONS_H

#include <stddef.h>
#include <stdint.h>

/* The region (0-based) of key[0..len) in a table pre-split like
** split_points(n, width, buckets): region i starts at bucket
** floor(i * buckets / n) written with width digits, keys compare as bytes,
** region 0 also takes the keys below its start. Needs
** 1 <= n <= buckets <= 10^width and 1 <= width <= 18. O(width). */
uint64_t rk_split_region(const unsigned char *key, size_t len, uint64_t n,
                         int width, uint64_t buckets);

/* rk_split_region of the decimal text of id (a naive row key), without
** writing the text: its leading digits are taken arithmetically. */
uint64_t rk_split_region_int(int64_t id, uint64_t n, int width,
                             uint64_t buckets);


/* RegionSplitter algorithms. */
#define RK_HBASE_HEX     1   /* HexStringSplit: 00000000..ffffffff */
#define RK_HBASE_DECIMAL 2   /* DecimalStringSplit: 00000000..99999999 */
#define RK_HBASE_UNIFORM 3   /* UniformSplit: 8 raw bytes 00.. to ff.. */

/* Longest split key any algorithm produces. */
#define RK_HBASE_KEY_MAX 8

/* The algorithm named z[0..n) (case-insensitive; a Java class name such as
** org.apache.hadoop.hbase.util.RegionSplitter$HexStringSplit is accepted
** too), or 0 when unknown. */
int rk_hbase_algorithm(const char *z, size_t n);

/* The largest region count the algorithm can split its row range into
** (the range must hold at least one row per region). */
uint64_t rk_hbase_max_regions(int alg);

/* Writes the i-th split key (1 <= i < n) of splitting into n regions to
** buf (RK_HBASE_KEY_MAX bytes) and returns its length: key i is
** first + i * floor(range / n), as RegionSplitter computes it. */
size_t rk_hbase_split_key(int alg, uint64_t n, uint64_t i, unsigned char *buf);

#endif
