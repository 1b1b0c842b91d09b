#!/usr/bin/env bash
# Finds a Chromium for the browser tests; installs Debian's package when it can. Never downloads a browser build.
set -euo pipefail

for candidate in "${CHROME_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome-stable /usr/bin/google-chrome; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then
    echo "Chromium: $candidate ($("$candidate" --version 2>/dev/null || echo 'version unknown'))"
    exit 0
  fi
done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && grep -qiE 'debian|ubuntu' /etc/os-release 2>/dev/null; then
  echo "No Chromium found: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  echo "Chromium: /usr/bin/chromium ($(/usr/bin/chromium --version))"
  exit 0
fi

cat >&2 <<'MSG'
No Chromium found, and this script can only install it as root on Debian or Ubuntu.
Install one of these, then run the tests again:
  Debian/Ubuntu:  sudo apt-get install chromium
  Fedora:         sudo dnf install chromium
  macOS:          brew install --cask chromium
or point CHROME_PATH at an installed Chrome or Chromium binary.
MSG
exit 1
