"""queries.py - what the Python client checks share (python_check.py,
python_pkg_check.py): the queries of queries.tsv next to this file, and
rows as the sqlite3 shell's list mode prints them.
"""
import os

here = os.path.dirname(os.path.abspath(__file__))


def list_mode(row):
    # NULL as nothing, columns joined by |.
    return "|".join("" if v is None else str(v) for v in row)


def queries(version):
    """Yields (sql, expected output) for every query of queries.tsv."""
    with open(os.path.join(here, "queries.tsv"), encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            sql, expected = line.split("\t")
            yield sql, expected.replace("@VERSION@", version)
