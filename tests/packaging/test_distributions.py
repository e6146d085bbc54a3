"""The package as a user gets it: the sdist and the wheel are built, checked by twine, and the wheel is
installed into a clean virtual environment outside the checkout, where a notebook runs with it.

A data file or asset missing from the wheel (the bundled front end, motion.json, the puzzles, the
opening book, the tutorials) fails here, although every other test passes from the checkout.
"""

from __future__ import annotations

import json
import os
import pathlib
import re
import subprocess
import sys
import tarfile
import venv
import zipfile
from email.parser import Parser

import nbformat
import pytest

import kamisado_widget
from kamisado_widget.engine.catalogue import ngettext, speaking

# Building the wheel and the sdist (the `dists` fixture) takes most of a minute: the fast tier leaves these out.
pytestmark = pytest.mark.slow

REPO = pathlib.Path(__file__).resolve().parents[2]
ASSETS = (
    "kamisado_widget/widget/static/widget.js",
    "kamisado_widget/widget/static/widget.css",
    "kamisado_widget/protocol/motion.json",
    "kamisado_widget/teaching/positions/puzzles.json",
    "kamisado_widget/teaching/positions/bank.json",  # the practice bank (issue 40)
    "kamisado_widget/engine/data/opening_book.json",
    "kamisado_widget/engine/data/opening_book_mirrored.json",
    "kamisado_widget/py.typed",
    "kamisado_widget/tutorials/00_welcome.ipynb",
    "kamisado_widget/tutorials/03_sumo.ipynb",
    "kamisado_widget/tutorials/08_puzzles.ipynb",
    "kamisado_widget/locale/de/LC_MESSAGES/kamisado_widget.mo",
)
GERMAN_COURSE = sorted(p.name for p in (REPO / "notebooks" / "de").glob("*") if p.suffix in (".ipynb", ".py"))
"""The German course (notebooks/de/): the wheel carries it in kamisado_widget/tutorials/de/."""


def run(*args: str | pathlib.Path, cwd: pathlib.Path | None = None, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, check=False)
    assert done.returncode == 0, f"{args[:3]} failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def dists(tmp_path_factory: pytest.TempPathFactory) -> dict[str, pathlib.Path]:
    out = tmp_path_factory.mktemp("dist")
    run(sys.executable, "-m", "build", "--sdist", "--wheel", "--outdir", out, REPO, cwd=REPO)
    wheel, sdist = next(out.glob("*.whl")), next(out.glob("*.tar.gz"))
    return {"wheel": wheel, "sdist": sdist}


def test_twine_accepts_both_distributions(dists: dict[str, pathlib.Path]) -> None:
    output = run(sys.executable, "-m", "twine", "check", "--strict", dists["wheel"], dists["sdist"])
    assert output.count("PASSED") == 2, output


def test_the_wheel_holds_the_front_end_and_every_data_file(dists: dict[str, pathlib.Path]) -> None:
    names = set(zipfile.ZipFile(dists["wheel"]).namelist())
    german = [f"kamisado_widget/tutorials/de/{name}" for name in GERMAN_COURSE]
    missing = [asset for asset in (*ASSETS, *german) if asset not in names]
    assert not missing, f"the wheel lacks {missing}"
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names), "no LICENSE in the wheel's metadata"
    assert not [n for n in names if n.startswith(("tests/", "js/", "notebooks/"))], "checkout folders leaked in"


def test_the_wheel_metadata_is_complete(dists: dict[str, pathlib.Path]) -> None:
    archive = zipfile.ZipFile(dists["wheel"])
    meta = Parser().parsestr(archive.read(next(n for n in archive.namelist() if n.endswith("METADATA"))).decode())
    assert meta["Name"] == "kamisado-widget"
    assert meta["Version"] == kamisado_widget.__version__
    assert meta["License-Expression"] == "BSD-3-Clause"
    requires = sorted(re.split(r"[<>=;\s]", r)[0] for r in meta.get_all("Requires-Dist") if "extra ==" not in r)
    assert requires == ["anywidget", "ipywidgets", "traitlets"], requires
    classifiers = meta.get_all("Classifier")
    assert "Framework :: Jupyter" in classifiers and "Topic :: Games/Entertainment :: Board Games" in classifiers
    urls = dict(u.split(", ", 1) for u in meta.get_all("Project-URL"))
    assert {"Homepage", "Source", "Issues", "Changelog"} <= set(urls)


def test_the_sdist_builds_the_front_end_from_its_sources(dists: dict[str, pathlib.Path]) -> None:
    with tarfile.open(dists["sdist"]) as sdist:
        names = sdist.getnames()
    root = names[0].split("/")[0]
    for needed in ("js/widget.js", "package.json", "package-lock.json", "LICENSE", "CHANGELOG.md", "pyproject.toml"):
        assert f"{root}/{needed}" in names, needed


def test_the_sdist_holds_the_docs(dists: dict[str, pathlib.Path]) -> None:
    """The guides travel with the source: every file of docs/ is in the sdist (the README links to them)."""
    with tarfile.open(dists["sdist"]) as sdist:
        names = set(sdist.getnames())
    root = next(iter(names)).split("/")[0]
    docs = sorted(p.relative_to(REPO).as_posix() for p in (REPO / "docs").rglob("*") if p.is_file())
    assert "docs/using.md" in docs
    missing = [d for d in docs if f"{root}/{d}" not in names]
    assert not missing, f"the sdist lacks {missing}"


def test_the_sdist_configuration_includes_the_docs() -> None:
    """The quick check of the same (no build): hatch's sdist target includes docs/."""
    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    assert "docs" in config["tool"]["hatch"]["build"]["targets"]["sdist"]["include"]


