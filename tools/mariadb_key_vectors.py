#!/usr/bin/env python3
"""mariadb_key_vectors.py - partitions of INT keys, alone and with a
utf8mb4_bin VARCHAR beside them, as a real MariaDB server places them
under PARTITION BY [LINEAR] KEY: test/vectors/mysql_key_bin_multi.tsv.

    python3 tools/mariadb_key_vectors.py > test/vectors/mysql_key_bin_multi.tsv

Starts a throwaway mariadbd (mariadb-install-db into a temporary
directory, Unix socket, --skip-networking), creates for each n a MEMORY
table PARTITION BY KEY (or LINEAR KEY) PARTITIONS n, inserts every key
and reads each row's partition back with SELECT id FROM t PARTITION (p<i>).
Nothing here computes a hash: the hash column is left empty, the
partitions are the server's. Stops the server by its PID.
"""
import os, random, shutil, signal, subprocess, sys, tempfile, time

def find(*names):
    for n in names:
        p = shutil.which(n) or (n if os.path.exists(n) else None)
        if p:
            return p
    sys.exit("mariadb-server is not installed (apt-get install mariadb-server)")

server = find("/usr/sbin/mariadbd", "mariadbd")
install = find("mariadb-install-db")
client = find("mariadb")
tmp = tempfile.mkdtemp(prefix="rowkey-mariadb-")
sock = os.path.join(tmp, "sock")
user = ["--user=root"] if os.geteuid() == 0 else []
subprocess.run([install, "--no-defaults", "--datadir=" + os.path.join(tmp, "data"),
                "--auth-root-authentication-method=normal"] + user,
               check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
proc = subprocess.Popen([server, "--no-defaults", "--datadir=" + os.path.join(tmp, "data"),
                         "--socket=" + sock, "--pid-file=" + os.path.join(tmp, "pid"),
                         "--skip-networking", "--skip-grant-tables"] + user,
                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def sql(text):
    r = subprocess.run([client, "--no-defaults", "--socket=" + sock, "-u", "root", "-N", "-B"],
                       input=text, capture_output=True, text=True)
    if r.returncode:
        raise RuntimeError(r.stderr)
    return r.stdout

try:
    for _ in range(300):
        try:
            sql("SELECT 1;")
            break
        except RuntimeError:
            time.sleep(0.1)
    version = sql("SELECT VERSION();").strip()
    rnd = random.Random(21)
    ints = [0, 1, -1, 2, 7, 255, 256, -256, 65535, 65536, 1420008, -1420008,
            2147483647, -2147483648, 2147483646, -2147483647]
    ints += [rnd.randint(-2**31, 2**31 - 1) for _ in range(40)]
    ints += [rnd.randint(-1000, 1000) for _ in range(8)]
    texts = ["", "a", "A", "abc", "ABC", "abc ", "héllo", "Héllo", "user42", " x", "x  ",
             "1420008", "日本語"]
    multi = [(rnd.choice(ints), rnd.choice(texts)) for _ in range(40)]
    multi += [(None, "a"), (7, None), (None, None)]
    ns = [1, 2, 3, 5, 7, 8, 12, 16, 97, 100, 128, 1000, 1024]
    rows = []  # (kind, value, n, partition, linear_partition)

    def place(coldefs, keycols, values, n):
        out = {}
        for method in ("KEY", "LINEAR KEY"):
            cols = ", ".join(coldefs)
            stmt = ["DROP TABLE IF EXISTS t;",
                    "CREATE TABLE t (id INT NOT NULL, %s) ENGINE=MEMORY"
                    " PARTITION BY %s (%s) PARTITIONS %d;" % (cols, method, keycols, n)]
            for i, v in enumerate(values):
                lits = []
                for x in v:
                    if x is None:
                        lits.append("NULL")
                    elif isinstance(x, int):
                        lits.append(str(x))
                    else:
                        lits.append("X'%s'" % x.encode().hex())
                stmt.append("INSERT INTO t VALUES (%d, %s);" % (i, ", ".join(lits)))
            for p in range(n):
                stmt.append("SELECT %d, id FROM t PARTITION (p%d);" % (p, p))
            got = {}
            for line in sql("USE test;\n" + "\n".join(stmt)).split("\n"):
                if line.strip():
                    p, i = line.split("\t")
                    got[int(i)] = int(p)
            if len(got) != len(values):
                raise RuntimeError("rows lost for n=%d" % n)
            out[method] = got
        return out

    for n in ns:
        vals = [(v,) for v in ints]
        got = place(["k INT"], "k", vals, n)
        for i, (v,) in enumerate(vals):
            rows.append(("int32", str(v), n, got["KEY"][i], got["LINEAR KEY"][i]))
    for n in ns:
        got = place(["k INT", "c VARCHAR(40) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin"],
                    "k, c", multi, n)
        for i, (a, b) in enumerate(multi):
            parts = ["null" if a is None else "int32:%d" % a,
                     "null" if b is None else "text:" + b.encode().hex()]
            rows.append(("multi", ",".join(parts), n, got["KEY"][i], got["LINEAR KEY"][i]))
    pkg = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "mariadb-server"],
                         capture_output=True, text=True).stdout.strip()
    print("# scheme: mysql_key_bin (PARTITION BY KEY over INT, and INT with VARCHAR utf8mb4_bin;"
          " linear_partition = LINEAR KEY): the ':int32' entries' own vectors")
    print("# produced by: MariaDB server %s (Debian package mariadb-server %s), a throwaway"
          " instance (mariadb-install-db + mariadbd, Unix socket, --skip-networking) driven by"
          " tools/mariadb_key_vectors.py: for each n a table (id INT, k INT[, c VARCHAR(40)"
          " CHARACTER SET utf8mb4 COLLATE utf8mb4_bin]) ENGINE=MEMORY PARTITION BY KEY (k[, c])"
          " PARTITIONS n, and one PARTITION BY LINEAR KEY, all keys inserted, each row's"
          " partition read back with SELECT id FROM t PARTITION (p<i>); partition = that i"
          % (version, pkg))
    print("# hash: not read (the server does not show a KEY hash); the partitions are the server's")
    print("# key columns: int32 = INT, text = VARCHAR CHARACTER SET utf8mb4 COLLATE utf8mb4_bin"
          " (UTF-8 in hex); null = a NULL column")
    print("# columns: kind (int32 | multi), value (decimal; for multi comma-separated kind:value"
          " per key column, 'null' for a NULL column), n (PARTITIONS n), hash (empty),"
          " partition (PARTITION BY KEY), linear_partition (PARTITION BY LINEAR KEY)")
    print("kind\tvalue\tn\thash\tpartition\tlinear_partition")
    for kind, value, n, p, lp in rows:
        print("%s\t%s\t%d\t\t%d\t%d" % (kind, value, n, p, lp))
finally:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout=30)
    except subprocess.TimeoutExpired:
        proc.kill()
    shutil.rmtree(tmp, ignore_errors=True)
