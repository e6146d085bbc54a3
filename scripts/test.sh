#!/usr/bin/env bash
# Set up everything the tests need (venv, package, Chromium), run ruff and mypy, then the whole test suite.
# Extra arguments are passed to pytest, e.g. `bash scripts/test.sh -k widget -x`.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/venv.sh
ensure_venv test

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
fi

# Lint and type-check first (configured in pyproject.toml); either failing fails the run.
.venv/bin/ruff check kamisado_widget tests benchmarks scripts
.venv/bin/mypy

status=0
.venv/bin/python -m pytest tests "$@" || status=$?
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure." >&2
fi
exit "$status"
