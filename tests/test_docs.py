"""The README stays a front page, and every relative link in it and in docs/ leads to a file of the repository."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Pages other areas write (merged separately): a link to one of them may be ahead of the page itself.
PAGES_WRITTEN_ELSEWHERE = {
    "isolation-and-repair.md",
    "node-format.md",
    "dream.md",
    "prompt-path.md",
    "decisions.md",
    "search.md",
    "memory-files.md",
    "forget-and-stale.md",
}
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def markdown_files() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def test_the_readme_is_a_front_page() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 250, f"README.md has {len(lines)} lines; move detail into docs/"


def test_every_relative_link_resolves_inside_the_repository() -> None:
    broken = []
    for page in markdown_files():
        text = page.read_text(encoding="utf-8")
        for target in LINK.findall(text):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue  # a URL, or an anchor on the same page
            path = (page.parent / target.split("#")[0]).resolve()
            if not path.is_relative_to(ROOT):
                broken.append(f"{page.relative_to(ROOT)}: {target} points outside the repository")
            elif not path.exists() and not (path.parent == ROOT / "docs" and path.name in PAGES_WRITTEN_ELSEWHERE):
                broken.append(f"{page.relative_to(ROOT)}: {target} does not exist")
        if "../shared" in text:
            broken.append(f"{page.relative_to(ROOT)} names ../shared, which is not in the repository")
    assert not broken, "\n".join(broken)
