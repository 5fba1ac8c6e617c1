#!/usr/bin/env bash
# Reverie on Dagster's production pieces: Postgres storage, queued runs with run and pool
# limits, and Celery workers that run the steps. One command per process, so each can run
# on its own machine (or as its own systemd unit / container) with the same settings:
#
#   deploy/run.sh init               create the database, DAGSTER_HOME and the llm pool limit
#   deploy/run.sh webserver          the UI and GraphQL API on $REVERIE_UI_HOST:$REVERIE_UI_PORT
#   deploy/run.sh daemon             schedules, sensors, backfills, run queue, retries
#   deploy/run.sh worker NAME        a Celery worker; start one per core or machine
#   deploy/run.sh all                init + webserver + daemon + $REVERIE_WORKERS workers, here
#
# Settings (environment; defaults suit one machine with local Postgres and Redis):
#   DAGSTER_HOME            instance directory (default ~/.reverie/dagster_home)
#   DAGSTER_PG_URL          postgresql+psycopg2://postgres@127.0.0.1:5432/reverie
#   REVERIE_CELERY_BROKER   redis://127.0.0.1:6379/10   (amqp://guest@host:5672// for RabbitMQ)
#   REVERIE_CELERY_BACKEND  redis://127.0.0.1:6379/11
#   REVERIE_LLM_POOL_LIMIT  2     concurrent steps in the `llm` pool
#   REVERIE_* store settings (REVERIE_DATA_DIR / REVERIE_LANCEDB_URI, REDIS_URL, ...) must be the
#   same for every process: the workers write the stores the UI reports on.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN=${REVERIE_BIN:-$ROOT/.venv/bin}
SELF="$ROOT/deploy/run.sh"

export DAGSTER_HOME=${DAGSTER_HOME:-$HOME/.reverie/dagster_home}
export DAGSTER_PG_URL=${DAGSTER_PG_URL:-postgresql+psycopg2://postgres@127.0.0.1:5432/reverie}
export REVERIE_EXECUTOR=celery
export REVERIE_CELERY_BROKER=${REVERIE_CELERY_BROKER:-redis://127.0.0.1:6379/10}
export REVERIE_CELERY_BACKEND=${REVERIE_CELERY_BACKEND:-redis://127.0.0.1:6379/11}
# deploy/ for dagster_celery_config.py (worker settings); the repo root for the code location.
export PYTHONPATH="$ROOT/deploy:$ROOT${PYTHONPATH:+:$PYTHONPATH}"
export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1
cd "$ROOT"

init() {
  mkdir -p "$DAGSTER_HOME"
  ln -sf "$ROOT/deploy/dagster.yaml" "$DAGSTER_HOME/dagster.yaml"
  "$BIN/python" - <<'PY'
import os
from urllib.parse import urlparse

import psycopg2
from psycopg2 import sql

# SQLAlchemy's driver suffix (postgresql+psycopg2://) means nothing to libpq.
dsn = os.environ["DAGSTER_PG_URL"].replace("+psycopg2", "", 1)
url = urlparse(dsn)
name = url.path.lstrip("/")
admin = psycopg2.connect(url._replace(path="/postgres").geturl())
admin.autocommit = True
with admin.cursor() as cur:
    cur.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,))
    if not cur.fetchone():
        cur.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
        print(f"created database {name}")
admin.close()
PY
  "$BIN/dagster" instance migrate >/dev/null
  "$BIN/dagster" instance concurrency set llm "${REVERIE_LLM_POOL_LIMIT:-2}"
  echo "instance ready: DAGSTER_HOME=$DAGSTER_HOME, storage $DAGSTER_PG_URL"
}

need_home() {
  [ -f "$DAGSTER_HOME/dagster.yaml" ] || init
}

case "${1:-}" in
  init)
    init ;;
  webserver)
    need_home
    exec "$BIN/dagster-webserver" -w workspace.yaml -h "${REVERIE_UI_HOST:-127.0.0.1}" -p "${REVERIE_UI_PORT:-3000}" ;;
  daemon)
    need_home
    exec "$BIN/dagster-daemon" run -w workspace.yaml ;;
  worker)
    need_home
    # -P solo: the worker process runs the step itself and never forks after LanceDB or the
    # embedding model were loaded (LanceDB is not fork-safe); scale with more workers.
    exec "$BIN/celery" -A dagster_celery.app worker -P solo -Q dagster -n "${2:-reverie-worker}@%h" \
      --loglevel "${REVERIE_WORKER_LOGLEVEL:-INFO}" --without-gossip --without-mingle ;;
  all)
    init
    trap 'trap - TERM; kill 0' INT TERM EXIT
    "$SELF" webserver & "$SELF" daemon &
    for i in $(seq 1 "${REVERIE_WORKERS:-2}"); do "$SELF" worker "reverie-worker-$i" & done
    echo "UI on http://${REVERIE_UI_HOST:-127.0.0.1}:${REVERIE_UI_PORT:-3000}; Ctrl-C stops everything"
    wait ;;
  *)
    sed -n '2,19p' "$SELF" | sed 's/^# \{0,1\}//'
    exit 2 ;;
esac
