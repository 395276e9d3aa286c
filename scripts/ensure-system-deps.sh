#!/usr/bin/env bash
# Install the Debian packages the tests need (e.g. pgbouncer, chromium) when they are missing.
# Usage: scripts/ensure-system-deps.sh PACKAGE...   (no arguments: nothing to do)
# Fails with a message naming the packages and the manual command when they cannot be installed.
set -euo pipefail
missing=()
for pkg in "$@"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing system packages for the tests: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null && sudo="sudo -n" || {
    echo "error: the tests need the Debian packages ${missing[*]}; install them as root: apt-get install -y ${missing[*]}" >&2
    exit 1
  }
fi
export DEBIAN_FRONTEND=noninteractive
if ! $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" >/tmp/zeusmem-apt.log 2>&1; then
  $sudo apt-get update -q >>/tmp/zeusmem-apt.log 2>&1 || true
  $sudo apt-get install -y -q --no-install-recommends "${missing[@]}" >>/tmp/zeusmem-apt.log 2>&1 || {
    echo "error: could not install ${missing[*]} (log: /tmp/zeusmem-apt.log); install them by hand: apt-get install -y ${missing[*]}" >&2
    exit 1
  }
fi
