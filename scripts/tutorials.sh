#!/usr/bin/env bash
# Install the widget into .venv and open the tutorial notebooks in JupyterLab.
# Extra arguments are passed to JupyterLab, e.g. `bash scripts/tutorials.sh --port 8890`.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --upgrade pip
.venv/bin/python -m pip install --quiet -e ".[lab]"

extra=()
if [ "$(id -u)" -eq 0 ]; then extra+=(--allow-root); fi
exec .venv/bin/python -m jupyterlab --ServerApp.root_dir=notebooks "${extra[@]}" "$@"
