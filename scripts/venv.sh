# Sourced by the other scripts: make .venv if missing and install the package with an extra.
# Usage: ensure_venv EXTRA   (e.g. ensure_venv test)
ensure_venv() {
  if [ ! -x .venv/bin/python ]; then
    python3 -m venv .venv
  fi
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e ".[$1]"
}
