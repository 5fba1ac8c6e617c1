"""Celery settings of Reverie's workers, read by `celery -A dagster_celery.app` from PYTHONPATH.

dagster-celery imports a module of this name when it is importable; deploy/run.sh puts
deploy/ on PYTHONPATH. The broker and result backend must match what the code location's
executor uses (REVERIE_CELERY_BROKER / REVERIE_CELERY_BACKEND, see pipelines/definitions.py).
"""

import os

broker_url = os.environ.get("REVERIE_CELERY_BROKER", "redis://127.0.0.1:6379/10")
result_backend = os.environ.get("REVERIE_CELERY_BACKEND", "redis://127.0.0.1:6379/11")
# One step at a time per worker process; a step can run for minutes, so take no extra work ahead.
worker_prefetch_multiplier = 1
broker_connection_retry_on_startup = True
