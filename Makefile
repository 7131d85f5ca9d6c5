# rowkey - a SQLite extension for row keys and partition keys.
#
#   make          build rowkey.so (rowkey.dylib on macOS, rowkey.dll on Windows)
#   make test     install missing prerequisites if it can, build, run the suite
#   make demo     the hotspot of sequential ids and its cure, in the sqlite3 shell
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
SQLITE3 ?= sqlite3

.PHONY: all test demo deps clean

all: $(EXT)

$(BUILD)/%.o: ext/%.c $(HDR) VERSION Makefile
	@mkdir -p $(BUILD)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(EXT): $(OBJ)
	$(CC) $(ALL_CFLAGS) $(SOFLAGS) -o $@ $(OBJ) $(LDFLAGS) $(LDLIBS)

# A C test of the pure hash core, run by test/hash_core.test.
CORE_OBJ := $(patsubst ext/%.c,$(BUILD)/%.o,$(CORE_SRC))
$(BUILD)/hash_core: test/hash_core.c $(CORE_OBJ) $(HDR)
	$(CC) $(ALL_CFLAGS) -Iext -o $@ test/hash_core.c $(CORE_OBJ) $(LDFLAGS) $(LDLIBS)

deps:
	@sh tools/ensure-deps.sh

test: deps $(EXT) $(BUILD)/hash_core
	$(TCLSH) test/all.tcl ./$(EXT)

demo: deps $(EXT)
	$(SQLITE3) -cmd '.load ./$(EXT)' :memory: < sql/demo.sql

clean:
	rm -rf $(BUILD) rowkey.so rowkey.dylib rowkey.dll
