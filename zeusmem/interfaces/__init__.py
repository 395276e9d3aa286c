"""Interfaces people reach for: the REST API (:mod:`.rest`), its auth (:mod:`.auth`), the MCP
server (:mod:`.mcp_server`). Each one builds a :class:`~zeusmem.types.SecurityContext` from an
authenticated identity and goes through the same MemoryService gate and permissions as the tools.

Submodules are imported on demand (FastAPI and the MCP SDK are only loaded when used).
"""
