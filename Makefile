# rowkey - a SQLite extension for row keys and partition keys.
#
#   make            build rowkey.so (rowkey.dylib on macOS, rowkey.dll on Windows)
#   make static     build librowkey.a and use ext/rowkey.h to link rowkey into
#                   a program that embeds SQLite (register sqlite3_rowkey_init
#                   with sqlite3_auto_extension)
#   make test       install missing prerequisites if it can, build, run the suite
#   make demo       the hotspot of sequential ids and its cure, in the sqlite3 shell
#   make bench      build with the release flags and time every function
#                   (BENCH_ROWS=N to change the table size; docs/performance.md)
#   make install    copy the extension, the static library and the header under
#                   $(DESTDIR)$(PREFIX) (PREFIX=/usr/local by default)
#   make uninstall  remove what make install copied
#   make clean      remove what the build made

VERSION := $(shell cat VERSION)

CC      ?= cc
AR      ?= ar
WARN    := -Wall -Wextra -Werror
CFLAGS  ?= -O2 -g
LDLIBS  ?= -lm

UNAME_S := $(shell uname -s 2>/dev/null || echo Unknown)
ifeq ($(UNAME_S),Darwin)
  SOEXT   := dylib
  SOFLAGS := -dynamiclib -undefined dynamic_lookup
  PICFLAG := -fPIC
  EXEEXT  :=
else ifneq (,$(findstring MINGW,$(UNAME_S))$(findstring MSYS,$(UNAME_S))$(findstring CYGWIN,$(UNAME_S))$(OS))
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

ALL_CFLAGS := -std=c99 $(WARN) $(PICFLAG) -fvisibility=hidden \
              -DROWKEY_VERSION='"$(VERSION)"' $(CFLAGS)

EXT := rowkey.$(SOEXT)
LIB := librowkey.a

# The pure algorithms (no SQLite) and the SQL binding.
CORE_SRC := ext/keys.c ext/murmur.c ext/general_ci.c ext/general_ci_table.c \
            ext/partition.c ext/regions.c ext/planning.c ext/skew.c
SQL_SRC  := ext/rowkey.c ext/sqlfn.c ext/keys_sql.c ext/split_points.c \
            ext/murmur_sql.c ext/plan_sql.c ext/hbase_splits.c
SRC      := $(CORE_SRC) $(SQL_SRC)
HDR      := $(wildcard ext/*.h)
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

.PHONY: all static test demo bench deps install uninstall clean

all: $(EXT)

static: $(LIB)

$(BUILD)/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(BUILD)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BUILD)/static/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(BUILD)/static
	$(CC) $(ALL_CFLAGS) -DSQLITE_CORE -c $< -o $@

$(EXT): $(OBJ)
	$(CC) $(ALL_CFLAGS) $(SOFLAGS) -o $@ $(OBJ) $(LDFLAGS) $(LDLIBS)

$(REL)/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(REL)
	$(CC) -std=c99 $(WARN) -fPIC -fvisibility=hidden \
	  -DROWKEY_VERSION='"$(VERSION)"' $(RELEASE_CFLAGS) -c $< -o $@

$(REL_EXT): $(REL_OBJ)
	$(CC) $(RELEASE_CFLAGS) $(SOFLAGS) -o $@ $(REL_OBJ) $(LDFLAGS) $(LDLIBS)

$(BENCH): bench/bench.c Makefile
	@mkdir -p $(BUILD)
	$(CC) -std=c99 $(WARN) -O2 -o $@ bench/bench.c $(LDFLAGS) -lsqlite3 -lm

bench: deps $(REL_EXT) $(BENCH)
	./$(BENCH) ./$(REL_EXT)

$(LIB): $(STATIC_OBJ)
	rm -f $@
	$(AR) rcs $@ $(STATIC_OBJ)

# A program that embeds SQLite with rowkey linked in (test/embed.test runs it).
$(EMBED): test/embed.c ext/rowkey.h $(LIB)
	@mkdir -p $(BUILD)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -Iext -o $@ test/embed.c $(LIB) \
	  $(LDFLAGS) -lsqlite3 $(LDLIBS)

# A C test of the pure hash core, run by test/hash_core.test.
CORE_OBJ := $(patsubst ext/%.c,$(BUILD)/%.o,$(CORE_SRC))
$(BUILD)/hash_core: test/hash_core.c $(CORE_OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) -Iext -o $@ test/hash_core.c $(CORE_OBJ) $(LDFLAGS) $(LDLIBS)

deps:
	@sh tools/ensure-deps.sh

# The suite also runs the benchmark once on a tiny table (test/bench.test).
test: deps $(EXT) $(LIB) $(EMBED) $(BUILD)/hash_core $(BENCH)
	$(TCLSH) test/all.tcl ./$(EXT)

demo: deps $(EXT)
	$(SQLITE3) -cmd '.load ./$(EXT)' :memory: < sql/demo.sql

install: $(EXT) $(LIB)
	$(INSTALL) -d $(DESTDIR)$(LIBDIR) $(DESTDIR)$(INCLUDEDIR)
	$(INSTALL) -m 755 $(EXT) $(DESTDIR)$(LIBDIR)/$(EXT)
	$(INSTALL) -m 644 $(LIB) $(DESTDIR)$(LIBDIR)/$(LIB)
	$(INSTALL) -m 644 ext/rowkey.h $(DESTDIR)$(INCLUDEDIR)/rowkey.h

uninstall:
	rm -f $(DESTDIR)$(LIBDIR)/$(EXT) $(DESTDIR)$(LIBDIR)/$(LIB) \
	  $(DESTDIR)$(INCLUDEDIR)/rowkey.h

clean:
	rm -rf $(BUILD) rowkey.so rowkey.dylib rowkey.dll $(LIB)
