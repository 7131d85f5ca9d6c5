/*
** _batch.c - rowkey's placement for Python: the batch API of ext/rowkey.h
** and partition_skew's tally, over buffers (numpy arrays, bytes, any
** object with the buffer protocol) and over sequences of Python objects.
** rowkey/batch.py turns numpy, pandas and lists into the column specs
** below; this file does the work, in C, without a Python call per key
** except where the keys are Python objects (then one type check each).
**
** A column spec is a tuple:
**   ("num", TYPE, data, mask, MASK_KIND)     TYPE: ROWKEY_INT64 ... DOUBLE
**   ("bytes", TYPE, data, offsets, mask, MASK_KIND)   ROWKEY_TEXT or BLOB;
**                                           offsets: int64 or int32 items
**   ("obj", sequence)                       None, NA sentinels, NaN: NULL;
**                                           int, float, str, bytes
** mask may be None. Errors are the SQL functions' texts as ValueError
** ("key_partition: n must be a positive integer, got 0"); a Python object
** that is no key type at all is a TypeError.
*/
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <string.h>
#include "batch.h"
#include "open.h"
#include "describe.h"
#include "skew.h"
#include "skew_json.h"

/* Rows of object columns converted at a time (a multiple of 8: a validity
** bitmap of another column stays byte-aligned). */
#define CHUNK 8192
#define MAX_COLS 64

typedef struct Col Col;
struct Col {
  rowkey_column c;
  Py_buffer data, offsets, mask;    /* held while the call runs */
  int hasData, hasOffsets, hasMask;
  PyObject *seq;                    /* "obj": PySequence_Fast, or 0 */
  PyObject **items;                 /* its items (or the array's) */
  RkKey *keys;                      /* CHUNK keys, for "obj" */
  PyObject *held;                   /* a list keeping digit strings alive */
};

static void col_release(Col *c){
  if( c->hasData ) PyBuffer_Release(&c->data);
  if( c->hasOffsets ) PyBuffer_Release(&c->offsets);
  if( c->hasMask ) PyBuffer_Release(&c->mask);
  Py_XDECREF(c->seq);
  Py_XDECREF(c->held);
  PyMem_Free(c->keys);
  memset(c, 0, sizeof(*c));
}

/* Gets a contiguous buffer; 1, or 0 with an exception. */
static int get_buf(PyObject *o, Py_buffer *b, int *pHas, int writable){
  if( PyObject_GetBuffer(o, b, PyBUF_C_CONTIGUOUS | PyBUF_FORMAT
                         | (writable ? PyBUF_WRITABLE : 0)) ) return 0;
  *pHas = 1;
  return 1;
}

static Py_ssize_t item_size(int type){
  return type==ROWKEY_INT32 ? 4 : 8;
}

