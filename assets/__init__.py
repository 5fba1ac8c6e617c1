"""Dagster assets and asset checks, one module per memory layer."""
