#!/usr/bin/env bash
# Set up everything the tests need (venv, package, Chromium, the offline site), run the front end's checks,
# ruff and mypy, then the whole test suite (what CI runs), in one pytest process per core (at most four:
# pytest-xdist, a file's tests in one process; each process starts its own JupyterLab and Chromium for the browser
# tests it runs in a row).
# `--fast` first: the same checks, but pytest leaves out the browser, notebook and slow tests
# (markers in pyproject.toml). How long each takes is in the README (measured on a 2-core machine).
# Extra arguments are passed to pytest, e.g. `bash scripts/test.sh -k widget -x`; `-n 0` runs it in one process.
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

# The offline site the browser tests open (scripts/build_lite.sh: its own venv, Pyodide from the npm registry;
# skipped when its inputs are unchanged). Built here, before the tests, like the front end's bundle.
if [ "$fast" -eq 0 ]; then
  echo "Building the offline site (skipped when up to date)..."
  mkdir -p build
  if ! bash scripts/build_lite.sh > build/lite-build.log 2>&1; then
    tail -n 60 build/lite-build.log >&2
    echo "scripts/build_lite.sh failed (its whole output: build/lite-build.log)" >&2
    exit 1
  fi
fi

# One process per core, at most four, each running whole test files (loadfile: with worksteal, which splits files,
# the browser tests ran in both processes at once and the whole run took longer on 2 cores). The files are handed
# out in the order tests/conftest.py gives them (browser files first, then the longest first: tests/helpers/file_order.py),
# not pytest-xdist's own (the files with the most tests first), which left the long walk through the offline course
# to run alone at the end.
workers=(-n auto --maxprocesses=4 --dist loadfile --no-loadscope-reorder)

status=0
if [ "$fast" -eq 1 ]; then
  .venv/bin/python -m pytest tests "${workers[@]}" -m "not slow and not browser and not notebook" "$@" || status=$?
else
  .venv/bin/python -m pytest tests "${workers[@]}" "$@" || status=$?
fi
if [ "$status" -eq 5 ]; then
  echo "pytest collected no tests: that is a failure." >&2
fi
exit "$status"
