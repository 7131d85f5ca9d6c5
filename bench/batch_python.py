"""batch_python.py - nanoseconds per key of rowkey's Python module next to
the Python implementations Debian packages (make bench-batch).

    PYTHONPATH=build/python python3 -P bench/batch_python.py [ROWS]

rowkey.key_partition / key_hash over ROWS (10,000,000) int64 keys in a
numpy array and ROWS text keys of 8 to 32 characters in Arrow's layout
(rowkey.batch.Binary), and over ROWS // 10 str objects in a numpy object
array; then, per key, the same placement by:
  kafka-python's murmur2 (python3-kafka, pure Python), as its
    DefaultPartitioner does: murmur2(key) & 0x7fffffff % n, int keys as
    Java's LongSerializer writes them (8 bytes big-endian);
  redis-py's key_slot (python3-redis: Python around binascii's C CRC);
  the Cassandra driver's murmur3 (python3-cassandra: cassandra.murmur3,
    pure Python, and cassandra.cmurmur3, its C extension).
Each runs over as many keys as it does in about a second (at least
10,000), and its results are checked against rowkey's for those keys.
Prints a Markdown table; a missing package is a row that says so.
"""
import struct
import sys
import time

import numpy as np

import sqlite_rowkey as rowkey
from sqlite_rowkey import batch

ROWS = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000_000
N = 97
rng = np.random.default_rng(97)

ints = (rng.integers(-2**31, 2**31, ROWS, dtype=np.int64))
alphabet = np.frombuffer(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-", np.uint8)
lens = rng.integers(8, 33, ROWS)
offsets = np.zeros(ROWS + 1, dtype=np.int64)
np.cumsum(lens, out=offsets[1:])
data = alphabet[rng.integers(0, len(alphabet), int(offsets[-1]))].tobytes()
texts = batch.Binary(data, offsets, text=True)
nobj = max(ROWS // 10, 1000)
strs = np.array([data[offsets[i]:offsets[i + 1]].decode() for i in range(nobj)], dtype=object)


def best(f, reps=3):
    t = 1e30
    for _ in range(reps):
        t0 = time.perf_counter()
        r = f()
        t = min(t, time.perf_counter() - t0)
    return t, r


rows = []


def row(what, keys, seconds, count, note=""):
    rows.append("| %s | %s | %.1f | %s |" % (what, keys, seconds * 1e9 / count, note))


def rk(label, keys, count, f):
    t, r = best(f)
    row(label, keys, t, count)
    return t * 1e9 / count, r


ns_int, part_int = rk("rowkey.key_partition(ints, 97, 'kafka')", "int64 array", ROWS,
                      lambda: rowkey.key_partition(ints, N, "kafka"))
rk("rowkey.key_hash(ints, 'cassandra')", "int64 array", ROWS, lambda: rowkey.key_hash(ints, "cassandra"))
rk("rowkey.key_partition(ints, 97, 'spark')", "int64 array", ROWS,
   lambda: rowkey.key_partition(ints, N, "spark"))
ns_text, part_text = rk("rowkey.key_partition(texts, 97, 'kafka')", "Arrow text", ROWS,
                        lambda: rowkey.key_partition(texts, N, "kafka"))
rk("rowkey.key_hash(texts, 'redis')", "Arrow text", ROWS, lambda: rowkey.key_hash(texts, "redis"))
rk("rowkey.key_hash(texts, 'cassandra')", "Arrow text", ROWS, lambda: rowkey.key_hash(texts, "cassandra"))
ns_obj, _ = rk("rowkey.key_partition(strs, 97, 'kafka')", "str objects", nobj,
               lambda: rowkey.key_partition(strs, N, "kafka"))


def other(label, keys, f, sample, want, per_key_ns_rowkey):
    """Times f over a sample sized to about a second; checks it equals want."""
    m = len(sample)
    t0 = time.perf_counter()
    got = [f(x) for x in sample]
    t = time.perf_counter() - t0
    ok = got == [int(w) for w in want]
    ns = t * 1e9 / m
    row(label, keys, t, m, "%s; rowkey %.0fx faster" % ("same results" if ok else "DIFFERENT RESULTS",
                                                          ns / per_key_ns_rowkey))


M = 20000
try:
    from kafka.partitioner.default import murmur2
    other("kafka-python murmur2, DefaultPartitioner's rule", "int64 (8 bytes BE)",
          lambda k: (murmur2(struct.pack(">q", k)) & 0x7fffffff) % N,
          [int(v) for v in ints[:M]], part_int[:M], ns_int)
    other("kafka-python murmur2, DefaultPartitioner's rule", "text",
          lambda k: (murmur2(k) & 0x7fffffff) % N,
          [data[offsets[i]:offsets[i + 1]] for i in range(M)], part_text[:M], ns_text)
except ImportError:
    rows.append("| kafka-python | | | not installed (apt-get install python3-kafka) |")
try:
    from redis.crc import key_slot
    hs = rowkey.key_hash(texts, "redis")
    ns_redis = [r for r in rows if "'redis'" in r]
    other("redis-py key_slot (binascii's C CRC)", "text", key_slot,
          [data[offsets[i]:offsets[i + 1]] for i in range(M * 10)], hs[:M * 10],
          float(ns_redis[0].split("|")[3]))
except ImportError:
    rows.append("| redis-py | | | not installed (apt-get install python3-redis) |")
try:
    from cassandra import murmur3 as pure   # _murmur3: its Python version
    hc = rowkey.key_hash(texts, "cassandra")
    hi = rowkey.key_hash(ints, "cassandra")
    ns_c = float([r for r in rows if "texts, 'cassandra'" in r][0].split("|")[3])
    ns_ci = float([r for r in rows if "ints, 'cassandra'" in r][0].split("|")[3])
    other("cassandra-driver murmur3, pure Python", "text", pure._murmur3,
          [data[offsets[i]:offsets[i + 1]] for i in range(M // 4)], hc[:M // 4], ns_c)
    other("cassandra-driver murmur3, pure Python", "int64 (8 bytes BE)",
          lambda k: pure._murmur3(struct.pack(">q", k)), [int(v) for v in ints[:M // 4]],
          hi[:M // 4], ns_ci)
    try:
        from cassandra.cmurmur3 import murmur3 as cm
        other("cassandra-driver murmur3, its C extension", "text", cm,
              [data[offsets[i]:offsets[i + 1]] for i in range(M * 10)], hc[:M * 10], ns_c)
        other("cassandra-driver murmur3, its C extension", "int64 (8 bytes BE)",
              lambda k: cm(struct.pack(">q", k)), [int(v) for v in ints[:M * 10]],
              hi[:M * 10], ns_ci)
    except ImportError:
        rows.append("| cassandra.cmurmur3 | | | not built |")
except ImportError:
    rows.append("| cassandra-driver | | | not installed (apt-get install python3-cassandra) |")

print("%d keys; ns per key\n" % ROWS)
print("| what | keys | ns/key | |")
print("|---|---|---|---|")
for r in rows:
    print(r)
