"""The zeusmem benchmark: speed, scale and retrieval quality next to the peers (``python -m bench``)."""
