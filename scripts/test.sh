#!/usr/bin/env bash
# Set up everything the tests need (venv, package, Chromium), run the front end's checks, ruff and mypy,
# then the whole test suite (what CI runs).
# `--fast` first: the same checks, but pytest leaves out the browser, notebook and slow tests
# (markers in pyproject.toml): a few minutes instead of the whole suite's quarter of an hour.
# Extra arguments are passed to pytest, e.g. `bash scripts/test.sh -k widget -x`.
set -euo pipefail
cd "$(dirname "$0")/.."

fast=0
if [ "${1:-}" = "--fast" ]; then
  fast=1
  shift
fi

source scripts/venv.sh
ensure_venv test

if [ "$fast" -eq 0 ] && [ ! -x /usr/bin/chromium ]; then
  echo "Installing Debian's chromium for the browser tests..."
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium
fi

# The front end: its unit tests (node's own test runner), its linter (ESLint) and its type check
# (tsc on the JSDoc types, js/view.d.ts generated from Python's schema). The package's
# build has run `npm install` already; a checkout without node_modules, or whose lock file is newer than
# what was installed (a new devDependency), gets them from the lock file.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm test
npm run lint
npm run typecheck

# Lint and type-check first (configured in pyproject.toml); either failing fails the run.
.venv/bin/ruff check kamisado_widget tests benchmarks scripts
.venv/bin/mypy

status=0
if [ "$fast" -eq 1 ]; then
  .venv/bin/python -m pytest tests -m "not slow and not browser and not notebook" "$@" || status=$?
else
  .venv/bin/python -m pytest tests "$@" || status=$?
fi
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure." >&2
fi
exit "$status"
