"""setup.py - builds the SQLite extension while pip builds the wheel.

pyproject.toml holds the package's metadata; this file only adds the build
step: `make` (the repository's Makefile, with the C compiler it finds) makes
rowkey.so, which is copied into the package next to a _version.py that
carries the VERSION file. It also compiles the CPython module
rowkey._batch (python/rowkey/_batch.c with the pure core of ext/: the
hashes, schemes and keys, no SQLite), which rowkey.batch uses; so the
wheel is tagged for the interpreter and the platform.
"""
import glob
import os
import shutil
import subprocess

from setuptools import Extension, setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

try:  # setuptools >= 70.1 has its own; before, the wheel package's
    from setuptools.command.bdist_wheel import bdist_wheel
except ImportError:
    from wheel.bdist_wheel import bdist_wheel

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ("rowkey.so", "rowkey.dylib", "rowkey.dll")


def _need(tool, alternatives):
    if not any(shutil.which(t) for t in alternatives):
        raise SystemExit(
            "rowkey: building the SQLite extension needs %s; on Debian/Ubuntu: "
            "apt-get install make gcc libsqlite3-dev" % tool)


class BuildWithMake(build_py):
    def run(self):
        _need("make", ["make", "gmake"])
        _need("a C compiler (cc)", [os.environ.get("CC", "cc"), "cc", "gcc", "clang"])
        make = shutil.which("make") or shutil.which("gmake")
        try:
            subprocess.check_call([make, "all"], cwd=HERE)
        except subprocess.CalledProcessError as e:
            raise SystemExit(
                "rowkey: make failed (exit status %d); it needs SQLite's headers "
                "too (Debian/Ubuntu: apt-get install libsqlite3-dev)" % e.returncode)
        built = [n for n in NAMES if os.path.exists(os.path.join(HERE, n))]
        if not built:
            raise SystemExit("rowkey: make finished but built none of " + ", ".join(NAMES))
        super().run()
        dest = os.path.join(self.build_lib, "rowkey")
        self.mkpath(dest)
        for n in built:
            self.copy_file(os.path.join(HERE, n), os.path.join(dest, n))
        with open(os.path.join(HERE, "VERSION"), encoding="utf-8") as f:
            version = f.read().strip()
        with open(os.path.join(dest, "_version.py"), "w", encoding="utf-8") as f:
            f.write("# Written by setup.py from the VERSION file.\n")
            f.write("__version__ = %r\n" % version)


class PlatformWheel(bdist_wheel):
    def finalize_options(self):
        super().finalize_options()
        self.root_is_pure = False


class BinaryDistribution(Distribution):
    def has_ext_modules(self):
        return True


# The pure core (no SQLite), relative to this file as setuptools wants.
CORE = sorted(glob.glob("ext/hash/*.c") + glob.glob("ext/schemes/*.c")
              + glob.glob("ext/keys/*.c"))
BATCH = Extension(
    "rowkey._batch",
    sources=["python/rowkey/_batch.c"] + CORE,
    include_dirs=["ext", "ext/hash", "ext/schemes", "ext/keys"],
    extra_compile_args=["-fvisibility=hidden"] if os.name != "nt" else [])

setup(cmdclass={"build_py": BuildWithMake, "bdist_wheel": PlatformWheel},
      distclass=BinaryDistribution, ext_modules=[BATCH])
