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

# The front end: its unit tests (node's own test runner) and its linter (ESLint). The package's
# build has run `npm install` already; a checkout without node_modules gets them from the lock file.
if [ ! -d node_modules ]; then npm ci --no-audit --no-fund; fi
npm test
npm run lint

# Lint and type-check first (configured in pyproject.toml); either failing fails the run.
.venv/bin/ruff check kamisado_widget tests benchmarks scripts
.venv/bin/mypy

status=0
.venv/bin/python -m pytest tests "$@" || status=$?
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure." >&2
fi
exit "$status"
