#!/usr/bin/env bash
# Install the widget into .venv and open the tutorial notebooks in JupyterLab. The same server shows each
# lesson as an app (run on open, no code) at /voila/render/<lesson>.ipynb, e.g. /voila/render/01_which_tower.ipynb.
# The German course is in the folder de/ (/voila/render/de/01_which_tower.ipynb); its lessons link to each other.
# Extra arguments are passed to JupyterLab, e.g. `bash scripts/tutorials.sh --port 8890`.
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/venv.sh
ensure_venv lab

# Voilà's settings for the lessons as apps (jupyter/etc/voila.py): a lesson asks no host but this server.
export JUPYTER_CONFIG_PATH="$PWD/jupyter/etc${JUPYTER_CONFIG_PATH:+:$JUPYTER_CONFIG_PATH}"
export JUPYTER_PATH="$PWD/jupyter/share${JUPYTER_PATH:+:$JUPYTER_PATH}"

extra=()
if [ "$(id -u)" -eq 0 ]; then extra+=(--allow-root); fi
exec .venv/bin/python -m jupyterlab --ServerApp.root_dir=notebooks "${extra[@]}" "$@"
