"""Key handling of encryption at rest: the master key (environment or key file), the data keys
(``zeusmem.data_keys``, wrapped by the master key) and their rotation. docs/security.md,
"Encryption at rest".

* **The master key**: ``ZEUSMEM_MASTER_KEY`` (:data:`~zeusmem.rules.encryption.MASTER_KEY_FORMAT`;
  ``NEW,OLD``: the first wraps, the others still open what they wrapped, for a rotation), else the
  key file ``ZEUSMEM_MASTER_KEY_FILE`` (default: ``master-key`` beside the embedded data dir, as
  ``jwt-secret``), created with mode 0600 by the first sensitive write, one key per line, current
  first. A key file readable by group or others is refused with the ``chmod`` that fixes it; a
  missing or wrong key is a :class:`~zeusmem.errors.ConfigurationError` naming the variable and
  the file, never a garbage read.
* **Data keys**: one per person (``user_id``: their user and session memories) and one per
  project (``user_id`` NULL, ``project_id`` set), per org. Erasing a person deletes their rows
  (``WHERE org_id = %s AND user_id = %s``): what a backup still holds of them no longer opens.
* **Rotation** (:func:`rotate`): every data key not wrapped by the current master key is opened
  with the previous one and wrapped again, row by row (compare-and-set): servers keep running, a
  server meeting a key wrapped by a master it does not know reads its key source again.
"""

from __future__ import annotations

import base64
import os
import secrets
import stat
import threading
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from zeusmem.errors import ConfigurationError
from zeusmem.files import create_private_file, replace_private_file
from zeusmem.rules import encryption as enc
from zeusmem.storage.database import Database

ENV_KEY = "ZEUSMEM_MASTER_KEY"
ENV_FILE = "ZEUSMEM_MASTER_KEY_FILE"
#: the prefix of an encrypted text value (:meth:`Keyring.seal_text`)
ENVELOPE = "zmenc:1:"

SELECT_OWNER_KEY = (
    "SELECT key_id, wrapped_key, master_key_id FROM zeusmem.data_keys"
    " WHERE org_id = %(org)s AND user_id IS NOT DISTINCT FROM %(user)s"
    " AND project_id IS NOT DISTINCT FROM %(project)s"
)
INSERT_KEY = (
    "INSERT INTO zeusmem.data_keys (key_id, org_id, user_id, project_id, wrapped_key, master_key_id)"
    " VALUES (%(key_id)s, %(org)s, %(user)s, %(project)s, %(wrapped)s, %(master)s) ON CONFLICT DO NOTHING"
)
SELECT_KEYS = "SELECT key_id, wrapped_key, master_key_id FROM zeusmem.data_keys WHERE key_id = ANY(%(ids)s)"
SELECT_TO_REWRAP = (
    "SELECT key_id, wrapped_key, master_key_id FROM zeusmem.data_keys WHERE master_key_id <> %(master)s"
    " ORDER BY key_id LIMIT %(limit)s"
)
REWRAP = (
    "UPDATE zeusmem.data_keys SET wrapped_key = %(wrapped)s, master_key_id = %(master)s, rewrapped_at = now()"
    " WHERE key_id = %(key_id)s AND master_key_id = %(old)s"
)
SELECT_SEARCH_KEYS = (
    "SELECT key_id, wrapped_key, master_key_id FROM zeusmem.data_keys WHERE org_id = %(org)s"
    " AND (user_id = %(user)s OR project_id = %(project)s) ORDER BY user_id NULLS LAST, key_id"
)
#: seconds a search trusts that a person or project has no data key yet (one created in this
#: process is seen at once; one created by another process within this time)
SEARCH_KEYS_TTL = 30.0
#: who in an org holds a data key (no key material): one statement per org and
#: :data:`SEARCH_KEYS_TTL` answers "no key" for every other person and project of the org without a
#: round trip of its own (read on the owner's connection: under row-level security a caller sees
#: only its own keys). An org with more holders than :data:`KEY_HOLDERS_MAX` is asked per caller.
SELECT_KEY_HOLDERS = (
    "SELECT DISTINCT user_id, project_id FROM zeusmem.data_keys WHERE org_id = %(org)s LIMIT %(limit)s"
)
KEY_HOLDERS_MAX = 20_000
COUNT_BY_MASTER = "SELECT master_key_id, count(*) FROM zeusmem.data_keys GROUP BY 1 ORDER BY 1"


