# rowkey - a SQLite extension for row keys and partition keys.
#
#   make          build rowkey.so (rowkey.dylib on macOS, rowkey.dll on Windows)
#   make test     install missing prerequisites if it can, build, run the suite
#   make bench    build with the release flags and time every function
#                 (BENCH_ROWS=N to change the table size; docs/performance.md)
#   make clean    remove what the build made

VERSION := $(shell cat VERSION)

CC      ?= cc
WARN    := -Wall -Wextra -Werror
CFLAGS  ?= -O2 -g
ALL_CFLAGS := -std=c99 $(WARN) -fPIC -fvisibility=hidden \
              -DROWKEY_VERSION='"$(VERSION)"' $(CFLAGS)
LDLIBS  ?= -lm

UNAME_S := $(shell uname -s 2>/dev/null || echo Unknown)
ifeq ($(UNAME_S),Darwin)
  SOEXT   := dylib
  SOFLAGS := -dynamiclib -undefined dynamic_lookup
else ifneq (,$(findstring MINGW,$(UNAME_S))$(findstring MSYS,$(UNAME_S))$(OS))
  SOEXT   := dll
  SOFLAGS := -shared
else
  SOEXT   := so
  SOFLAGS := -shared
endif

EXT := rowkey.$(SOEXT)

# The pure algorithms (no SQLite) and the SQL binding.
CORE_SRC := ext/keys.c ext/murmur.c ext/general_ci.c ext/general_ci_table.c \
            ext/partition.c ext/regions.c ext/planning.c ext/skew.c
SQL_SRC  := ext/rowkey.c ext/sqlfn.c ext/keys_sql.c ext/split_points.c \
            ext/murmur_sql.c ext/plan_sql.c ext/hbase_splits.c
SRC      := $(CORE_SRC) $(SQL_SRC)
HDR      := $(wildcard ext/*.h)
BUILD    := build
OBJ      := $(patsubst ext/%.c,$(BUILD)/%.o,$(SRC))

TCLSH ?= tclsh

# make bench: the extension built apart with the release flags, whatever
# CFLAGS the development build uses, and the benchmark program, which links
# the system's libsqlite3 and loads the extension like any user would.
RELEASE_CFLAGS := -O2 -DNDEBUG
REL     := $(BUILD)/release
REL_OBJ := $(patsubst ext/%.c,$(REL)/%.o,$(SRC))
REL_EXT := $(REL)/$(EXT)
BENCH   := $(BUILD)/bench

.PHONY: all test deps clean bench

all: $(EXT)

$(BUILD)/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(BUILD)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

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

# A C test of the pure hash core, run by test/hash_core.test.
CORE_OBJ := $(patsubst ext/%.c,$(BUILD)/%.o,$(CORE_SRC))
$(BUILD)/hash_core: test/hash_core.c $(CORE_OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) -Iext -o $@ test/hash_core.c $(CORE_OBJ) $(LDFLAGS) $(LDLIBS)

deps:
	@sh tools/ensure-deps.sh

# The suite also runs the benchmark once on a tiny table (test/bench.test).
test: deps $(EXT) $(BUILD)/hash_core $(BENCH)
	$(TCLSH) test/all.tcl ./$(EXT)

clean:
	rm -rf $(BUILD) rowkey.so rowkey.dylib rowkey.dll