/* Reads spec into c for nRow rows; 1, or 0 with an exception. */
static int col_from_spec(PyObject *spec, Col *c, Py_ssize_t nRow){
  const char *kind;
  if( !PyTuple_Check(spec) || PyTuple_GET_SIZE(spec) < 2
   || !PyUnicode_Check(PyTuple_GET_ITEM(spec, 0)) ){
    PyErr_SetString(PyExc_TypeError, "sqlite_rowkey._batch: bad column spec");
    return 0;
  }
  kind = PyUnicode_AsUTF8(PyTuple_GET_ITEM(spec, 0));
  if( kind==0 ) return 0;
  if( !strcmp(kind, "obj") ){
    PyObject *seq = PyTuple_GET_ITEM(spec, 1);
    /* A numpy object array shares its PyObject* items as a buffer. */
    if( PyObject_CheckBuffer(seq) ){
      if( !get_buf(seq, &c->data, &c->hasData, 0) ) return 0;
      if( c->data.format==0 || strcmp(c->data.format, "O")!=0
       || c->data.itemsize!=(Py_ssize_t)sizeof(PyObject*) ){
        PyErr_SetString(PyExc_TypeError, "sqlite_rowkey._batch: not an object array");
        return 0;
      }
      c->items = (PyObject**)c->data.buf;
      if( c->data.len / c->data.itemsize!=nRow ) goto length;
    }else{
      c->seq = PySequence_Fast(seq, "keys must be a sequence");
      if( c->seq==0 ) return 0;
      c->items = PySequence_Fast_ITEMS(c->seq);
      if( PySequence_Fast_GET_SIZE(c->seq)!=nRow ) goto length;
    }
    c->keys = (RkKey*)PyMem_Malloc(sizeof(RkKey) * CHUNK);
    c->held = PyList_New(0);
    if( c->keys==0 || c->held==0 ){
      PyErr_NoMemory();
      return 0;
    }
    c->c.type = RK_COL_KEYS;
    c->c.data = c->keys;
    return 1;
  }
  if( !strcmp(kind, "num") && PyTuple_GET_SIZE(spec)==5 ){
    c->c.type = (int)PyLong_AsLong(PyTuple_GET_ITEM(spec, 1));
    if( !get_buf(PyTuple_GET_ITEM(spec, 2), &c->data, &c->hasData, 0) ) return 0;
    if( c->data.len!=nRow * item_size(c->c.type) ) goto length;
    c->c.data = c->data.buf;
    if( PyTuple_GET_ITEM(spec, 3)!=Py_None ){
      if( !get_buf(PyTuple_GET_ITEM(spec, 3), &c->mask, &c->hasMask, 0) ) return 0;
      if( c->mask.len < nRow ) goto length;
      c->c.validity = (const uint8_t*)c->mask.buf;
      c->c.validity_kind = (int)PyLong_AsLong(PyTuple_GET_ITEM(spec, 4));
    }
    return 1;
  }
  if( !strcmp(kind, "bytes") && PyTuple_GET_SIZE(spec)==6 ){
    c->c.type = (int)PyLong_AsLong(PyTuple_GET_ITEM(spec, 1));
    if( !get_buf(PyTuple_GET_ITEM(spec, 2), &c->data, &c->hasData, 0)
     || !get_buf(PyTuple_GET_ITEM(spec, 3), &c->offsets, &c->hasOffsets, 0) ){
      return 0;
    }
    if( c->offsets.itemsize==8 && c->offsets.len==(nRow + 1) * 8 ){
      c->c.offsets = (const int64_t*)c->offsets.buf;
    }else if( c->offsets.itemsize==4 && c->offsets.len==(nRow + 1) * 4 ){
      c->c.offsets32 = (const int32_t*)c->offsets.buf;
    }else{
      goto length;
    }
    {
      /* Every offset inside the data, in order: else the C loop would
      ** read outside the buffer. */
      Py_ssize_t i;
      int64_t prev = 0;
      for(i = 0; i <= nRow; i++){
        int64_t o = c->c.offsets ? c->c.offsets[i] : c->c.offsets32[i];
        if( o < prev || o > (int64_t)c->data.len || (i==0 && o < 0) ){
          PyErr_SetString(PyExc_ValueError, "rowkey: the offsets do not"
                          " describe the data buffer");
          return 0;
        }
        prev = o;
      }
    }
    c->c.data = c->data.buf;
    if( PyTuple_GET_ITEM(spec, 4)!=Py_None ){
      if( !get_buf(PyTuple_GET_ITEM(spec, 4), &c->mask, &c->hasMask, 0) ) return 0;
      if( c->mask.len < nRow ) goto length;
      c->c.validity = (const uint8_t*)c->mask.buf;
      c->c.validity_kind = (int)PyLong_AsLong(PyTuple_GET_ITEM(spec, 5));
    }
    return 1;
  }
  PyErr_SetString(PyExc_TypeError, "sqlite_rowkey._batch: bad column spec");
  return 0;
length:
  PyErr_SetString(PyExc_ValueError, "rowkey: the key columns must all have"
                  " as many rows as the result");
  return 0;
}

/* 1 if o is one of the NULL sentinels (pd.NA, pd.NaT, ...). */
static int is_na(PyObject *o, PyObject *na){
  Py_ssize_t i, n = na ? PyTuple_GET_SIZE(na) : 0;
  for(i = 0; i < n; i++){
    if( o==PyTuple_GET_ITEM(na, i) ) return 1;
  }
  return 0;
}

