"""The agent layer: memory tools (:mod:`~zeusmem.agent.tools`), the context middleware
(:mod:`~zeusmem.agent.middleware`), summarization, explicit-memory extraction, graph nodes and
approvals. Import each name from its module (one home per name, docs/architecture.md); the
package's own face is :mod:`zeusmem` (``create_memory_tools``, ``MemoryContextMiddleware``).
"""
