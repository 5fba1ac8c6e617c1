"""Cyclic garbage collection paused around the index's bulk work (an update's scan, a load)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def _gc_paused() -> Iterator[None]:
    """No cyclic garbage collection inside: a scan makes tens of thousands of short-lived acyclic objects (paths,
    stats, manifest rows), and in a process holding the model each collection they trigger walks every object
    it has (measured: 50-100 ms spikes on a 50 ms scan). Reference counting still frees them; a cycle made
    meanwhile waits for the next collection after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
