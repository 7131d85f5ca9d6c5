"""rowkey_build.py - the Python package's build backend (PEP 517), in tree.

pip runs it for `pip install .` (and `pip install git+URL`): it runs `make`
to build the SQLite extension and writes the wheel itself, with nothing but
the standard library. The build therefore needs no setuptools or wheel, so
a plain venv installs the package offline, with or without build isolation.

The wheel holds the package sqlite_rowkey (python/sqlite_rowkey/), the
extension next to it and a _version.py that carries the VERSION file. It is
tagged py3-none-<platform>: the extension is loaded by SQLite, not by
Python, so it does not depend on the interpreter's ABI.
"""
import base64
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import zipfile

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIST = "sqlite_rowkey"          # the distribution sqlite-rowkey, normalised
PACKAGE = "sqlite_rowkey"
NAMES = ("rowkey.so", "rowkey.dylib", "rowkey.dll")
HINT = "on Debian/Ubuntu: apt-get install make gcc libsqlite3-dev"
# What a source distribution needs to build the extension.
SDIST_FILES = ("VERSION", "Makefile", "LICENSE", "README.md", "pyproject.toml")
SDIST_DIRS = ("python", "ext")


def _version():
    with open(os.path.join(HERE, "VERSION"), encoding="utf-8") as f:
        return f.read().strip()


def _description():
    # pyproject.toml's description, which make schemes-docs writes.
    with open(os.path.join(HERE, "pyproject.toml"), encoding="utf-8") as f:
        for line in f:
            m = re.match(r'description = "(.*)"$', line.strip())
            if m:
                return m.group(1)
    raise SystemExit("rowkey: pyproject.toml has no description")


def _metadata():
    with open(os.path.join(HERE, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    return (
        "Metadata-Version: 2.1\n"
        "Name: sqlite-rowkey\n"
        "Version: %s\n"
        "Summary: %s\n"
        "License: MIT\n"
        "Requires-Python: >=3.7\n"
        "Classifier: License :: OSI Approved :: MIT License\n"
        "Classifier: Programming Language :: C\n"
        "Classifier: Programming Language :: Python :: 3\n"
        "Classifier: Topic :: Database\n"
        "Description-Content-Type: text/markdown\n"
        "\n%s" % (_version(), _description(), readme))


def _need(what, alternatives):
    if not any(shutil.which(t) for t in alternatives):
        raise SystemExit("rowkey: building the SQLite extension needs %s; %s" % (what, HINT))


def _make():
    _need("make", ["make", "gmake"])
    _need("a C compiler (cc)", [os.environ.get("CC", "cc"), "cc", "gcc", "clang"])
    make = shutil.which("make") or shutil.which("gmake")
    try:
        subprocess.check_call([make, "-j%d" % (os.cpu_count() or 1), "all"], cwd=HERE)
    except subprocess.CalledProcessError as e:
        raise SystemExit("rowkey: make failed (exit status %d); it needs SQLite's "
                         "headers too (%s)" % (e.returncode, HINT))
    built = [n for n in NAMES if os.path.exists(os.path.join(HERE, n))]
    if not built:
        raise SystemExit("rowkey: make finished but built none of " + ", ".join(NAMES))
    return built


def _batch_module():
    """Compiles the batch module (sqlite_rowkey._batch, the pure core for
    numpy and pandas) for this interpreter with make pymodule: its path, or
    None where Python's headers are missing (python3-dev), the package then
    being the loader alone."""
    inc = sysconfig.get_paths().get("include") or ""
    if not os.path.exists(os.path.join(inc, "Python.h")):
        sys.stderr.write("rowkey: Python.h not found (apt-get install python3-dev): "
                         "building without the batch module (sqlite_rowkey.key_partition "
                         "over arrays)\n")
        return None
    make = shutil.which("make") or shutil.which("gmake")
    subprocess.check_call([make, "pymodule", "PYTHON=" + sys.executable], cwd=HERE)
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    path = os.path.join(HERE, "build", "python", PACKAGE, "_batch" + suffix)
    return path if os.path.exists(path) else None


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "%s,sha256=%s,%d" % (name, digest.decode("ascii"), len(data))


def _tag(native):
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    if not native:
        return "py3-none-" + plat
    # A CPython extension module is for this interpreter's version only.
    cp = "cp%d%d" % sys.version_info[:2]
    return "%s-%s-%s" % (cp, cp, plat)


# --- the PEP 517 hooks -----------------------------------------------------

def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    files = []
    pkgdir = os.path.join(HERE, "python", PACKAGE)
    for name in sorted(os.listdir(pkgdir)):
        if name.endswith(".py"):
            with open(os.path.join(pkgdir, name), "rb") as f:
                files.append((PACKAGE + "/" + name, f.read()))
    for name in _make():
        with open(os.path.join(HERE, name), "rb") as f:
            files.append((PACKAGE + "/" + name, f.read()))
    batch = _batch_module()
    if batch:
        with open(batch, "rb") as f:
            files.append((PACKAGE + "/" + os.path.basename(batch), f.read()))
    files.append((PACKAGE + "/_version.py",
                  ("# Written by the build from the VERSION file.\n"
                   "__version__ = %r\n" % version).encode("utf-8")))
    info = "%s-%s.dist-info" % (DIST, version)
    tag = _tag(batch is not None)
    files.append((info + "/METADATA", _metadata().encode("utf-8")))
    files.append((info + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: rowkey_build\n"
                                    "Root-Is-Purelib: false\nTag: %s\n" % tag).encode("ascii")))
    files.append((info + "/top_level.txt", (PACKAGE + "\n").encode("ascii")))
    with open(os.path.join(HERE, "LICENSE"), "rb") as f:
        files.append((info + "/LICENSE", f.read()))
    record = [_record_line(n, d) for n, d in files] + [info + "/RECORD,,"]
    files.append((info + "/RECORD", ("\n".join(record) + "\n").encode("utf-8")))

    wheel_name = "%s-%s-%s.whl" % (DIST, version, tag)
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel_name), "w",
                         zipfile.ZIP_DEFLATED) as z:
        for name, data in files:
            zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            zi.external_attr = (0o755 if name.endswith(NAMES) or "/_batch" in name else 0o644) << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    base = "%s-%s" % (DIST, _version())
    name = base + ".tar.gz"

    def clean(ti):
        skip = ti.name.endswith((".pyc", ".o")) or "/__pycache__" in ti.name
        return None if skip else ti
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz", format=tarfile.PAX_FORMAT) as t:
        for p in SDIST_FILES + SDIST_DIRS:
            t.add(os.path.join(HERE, p), arcname=base + "/" + p, filter=clean)
        data = _metadata().encode("utf-8")
        ti = tarfile.TarInfo(base + "/PKG-INFO")
        ti.size = len(data)
        t.addfile(ti, io.BytesIO(data))
    return name
