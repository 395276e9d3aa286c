"""README's Configuration table names every environment variable the code reads, and only those.

The code's reads are found by meaning, not by a list kept here: every string constant in
``zeusmem/`` that is exactly an environment variable name (``ZEUSMEM_*``, ``MEMORY_*``,
``OPENAI_*``) -- ``os.environ.get("ZEUSMEM_X")``, ``env["ZEUSMEM_X"]``, the names in a table
the settings loop over. Messages that merely mention a variable (``f"ZEUSMEM_X={value}"``) are
no constants of that form. A row whose meaning says "in development" may name a variable another
branch is adding.
"""

from __future__ import annotations

import ast
import re

from conftest import REPO

NAME = re.compile(r"(?:ZEUSMEM|MEMORY|OPENAI)_[A-Z0-9_]+")


def env_names_in_code() -> dict[str, str]:
    """``{variable: first file reading it}`` over ``zeusmem/``."""
    found: dict[str, str] = {}
    for path in sorted((REPO / "zeusmem").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and NAME.fullmatch(node.value):
                found.setdefault(node.value, str(path.relative_to(REPO)))
    return found


def configuration_table() -> dict[str, str]:
    """``{variable: its row}`` of the README's Configuration table (several names per row allowed)."""
    text = (REPO / "README.md").read_text()
    section = text.split("\n## Configuration\n", 1)[1].split("\n## ", 1)[0]
    rows: dict[str, str] = {}
    for line in section.splitlines():
        if line.startswith("| `"):
            first = line.split("|")[1]
            for name in re.findall(r"`([A-Z0-9_]+)`", first):
                rows[name] = line
    return rows


def test_every_variable_the_code_reads_is_in_the_configuration_table() -> None:
    code, table = env_names_in_code(), configuration_table()
    assert len(code) >= 25 and "ZEUSMEM_DATABASE_URL" in code and "MEMORY_MIN_CONFIDENCE" in code, code
    missing = {name: where for name, where in code.items() if name not in table}
    assert not missing, f"read by the code but not in README.md's Configuration table: {missing}"
    unread = [name for name, row in table.items() if name not in code and "in development" not in row]
    assert not unread, f"in README.md's Configuration table but read nowhere in zeusmem/: {unread}"
