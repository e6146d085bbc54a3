#!/usr/bin/env bash
# Install the widget into .venv and open the tutorial notebooks in JupyterLab. The same server shows each
# lesson as an app (run on open, no code) at /voila/render/<lesson>.ipynb, e.g. /voila/render/01_which_tower.ipynb.
# Extra arguments are passed to JupyterLab, e.g. `bash scripts/tutorials.sh --port 8890`.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/venv.sh
ensure_venv lab

extra=()
if [ "$(id -u)" -eq 0 ]; then extra+=(--allow-root); fi
exec .venv/bin/python -m jupyterlab --ServerApp.root_dir=notebooks "${extra[@]}" "$@"