def test_one_version_everywhere() -> None:
    """The version is written once, in kamisado_widget/__init__.py; package.json and the changelog agree."""
    version = kamisado_widget.__version__
    assert json.loads((REPO / "package.json").read_text())["version"] == version
    assert f"## [{version}]" in (REPO / "CHANGELOG.md").read_text()
    assert 'dynamic = ["version"]' in (REPO / "pyproject.toml").read_text()


NOTEBOOK = [
    (
        "import pathlib, kamisado_widget\n"
        "where = pathlib.Path(kamisado_widget.__file__).resolve()\n"
        "assert 'site-packages' in where.parts, where\n"
        "print(kamisado_widget.__version__)"
    ),
    (
        "from kamisado_widget import KamisadoWidget\n"
        "w = KamisadoWidget(target=3)\n"
        "w.play('c1-c6')\n"
        "static = pathlib.Path(kamisado_widget.__file__).parent / 'widget' / 'static'\n"
        "assert (static / 'widget.js').stat().st_size > 10_000 and 'kamisado' in (static / 'widget.css').read_text()\n"
        "assert w.view['last_move']['move'] == 'c1-c6'\n"
        "w"
    ),
    (
        "from kamisado_widget.engine import Position\n"
        "from kamisado_widget.teaching import Exercise, OneOf\n"
        "from kamisado_widget.teaching.positions.puzzles import load_puzzles\n"
        "ex = Exercise(title='Orange far', task='Move Orange as far as it may go.', "
        "position=Position.initial().text(),\n"
        "              goal=OneOf(['a1-a7']), id='packaging-check')\n"
        "assert len(load_puzzles()) == 58\n"
        "ex.view()"
    ),
]


def test_the_installed_wheel_runs_a_notebook_outside_the_checkout(
    dists: dict[str, pathlib.Path], tmp_path: pathlib.Path
) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, clear=True).create(env_dir)
    python = env_dir / "bin" / "python"
    run(python, "-m", "pip", "install", "--quiet", dists["wheel"], "ipykernel", "nbclient", "nbformat")
    work = tmp_path / "lesson"
    work.mkdir()
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(src) for src in NOTEBOOK])
    nbformat.write(nb, work / "lesson.ipynb")
    script = (
        "import nbformat, nbclient, sys\n"
        "nb = nbformat.read('lesson.ipynb', as_version=4)\n"
        "nbclient.NotebookClient(nb, timeout=300, kernel_name='python3').execute()\n"
        "nbformat.write(nb, 'lesson.ipynb')\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{env_dir / 'bin'}{os.pathsep}{env.get('PATH', '')}"
    run(python, "-m", "ipykernel", "install", "--sys-prefix", "--name", "python3", env=env)
    run(python, "-c", script, cwd=work, env=env)
    ran = nbformat.read(work / "lesson.ipynb", as_version=4)
    assert ran.cells[0].outputs[0]["text"].strip() == kamisado_widget.__version__
    widget_output = ran.cells[1].outputs[0]["data"]
    assert "application/vnd.jupyter.widget-view+json" in widget_output and "image/svg+xml" in widget_output
    exercise_output = ran.cells[2].outputs[0]["data"]
    assert "<b>Orange far</b>" in exercise_output["text/html"], "an exercise's picture for exports"

    # The course travels with the package: one command copies the tutorials out, and their map reads them.
    said = run(env_dir / "bin" / "kamisado-tutorials", tmp_path / "course", env=env)
    count = len([p for p in (REPO / "notebooks").iterdir() if p.suffix in (".ipynb", ".py")])  # 00-10 and marimo's
    assert count == 13
    copied_files = ngettext("Copied {count} tutorial file to {folder}.", "Copied {count} tutorial files to {folder}.",
                            count)
    assert copied_files.format(count=count, folder=(tmp_path / "course").resolve()) in said, said
    copied = sorted(p.name for p in (tmp_path / "course").iterdir())
    assert copied == sorted(p.name for p in (REPO / "notebooks").iterdir() if p.suffix in (".ipynb", ".py")), copied
    again = run(env_dir / "bin" / "kamisado-tutorials", tmp_path / "course", env=env)
    left = ngettext("Left {count} file that was already there as it is: {names}.",
                    "Left {count} files that were already there as they are: {names}.", count)
    assert ngettext("Copied {count} tutorial file to {folder}.", "Copied {count} tutorial files to {folder}.", 0).format(
        count=0, folder=(tmp_path / "course").resolve()) in again
    assert left.split("{names}")[0].format(count=count) in again, "a learner's copies are never overwritten"
    code = (
        "from kamisado_widget import course_map\n"
        "from kamisado_widget.teaching.course.tutorials import tutorials_dir\n"
        "assert 'site-packages' in tutorials_dir().parts\n"
        "print(len(course_map().lessons))"
    )
    lessons = sum(1 for name in copied if name.endswith(".ipynb") and name != "00_welcome.ipynb")
    assert run(python, "-c", code, cwd=tmp_path / "course", env=env).strip() == str(lessons) == "11"  # 01-10, 04b

    # The German course travels too: --language de copies it, and the command says so in German.
    if "00_welcome.ipynb" in GERMAN_COURSE:
        said = run(env_dir / "bin" / "kamisado-tutorials", tmp_path / "kurs", "--language", "de", env=env)
        n = len(GERMAN_COURSE)
        with speaking("de"):
            copied_de = ngettext("Copied {count} tutorial file to {folder}.", "Copied {count} tutorial files to {folder}.", n)
        assert copied_de.format(count=n, folder=(tmp_path / "kurs").resolve()) in said, said
        assert sorted(p.name for p in (tmp_path / "kurs").iterdir()) == GERMAN_COURSE
