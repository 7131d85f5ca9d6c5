"""batch_check.py - rowkey.key_partition, key_hash and partition_skew (the
Python batch module) against the SQL functions of the loaded extension.

    python3 batch_check.py EXTENSION VECTOR-DIR [--kind FILE:KIND=ENTRY]...

(--kind: rows of kind KIND in FILE are TEXT keys written as is, not hex,
of scheme ENTRY: test/vectors.tcl's sv_kind_entry.)

Every row of every vector file goes through the module in batches (one
call per kind and n), in each input form it takes: numpy arrays (int64,
int32, object arrays of str and bytes), lists, pandas Series (nullable
Int64 and string, with a missing value added), Arrow-layout Binary
columns (text that is not UTF-8 included), tuples of columns for the
multi-column files. Each result must equal what SQLite gives for the
same key, and the file's value. Then error texts, uint64 keys and
partition_skew against SQL. Prints "ok", or the first differences.
"""
import glob
import json
import re
import os
import re
import random
import re
import sqlite3
import sys

import numpy as np
import pandas as pd

import sqlite_rowkey as rowkey
from sqlite_rowkey import batch

ext, vecdir = sys.argv[1], sys.argv[2]
KIND_ENTRY = {}
for a, b in zip(sys.argv[3::2], sys.argv[4::2]):
    assert a == "--kind", a
    fk, entry = b.split("=", 1)
    KIND_ENTRY[tuple(fk.split(":", 1))] = entry
db = sqlite3.connect(":memory:")
db.enable_load_extension(True)
db.load_extension(ext)
NAMES = {r[0] for r in db.execute("SELECT name FROM rowkey_schemes")}

bad = []


def check(name, got, want):
    if got != want:
        bad.append("%s: got %r, want %r" % (name, got, want))


def sql_value(kind, value):
    if kind == "text":
        return "CAST(X'%s' AS TEXT)" % value
    if kind == "blob":
        return "X'%s'" % value
    if kind == "null":
        return "NULL"
    if kind == "rawtext":
        return "'%s'" % value.replace("'", "''")
    return value


def sql_one(q):
    try:
        v = db.execute("SELECT " + q).fetchone()[0]
    except sqlite3.Error as e:
        return "error: %s" % e
    if isinstance(v, str):
        return v   # a hash reported as text (cosmos' effective partition key)
    return None if v is None else int(v)


def py_list(res):
    """A result as a list with None where there is none."""
    if isinstance(res, pd.Series):
        return [None if v is pd.NA else int(v) for v in res.array]
    if isinstance(res, np.ma.MaskedArray):
        return [None if m else int(v) for v, m in zip(res.data, np.ma.getmaskarray(res))]
    return [int(v) for v in res]


def attempt(f, *args):
    try:
        return py_list(f(*args))
    except (ValueError, TypeError) as e:
        return "error: %s" % e


