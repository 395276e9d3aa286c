"""zeusmem as LangGraph's store: a :class:`~langgraph.store.base.BaseStore` over the memory service.

Graphs that already use long-term memory through the store (``runtime.store``, ``get_store()``,
LangMem's tools and managers, ``client.store.*`` of the LangGraph server) get zeusmem behind it:
every put goes through the write gate (secrets, length, confidence, semantic duplicates, the
agent rate limit), every read through the security filter, and search is zeusmem's hybrid
ranking. What differs from a plain key-value store:

* **Namespaces are places.** ``("memories", user_id)`` is the user's own memory,
  ``("memories", user_id, "sessions", session_id)`` one of its sessions, ``("projects", project_id)``
  a project (membership required); see :mod:`zeusmem.store.namespaces` to change the convention.
  A namespace naming another user, or a project the caller is not a member of, reads as empty
  (``get`` is ``None``, ``search`` is ``[]``) and refuses writes with :class:`~zeusmem.NotFound`;
  so does one naming another project or session than the caller's credentials name
  (:attr:`StoreIdentity.confined`, or a run started by such a LangGraph server request).
* **Identity comes from the run**, as for the tools: ``user_id`` (or LangMem's
  ``langgraph_user_id``), ``org_id``, ``project_id``, ``session_id`` (default: ``thread_id``) from
  ``config["configurable"]`` or the runtime context; outside a run, from ``identity=``.
* **The gate can refuse a put**: :class:`StoreWriteRejected` (a :class:`~zeusmem.GateRejected`
  that LangGraph's ``ToolNode`` hands to the model as a tool error); nothing is stored.
* **Values round-trip**: ``content`` (a string, or LangMem's structured content) is the memory
  text, the other fields are kept; a second put of a key is a new version.

Example (needs a database, so not run as a doctest)::

    async with zeusmem.open_memory() as memory:
        graph = builder.compile(store=ZeusmemStore(memory))
        graph.invoke(inputs, {"configurable": {"user_id": "alice", "thread_id": "t1"}})
"""

from zeusmem.store._store import MAX_SEARCH_RESULTS, StoreIdentity, StoreWriteRejected, ZeusmemStore, run_identity

__all__ = [
    "MAX_SEARCH_RESULTS",
    "StoreIdentity",
    "StoreWriteRejected",
    "ZeusmemStore",
    "run_identity",
]
