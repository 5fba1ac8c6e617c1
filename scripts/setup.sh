#!/usr/bin/env bash
# Create .venv and install Reverie with its test extras (pinned; torch 2.13.0 CPU build).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
if ! .venv/bin/python -c "import reverie, dagster, torch, sentence_transformers, lancedb, litellm" 2>/dev/null \
   || [ pyproject.toml -nt .venv/.installed ]; then
  .venv/bin/pip install -q --disable-pip-version-check -e ".[test]"
  touch .venv/.installed
fi
