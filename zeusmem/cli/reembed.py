"""``zeusmem reembed``: move every stored vector to a new embedding model, resumably."""

from __future__ import annotations

import asyncio
import time
from typing import Annotated, Any

import numpy as np
import typer
from rich.markup import escape

from zeusmem.cli._app import JsonOpt, app, err, out, print_json, run, service
from zeusmem.cli.transfer import progress
from zeusmem.errors import ConfigurationError, StorageError


def target_embeddings(model: str | None) -> Any:
    """``None``: the configured model; ``local`` / ``all-MiniLM-L6-v2``: the bundled one;
    ``openai:NAME`` or ``NAME``: an OpenAI(-compatible) model (OPENAI_API_KEY, OPENAI_BASE_URL)."""
    import os

    from zeusmem.embeddings.local import MODEL_NAME
    from zeusmem.embeddings.resolve import EmbeddingConfig, create_embeddings
    from zeusmem.settings import Settings

    settings = Settings.from_env()
    if model is None:
        return create_embeddings(settings=settings)
    name = model.strip()
    if name.lower() in ("local", MODEL_NAME.lower()):
        return create_embeddings(EmbeddingConfig("local"), settings=settings)
    name = name.removeprefix("openai:")
    if not name:
        raise ConfigurationError("--model is empty: use local, all-MiniLM-L6-v2 or openai:<model>")
    base_url = os.environ.get("OPENAI_BASE_URL", "").strip() or None
    return create_embeddings(EmbeddingConfig("openai", name, base_url), settings=settings)


@app.command("reembed")
def reembed(
    model: Annotated[
        str | None,
        typer.Option(
            help="Target model: local (all-MiniLM-L6-v2) or openai:<name>; default: the configured one "
            "(ZEUSMEM_EMBEDDINGS / ZEUSMEM_EMBEDDING_MODEL)."
        ),
    ] = None,
    batch_size: Annotated[
        int, typer.Option(min=1, max=1000, help="Rows per batch (one transaction each).")
    ] = 64,
    max_rows: Annotated[
        int | None, typer.Option(min=1, help="Stop after this many rows (run again to continue).")
    ] = None,
    as_json: JsonOpt = False,
) -> None:
    """Re-embed stored memories with another model, in batches (resumable).

    Rows already on the target model are skipped; reads keep working meanwhile (rows switch
    batch by batch, each batch in its own short transaction).
    """
    from zeusmem.embeddings.resolve import embedding_spec
    from zeusmem.storage import reembed as storage

    async def go() -> dict[str, Any]:
        emb = target_embeddings(model)
        spec = await asyncio.to_thread(embedding_spec, emb)
        async with service() as svc:
            db = svc.repo.db
            model_id = await svc.repo.model_id(spec.name, spec.dims)
            pending, done_before = await storage.counts(db, model_id)
            todo = min(pending, max_rows) if max_rows else pending
            processed = changed = 0
            after = ""
            t0 = time.perf_counter()
            with progress() as bar:
                task = bar.add_task(f"re-embedding with {spec.name}", total=todo)
                while processed < todo:
                    limit = min(batch_size, todo - processed)
                    rows = await storage.next_batch(db, model_id, after=after, limit=limit, keys=svc.repo.keys)
                    if not rows:
                        break
                    try:
                        vectors = await emb.aembed_documents([r.content for r in rows])
                    except Exception as e:
                        raise StorageError(
                            f"the embedding model {spec.name} failed: {type(e).__name__}: "
                            f"{str(e)[:200]}; run the command again to resume"
                        ) from e
                    arrays = [np.asarray(v, dtype=np.float32) for v in vectors]
                    if any(a.shape != (spec.dims,) for a in arrays):
                        raise ConfigurationError(
                            f"{spec.name} returned vectors of another size than {spec.dims}"
                        )
                    changed += await storage.apply_batch(db, model_id, spec.dims, rows, arrays)
                    processed += len(rows)
                    after = rows[-1].id
                    bar.update(task, advance=len(rows))
            remaining, on_target = await storage.counts(db, model_id)
        return {
            "model": spec.name,
            "dims": spec.dims,
            "already_on_model": done_before,
            "reembedded": changed,
            "remaining": remaining,
            "on_model": on_target,
            "seconds": round(time.perf_counter() - t0, 2),
        }

    report = run(go())
    if as_json:
        print_json(report)
        return
    out.print(
        f"[green]✓[/] re-embedded {report['reembedded']} memories with {escape(report['model'])} "
        f"({report['dims']} dims) in {report['seconds']} s; {report['already_on_model']} were already on it"
    )
    if report["remaining"]:
        err.print(
            f"[yellow]{report['remaining']} rows remain on other models:[/] run `zeusmem reembed` again "
            "to continue"
        )
    else:
        err.print(
            "[dim]every row is on the target model; searches use the model configured by "
            "ZEUSMEM_EMBEDDINGS / ZEUSMEM_EMBEDDING_MODEL, so make it match[/]"
        )
