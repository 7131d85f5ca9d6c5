"""dask_check.py - rowkey on a Dask cluster: the skew of 20,000,000 keys
placed by the workers equals SQLite's partition_skew over the same keys.

    python3 dask_check.py EXTENSION TMPDIR [ROWS [CHUNKS]]

A distributed.LocalCluster (two worker processes of one thread each,
talking to the scheduler over TCP on 127.0.0.1, no dashboard: the same
code as a cluster of machines) builds a Dask DataFrame of ROWS keys in
CHUNKS partitions, each generated on its worker from a range (key i is
i * 7919 - 5000000000, NULL when i % 1000 == 999, in pandas' nullable
Int64), places them with map_partitions(rowkey.key_partition, 97,
'kafka'), and counts each chunk's partitions (np.bincount, and its
NULLs): the mergeable form of a chunk's skew. The chunks' counts are
added and given to rowkey.partition_skew as weights.

SQLite computes partition_skew(key_partition(k, 97, 'kafka'), 97) over
the same keys in one pass (WITH RECURSIVE over i, the same formula). The
two texts must be equal byte for byte, except the two fields that tell the
forms apart (docs/planning.md, Merging): "rows" (the pairs read: 97) and
"counted" ("weights"); the merged "weight" must be SQLite's "rows".
Prints the timings and "ok", or what differs.
"""
import json
import os
import sqlite3
import sys
import time

import numpy as np
import pandas as pd

ext, tmp = sys.argv[1], sys.argv[2]
ROWS = int(sys.argv[3]) if len(sys.argv) > 3 else 20_000_000
CHUNKS = int(sys.argv[4]) if len(sys.argv) > 4 else 40
N, SCHEME = 97, "kafka"


def make_chunk(j, rows=ROWS, chunks=CHUNKS):
    """Keys of chunk j, made on the worker from its range of i."""
    lo, hi = rows * j // chunks, rows * (j + 1) // chunks
    i = np.arange(lo, hi, dtype=np.int64)
    keys = pd.arrays.IntegerArray(i * 7919 - 5_000_000_000, i % 1000 == 999)
    return pd.DataFrame({"k": keys}, index=pd.RangeIndex(lo, hi))


def chunk_counts(parts, n=N):
    """A chunk's partition counts and, last, its NULL count: one row."""
    nulls = parts.isna().to_numpy()
    ids = parts.to_numpy(dtype=np.int64, na_value=0)[~nulls]
    row = np.append(np.bincount(ids, minlength=n), nulls.sum())
    return pd.DataFrame([row], columns=[str(c) for c in range(n + 1)])


def place(df, n=N, scheme=SCHEME):
    import sqlite_rowkey as rowkey   # on the worker
    return rowkey.key_partition(df.k, n, scheme)


def main():
    import dask.dataframe as dd
    from distributed import Client, LocalCluster
    import sqlite_rowkey as rowkey

    t0 = time.time()
    db = sqlite3.connect(":memory:")
    db.enable_load_extension(True)
    db.load_extension(ext)
    sql = db.execute(
        "WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ?) "
        "SELECT partition_skew(key_partition(CASE WHEN i % 1000 = 999 THEN NULL "
        "ELSE i * 7919 - 5000000000 END, ?, ?), ?) FROM seq",
        (ROWS - 1, N, SCHEME, N)).fetchone()[0]
    t1 = time.time()

    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           host="127.0.0.1", dashboard_address=None,
                           local_directory=tmp, memory_limit="1.5GiB")
    try:
        client = Client(cluster, timeout=60)
        client.wait_for_workers(2, timeout=60)
        addrs = sorted(client.scheduler_info()["workers"])
        if len(addrs) != 2 or not all(a.startswith("tcp://127.0.0.1:") for a in addrs):
            print("workers not on the loopback: %r" % addrs)
            return 1
        meta = pd.DataFrame({"k": pd.array([], dtype="Int64")})
        ddf = dd.from_map(make_chunk, list(range(CHUNKS)), meta=meta)
        parts = ddf.map_partitions(place, meta=pd.Series([], dtype="Int64"))
        cmeta = pd.DataFrame({str(c): pd.Series([], dtype=np.int64) for c in range(N + 1)})
        totals = parts.map_partitions(chunk_counts, meta=cmeta).sum().compute()
        nparts = ddf.npartitions
        client.close()
    finally:
        cluster.close()
    t2 = time.time()

    counts = totals.to_numpy()[:N].astype(np.int64)
    nulls = int(totals.to_numpy()[N])
    # The merge: one (id, count) pair per partition, and the NULL keys as
    # NULL ids (partition_skew counts them in "nulls").
    ids = np.ma.MaskedArray(np.arange(N + nulls, dtype=np.int64),
                            mask=np.arange(N + nulls) >= N)
    weights = np.append(counts, np.zeros(nulls, dtype=np.int64))
    merged = rowkey.partition_skew(ids, N, weights=weights)
    m, s = json.loads(merged), json.loads(sql)
    print("sqlite: %.1f s, dask (%d chunks, 2 workers): %.1f s" % (t1 - t0, nparts, t2 - t1))
    print("sqlite:", sql)
    print("dask:  ", merged)
    problems = []
    if nparts != CHUNKS or CHUNKS < 20:
        problems.append("%d chunks" % nparts)
    if s["rows"] + s["nulls"] != ROWS or m["weight"] != s["rows"]:
        problems.append("rows: sqlite %d + %d NULL, merged weight %d of %d keys"
                        % (s["rows"], s["nulls"], m["weight"], ROWS))
    if m["rows"] != N or m["counted"] != "weights":
        problems.append("merged form: rows %r counted %r" % (m["rows"], m["counted"]))
    same = merged.replace('"rows":%d,' % N, '"rows":%d,' % s["rows"], 1) \
                 .replace('"counted":"weights"', '"counted":"rows"', 1)
    if same != sql:
        problems.append("texts differ")
    if problems:
        print("; ".join(problems))
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