def key_file_path(env: Mapping[str, str] | None = None) -> Path:
    """``ZEUSMEM_MASTER_KEY_FILE``, else ``master-key`` beside the embedded data dir.

    >>> str(key_file_path({"ZEUSMEM_DATA_DIR": "/tmp/zm/pgdata"}))
    '/tmp/zm/master-key'
    """
    from zeusmem.settings import default_data_dir

    env = os.environ if env is None else env
    explicit = env.get(ENV_FILE, "").strip()
    if explicit:
        return Path(explicit).expanduser()
    raw = env.get("ZEUSMEM_DATA_DIR", "").strip()
    data_dir = Path(raw).expanduser() if raw else default_data_dir()
    return data_dir.parent / "master-key"


def _fix(path: Path) -> str:
    return f"set {ENV_KEY} ({enc.MASTER_KEY_FORMAT}) or restore the key file {path}"


@dataclass
class MasterKeys:
    """The configured master keys, the current one first, and where they came from."""

    keys: list[bytes]
    source: str  # "ZEUSMEM_MASTER_KEY" or the key file's path
    path: Path
    from_env: bool
    mtime: float | None = None
    by_id: dict[str, bytes] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.by_id = {enc.master_key_id(k): k for k in self.keys}

    @property
    def current(self) -> bytes:
        return self.keys[0]

    @property
    def current_id(self) -> str:
        return enc.master_key_id(self.keys[0])


def _check_mode(path: Path) -> None:
    mode = stat.S_IMODE(path.stat().st_mode)
    if mode & 0o077:
        raise ConfigurationError(
            f"the master key file {path} is readable by group or others (mode {mode:04o}); "
            f"run: chmod 600 {path}"
        )


def write_key_file(path: Path, keys: Iterable[bytes]) -> None:
    """Replace ``path`` atomically with ``keys`` (current first), mode 0600."""
    replace_private_file(path, "".join(enc.encode_master_key(k) + "\n" for k in keys))


def load_master_keys(env: Mapping[str, str] | None = None, *, create: bool = False) -> MasterKeys | None:
    """The master keys from ``ZEUSMEM_MASTER_KEY`` or the key file (created when ``create`` and
    absent); None when neither is there. Blocking file I/O (a few bytes)."""
    env = os.environ if env is None else env
    path = key_file_path(env)
    raw = env.get(ENV_KEY, "").strip()
    if raw:
        try:
            keys = enc.parse_master_keys(raw)
        except enc.BadMasterKey as e:
            raise ConfigurationError(f"{ENV_KEY}: {e}") from None
        return MasterKeys(keys, ENV_KEY, path, True)
    try:
        _check_mode(path)
        text = path.read_text()
        mtime = path.stat().st_mtime
    except FileNotFoundError:
        if not create:
            return None
        create_private_file(path, enc.encode_master_key(enc.new_master_key()) + "\n")
        return load_master_keys(env)  # this one, or the one another process created meanwhile
    except OSError as e:
        raise ConfigurationError(f"cannot read the master key file {path}: {e.strerror}; {_fix(path)}") from e
    try:
        keys = enc.parse_master_keys(text)
    except enc.BadMasterKey as e:
        raise ConfigurationError(f"the master key file {path}: {e}; {_fix(path)}") from None
    if not keys:
        raise ConfigurationError(f"the master key file {path} is empty; {_fix(path)}")
    return MasterKeys(keys, str(path), path, False, mtime)


