"""The package's layers and the direction of its imports, read from the code's syntax tree.

kamisado_widget has five layers, each a package: the rules ``engine``, the board ``session``, the page
``protocol``, the ``widget`` and the ``teaching`` layer. A module may import from its own layer and the
layers below it, never from one above: every import counts, those inside functions and under
``TYPE_CHECKING`` included. The top-level ``kamisado_widget/__init__.py`` is the facade that re-exports
the public names (lazily) and is not a layer.
"""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys
import textwrap

import pytest

PACKAGE = pathlib.Path(__file__).resolve().parents[1] / "kamisado_widget"
LAYERS = ("engine", "session", "protocol", "widget", "teaching")


def module_name(path: pathlib.Path, root: pathlib.Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_modules(path: pathlib.Path, root: pathlib.Path) -> list[tuple[int, str]]:
    """Every module of the package that ``path`` imports (at any depth of its code), with the line."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if node.module is None:  # "from . import x": x may be a module
                found += [(node.lineno, f"{target}.{alias.name}") for alias in node.names]
            else:
                found.append((node.lineno, target))
    return [(line, mod) for line, mod in found if mod.split(".")[0] == root.name]


def layer_of(module: str) -> int | None:
    parts = module.split(".")
    return LAYERS.index(parts[1]) if len(parts) > 1 and parts[1] in LAYERS else None


def layer_violations(root: pathlib.Path) -> list[str]:
    """Each import from a lower layer into a higher one, as "file:line imports module"."""
    out = []
    for path in sorted(root.rglob("*.py")):
        own = layer_of(module_name(path, root))
        if own is None:
            continue  # the facade
        for line, target in imported_modules(path, root):
            theirs = layer_of(target)
            if theirs is not None and theirs > own:
                out.append(f"{path.relative_to(root.parent)}:{line} imports {target}")
    return out


def test_every_module_belongs_to_a_layer():
    strays = [p.name for p in PACKAGE.glob("*.py") if p.name != "__init__.py"]
    assert strays == [], f"modules outside the layers: {strays}"
    assert sorted(p.name for p in PACKAGE.iterdir() if p.is_dir() and (p / "__init__.py").exists()) == sorted(LAYERS)


def test_imports_point_only_downward():
    assert layer_violations(PACKAGE) == []


def test_each_layer_says_what_it_holds():
    """The package docstrings are the map of the package: each names every module of its layer."""
    for layer in LAYERS:
        init = PACKAGE / layer / "__init__.py"
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        modules = sorted(p.stem for p in init.parent.glob("*.py") if p.name != "__init__.py")
        missing = [m for m in modules if f"``{m}``" not in doc]
        assert not missing, f"{layer}/__init__.py's docstring does not name {missing}"


def test_each_package_of_the_teaching_layer_says_what_it_holds():
    """The teaching layer is a few packages by job: its docstring names each, and each one's docstring names each of
    its modules."""
    layer = PACKAGE / "teaching"
    packages = sorted(p.name for p in layer.iterdir() if (p / "__init__.py").is_file())
    assert len(packages) >= 3, packages
    doc = ast.get_docstring(ast.parse((layer / "__init__.py").read_text(encoding="utf-8"))) or ""
    assert [p for p in packages if f"``{p}``" not in doc] == [], "teaching/__init__.py's docstring does not name them"
    for package in packages:
        init = layer / package / "__init__.py"
        doc = ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) or ""
        modules = sorted(p.stem for p in init.parent.glob("*.py") if p.name != "__init__.py")
        missing = [m for m in modules if f"``{m}``" not in doc]
        assert modules and not missing, f"teaching/{package}/__init__.py's docstring does not name {missing}"


@pytest.mark.parametrize(
    ("where", "code", "caught"),
    [
        ("engine/rules.py", "from ..widget import board\n", "kamisado_widget.widget"),
        (
            "session/late.py", "def f():\n    from ..teaching.course import course_map\n",
            "kamisado_widget.teaching.course",
        ),
        ("protocol/t.py", "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import kamisado_widget.widget\n",
         "kamisado_widget.widget"),
        ("session/rel.py", "from .. import protocol\n", "kamisado_widget.protocol"),
    ],
)
def test_the_check_catches_an_upward_import(tmp_path, where, code, caught):
    """A planted upward import (at the top, inside a function, under TYPE_CHECKING, relative) is found."""
    root = tmp_path / "kamisado_widget"
    for layer in LAYERS:
        (root / layer).mkdir(parents=True)
        (root / layer / "__init__.py").write_text("")
    (root / "widget" / "board.py").write_text("")
    (root / "teaching" / "course.py").write_text("")
    (root / "engine" / "fine.py").write_text("from . import rules\nimport json\n")
    (root / "teaching" / "fine.py").write_text("from ..engine import fine\nfrom ..widget import board\n")
    assert layer_violations(root) == []
    (root / where).write_text(textwrap.dedent(code))
    found = layer_violations(root)
    assert len(found) == 1 and found[0].endswith(f"imports {caught}"), found


BLOCKED = """
import sys
for name in ("anywidget", "ipywidgets", "traitlets", "IPython"):
    sys.modules[name] = None  # any import of these now fails
import kamisado_widget.session as session
import kamisado_widget.protocol.view as view
import kamisado_widget.protocol.dispatch as dispatch
from kamisado_widget.engine import Match
s = session.BoardSession(Match(3))
s.click("c1")
s.click("c6")
import kamisado_widget.teaching.exercises.goals as goals
assert goals.OneOf(["a8-a7", "a8-a6"]).answers(s.match) == ["a8-a7", "a8-a6"]
from kamisado_widget.engine import Move, Verdict
from kamisado_widget.session import Attempt
from kamisado_widget.teaching.exercises.exercise import Exercise
from kamisado_widget.teaching.exercises.go import ExerciseRun
from kamisado_widget.teaching.exercises.solving import check_solve
run = ExerciseRun(Exercise("Orange", "Move Orange.", s.match.text(), goals.OneOf(["a8-a7"])))
step = run.attempt(Attempt("move", verdict=Verdict(True, Move.from_text("a8-a7"), None, "")))
assert step.accepted and run.solved, step
assert check_solve(run.exercise, ["a8-a7"]) is None and check_solve(run.exercise, ["a8-a6"]) is not None
print(s.match.position.text(), view.session_view(s)["last_move"]["move"])
"""


def test_the_session_the_protocol_the_goals_and_the_exercise_run_without_the_widget_libraries():
    """The kernel-free layers, and the teaching layer's exercise and its state machine (18: the exercise runs
    without a kernel; only its view needs the widget libraries)."""
    done = subprocess.run([sys.executable, "-c", BLOCKED], capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split()[-1] == "c1-c6"


def import_graph(root: pathlib.Path) -> dict[str, set[str]]:
    """Each module of the package and the modules of the package it imports (at any depth of its code).
    An import of a name from a package counts as an import of that package's ``__init__``."""
    modules = {module_name(p, root): p for p in root.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        targets = set()
        for _, target in imported_modules(path, root):
            while target not in modules and "." in target:  # "from .x import name": the module x
                target = target.rpartition(".")[0]
            if target in modules and target != name:
                targets.add(target)
        graph[name] = targets
    return graph


def cycles(graph: dict[str, set[str]], allowed: set[tuple[str, str]] = frozenset()) -> list[list[str]]:
    """The import circles of ``graph`` (one per strongly connected group of modules), ignoring the
    ``allowed`` edges and any edge into a package's ``__init__`` from inside that package."""
    edges = {
        a: {b for b in bs if (a, b) not in allowed and not a.startswith(b + ".")}
        for a, bs in graph.items()
    }
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


ABOVE_THE_ENGINE = ("session", "protocol", "widget", "teaching")


def test_no_import_circles_above_the_engine():
    """The session, the protocol, the widget and the teaching layer import each other without a circle
    (the widget and its static picture included): every import counts, TYPE_CHECKING ones too."""
    graph = import_graph(PACKAGE)
    above = {m: deps for m, deps in graph.items() if m.split(".")[1:2] and m.split(".")[1] in ABOVE_THE_ENGINE}
    assert cycles(above) == []


def test_the_circle_check_catches_a_planted_circle(tmp_path):
    root = tmp_path / "kamisado_widget"
    (root / "widget").mkdir(parents=True)
    (root / "__init__.py").write_text("")
    (root / "widget" / "__init__.py").write_text("from .board import Board\n")
    (root / "widget" / "board.py").write_text("from .snapshot import views\n")
    (root / "widget" / "snapshot.py").write_text("def views():\n    return 1\n")
    assert cycles(import_graph(root)) == []
    (root / "widget" / "snapshot.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .board import Board\n"
    )
    assert cycles(import_graph(root)) == [["kamisado_widget.widget.board", "kamisado_widget.widget.snapshot"]]


def test_the_package_has_no_import_circle():
    """No module of the package, the engine's included, imports one that imports it back, whether at the top,
    inside a function or under TYPE_CHECKING: ``Position`` reaches its text, words and picture downward
    (``notation``, ``explain`` and ``svg`` read it through the ``ReadsPosition`` protocol of ``pieces``)."""
    assert cycles(import_graph(PACKAGE)) == []


def test_the_engine_imports_at_the_top_only():
    """Every engine import is at the top of its module, where the import graph is plain to read."""
    late = []
    for path in sorted((PACKAGE / "engine").rglob("*.py")):
        tree = ast.parse(path.read_text())
        top = {id(node) for node in tree.body}
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top:
                late.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert late == []


CLASS_FACTORIES = frozenset({"TypedDict", "NamedTuple", "NewType", "namedtuple"})
"""The calls that make a class by assignment (``Hint = TypedDict("Hint", {...})``)."""


def _factory(value: ast.expr | None) -> bool:
    """Whether ``value`` calls one of :data:`CLASS_FACTORIES` (by its name, or as ``typing.TypedDict``)."""
    if not isinstance(value, ast.Call):
        return False
    func = value.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None
    return name in CLASS_FACTORIES


def _type_alias(annotation: ast.expr) -> bool:
    """Whether an annotation says ``TypeAlias`` (``X: TypeAlias = ...``, or ``typing.TypeAlias``, or quoted)."""
    if isinstance(annotation, ast.Constant) and isinstance(annotation.value, str):
        return annotation.value.rsplit(".", 1)[-1] == "TypeAlias"
    return (isinstance(annotation, ast.Name) and annotation.id == "TypeAlias") or (
        isinstance(annotation, ast.Attribute) and annotation.attr == "TypeAlias")


def module_types(body: list[ast.stmt]) -> list[str]:
    """The names of the classes a module makes by assignment (:data:`CLASS_FACTORIES`) and of its type aliases
    (``X: TypeAlias = ...``, ``type X = ...``), at its top level (under an ``if`` or a ``try`` too)."""
    names: list[str] = []
    type_statement = getattr(ast, "TypeAlias", None)  # ``type X = ...``, Python 3.12 and later
    for node in body:
        if isinstance(node, ast.Assign) and _factory(node.value):
            names += [target.id for target in node.targets if isinstance(target, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and (
            _type_alias(node.annotation) or _factory(node.value)
        ):
            names.append(node.target.id)
        elif type_statement is not None and isinstance(node, type_statement):
            names.append(node.name.id)  # type: ignore[attr-defined]
        elif isinstance(node, (ast.If, ast.Try)):
            inner = [*node.body, *node.orelse, *getattr(node, "finalbody", [])]
            inner += [stmt for handler in getattr(node, "handlers", []) for stmt in handler.body]
            names += module_types(inner)
    return names


def public_classes(root: pathlib.Path) -> dict[str, list[str]]:
    """Each public class or type name (no leading underscore) defined anywhere in the package, with the modules that
    define one of that name: classes (inside functions and classes too), classes made by assignment
    (``X = TypedDict(...)``, ``NamedTuple``, ``NewType``) and type aliases (``X: TypeAlias = ...``, ``type X = ...``)
    at a module's top level."""
    found: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = [node.name for node in ast.walk(tree) if isinstance(node, ast.ClassDef)] + module_types(tree.body)
        for name in names:
            if not name.startswith("_"):
                found.setdefault(name, []).append(module_name(path, root))
    return found


def shared_class_names(root: pathlib.Path) -> dict[str, list[str]]:
    """The public class names that more than one class of the package goes by."""
    return {name: modules for name, modules in public_classes(root).items() if len(modules) > 1}


def test_no_two_public_classes_share_a_name():
    """One name per thing: a reader who meets ``Verdict`` or ``Review`` knows which class it is, and a class made by
    ``TypedDict(...)`` or a type alias goes by no other class's name either."""
    assert shared_class_names(PACKAGE) == {}


def test_the_name_check_finds_two_classes_of_one_name(tmp_path):
    package = tmp_path / "pkg"
    (package / "engine").mkdir(parents=True)
    (package / "engine" / "explain.py").write_text("class Verdict:\n    pass\n")
    (package / "engine" / "review.py").write_text("class Verdict:\n    pass\n\nclass _Private:\n    pass\n")
    (package / "session.py").write_text("def f():\n    class _Private:\n        pass\n")
    assert shared_class_names(package) == {"Verdict": ["pkg.engine.explain", "pkg.engine.review"]}


def test_the_name_check_finds_a_class_made_by_assignment_or_an_alias_of_a_class_name(tmp_path):
    """A TypedDict, NamedTuple or NewType made by assignment and a type alias count as classes of their name; a
    plain value, a local alias and a private name do not."""
    package = tmp_path / "pkg"
    (package / "engine").mkdir(parents=True)
    (package / "protocol").mkdir()
    (package / "engine" / "basics.py").write_text(
        "from typing import NamedTuple, NewType, TypeAlias\n"
        "class Square:\n    pass\n"
        "class Hint:\n    pass\n"
        "Table: TypeAlias = dict[int, int]\n"
        "Entry = NewType('Entry', int)\n"
        "Point = NamedTuple('Point', [('x', int)])\n"
        "Plain = 3\n"
    )
    (package / "protocol" / "schema.py").write_text(
        "import typing\nfrom typing import TypedDict, TypeAlias\n"
        "Square = TypedDict('Square', {'name': str})\n"
        "Hint: typing.TypeAlias = dict[str, str]\n"
        "if typing.TYPE_CHECKING:\n    Point: 'TypeAlias' = tuple[int, int]\n"
        "_Shown = TypedDict('_Shown', {'a': int})\n"
        "def f() -> None:\n    Entry: TypeAlias = int\n"
        "Plain = 4\n"
    )
    (package / "core.py").write_text("import typing\nTable: typing.TypeAlias = tuple[int, ...]\n")
    both = ["pkg.engine.basics", "pkg.protocol.schema"]
    assert shared_class_names(package) == {
        "Square": both, "Hint": both, "Point": both, "Table": ["pkg.core", "pkg.engine.basics"]}


@pytest.mark.skipif(sys.version_info < (3, 12), reason="the type statement is Python 3.12's")
def test_the_name_check_finds_a_type_statement_of_a_class_name(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "search.py").write_text("type Table = dict[int, int]\n")
    (package / "core.py").write_text("class Table:\n    pass\n")
    assert shared_class_names(package) == {"Table": ["pkg.core", "pkg.search"]}
