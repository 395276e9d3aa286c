"""The pure rules: no I/O, no database, only the base layer below (docs/architecture.md, "Layers")."""