/* The key of Python object o into *k; 1, or 0 with an exception. held
** keeps objects alive whose bytes k points into. */
static int key_of_object(PyObject *o, RkKey *k, PyObject *na,
                         PyObject *held, const char *zFunc){
  k->n = 0;
  if( o==Py_None || is_na(o, na) ){
    k->type = RK_KEY_NULL;
    return 1;
  }
  if( PyUnicode_Check(o) ){
    Py_ssize_t n;
    const char *z = PyUnicode_AsUTF8AndSize(o, &n);
    if( z==0 ) return 0;
    k->type = RK_KEY_TEXT;
    k->z = (const unsigned char*)z;
    k->n = (size_t)n;
    return 1;
  }
  if( PyBytes_Check(o) ){
    k->type = RK_KEY_BLOB;
    k->z = (const unsigned char*)PyBytes_AS_STRING(o);
    k->n = (size_t)PyBytes_GET_SIZE(o);
    return 1;
  }
  if( PyByteArray_Check(o) ){
    k->type = RK_KEY_BLOB;
    k->z = (const unsigned char*)PyByteArray_AS_STRING(o);
    k->n = (size_t)PyByteArray_GET_SIZE(o);
    return 1;
  }
  if( PyFloat_Check(o) ){
    double r = PyFloat_AS_DOUBLE(o);
    k->type = r!=r ? RK_KEY_NULL : RK_KEY_REAL;   /* NaN: NULL */
    k->r = r;
    return 1;
  }
  if( PyLong_Check(o) || PyIndex_Check(o) ){
    int overflow = 0;
    long long v;
    PyObject *ix = PyNumber_Index(o);
    if( ix==0 ) return 0;
    v = PyLong_AsLongLongAndOverflow(ix, &overflow);
    if( v==-1 && PyErr_Occurred() ){
      Py_DECREF(ix);
      return 0;
    }
    if( overflow ){
      /* No INTEGER holds it: its digits, which the uint64 schemes take as
      ** TEXT (RK_UINT64_TEXT) and the message shows. */
      PyObject *s = PyObject_Str(ix);
      Py_ssize_t n;
      const char *z;
      Py_DECREF(ix);
      if( s==0 ) return 0;
      if( PyList_Append(held, s) ){
        Py_DECREF(s);
        return 0;
      }
      Py_DECREF(s);
      z = PyUnicode_AsUTF8AndSize(s, &n);
      if( z==0 ) return 0;
      k->type = (overflow > 0 && n <= 20
                 && (n < 20 || strcmp(z, "18446744073709551615") <= 0))
                ? -3 : -1;
      k->z = (const unsigned char*)z;
      k->n = (size_t)n;
      return 1;
    }
    Py_DECREF(ix);
    k->type = RK_KEY_INT;
    k->i = v;
    return 1;
  }
  PyErr_Format(PyExc_TypeError, "%s: key must be an integer, a float, str,"
               " bytes or None, got %.100s", zFunc, Py_TYPE(o)->tp_name);
  return 0;
}

/* Object keys of a uint64 in range (-3 above) become TEXT for the schemes
** that take their digits, else stay refused (-1). */
static void settle_big(RkKey *k, const RkPlace *pl){
  if( k->type==-3 ) k->type = (pl->p->flags & RK_UINT64_TEXT) ? RK_KEY_TEXT : -1;
}

