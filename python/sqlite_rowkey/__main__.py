"""python3 -m sqlite_rowkey: prints the path of the compiled extension, for
`--load-extension "$(python3 -m sqlite_rowkey)"` (sqlite-utils), `.load` in the
sqlite3 shell or any other loader. `python3 -m sqlite_rowkey --version` prints the
version."""
import sys

from . import __version__, loadable_path


def main(argv):
    if argv in ([], ["--path"]):
        print(loadable_path())
        return 0
    if argv == ["--version"]:
        print(__version__)
        return 0
    print("usage: python3 -m sqlite_rowkey [--path | --version]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