class Keyring:
    """The data keys of one process: unwrapped on first use and kept in memory."""

    def __init__(self, db: Database, env: Mapping[str, str] | None = None) -> None:
        self.db = db
        self._env = env
        self._masters: MasterKeys | None = None
        self._deks: dict[str, bytes] = {}
        self._lock = threading.Lock()
        self._pads: dict[str, tuple[bytes, bytes]] = {}
        self._search_keys: dict[tuple[str, str, str | None], tuple[float, list[str]]] = {}
        #: org -> (valid until, (users holding a key, projects holding one) or None: too many to list)
        self._holders: dict[str, tuple[float, tuple[frozenset[str], frozenset[str]] | None]] = {}

    # --- master keys --------------------------------------------------------------------------
    def masters(self, *, create: bool = False, reload: bool = False) -> MasterKeys | None:
        with self._lock:
            m = self._masters
            if m is not None and not reload and not m.from_env:
                try:  # a rotation replaced the key file: read it again
                    reload = m.path.stat().st_mtime != m.mtime
                except OSError:
                    reload = False
            if m is None or reload:
                m = load_master_keys(self._env, create=create) or m
                self._masters = m
            return m

    def _master_for(self, key_id: str, master_id: str) -> bytes:
        m = self.masters()
        if m is None or master_id not in m.by_id:
            m = self.masters(reload=True)
        if m is None:
            path = key_file_path(self._env)
            raise ConfigurationError(
                f"no master key: data key {key_id} is wrapped by master key {master_id} and neither "
                f"{ENV_KEY} nor the key file {path} is there; {_fix(path)}"
            )
        if master_id not in m.by_id:
            raise ConfigurationError(
                f"wrong master key: data key {key_id} is wrapped by master key {master_id}, but {m.source} holds "
                f"{', '.join(m.by_id)}; {_fix(m.path)} (during a rotation {ENV_KEY} takes 'NEW,OLD')"
            )
        return m.by_id[master_id]

    def _unwrap(self, key_id: str, wrapped: bytes, master_id: str) -> bytes:
        master = self._master_for(key_id, master_id)
        try:
            dek = enc.unwrap_data_key(master, wrapped, key_id)
        except enc.DecryptionFailed:
            raise ConfigurationError(
                f"data key {key_id} does not open with master key {master_id}: the row was altered or "
                "restored from another installation"
            ) from None
        self._deks[key_id] = dek
        return dek

    # --- data keys ----------------------------------------------------------------------------
    async def owner_key(self, conn: Any, org: str, user: str | None, project: str | None) -> str:
        """The id of the data key of (org, user) or (org, project), created on first use (committed
        on its own connection, so a rolled-back write never leaves a key nobody stored); unwrapped."""
        params = {"org": org, "user": user, "project": project}
        for _ in range(2):
            cur = await conn.execute(SELECT_OWNER_KEY, params)
            row = await cur.fetchone()
            if row is not None:
                key_id, wrapped, master_id = row
                if key_id not in self._deks:
                    self._unwrap(key_id, wrapped, master_id)
                return str(key_id)
            m = self.masters(create=True)
            assert m is not None
            dek, key_id = enc.new_data_key(), "dk_" + secrets.token_hex(12)
            self._search_keys.clear()
            self._holders.clear()
            async with self.db.connection() as c2:
                await c2.execute(INSERT_KEY, {**params, "key_id": key_id, "master": m.current_id,
                                              "wrapped": enc.wrap_data_key(m.current, dek, key_id)})
        raise ConfigurationError(f"could not create the data key of {params}")  # pragma: no cover

    async def prime(self, conn: Any, key_ids: Iterable[str | None]) -> None:
        """Unwrap the data keys ``key_ids`` not yet in memory (one statement)."""
        missing = sorted({k for k in key_ids if k and k not in self._deks})
        if not missing:
            return
        if conn is None:
            async with self.db.connection() as c:
                cur = await c.execute(SELECT_KEYS, {"ids": missing})
                rows = await cur.fetchall()
        else:
            cur = await conn.execute(SELECT_KEYS, {"ids": missing})
            rows = await cur.fetchall()
        for key_id, wrapped, master_id in rows:
            self._unwrap(key_id, wrapped, master_id)

    async def seal_text(self, conn: Any, org: str, user: str | None, project: str | None, text: str) -> str:
        """``text`` as a text envelope (``zmenc:1:<key id>:<base64>``) for text columns that may hold an
        encrypted memory's content (the approval queue's candidates)."""
        key_id = await self.owner_key(conn, org, user, project)
        return f"{ENVELOPE}{key_id}:{base64.b64encode(self.encrypt(key_id, text)).decode('ascii')}"

    async def open_text(self, conn: Any, text: str | None) -> str | None:
        """The plaintext of a :meth:`seal_text` envelope; other text as it is."""
        if text is None or not text.startswith(ENVELOPE):
            return text
        key_id, _, blob = text.removeprefix(ENVELOPE).partition(":")
        await self.prime(conn, [key_id])
        return self.decrypt(key_id, base64.b64decode(blob))

    def index_text(self, key_id: str, content: str) -> str:
        """The keyed lexical tokens of ``content`` (:func:`~zeusmem.rules.encryption.sealed_index_text`)."""
        return enc.sealed_index_text(enc.lexical_key(self._deks[key_id]), content)

    async def search_pads(self, conn: Any, org: str, user: str, project: str | None) -> list[tuple[bytes, bytes]]:
        """The HMAC pads of the lexical keys a search of ``user`` (and ``project``) needs: the
        person's data key and the project's, those that exist (cached :data:`SEARCH_KEYS_TTL`)."""
        import time

        ck = (org, user, project)
        hit = self._search_keys.get(ck)
        now = time.monotonic()
        if hit is None or hit[0] < now:
            until, holders = await self._key_holders(conn, org, now)
            if holders is not None and user not in holders[0] and (project is None or project not in holders[1]):
                if len(self._search_keys) > 10_000:
                    self._search_keys.clear()
                self._search_keys[ck] = (until, [])  # no key, known without a round trip of its own
                return []
            cur = await conn.execute(SELECT_SEARCH_KEYS, {"org": org, "user": user, "project": project})
            ids = []
            for key_id, wrapped, master_id in await cur.fetchall():
                if key_id not in self._deks:
                    self._unwrap(key_id, wrapped, master_id)
                ids.append(str(key_id))
            if len(self._search_keys) > 10_000:
                self._search_keys.clear()
            self._search_keys[ck] = hit = (now + SEARCH_KEYS_TTL, ids)
        pads = []
        for key_id in hit[1]:
            p = self._pads.get(key_id)
            if p is None:
                p = self._pads[key_id] = enc.hmac_pads(enc.lexical_key(self._deks[key_id]))
            pads.append(p)
        return pads

    async def _key_holders(
        self, conn: Any, org: str, now: float
    ) -> tuple[float, tuple[frozenset[str], frozenset[str]] | None]:
        """Until when, and who in ``org`` holds a data key: (users, projects), None when the org
        has too many holders to list (:data:`SELECT_KEY_HOLDERS`, cached :data:`SEARCH_KEYS_TTL`)."""
        got = self._holders.get(org)
        if got is not None and got[0] >= now:
            return got
        params = {"org": org, "limit": KEY_HOLDERS_MAX + 1}
        if self.db.restricted:  # the caller sees only its own keys: ask as the owner
            async with self.db.owner_connection() as own:
                rows = await (await own.execute(SELECT_KEY_HOLDERS, params)).fetchall()
        else:
            rows = await (await conn.execute(SELECT_KEY_HOLDERS, params)).fetchall()
        if len(self._holders) > 10_000:
            self._holders.clear()
        got = (now + SEARCH_KEYS_TTL, None if len(rows) > KEY_HOLDERS_MAX else (
            frozenset(u for u, _p in rows if u), frozenset(p for _u, p in rows if p)))
        self._holders[org] = got
        return got

    def encrypt(self, key_id: str, content: str) -> bytes:
        return enc.encrypt_content(self._deks[key_id], content, key_id)

    def decrypt(self, key_id: str, blob: bytes) -> str:
        dek = self._deks.get(key_id)
        if dek is None:
            raise ConfigurationError(
                f"the data key {key_id} of an encrypted memory is gone (its owner was erased) or was not loaded"
            )
        try:
            return enc.decrypt_content(dek, blob, key_id)
        except enc.DecryptionFailed:
            raise ConfigurationError(f"an encrypted memory does not open with its data key {key_id}: altered") from None

    def forget(self) -> None:
        self._deks.clear()