/* sqlite_rowkey._batch.place(scheme, n, weights, columns, partition, multi, out,
** valid, func, na) */
static PyObject *batch_place(PyObject *self, PyObject *args){
  const char *zScheme, *zWeights, *zFunc;
  long long n;
  PyObject *columns, *outObj, *validObj, *na;
  int partition, multi, nCol = 0, j, rc = ROWKEY_OK, anyObj = 0;
  Py_buffer out, valid;
  int hasOut = 0, hasValid = 0;
  Py_ssize_t nRow, start;
  Col aCol[MAX_COLS];
  rowkey_column aSlice[MAX_COLS];
  RkPlace *pl = 0;
  RkBatchCall call;
  char zErr[RK_OPEN_ERRBUF];
  int64_t iRow = -1;
  PyObject *result = 0;
  (void)self;
  memset(aCol, 0, sizeof(aCol));
  if( !PyArg_ParseTuple(args, "zLzOppOOsO", &zScheme, &n, &zWeights, &columns,
                        &partition, &multi, &outObj, &validObj, &zFunc, &na) ){
    return 0;
  }
  if( !PyTuple_Check(na) ){
    PyErr_SetString(PyExc_TypeError, "sqlite_rowkey._batch: na must be a tuple");
    return 0;
  }
  if( !get_buf(outObj, &out, &hasOut, 1) || !get_buf(validObj, &valid, &hasValid, 1) ){
    goto done;
  }
  nRow = out.len / 8;
  if( out.itemsize!=8 || valid.len!=nRow ){
    PyErr_SetString(PyExc_ValueError, "sqlite_rowkey._batch: bad result buffers");
    goto done;
  }
  if( !PyList_Check(columns) || PyList_GET_SIZE(columns) > MAX_COLS ){
    PyErr_Format(PyExc_ValueError, "%s: at most %d key columns", zFunc, MAX_COLS);
    goto done;
  }
  nCol = (int)PyList_GET_SIZE(columns);
  for(j = 0; j < nCol; j++){
    if( !col_from_spec(PyList_GET_ITEM(columns, j), &aCol[j], nRow) ) goto done;
    if( aCol[j].c.type==RK_COL_KEYS ) anyObj = 1;
  }
  rc = rk_place_open(zScheme, n, zWeights, &pl, zErr, sizeof(zErr));
  if( rc==RK_OPEN_NOMEM ){
    PyErr_NoMemory();
    goto done;
  }
  if( rc!=RK_OPEN_OK ){
    PyErr_Format(PyExc_ValueError, "%s: %s", zFunc, zErr);
    goto done;
  }
  call.partition = partition;
  call.multi = multi;
  call.zHashName = "key_hash";
  call.zPartName = "key_partition";
  if( !anyObj ){
    for(j = 0; j < nCol; j++) aSlice[j] = aCol[j].c;
    Py_BEGIN_ALLOW_THREADS
    rc = rk_batch_run(pl, &call, aSlice, nCol, (int64_t)nRow, (int64_t*)out.buf,
                      (uint8_t*)valid.buf, zErr, sizeof(zErr), &iRow);
    Py_END_ALLOW_THREADS
  }else{
    /* A chunk at a time: the object keys become RkKey, the other columns
    ** are sliced to the same rows. */
    for(start = 0; start < nRow || (start==0 && nRow==0); start += CHUNK){
      Py_ssize_t m = nRow - start < CHUNK ? nRow - start : CHUNK, i;
      for(j = 0; j < nCol; j++){
        Col *c = &aCol[j];
        aSlice[j] = c->c;
        if( c->c.type==RK_COL_KEYS ){
          for(i = 0; i < m; i++){
            if( !key_of_object(c->items[start + i], &c->keys[i], na, c->held,
                               zFunc) ) goto done;
            settle_big(&c->keys[i], pl);
          }
          continue;
        }
        if( c->c.validity ){
          aSlice[j].validity = c->c.validity
            + (c->c.validity_kind==ROWKEY_VALID_BITS ? start / 8 : start);
        }
        if( c->c.type==ROWKEY_TEXT || c->c.type==ROWKEY_BLOB ){
          if( c->c.offsets ) aSlice[j].offsets = c->c.offsets + start;
          else aSlice[j].offsets32 = c->c.offsets32 + start;
        }else{
          aSlice[j].data = (const char*)c->c.data + start * item_size(c->c.type);
        }
      }
      rc = rk_batch_run(pl, &call, aSlice, nCol, (int64_t)m,
                        (int64_t*)out.buf + start, (uint8_t*)valid.buf + start,
                        zErr, sizeof(zErr), &iRow);
      for(j = 0; j < nCol; j++){
        if( aCol[j].held && PyList_SetSlice(aCol[j].held, 0,
                                            PyList_GET_SIZE(aCol[j].held), 0) ){
          goto done;
        }
      }
      if( rc!=ROWKEY_OK ){
        if( iRow >= 0 ) iRow += start;
        break;
      }
      if( nRow==0 ) break;
    }
  }
  if( rc==ROWKEY_NOMEM ){
    PyErr_NoMemory();
    goto done;
  }
  if( rc!=ROWKEY_OK ){
    PyErr_Format(PyExc_ValueError, "%s: %s", zFunc, zErr);
    goto done;
  }
  result = Py_None;
  Py_INCREF(result);
done:
  for(j = 0; j < MAX_COLS; j++) col_release(&aCol[j]);
  if( hasOut ) PyBuffer_Release(&out);
  if( hasValid ) PyBuffer_Release(&valid);
  free(pl);
  return result;
}

/* ---- partition_skew ----------------------------------------------------- */

static void *skew_realloc(void *p, uint64_t n){
  return n > PY_SSIZE_T_MAX ? 0 : PyMem_RawRealloc(p, (size_t)n);
}

/* A numeric column (int64 or double), read as partition_skew reads its
** arguments. */
typedef struct Num Num;
struct Num {
  Py_buffer data, mask;
  int hasData, hasMask;
  int type, maskKind;
};

