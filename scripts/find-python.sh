#!/usr/bin/env bash
# Print the path of a Python >= 3.12 interpreter, or one line saying what to install.
# Looks on PATH (python3.13, python3.12, python3) and in pyenv's versions folder: a pyenv shim
# on PATH can fail when pyenv's global version is older, while the interpreter is installed.
set -u
works() { "$1" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1; }
for name in python3.12 python3.13 python3; do
  if p=$(command -v "$name" 2>/dev/null) && works "$p"; then echo "$p"; exit 0; fi
done
root=${PYENV_ROOT:-}
if [ -z "$root" ] && command -v pyenv >/dev/null 2>&1; then root=$(pyenv root 2>/dev/null); fi
[ -z "$root" ] && root="$HOME/.pyenv"
for p in $(ls -d "$root"/versions/3.12*/bin/python3 "$root"/versions/3.1[3-9]*/bin/python3 2>/dev/null); do
  if works "$p"; then echo "$p"; exit 0; fi
done
echo "error: zeusmem needs Python >= 3.12 (the embedded PostgreSQL requires it): install python3.12 or newer (e.g. 'pyenv install 3.12' or your OS package) and retry" >&2
exit 1
