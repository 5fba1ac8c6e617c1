"""Reverie's memory engine: pure Python, no Dagster import.

Heavy libraries (lancedb, torch, sentence-transformers, litellm) are imported
inside the functions that need them, so importing this package stays cheap for
the CLI, the webserver and agents on the prompt path.
"""
