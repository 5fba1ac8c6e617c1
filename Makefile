# The two commands a new user needs (see README.md), plus the web UI.
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export LITELLM_LOCAL_MODEL_COST_MAP := True

.PHONY: setup demo test test-fast lint snapshot ui bench

setup:
	bash scripts/setup.sh

demo: setup
	.venv/bin/reverie demo

test: setup
	.venv/bin/python -m pytest -q

# The engine's quick tests, about a minute on 2 cores: no Dagster run, no Redis, Postgres, Chromium or other
# process, no real embedding model (see the markers in pyproject.toml). `make test` runs everything.
# It sets up .venv only when it is missing or older than pyproject.toml: setup's import check alone takes seconds.
test-fast: .venv/.installed
	.venv/bin/python -m pytest -q -m "not slow and not browser and not integration"

.venv/.installed: pyproject.toml
	bash scripts/setup.sh

# ruff (pyproject [tool.ruff]) and mypy (pyproject [tool.mypy]: reverie/, assets/, resources/, pipelines/).
lint: setup
	.venv/bin/ruff check .
	.venv/bin/ruff format --check .
	.venv/bin/mypy

# Regenerate tests/snapshots/asset_graph.json after an intended change to the asset graph; review the diff.
snapshot: setup
	.venv/bin/python -m tests.test_asset_graph_snapshot

# dagster dev = webserver + daemon (schedules, sensors, backfills, run queue) over .dagster_home/.
# The instance config links to ./dagster.yaml, so edits to it apply; an existing copy is kept.
ui: setup
	mkdir -p .dagster_home
	[ -e .dagster_home/dagster.yaml ] || ln -s ../dagster.yaml .dagster_home/dagster.yaml
	cmp -s dagster.yaml .dagster_home/dagster.yaml || echo "note: .dagster_home/dagster.yaml differs from ./dagster.yaml; using it"
	DAGSTER_HOME=$(CURDIR)/.dagster_home .venv/bin/dagster dev -w workspace.yaml -h 127.0.0.1 -p 3000

bench: setup
	for f in bench/bench_*.py; do .venv/bin/python $$f || exit 1; done
