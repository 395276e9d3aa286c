"""``zeusmem keys status|rotate``: the master key of encryption at rest (docs/security.md,
"Encryption at rest"; the keys themselves: :mod:`zeusmem.storage.keyring`)."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from zeusmem.cli._app import JsonOpt, app, err, out, print_json, run, service

keys_app = typer.Typer(
    help="The master key that wraps the data keys of sensitive memories: status, rotate.", no_args_is_help=True
)
app.add_typer(keys_app, name="keys")


def _show(result: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print_json(result)
        return
    out.print(f"master key {result['current']} ({result['source']})")
    for master, n in result["data_keys"].items():
        out.print(f"  {n} data key(s) wrapped by {master}{'' if master == result['current'] else ' (previous)'}")
    for line in result.get("notes", []):
        err.print(line)


@keys_app.command("status")
def status(as_json: JsonOpt = False) -> None:
    """Where the master key comes from, its id, and how many data keys each master key wraps."""
    from zeusmem.storage import keyring as kr

    async def go() -> dict[str, Any]:
        async with service() as svc:
            m = svc.repo.keys.masters()
            counts = await kr.key_counts(svc.repo.db)
        if m is None:
            return {"current": None, "source": f"none yet ({kr.ENV_KEY} unset, no {kr.key_file_path()})",
                    "data_keys": counts}
        return {"current": m.current_id, "source": m.source, "data_keys": counts}

    _show(run(go()), as_json)


@keys_app.command("rotate")
def rotate(
    retire: Annotated[
        bool,
        typer.Option("--retire", help="Finish a rotation: re-wrap stragglers, then drop the previous keys "
                     "from the key file (with ZEUSMEM_MASTER_KEY: say when they can be dropped)."),
    ] = False,
    as_json: JsonOpt = False,
) -> None:
    """Re-wrap every data key under a new master key, without downtime.

    With the key file: a new key is generated and written first in the file (the old one stays
    on the next line, still accepted), then every data key is re-wrapped; running servers read the
    file again. With ZEUSMEM_MASTER_KEY: set it to 'NEW,OLD' everywhere first, then run this; it
    re-wraps under NEW. Then ``--retire`` (file: drops OLD; env: tells you OLD can go).
    """
    from zeusmem.rules import encryption as enc
    from zeusmem.storage import keyring as kr

    async def go() -> dict[str, Any]:
        notes: list[str] = []
        async with service() as svc:
            m = kr.load_master_keys(create=True)
            assert m is not None
            if not retire and not m.from_env:
                kr.write_key_file(m.path, [enc.new_master_key(), *m.keys])
                notes.append(f"new master key written first in {m.path}; the previous one stays accepted "
                             "until 'zeusmem keys rotate --retire'")
            elif not retire:
                if len(m.keys) < 2:
                    notes.append(f"{kr.ENV_KEY} holds one key: to rotate, set it to 'NEW,OLD' on every server "
                                 "first (openssl rand -base64 32 for NEW), then run this again")
            report = await kr.rotate(svc.repo.db, svc.repo.keys)
            if retire:
                others = {k for k in report.by_master if k != report.current}
                if others:
                    notes.append(f"data keys still wrapped by {sorted(others)}: their master key is not configured")
                elif m.from_env:
                    notes.append(f"every data key is wrapped by {report.current}: {kr.ENV_KEY} can drop the "
                                 "previous keys")
                else:
                    current = kr.load_master_keys()
                    assert current is not None
                    kr.write_key_file(m.path, [current.current])
                    notes.append(f"previous master keys removed from {m.path}")
        return {"current": report.current, "source": report.source, "rewrapped": report.rewrapped,
                "data_keys": report.by_master, "notes": notes}

    result = run(go())
    if not as_json:
        out.print(f"re-wrapped {result['rewrapped']} data key(s)")
    _show(result, as_json)