@dataclass(frozen=True)
class RotationReport:
    current: str
    rewrapped: int
    by_master: dict[str, int]
    source: str


async def key_counts(db: Database) -> dict[str, int]:
    async with db.connection() as conn:
        cur = await conn.execute(COUNT_BY_MASTER)
        return {str(k): int(n) for k, n in await cur.fetchall()}


async def rotate(db: Database, keyring: Keyring, *, batch: int = 500) -> RotationReport:
    """Wrap every data key not wrapped by the current master key under it (old keys must still be
    configured as previous keys). Safe to run again and beside running servers."""
    m = keyring.masters(reload=True)
    if m is None:
        path = key_file_path(keyring._env)
        raise ConfigurationError(f"no master key to rotate to; {_fix(path)}")
    done = 0
    while True:
        async with db.owner_connection() as conn:  # every org's keys: the owner's
            cur = await conn.execute(SELECT_TO_REWRAP, {"master": m.current_id, "limit": batch})
            rows = await cur.fetchall()
            if not rows:
                break
            async with conn.transaction():
                for key_id, wrapped, master_id in rows:
                    dek = keyring._unwrap(key_id, wrapped, master_id)
                    cur = await conn.execute(REWRAP, {"key_id": key_id, "old": master_id, "master": m.current_id,
                                                      "wrapped": enc.wrap_data_key(m.current, dek, key_id)})
                    done += cur.rowcount
    return RotationReport(m.current_id, done, await key_counts(db), m.source)
