#!/usr/bin/env bash
# The dashboard tests drive Debian's Chromium through playwright-core (never a downloaded browser).
# Installs it when missing and we may (root with apt-get); otherwise says what to do.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the dashboard tests..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The dashboard tests need Chromium at $browser: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
exit 1
