"""setup.py - builds the SQLite extension while pip builds the wheel.

pyproject.toml holds the package's metadata; this file only adds the build
step: `make` (the repository's Makefile, with the C compiler it finds) makes
rowkey.so, which is copied into the package next to a _version.py that
carries the VERSION file. The wheel is tagged for the platform but for any
Python 3 (py3-none-<platform>): the extension is loaded by SQLite, not by
Python, so it does not depend on the interpreter's ABI.
"""
import os
import shutil
import subprocess

from setuptools import setup
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

    def get_tag(self):
        _, _, plat = super().get_tag()
        return "py3", "none", plat


class BinaryDistribution(Distribution):
    def has_ext_modules(self):
        return True


setup(cmdclass={"build_py": BuildWithMake, "bdist_wheel": PlatformWheel},
      distclass=BinaryDistribution)