static int num_from(PyObject *spec, Num *x, Py_ssize_t *pnRow){
  if( !PyTuple_Check(spec) || PyTuple_GET_SIZE(spec)!=5 ){
    PyErr_SetString(PyExc_TypeError, "sqlite_rowkey._batch: bad column spec");
    return 0;
  }
  x->type = (int)PyLong_AsLong(PyTuple_GET_ITEM(spec, 1));
  if( x->type!=ROWKEY_INT64 && x->type!=ROWKEY_DOUBLE ){
    PyErr_SetString(PyExc_TypeError, "sqlite_rowkey._batch: bad column type");
    return 0;
  }
  if( !get_buf(PyTuple_GET_ITEM(spec, 2), &x->data, &x->hasData, 0) ) return 0;
  if( *pnRow < 0 ) *pnRow = x->data.len / 8;
  if( x->data.len!=*pnRow * 8 ){
    PyErr_SetString(PyExc_ValueError, "partition_skew: the weights must be"
                    " as many as the partitions");
    return 0;
  }
  if( PyTuple_GET_ITEM(spec, 3)!=Py_None ){
    if( !get_buf(PyTuple_GET_ITEM(spec, 3), &x->mask, &x->hasMask, 0) ) return 0;
    if( x->mask.len < *pnRow ){
      PyErr_SetString(PyExc_ValueError, "sqlite_rowkey._batch: short mask");
      return 0;
    }
    x->maskKind = (int)PyLong_AsLong(PyTuple_GET_ITEM(spec, 4));
  }
  return 1;
}

static int num_null(const Num *x, Py_ssize_t i){
  const uint8_t *m = (const uint8_t*)x->mask.buf;
  if( !x->hasMask ) return 0;
  switch( x->maskKind ){
    case ROWKEY_VALID_BITS:  return !((m[i >> 3] >> (i & 7)) & 1);
    case ROWKEY_VALID_BYTES: return m[i]==0;
    default:                 return m[i]!=0;
  }
}

/* sqlite_rowkey._batch.skew(partitions, n, weights) -> JSON text */
static PyObject *batch_skew(PyObject *self, PyObject *args){
  PyObject *pSpec, *wSpec, *result = 0;
  long long nArg;
  Num P, W;
  Py_ssize_t nRow = -1, i;
  RkSkew tally;
  uint64_t nulls = 0, n;
  int rc = RK_SKEW_OK, weighted;
  char zErr[400], zGot[RK_DESCRIBE_BUF], zJson[RK_SKEW_JSON_BUF];
  (void)self;
  memset(&P, 0, sizeof(P));
  memset(&W, 0, sizeof(W));
  zErr[0] = 0;
  if( !PyArg_ParseTuple(args, "OLO", &pSpec, &nArg, &wSpec) ) return 0;
  weighted = wSpec!=Py_None;
  if( !num_from(pSpec, &P, &nRow) || (weighted && !num_from(wSpec, &W, &nRow)) ){
    goto done;
  }
  if( nArg < 0 ){
    rk_describe_int(zGot, nArg);
    PyErr_Format(PyExc_ValueError, "partition_skew: n must be a positive"
                 " integer, got %s", zGot);
    goto done;
  }
  /* 0: no n; over no rows SQL's aggregate has never seen n either. */
  n = nRow==0 ? 0 : (uint64_t)nArg;
  rk_skew_init(&tally, skew_realloc, PyMem_RawFree);
  Py_BEGIN_ALLOW_THREADS
  for(i = 0; i < nRow; i++){
    int64_t id;
    if( num_null(&P, i) || (weighted && num_null(&W, i)) ){
      nulls++;
      continue;
    }
    if( P.type==ROWKEY_INT64 ){
      id = ((const int64_t*)P.data.buf)[i];
    }else{
      double r = ((const double*)P.data.buf)[i];
      if( r!=r ){ nulls++; continue; }        /* NaN: NULL */
      /* An integral REAL is that integer, as rk_value_int64 reads it. */
      if( !(r >= -9223372036854775808.0 && r < 9223372036854775808.0)
       || r!=(double)(int64_t)r ){
        rk_describe_real(zGot, r);
        snprintf(zErr, sizeof(zErr), "partition_skew: partition must be a"
                 " non-negative integer, got %s", zGot);
        break;
      }
      id = (int64_t)r;
    }
    if( id < 0 || (n && (uint64_t)id >= n) ){
      if( P.type==ROWKEY_INT64 ) rk_describe_int(zGot, id);
      else rk_describe_real(zGot, ((const double*)P.data.buf)[i]);
      if( id < 0 ){
        snprintf(zErr, sizeof(zErr), "partition_skew: partition must be a"
                 " non-negative integer, got %s", zGot);
      }else{
        snprintf(zErr, sizeof(zErr), "partition_skew: partition must be"
                 " below n = %llu, got %s", (unsigned long long)n, zGot);
      }
      break;
    }
    if( !weighted ){
      rc = rk_skew_add(&tally, (uint64_t)id);
    }else if( W.type==ROWKEY_INT64 ){
      int64_t w = ((const int64_t*)W.data.buf)[i];
      if( w < 0 ){
        rk_describe_int(zGot, w);
        snprintf(zErr, sizeof(zErr), "partition_skew: weight must be a"
                 " non-negative integer or real, got %s", zGot);
        break;
      }
      rc = rk_skew_add_int(&tally, (uint64_t)id, (uint64_t)w);
    }else{
      double w = ((const double*)W.data.buf)[i];
      if( w!=w ){ nulls++; continue; }        /* NaN: NULL */
      if( !(w >= 0) || w - w!=0 ){
        rk_describe_real(zGot, w);
        snprintf(zErr, sizeof(zErr), "partition_skew: weight must be a"
                 " non-negative integer or real, got %s", zGot);
        break;
      }
      rc = rk_skew_add_real(&tally, (uint64_t)id, w);
    }
    if( rc ) break;
  }
  if( rc==RK_SKEW_TOO_MANY ){
    snprintf(zErr, sizeof(zErr), "partition_skew: more than %d distinct"
             " partitions", RK_SKEW_MAX_DISTINCT);
  }else if( rc==RK_SKEW_OVERFLOW ){
    snprintf(zErr, sizeof(zErr), "partition_skew: the total weight passes"
             " 18446744073709551615 (the largest REAL for real weights)");
  }else if( rc==RK_SKEW_OK && zErr[0]==0 ){
    rk_skew_json(&tally, n, nulls, weighted, zJson);
  }
  rk_skew_free(&tally);
  Py_END_ALLOW_THREADS
  if( rc==RK_SKEW_NOMEM ){
    PyErr_NoMemory();
  }else if( zErr[0] ){
    PyErr_SetString(PyExc_ValueError, zErr);
  }else{
    result = PyUnicode_FromString(zJson);
  }
done:
  if( P.hasData ) PyBuffer_Release(&P.data);
  if( P.hasMask ) PyBuffer_Release(&P.mask);
  if( W.hasData ) PyBuffer_Release(&W.data);
  if( W.hasMask ) PyBuffer_Release(&W.mask);
  return result;
}

