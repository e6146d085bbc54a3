"""The README's and the user guide's Python examples run as written, in order, each document in one
namespace and in an empty working folder (a guide whose example fails is a broken promise)."""

from __future__ import annotations

import pathlib
import re

import pytest

REPO = pathlib.Path(__file__).resolve().parents[1]
DOCS = ("README.md", "docs/using.md")
BLOCK = re.compile(r"^```python\n(.*?)^```", re.DOTALL | re.MULTILINE)


def examples(doc: str) -> list[str]:
    return BLOCK.findall((REPO / doc).read_text(encoding="utf-8"))


def test_the_block_reader_finds_python_blocks_only() -> None:
    text = "intro\n```python\nx = 1\n```\n```bash\nrm -rf /\n```\n```python\ny = x + 1\n```\n"
    assert BLOCK.findall(text) == ["x = 1\n", "y = x + 1\n"]


@pytest.mark.parametrize("doc", DOCS)
def test_every_example_runs(doc: str, tmp_path: pathlib.Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocks = examples(doc)
    assert blocks, f"{doc} has no Python example"
    monkeypatch.chdir(tmp_path)
    namespace: dict[str, object] = {"__name__": "__example__"}
    for number, block in enumerate(blocks, 1):
        exec(compile(block, f"{doc}, example {number}", "exec"), namespace)  # noqa: S102 (the docs' own code)


def test_the_readme_example_shows_a_move_and_a_refusal(capsys: pytest.CaptureFixture[str], tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    exec(compile(examples("README.md")[0], "README.md", "exec"), {})  # noqa: S102
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == "Black's Red moved from c1 to c6. Gold moves: Orange (T2)."
    assert printed[1].startswith("T2: the tower on b8 is Gold's Blue, but Gold must move Orange")


REPO_URL = "https://github.com/kamisado-widget/kamisado-widget/"
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)")  # [text](target) and ![picture](target)
REFERENCE = re.compile(r"^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)", re.MULTILINE)  # [name]: target
HTML = re.compile(r"""\b(?:src|href)\s*=\s*["']([^"']+)""", re.IGNORECASE)


def link_targets(text: str) -> list[str]:
    """Every link and picture target of a Markdown text: inline, reference-style and HTML."""
    return LINK.findall(text) + REFERENCE.findall(text) + HTML.findall(text)


def test_the_link_reader_finds_every_kind_of_link() -> None:
    text = '![p](docs/a.png) [t](https://x.org/y)\n[r]: docs/b.md\n<img src="c.png"> <a href=\'#d\'>d</a>'
    assert sorted(link_targets(text)) == sorted(["docs/a.png", "https://x.org/y", "docs/b.md", "c.png", "#d"])


def test_every_readme_link_and_picture_is_absolute() -> None:
    """The README is the package index page's long description, where a relative link or picture breaks: every
    target is a full https address, and those into this repository name a file that exists (main's copy)."""
    targets = link_targets((REPO / "README.md").read_text(encoding="utf-8"))
    assert targets, "the README has no links"
    relative = [t for t in targets if not t.startswith("https://")]
    assert relative == [], f"relative links in the README: {relative}"
    prefixes = (REPO_URL + "blob/main/", REPO_URL + "tree/main/",
                "https://raw.githubusercontent.com/kamisado-widget/kamisado-widget/main/")
    missing = [t for t in targets if t.startswith(prefixes) and not (REPO / t.split("/main/", 1)[1].split("#")[0]).exists()]
    assert missing == [], f"README links to files that do not exist: {missing}"
    pictures = [t for t in targets if t.endswith((".png", ".svg", ".gif", ".jpg"))]
    assert pictures and all(p.startswith(prefixes[2]) for p in pictures), "pictures load from the raw file address"
