"""rowkey.batch - key_partition, key_hash and partition_skew over arrays.

The SQL functions of the same names, for keys that are in numpy arrays,
pandas Series and DataFrames, or lists, with the same results, row for row,
and the same errors (ValueError with the SQL message; TypeError for a
Python object that is no key at all):

    import pandas as pd, rowkey
    s = pd.Series(["user1", "user2", None], dtype="string")
    rowkey.key_partition(s, 12, "kafka")        # Int64 Series: 7, 1, <NA>

The work is done in C (the extension module sqlite_rowkey._batch, over the pure
core that the SQLite extension is built from). numpy integer and float
arrays, and pandas' nullable integer columns, are read through the buffer
protocol without a Python call per key; str and bytes objects are read
in C one object at a time.

What comes in:
- numpy int64, int32 and uint64 arrays (other integer widths are widened
  to int64), float64 (NaN is NULL, as SQLite stores it), object arrays of
  int, float, str, bytes and None; a numpy masked array's mask marks NULLs.
- pandas Series of those dtypes, of the nullable Int8 .. UInt64 dtypes and
  of the string dtype (<NA> is NULL).
- lists (and other sequences) of int, float, str, bytes and None.
- multi-column keys (key_partition_multi, key_hash_multi): a DataFrame or
  a tuple of columns.

What goes out: a numpy int64 array, or a numpy masked array when some key
has no result (SQL NULL: a NULL key under most schemes, an empty key under
librdkafka_consistent); for pandas input a Series with the input's index
and name, of dtype Int64, <NA> where SQL gives NULL.

As in SQL, the array's type does not choose the scheme: 'kafka:int32'
serializes each integer as a Java int, 'kafka' as a long, whatever the
dtype. A uint64 above 2**63 - 1 is the decimal text key under the schemes
whose ids are unsigned 64-bit (vitess, vitess_xxhash), and an error
elsewhere.
"""
import numpy as np

from . import _batch

__all__ = ["key_partition", "key_hash", "partition_skew", "schemes", "Binary"]


class Binary:
    """Byte-string keys in Arrow's layout: key i is data[offsets[i]:offsets[i+1]]
    (offsets: n + 1 int64 or int32), NULL where valid is False (a bool array,
    or None), TEXT keys when text is true, else BLOB. Read without a Python
    call per key; pyarrow's string and binary arrays have these buffers."""

    def __init__(self, data, offsets, valid=None, text=True):
        self.data = data
        self.offsets = np.ascontiguousarray(offsets)
        if self.offsets.dtype not in (np.dtype(np.int64), np.dtype(np.int32)):
            self.offsets = self.offsets.astype(np.int64)
        self.valid = None if valid is None else np.ascontiguousarray(valid, dtype=np.bool_)
        self.text = text

    def __len__(self):
        return len(self.offsets) - 1

    def _spec(self):
        return ("bytes", _batch.TEXT if self.text else _batch.BLOB, self.data,
                self.offsets, None if self.valid is None else self.valid.view(np.uint8),
                _batch.VALID_BYTES)

_NUM = {
    np.dtype(np.int64): (_batch.INT64, None),
    np.dtype(np.int32): (_batch.INT32, None),
    np.dtype(np.uint64): (_batch.UINT64, None),
    np.dtype(np.float64): (_batch.DOUBLE, None),
}

try:  # pandas is optional: without it, no Series and no pd.NA
    import pandas as _pd
    _NA = (_pd.NA, _pd.NaT)
except ImportError:  # pragma: no cover - pandas is installed where tested
    _pd = None
    _NA = ()


def schemes():
    """The scheme names, as SELECT name FROM rowkey_schemes lists them."""
    return _batch.schemes()


def _numpy_column(a, mask=None):
    """The column spec of a numpy array (and a NULL mask, True = NULL)."""
    if a.ndim != 1:
        raise ValueError("rowkey: keys must be one-dimensional, got %d dimensions" % a.ndim)
    m = None
    if mask is not None:
        m = np.ascontiguousarray(mask, dtype=np.bool_)
        if not m.any():
            m = None
    dt = a.dtype
    if dt.kind == "O":
        if m is not None:
            a = a.copy()
            a[m] = None
        return ("obj", np.ascontiguousarray(a))
    if dt.kind in "US":   # fixed-width strings: as Python str / bytes
        return _numpy_column(a.astype(object), m)
    if dt.kind == "b":
        a = a.astype(np.int64)
    elif dt.kind in "iu" and dt not in _NUM:
        a = a.astype(np.int64)
    elif dt.kind == "f" and dt not in _NUM:
        a = a.astype(np.float64)
    elif dt not in _NUM:
        raise TypeError("rowkey: keys of dtype %s are not supported" % dt)
    a = np.ascontiguousarray(a)
    if a.dtype.byteorder == ">":
        a = a.astype(a.dtype.newbyteorder("="))
    code = _NUM[np.dtype(a.dtype.newbyteorder("="))][0]
    return ("num", code, a, None if m is None else m.view(np.uint8), _batch.NULL_BYTES)


def _series_column(s):
    """The column spec of a pandas Series."""
    dt = s.dtype
    if isinstance(dt, _pd.api.extensions.ExtensionDtype):
        na = s.isna().to_numpy()
        if dt.kind in "iub":   # nullable Int64 etc., boolean
            target = np.uint64 if dt.kind == "u" else np.int64
            return _numpy_column(s.to_numpy(dtype=target, na_value=0), na)
        if dt.kind == "f":
            return _numpy_column(s.to_numpy(dtype=np.float64, na_value=np.nan), na)
        # string and the others: their objects, <NA> as None
        return _numpy_column(s.to_numpy(dtype=object, na_value=None))
    return _numpy_column(s.to_numpy())


