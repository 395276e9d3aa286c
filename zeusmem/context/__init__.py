"""Context assembly: profile + ranked memories -> a budgeted prompt block (no langchain).

Everything is in :mod:`zeusmem.context.assembly`.
"""
