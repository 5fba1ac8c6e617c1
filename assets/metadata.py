"""Helpers for MaterializeResult metadata shared by the asset modules."""


def md_table(header: list[str], rows: list[list[object]], limit: int = 40) -> str:
    """A Markdown table (cells flattened to one line, `|` escaped), at most `limit` rows plus a "more" row."""

    def cell(v: object) -> str:
        return str(v).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(cell(v) for v in row) + " |" for row in rows[:limit]]
    if len(rows) > limit:
        lines.append(f"| … {len(rows) - limit} more | " + " | " * (len(header) - 1))
    return "\n".join(lines)
