"""python_check.py - rowkey from Python's sqlite3 module.

    python3 test/clients/python_check.py PATH-TO-rowkey.so VERSION

Loads the extension with enable_load_extension + load_extension, runs every
query of queries.tsv (next to this file) and an ETL-style executemany insert
that writes salted keys, and prints "ok" when everything matched; otherwise
each mismatch and exits with status 1. The expected values come from
queries.tsv and from plain Python arithmetic, never from rowkey itself.
"""
import sqlite3
import sys
from collections import Counter

from queries import list_mode, queries

ext, version = sys.argv[1], sys.argv[2]
failures = []


def check(what, got, expected):
    if got != expected:
        failures.append(f"{what}\n  expected: {expected!r}\n  got:      {got!r}")


conn = sqlite3.connect(":memory:")
conn.enable_load_extension(True)
conn.load_extension(ext)
# Loading is needed once per connection; turn it off again as is good practice.
conn.enable_load_extension(False)

for sql, expected in queries(version):
    try:
        got = "\n".join(list_mode(r) for r in conn.execute(sql).fetchall())
    except sqlite3.Error as e:
        got = f"error: {e}"
    check(sql, got, expected)

# ETL: ids arrive from a CSV file (as text) or from an upstream system (as
# integers); both become the same salted key on insert.
rows = [(str(i) if i % 2 else i, f"event {i}") for i in range(1000)]
conn.execute("CREATE TABLE events(rk TEXT PRIMARY KEY, id INTEGER, payload TEXT)")
with conn:
    conn.executemany(
        "INSERT INTO events(rk, id, payload) VALUES (salt_key(?1, 10), ?1, ?2)",
        rows)
check("rows inserted", conn.execute("SELECT count(*) FROM events").fetchone()[0], 1000)
check("keys",
      [r[0] for r in conn.execute("SELECT rk FROM events ORDER BY id")],
      [f"{i % 10}|{i}" for i in range(1000)])
check("rows per bucket",
      dict(conn.execute("SELECT salt_bucket(rk), count(*) FROM events GROUP BY 1")),
      dict(Counter(i % 10 for i in range(1000))))
check("round trip",
      conn.execute("SELECT count(*) FROM events WHERE unsalt_key(rk) = id").fetchone()[0],
      1000)

# Wider buckets and the reversed form, with executemany over a generator.
conn.execute("CREATE TABLE orders(rk TEXT PRIMARY KEY)")
with conn:
    conn.executemany("INSERT INTO orders VALUES (salt_key(?, 1000, '|', 'reverse'))",
                     ((i,) for i in range(1420000, 1420010)))
check("reversed keys",
      [r[0] for r in conn.execute("SELECT rk FROM orders ORDER BY unsalt_key(rk, '|', 'reverse')")],
      [f"{i % 1000:03d}|{str(i)[::-1]}" for i in range(1420000, 1420010)])

conn.close()
if failures:
    print("\n".join(failures))
    sys.exit(1)
print("ok")