/* The scheme names, in rowkey_schemes' order. */
static PyObject *batch_schemes(PyObject *self, PyObject *noargs){
  PyObject *list = PyList_New(rk_nScheme);
  int i;
  (void)self;
  (void)noargs;
  if( list==0 ) return 0;
  for(i = 0; i < rk_nScheme; i++){
    PyObject *s = PyUnicode_FromString(rk_aSchemeList[i]->zName);
    if( s==0 ){
      Py_DECREF(list);
      return 0;
    }
    PyList_SET_ITEM(list, i, s);
  }
  return list;
}

static PyMethodDef aMethod[] = {
  { "place", batch_place, METH_VARARGS, "key_partition / key_hash over columns" },
  { "skew", batch_skew, METH_VARARGS, "partition_skew over arrays" },
  { "schemes", batch_schemes, METH_NOARGS, "the scheme names" },
  { 0, 0, 0, 0 }
};

static struct PyModuleDef module = {
  PyModuleDef_HEAD_INIT, "_batch", "rowkey's batch placement (see rowkey.batch)",
  -1, aMethod, 0, 0, 0, 0
};

PyMODINIT_FUNC PyInit__batch(void){
  PyObject *m = PyModule_Create(&module);
  if( m==0 ) return 0;
  if( PyModule_AddIntConstant(m, "INT64", ROWKEY_INT64)
   || PyModule_AddIntConstant(m, "INT32", ROWKEY_INT32)
   || PyModule_AddIntConstant(m, "UINT64", ROWKEY_UINT64)
   || PyModule_AddIntConstant(m, "DOUBLE", ROWKEY_DOUBLE)
   || PyModule_AddIntConstant(m, "TEXT", ROWKEY_TEXT)
   || PyModule_AddIntConstant(m, "BLOB", ROWKEY_BLOB)
   || PyModule_AddIntConstant(m, "VALID_BITS", ROWKEY_VALID_BITS)
   || PyModule_AddIntConstant(m, "VALID_BYTES", ROWKEY_VALID_BYTES)
   || PyModule_AddIntConstant(m, "NULL_BYTES", ROWKEY_NULL_BYTES) ){
    Py_DECREF(m);
    return 0;
  }
  return m;
}