def read_rows(path, scheme):
    """The rows of a vectors file as standard rows (kind value n hash
    partition ...): a file with kind2 and value2 columns holds two-column
    keys, read as multi rows in the order its mapping column lists them
    (test/vectors.tcl's sv_read); the hash and partition by the header's
    names (sv_std), a hash written as uint64 above 2^63 - 1 as its int64
    (Kudu), and last, the entry each row runs under as (name, options): the
    file's, or where the header has a function column <file>_<function>, a
    trailing _seed<N> being the option seed=N (vectors.tcl's sv_fn_entry),
    with the options the columns named after the scheme's options give
    ("(seed=42)", sv_fields)."""
    rows, header = [], None
    fname = os.path.basename(path)[:-4]
    base = fname[:-6] if fname.endswith(("_multi", "_int32")) else fname
    opts = db.execute("SELECT options FROM rowkey_schemes WHERE name = ?",
                      (scheme,)).fetchone()
    names = [nm for nm in re.findall(r"[a-z_]+(?= \()", opts[0] or "")
             if nm not in ("kind", "value", "n", "hash", "partition")] if opts else []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            if header is None:
                header = line.split("\t")
                continue
            rows.append(line.split("\t"))
    if header and "kind2" in header and "value2" in header:
        k2, v2 = header.index("kind2"), header.index("value2")
        mi = header.index("mapping") if "mapping" in header else -1
        out = []
        for r in rows:
            items = [r[0] + ":" + r[1], r[k2] + ":" + r[v2]]
            order = [1, 2]
            m = re.match(r"^[a-z_]+\(\s*\d+\s*((?:,\s*\d+\s*)+)\)$", r[mi]) if mi >= 0 else None
            if m:
                order = [int(x) for x in m.group(1).split(",")[1:]]
            out.append(["multi", ",".join(items[i - 1] for i in order)] + r[2:])
        rows = out
    hi, pi = header.index("hash"), header.index("partition")
    out = []
    for r in rows:
        entry, fopts = base, ""
        if "function" in header:
            fn = r[header.index("function")]
            m = re.match(r"^(.*)_seed(-?[0-9]+)$", fn)
            entry, fopts = (base + "_" + m.group(1), "seed=%s" % m.group(2)) if m else (base + "_" + fn, "")
        copts = ["%s=%s" % (nm, r[header.index(nm)]) for nm in names
                 if nm in header and r[header.index(nm)] != ""]
        o = ",".join(([fopts] if fopts else []) + copts)
        h = r[hi]
        if re.fullmatch(r"[0-9]+", h) and 2**63 - 1 < int(h) < 2**64:
            h = str(int(h) - 2**64)
        out.append(r[:3] + [h, r[pi]] + r[5:] + [(entry, "(%s)" % o if o else "")])
    return out, header


def row_n(header, r):
    """n of a row: its count, or a ring's servers column as the JSON array
    key_partition takes (by the header's names, as test/vectors.tcl)."""
    if "servers" in header:
        return json.dumps(r[header.index("servers")].split(","), separators=(",", ":"))
    return r[2]


def row_scheme(header, r, scheme):
    """The scheme of a row: with a pool's hash_fn column as its hash option."""
    if "hash_fn" in header:
        return "%s(hash=%s)" % (scheme, r[header.index("hash_fn")])
    return scheme


def n_sql(n):
    return n if n.lstrip("-").isdigit() else "'%s'" % n.replace("'", "''")


def n_py(n):
    return int(n) if n.lstrip("-").isdigit() else n


def whole_call(want):
    """What a batch call gives for keys whose SQL results are want: a key
    SQL refuses (the NULL key of a scheme that has no NULL keys, 'nats')
    makes the whole call fail with that key's error."""
    errs = [x for x in want if isinstance(x, str) and x.startswith("error")]
    return errs[0] if errs else want


def forms(kind, values):
    """The input forms of one batch of single keys, each with the NULL
    positions it adds (a list of booleans, or None)."""
    out = []
    if kind == "null":
        # NULL keys: an object array of None, a masked Arrow-layout column.
        out.append(("none", np.array([None] * len(values), dtype=object), None))
        out.append(("binary64-null", batch.Binary(b"", np.zeros(len(values) + 1, dtype=np.int64),
                                                  valid=[False] * len(values)), None))
        return out
    if kind in ("int", "int32"):
        ints = [int(v) for v in values]
        out.append(("int64", np.array(ints, dtype=np.int64), None))
        if all(-2**31 <= v < 2**31 for v in ints):
            out.append(("int32", np.array(ints, dtype=np.int32), None))
        out.append(("list", ints, None))
        out.append(("Int64", pd.Series(ints + [None], dtype="Int64"), len(ints)))
        if all(v >= 0 for v in ints):
            out.append(("uint64", np.array(ints, dtype=np.uint64), None))
        return out
    if kind == "rawtext":
        out.append(("list-str", list(values), None))
        out.append(("object-str", np.array(list(values) + [None], dtype=object), len(values)))
        return out
    raw = [bytes.fromhex(v) for v in values]
    offsets = np.cumsum([0] + [len(b) for b in raw]).astype(np.int64)
    data = b"".join(raw)
    is_text = kind == "text"
    out.append(("binary64", batch.Binary(data, offsets, text=is_text), None))
    out.append(("binary32+null", batch.Binary(data + b"", np.append(offsets, offsets[-1]).astype(np.int32),
                                              valid=[True] * len(raw) + [False], text=is_text), len(raw)))
    if is_text:
        try:
            strs = [b.decode("utf-8") for b in raw]
        except UnicodeDecodeError:
            return out    # text that is not UTF-8 has no Python str
        out.append(("object-str", np.array(strs + [None], dtype=object), len(strs)))
        out.append(("list-str", strs, None))
        out.append(("string", pd.Series(strs + [None], dtype="string"), len(strs)))
    else:
        out.append(("object-bytes", np.array(raw + [None], dtype=object), len(raw)))
        out.append(("list-bytes", raw, None))
    return out


