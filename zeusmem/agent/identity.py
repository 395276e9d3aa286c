"""Identity comes from the run, never from the model: see :mod:`zeusmem.service.identity`.

Kept here for existing imports (``from zeusmem.agent.identity import context_from_config``).

>>> context_from_config({"configurable": {"user_id": "alice"}}).user_id
'alice'
"""

from zeusmem.service.identity import IDENTITY_KEYS, context_from_config

__all__ = ["IDENTITY_KEYS", "context_from_config"]
