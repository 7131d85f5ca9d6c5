"""python_pkg_check.py - the installed Python package `sqlite_rowkey`.

    VENV/bin/python test/clients/python_pkg_check.py VERSION SITE-PACKAGES [apsw] [sqlite_utils]

Run with the interpreter of the venv the package was installed into (by
packages.test), also from the top folder of a built checkout, whose
rowkey.so must not shadow the package. Checks sqlite_rowkey.__version__,
sqlite_rowkey.loadable_path() (inside the installed package),
sqlite_rowkey.load() on a sqlite3 connection and, with "apsw", on an APSW
connection, with "sqlite_utils", on a sqlite_utils.Database, each running
every query of queries.tsv (next to this file), and the error load() raises
where sqlite3 cannot load extensions. Prints "ok" when everything matched;
otherwise each mismatch and exits with status 1. The expected values come
from queries.tsv, never from rowkey itself.
"""
import os
import sqlite3
import sys

from queries import list_mode, queries

version, site = sys.argv[1], os.path.realpath(sys.argv[2])
use_apsw = "apsw" in sys.argv[3:]
use_sqlite_utils = "sqlite_utils" in sys.argv[3:]
failures = []


def check(what, got, expected):
    if got != expected:
        failures.append(f"{what}\n  expected: {expected!r}\n  got:      {got!r}")


import sqlite_rowkey as rowkey  # noqa: E402 (after the arguments, as the usage says)

check("sqlite_rowkey.__version__", rowkey.__version__, version)
path = rowkey.loadable_path()
check("loadable_path() is in the installed package",
      os.path.dirname(os.path.realpath(path)), os.path.join(site, "sqlite_rowkey"))
check("loadable_path() exists", os.path.isfile(path), True)


def run_queries(name, execute, errors):
    for sql, expected in queries(version):
        try:
            got = "\n".join(list_mode(r) for r in execute(sql))
        except errors as e:
            # APSW's messages start with the exception's name.
            msg = str(e)
            prefix = type(e).__name__ + ": "
            got = "error: " + (msg[len(prefix):] if msg.startswith(prefix) else msg)
        check(f"{name}: {sql}", got, expected)


conn = sqlite3.connect(":memory:")
rowkey.load(conn)
run_queries("sqlite3", lambda sql: conn.execute(sql).fetchall(), sqlite3.Error)
# load() turns extension loading off again once rowkey is in.
try:
    conn.execute("SELECT load_extension(?)", (path,)).fetchall()
    check("load_extension() after load()", "allowed", "not authorized")
except sqlite3.Error as e:
    check("load_extension() after load()", str(e), "not authorized")
conn.close()

if use_apsw:
    import apsw

    aconn = apsw.Connection(":memory:")
    rowkey.load(aconn)
    run_queries("apsw", lambda sql: list(aconn.cursor().execute(sql)), apsw.Error)
    aconn.close()

if use_sqlite_utils:
    import sqlite_utils

    db = sqlite_utils.Database(memory=True)
    check("load() returns what it was given", rowkey.load(db) is db, True)
    run_queries("sqlite_utils", lambda sql: db.execute(sql).fetchall(), sqlite3.Error)
    db.conn.close()


# A sqlite3 module built without extension loading: its Connection has no
# enable_load_extension. A subclass that hides the method stands in for it.
class NoLoading(sqlite3.Connection):
    @property
    def enable_load_extension(self):
        raise AttributeError("enable_load_extension")

    @property
    def load_extension(self):
        raise AttributeError("load_extension")


try:
    rowkey.load(NoLoading(":memory:"))
    check("load() without extension loading", "no error", "ExtensionLoadingUnavailable")
except rowkey.ExtensionLoadingUnavailable as e:
    check("the error says why", "cannot load extensions" in str(e), True)
    check("the error suggests APSW", "APSW" in str(e) and "pip install apsw" in str(e), True)
try:
    rowkey.load("orders.db")
    check("load() of a string", "no error", "TypeError")
except TypeError as e:
    check("load() of a string", str(e),
          "sqlite_rowkey.load: conn must be a sqlite3.Connection, an apsw.Connection "
          "or a sqlite_utils.Database, got builtins.str")

if failures:
    print("\n".join(failures))
    sys.exit(1)
print("ok")