nrows = 0
files = sorted(p for p in glob.glob(os.path.join(vecdir, "*.tsv"))
               if not p.endswith("published.tsv"))
for path in files:
    fname = os.path.basename(path)[:-4]
    # without "_multi" or "_int32" (test/vectors.tcl sv_file_scheme)
    scheme = fname[:-6] if fname.endswith(("_multi", "_int32")) else fname
    rows, header = read_rows(path, scheme)
    groups = {}
    for i, r in enumerate(rows):
        kind, value, n = r[0], r[1], row_n(header, r)
        sig = tuple(item.split(":")[0] for item in value.split(",")) if kind == "multi" else ()
        groups.setdefault((kind, n, sig, r[-1], row_scheme(header, r, "")), []).append(i)
    for (kind, n, sig, (s0, opts), _), idx in groups.items():
        s = s0 + ":int32" if kind == "int32" and s0 + ":int32" in NAMES else s0
        s = row_scheme(header, rows[idx[0]], s) + opts
        if (fname, kind) in KIND_ENTRY:
            s, kind = KIND_ENTRY[(fname, kind)], "rawtext"
        want_hash, want_part = [], []
        for i in idx:
            r = rows[i]
            check("%s-%d.file" % (fname, i + 1), (r[3], r[4]), (r[3], r[4]))
            if kind == "multi":
                cols = ", ".join("NULL" if it == "null" else sql_value(*it.split(":", 1))
                                 for it in r[1].split(","))
                h = sql_one("key_hash_multi('%s', %s)" % (s, cols))
                p = sql_one("key_partition_multi(%s, '%s', %s)" % (n_sql(n), s, cols))
            else:
                key = sql_value(kind, r[1])
                h = sql_one("key_hash(%s, '%s')" % (key, s))
                p = sql_one("key_partition(%s, %s, '%s')" % (key, n_sql(n), s))
            # SQL itself against the file (a multi-column row whose INT
            # columns sit beside BIGINT or text ones needs per-column
            # types: scheme_vectors.test skips it likewise).
            kinds = [it.split(":", 1)[0] for it in r[1].split(",")] if kind == "multi" else []
            mixed = "int32" in kinds   # run under the scheme itself here
            if not mixed:
              # An empty cell is no value to check (mysql_hash's NULL rows:
              # a partition but no hash).
              got = ("NULL" if h is None else str(h), "NULL" if p is None else str(p))
              check("%s-%d.sql" % (fname, i + 1),
                    tuple("" if w == "" else g for g, w in zip(got, (r[3], r[4]))),
                    (r[3], r[4]))
            want_hash.append(h)
            want_part.append(p)
            nrows += 1
        if kind == "multi":
            cols = []
            for j, ck in enumerate(sig):
                items = [rows[i][1].split(",")[j] for i in idx]
                if ck == "null":
                    cols.append(np.array([None] * len(idx), dtype=object))
                elif ck in ("int", "int32"):
                    cols.append(pd.Series([int(it.split(":", 1)[1]) for it in items], dtype="Int64"))
                elif ck == "text":
                    cols.append(np.array([bytes.fromhex(it.split(":", 1)[1]).decode("utf-8", "surrogateescape")
                                          for it in items], dtype=object))
                else:
                    cols.append(np.array([bytes.fromhex(it.split(":", 1)[1]) for it in items], dtype=object))
            got_h = attempt(rowkey.key_hash, tuple(cols), s)
            got_p = attempt(rowkey.key_partition, tuple(cols), n_py(n), s)
            if not any(isinstance(x, str) and not x.startswith("error") for x in want_hash):
                check("%s-multi-%s-%s.hash" % (fname, n, sig), got_h, want_hash)
            check("%s-multi-%s-%s.part" % (fname, n, sig), got_p, want_part)
            continue
        values = [rows[i][1] for i in idx]
        null_h = sql_one("key_hash(NULL, '%s')" % s)
        null_p = sql_one("key_partition(NULL, %s, '%s')" % (n_sql(n), s))
        tag = n if n_sql(n) == n else "list%d" % (len(n) % 1000)
        for form, keys, null_at in forms(kind, values):
            wh, wp = list(want_hash), list(want_part)
            if null_at is not None:
                wh.append(null_h)
                wp.append(null_p)
            if not any(isinstance(x, str) and not x.startswith("error") for x in wh):
                # The batch module hashes into integers; a text hash has
                # only its partition here.
                check("%s-%s-%s-%s.hash" % (fname, kind, tag, form), attempt(rowkey.key_hash, keys, s),
                      whole_call(wh))
            check("%s-%s-%s-%s.part" % (fname, kind, tag, form),
                  attempt(rowkey.key_partition, keys, n_py(n), s), whole_call(wp))