def _column(keys):
    if isinstance(keys, Binary):
        return keys._spec()
    if _pd is not None and isinstance(keys, _pd.Series):
        return _series_column(keys)
    if isinstance(keys, np.ma.MaskedArray):
        return _numpy_column(np.ma.getdata(keys), np.ma.getmaskarray(keys))
    if isinstance(keys, np.ndarray):
        return _numpy_column(keys)
    if isinstance(keys, (list, tuple)):
        return ("obj", keys)
    if hasattr(keys, "__array__"):
        return _numpy_column(np.asarray(keys))
    return ("obj", list(keys))


def _length(spec):
    if spec[0] == "obj":
        return len(spec[1])
    return len(spec[3]) - 1 if spec[0] == "bytes" else len(spec[2])


def _run(func, keys, n, scheme, partition):
    index = name = None
    multi = False
    if _pd is not None and isinstance(keys, _pd.DataFrame):
        index = keys.index
        cols = [_series_column(keys.iloc[:, j]) for j in range(keys.shape[1])]
        multi = True
    elif isinstance(keys, tuple):
        cols = [_column(c) for c in keys]
        multi = True
        if _pd is not None and cols and isinstance(keys[0], _pd.Series):
            index = keys[0].index
    else:
        if _pd is not None and isinstance(keys, _pd.Series):
            index, name = keys.index, keys.name
        cols = [_column(keys)]
    if multi:
        func += "_multi"   # the SQL function that takes such keys
    rows = _length(cols[0]) if cols else 0
    if any(_length(c) != rows for c in cols):
        raise ValueError("%s: the key columns must have the same length" % func)
    weights = None
    if isinstance(n, str):
        # A JSON array of shard weights (ClickHouse), as in SQL.
        weights, n = n, 0
    elif partition:
        # An integral float is that integer, as SQL reads n; the range is
        # checked in C, with the scheme's own message (0 included).
        if isinstance(n, (float, np.floating)) and float(n).is_integer():
            n = int(n)
        if isinstance(n, bool) or not isinstance(n, (int, np.integer)) \
                or not -2**63 <= int(n) <= 2**63 - 1:
            raise ValueError("%s: n must be a positive integer, got %r" % (func, n))
        n = int(n)   # 0: C opens for hashing and reports n = 0 itself
    out = np.empty(rows, dtype=np.int64)
    valid = np.empty(rows, dtype=np.uint8)
    _batch.place(scheme, n, weights, cols, partition, multi, out, valid, func, _NA)
    has = valid.view(np.bool_)
    if index is not None:
        res = _pd.array(out, dtype="Int64")
        if not has.all():
            res[~has] = _pd.NA
        return _pd.Series(res, index=index, name=name)
    if has.all():
        return out
    return np.ma.MaskedArray(out, mask=~has)


def key_partition(keys, n, scheme="oceanbase"):
    """key_partition(key, n, scheme) of every key (key_partition_multi for
    a DataFrame or a tuple of columns). n is a positive integer, or for
    ClickHouse a JSON array of shard weights ('[9,10,1]')."""
    return _run("key_partition", keys, n, scheme, True)


def key_hash(keys, scheme="oceanbase"):
    """key_hash(key, scheme) of every key (key_hash_multi for a DataFrame or
    a tuple of columns)."""
    return _run("key_hash", keys, 0, scheme, False)


def _skew_column(a, what):
    if _pd is not None and isinstance(a, _pd.Series):
        a = _series_column(a)
    elif isinstance(a, np.ma.MaskedArray):
        a = _numpy_column(np.ma.getdata(a), np.ma.getmaskarray(a))
    else:
        arr = np.asarray(a)
        if arr.dtype.kind == "O":
            na = np.array([v is None or any(v is x for x in _NA)
                           or (isinstance(v, float) and v != v)
                           for v in arr.tolist()], dtype=bool)
            filled = np.where(na, 0, arr)
            try:
                arr = filled.astype(np.int64)
            except (TypeError, ValueError):
                arr = filled.astype(np.float64)
            a = _numpy_column(arr, na)
        else:
            a = _numpy_column(arr)
    if a[0] != "num":
        raise TypeError("partition_skew: %s must be integers (or reals for weights)" % what)
    kind, code, data, mask, mkind = a
    if code in (_batch.INT32, _batch.UINT64):
        if code == _batch.UINT64 and data.size and data.max() > 2**63 - 1:
            data = data.astype(np.float64)
            code = _batch.DOUBLE
        else:
            data = data.astype(np.int64)
            code = _batch.INT64
    return (kind, code, data, mask, mkind)


def partition_skew(partitions, n=None, weights=None):
    """partition_skew(partition [, n [, weight]]) over the arrays: the same
    JSON text as the SQL aggregate. Per-chunk counts merge exactly as in
    SQL: partition_skew(ids, n, weights=counts) over the union of every
    chunk's (id, count) pairs is the summary of one pass over all rows
    (only "rows" and "counted" differ)."""
    p = _skew_column(partitions, "partitions")
    w = None if weights is None else _skew_column(weights, "weights")
    if n is None:
        n = 0
    elif isinstance(n, bool) or not isinstance(n, (int, np.integer)) or n < 1:
        raise ValueError("partition_skew: n must be a positive integer, got %r" % (n,))
    return _batch.skew(p, int(n), w)
