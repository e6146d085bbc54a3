#!/usr/bin/env bash
# Build the offline JupyterLite site of the tutorials into build/lite/ (serve it with
# `python3 -m http.server -d build/lite`). The build tools live in their own venv, .venv-lite;
# the build is skipped when its inputs are unchanged. Extra arguments go to scripts/build_lite.py
# (--force, --output DIR).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x .venv-lite/bin/python ]; then
  python3 -m venv .venv-lite
fi
# The site's front-end extensions (anywidget's, the widget manager's) come from this venv, so the
# widget packages are installed at the same pins as the site's in-browser wheels. What was installed is
# noted in the venv: pip runs again only when these lines or scripts/lite_wheels.txt change.
LITE_TOOLS=("jupyterlite-core[contents]==0.8.6" "jupyterlite-pyodide-kernel==0.8.6" packaging)
wanted="$(printf '%s\n' "${LITE_TOOLS[@]}"; cat scripts/lite_wheels.txt)"
if [ "$(cat .venv-lite/installed.txt 2>/dev/null)" != "$wanted" ]; then
  .venv-lite/bin/python -m pip install --quiet --upgrade pip
  .venv-lite/bin/python -m pip install --quiet "${LITE_TOOLS[@]}" -r scripts/lite_wheels.txt
  printf '%s' "$wanted" > .venv-lite/installed.txt
fi
exec .venv-lite/bin/python scripts/build_lite.py "$@"
