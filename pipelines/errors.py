"""What a failed Dagster step is really about: the root cause under Dagster's wrapper errors."""

from __future__ import annotations


def root_cause(error) -> str:
    """`ExcType: message (at file:line in function)` of the innermost cause of a SerializableErrorInfo.

    Dagster wraps a step's exception ("Error occurred while executing op ...");
    the user-facing reason is the last `cause` (or `context`) in the chain.
    """
    if error is None:
        return "unknown error"
    inner = error
    while getattr(inner, "cause", None) is not None or getattr(inner, "context", None) is not None:
        inner = inner.cause if inner.cause is not None else inner.context
    message = " ".join((inner.message or "").split())
    if inner.cls_name and not message.startswith(inner.cls_name):
        message = f"{inner.cls_name}: {message}"
    where = ""
    for frame in reversed(inner.stack or []):
        line = frame.strip().splitlines()[0] if frame.strip() else ""
        if line.startswith("File "):
            where = " (at " + line.replace("File ", "", 1).replace('"', "").replace(", line ", ":") + ")"
            break
    return (message[:500] + where) if inner is not error else message[:500]
