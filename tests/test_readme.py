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