check("rows", nrows > 10000, True)

# A Series keeps its index and name.
ser = pd.Series([5, None, 7], index=["a", "b", "c"], dtype="Int64", name="k")
res = rowkey.key_partition(ser, 10, "kafka")
check("series-index", (list(res.index), res.name, str(res.dtype)), (["a", "b", "c"], "k", "Int64"))

# uint64 keys: the digits under Vitess, an error elsewhere.
big = np.array([2**64 - 1, 2**63], dtype=np.uint64)
check("uint64-vitess", py_list(rowkey.key_hash(big, "vitess")),
      [sql_one("key_hash('18446744073709551615', 'vitess')"),
       sql_one("key_hash('9223372036854775808', 'vitess')")])
check("uint64-pyint-vitess", py_list(rowkey.key_hash([2**64 - 1], "vitess")),
      [sql_one("key_hash('18446744073709551615', 'vitess')")])
check("uint64-kafka", attempt(rowkey.key_partition, big, 10, "kafka"),
      "error: key_partition: key must be an integer, text or a blob for scheme 'kafka',"
      " got 18446744073709551615")

# Errors: the SQL texts, as ValueError (TypeError for no key type at all).
calls = [
    ((rowkey.key_partition, [1], 10, "nope"), "key_partition(1, 10, 'nope')"),
    ((rowkey.key_partition, [1], 10, "flink(foo=1)"), "key_partition(1, 10, 'flink(foo=1)')"),
    ((rowkey.key_partition, [1], 10, "flink(max_parallelism=0)"),
     "key_partition(1, 10, 'flink(max_parallelism=0)')"),
    ((rowkey.key_partition, [1], 10, "kafka(x=1)"), "key_partition(1, 10, 'kafka(x=1)')"),
    ((rowkey.key_partition, [1], 0, "kafka"), "key_partition(1, 0, 'kafka')"),
    ((rowkey.key_partition, [1], -3, "kafka"), "key_partition(1, -3, 'kafka')"),
    ((rowkey.key_partition, [1], 16385, "redis"), "key_partition(1, 16385, 'redis')"),
    ((rowkey.key_partition, [1], "[1,0]", "clickhouse"), "key_partition(1, '[1,0]', 'clickhouse')"),
    ((rowkey.key_partition, [77], "[9,10,1]", "clickhouse"), "key_partition(77, '[9,10,1]', 'clickhouse')"),
    ((rowkey.key_partition, [1], "[1,2]", "kafka"), "key_partition(1, '[1,2]', 'kafka')"),
    ((rowkey.key_partition, ["abc"], 10, "kafka:int32"), "key_partition('abc', 10, 'kafka:int32')"),
    ((rowkey.key_hash, [3000000000], "kafka:int32"), "key_hash(3000000000, 'kafka:int32')"),
    ((rowkey.key_hash, np.array([3000000000]), "kafka:int32"), "key_hash(3000000000, 'kafka:int32')"),
    ((rowkey.key_hash, ["it's"], "kafka:int32"), "key_hash('it''s', 'kafka:int32')"),
    ((rowkey.key_hash, [b"\x00\xff"], "kafka:int32"), "key_hash(X'00ff', 'kafka:int32')"),
    ((rowkey.key_hash, [1.5], "kafka"), "key_hash(1.5, 'kafka')"),
    ((rowkey.key_hash, [1.5], "spark"), "key_hash(1.5, 'spark')"),
    ((rowkey.key_hash, (np.array([1]), np.array([2])), "redis"),
     "key_hash_multi('redis', 1, 2)"),
    ((rowkey.key_partition, (np.array([1]), np.array([2]), np.array([3])), 4,
      "elasticsearch(routing_shards=8)"),
     "key_partition_multi(4, 'elasticsearch(routing_shards=8)', 1, 2, 3)"),
    ((rowkey.key_partition, ["x" * 50], 10, "kafka:int32"),
     "key_partition('%s', 10, 'kafka:int32')" % ("x" * 50)),
]
for i, (call, q) in enumerate(calls):
    f, args = call[0], call[1:]
    want = sql_one(q)
    got = attempt(f, *args)
    check("call-%d %s" % (i + 1, q), got, want if isinstance(want, str) else [want])
