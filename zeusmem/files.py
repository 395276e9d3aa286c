"""Files only their owner reads (the master key, the local JWT secret): created 0600, race-free.

>>> import tempfile, pathlib, stat
>>> p = pathlib.Path(tempfile.mkdtemp()) / "sub" / "secret"
>>> create_private_file(p, "one\\n"), create_private_file(p, "two\\n"), p.read_text()
(True, False, 'one\\n')
>>> oct(stat.S_IMODE(p.stat().st_mode))
'0o600'
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path


def create_private_file(path: Path, text: str) -> bool:
    """Create ``path`` (and its folder) holding ``text``, mode 0600 from the first byte; False when
    it already exists (another process may have created it meanwhile: read that one)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return False
    with os.fdopen(fd, "w") as f:
        f.write(text)
    return True


def replace_private_file(path: Path, text: str) -> None:
    """Replace ``path`` atomically with ``text``, mode 0600 (a reader sees the old or the new file)."""
    tmp = path.with_name(f".{path.name}.{secrets.token_hex(4)}")
    create_private_file(tmp, text)
    os.replace(tmp, path)
