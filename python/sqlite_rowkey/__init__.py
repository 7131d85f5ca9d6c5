"""sqlite_rowkey - the rowkey SQLite extension, packaged for Python.

    import sqlite3, sqlite_rowkey
    conn = sqlite3.connect("orders.db")
    sqlite_rowkey.load(conn)
    conn.execute("SELECT salt_key(1420008, 10)").fetchone()   # ('8|1420008',)

sqlite_rowkey.load(conn) loads the extension into a sqlite3.Connection, an
apsw.Connection or a sqlite_utils.Database (or anything with
enable_load_extension and load_extension); sqlite_rowkey.loadable_path() is
the file to give to any other loader, and `python3 -m sqlite_rowkey` prints
it:

    sqlite-utils query orders.db "SELECT salt_key(1420008, 10)" \\
        --load-extension "$(python3 -m sqlite_rowkey)"

The import name is not "rowkey" so that the rowkey.so that make builds in a
checkout's top folder can never be imported in its place.

Extensions are loaded per connection: call load() on each one.

The same placement without SQLite, over numpy arrays, pandas Series and
lists (rowkey.batch; needs numpy):

    rowkey.key_partition(pd.Series(["user1", "user2"]), 12, "kafka")
    rowkey.key_hash(np.arange(10), "spark")
    rowkey.partition_skew(parts, 12)      # partition_skew's JSON text
"""
import os

try:
    from ._version import __version__
except ImportError:  # a source checkout that the build has not run in
    __version__ = "unknown"

__all__ = ["load", "loadable_path", "__version__", "ExtensionLoadingUnavailable",
           "key_partition", "key_hash", "partition_skew"]

# The batch functions (rowkey.batch, which needs numpy) load on first use,
# so that rowkey.load() works without numpy.
_BATCH = ("key_partition", "key_hash", "partition_skew")


def __getattr__(name):
    if name in _BATCH:
        from . import batch
        return getattr(batch, name)
    raise AttributeError("module %r has no attribute %r" % (__name__, name))

_NAMES = ("rowkey.so", "rowkey.dylib", "rowkey.dll")


class ExtensionLoadingUnavailable(RuntimeError):
    """This connection's SQLite binding cannot load extensions."""


def loadable_path():
    """The path of the compiled extension inside the package."""
    here = os.path.dirname(os.path.abspath(__file__))
    for name in _NAMES:
        path = os.path.join(here, name)
        if os.path.exists(path):
            return path
    raise FileNotFoundError(
        "sqlite_rowkey: the compiled extension is missing from %s (expected one of %s); "
        "reinstall the package with pip, which builds it" % (here, ", ".join(_NAMES)))


def _is_sqlite3_connection(conn):
    try:
        import sqlite3
    except ImportError:  # a Python built without its sqlite3 module
        return False
    return isinstance(conn, sqlite3.Connection)


def load(conn):
    """Loads rowkey into conn (sqlite3.Connection, apsw.Connection, or
    sqlite_utils.Database: its connection, .conn).

    Extension loading is enabled for the call only and disabled again
    afterwards; the functions stay registered on the connection. Returns
    conn.
    """
    path = loadable_path()
    target = conn
    if not (_can_load(conn) or _is_sqlite3_connection(conn)) \
            and getattr(conn, "conn", None) is not None:
        # sqlite_utils.Database (and wrappers like it) hold the connection.
        target = conn.conn
    _load_into(target, path, conn)
    return conn


def _can_load(conn):
    return (hasattr(conn, "enable_load_extension") and hasattr(conn, "load_extension")) \
        or (hasattr(conn, "enableloadextension") and hasattr(conn, "loadextension"))


def _load_into(conn, path, given):
    if hasattr(conn, "enable_load_extension") and hasattr(conn, "load_extension"):
        enable, load_ext = conn.enable_load_extension, conn.load_extension
    elif hasattr(conn, "enableloadextension") and hasattr(conn, "loadextension"):
        # APSW before 3.42 spells them without underscores.
        enable, load_ext = conn.enableloadextension, conn.loadextension
    elif _is_sqlite3_connection(conn):
        # CPython built without --enable-loadable-sqlite-extensions
        # (pyenv's and python.org's default builds, for example).
        raise ExtensionLoadingUnavailable(
            "sqlite_rowkey.load: this Python's sqlite3 module cannot load extensions "
            "(it was built without --enable-loadable-sqlite-extensions, so "
            "sqlite3.Connection has no enable_load_extension). Use APSW instead "
            "(pip install apsw, or apt-get install python3-apsw) and "
            "sqlite_rowkey.load(apsw.Connection(path)), or a Python whose sqlite3 can "
            "load extensions, such as Debian's /usr/bin/python3.")
    else:
        raise TypeError(
            "sqlite_rowkey.load: conn must be a sqlite3.Connection, an apsw.Connection "
            "or a sqlite_utils.Database, got %s.%s"
            % (type(given).__module__, type(given).__qualname__))
    enable(True)
    try:
        load_ext(path)
    finally:
        enable(False)
