"""``python -m zeusmem``: the command line."""

from zeusmem.cli import main

if __name__ == "__main__":
    main()
