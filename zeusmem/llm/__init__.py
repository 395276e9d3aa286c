"""Chat models: :func:`~zeusmem.llm.models.resolve_chat_model` (``ZEUSMEM_MODEL`` / ``OPENAI_API_KEY``)
and the deterministic :class:`~zeusmem.llm.offline_model.OfflineChatModel`.

Below the service (like ``embeddings/``): the composition root picks the conflict classifier here,
the agent layer and the example graphs their chat model.
"""