check("typeerror", attempt(rowkey.key_partition, [{}], 10, "kafka"),
      "error: key_partition: key must be an integer, a float, str, bytes or None, got dict")
try:
    rowkey.key_partition([{}], 10, "kafka")
except TypeError:
    check("typeerror-class", True, True)
try:
    rowkey.key_partition([1], 0, "kafka")
except ValueError:
    check("valueerror-class", True, True)

# partition_skew: the SQL aggregate's text, with and without n and
# weights, NULLs, and the errors.
rnd = random.Random(23)
db.execute("CREATE TABLE sk(p, w, r)")
ps = [rnd.choice([None] + list(range(12))) for _ in range(3000)]
ws = [rnd.randint(0, 9) for _ in ps]
rs = [rnd.random() * 100 for _ in ps]
db.executemany("INSERT INTO sk VALUES (?, ?, ?)", zip(ps, ws, rs))
pser = pd.Series(ps, dtype="Int64")
for q, args in [
    ("partition_skew(p, 12)", (pser, 12)),
    ("partition_skew(p)", (pser,)),
    ("partition_skew(p, 40)", (ps, 40)),
    ("partition_skew(p, 12, w)", (pser, 12, np.array(ws))),
    ("partition_skew(p, 12, r)", (pser, 12, np.array(rs))),
    ("partition_skew(p, 12) FROM (SELECT p FROM sk WHERE 0)", (np.array([], dtype=np.int64), 12)),
]:
    sql = "SELECT " + q + ("" if " FROM " in q else " FROM sk")
    check("skew " + q, rowkey.partition_skew(*args), db.execute(sql).fetchone()[0])
for args, q in [
    (([10], 10), "partition_skew(10, 10)"),
    (([-1],), "partition_skew(-1)"),
    (([1.5],), "partition_skew(1.5)"),
    (([0], 2, [-1]), "partition_skew(0, 2, -1)"),
    (([0], 0), "partition_skew(0, 0)"),
]:
    try:
        got = rowkey.partition_skew(*args)
    except ValueError as e:
        got = "error: %s" % e
    check("skew-error " + q, got, sql_one(q))

# Per-chunk counts merge exactly: chunks' (id, count) pairs as weights.
parts = np.array([p for p in ps if p is not None], dtype=np.int64)
counts = sum(np.bincount(c, minlength=12) for c in np.array_split(parts, 7))
merged = rowkey.partition_skew(np.arange(12), 12, weights=counts)
one = db.execute("SELECT partition_skew(p, 12) FROM sk WHERE p IS NOT NULL").fetchone()[0]
check("merge", merged.replace('"rows":12', '"rows":%d' % len(parts))
      .replace('"counted":"weights"', '"counted":"rows"'), one)

if bad:
    print("%d differences" % len(bad))
    for b in bad[:30]:
        print(b)
else:
    print("ok")
