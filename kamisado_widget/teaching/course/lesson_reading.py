"""A lesson notebook's title, language and exercises, read from its code without running it.

A notebook's title is its first ``# heading``; its exercises are found in its code cells, without running them, as
the ``Exercise(title=..., id=...)`` calls they contain (in order), the ``puzzle_set(n)`` calls, which stand for the
puzzles of grade ``n``, and the ``puzzles_from(...)`` calls whose positions (or ``ids=``) are written out as a list
(one entry per puzzle, "<title> 1", "<title> 2", ...), each in the lesson a ``lesson("...")`` call started (under its
``id=`` if it gives one).

The code cells that make exercises this reading cannot list (an ``Exercise`` whose title is not written out, one made
in a loop, a comprehension or a function, a ``.exercise(...)`` call such as ``find_positions(...)[0].exercise(...)``,
an ``ExerciseSet`` of a comprehension, a ``puzzle_set`` or ``puzzles_from`` call whose puzzles are not written out, a
lesson named by a variable) are named in :attr:`Lesson.unread`, numbered as a lesson app runs them; the course map
runs such a lesson (:mod:`.map_run`).

A notebook is read as every lesson is (:func:`~kamisado_widget.teaching.course.notebook_file.read_notebook`); one
that cannot be read raises :class:`~.notebook_file.NotebookError` naming it.
"""

from __future__ import annotations

import ast
import pathlib
from dataclasses import dataclass, field

from ...engine.catalogue import LANGUAGES, parse_language, speaking
from ...engine.errors import KamisadoError, LanguageError
from ..learner import progress
from .lesson_app import NOTEBOOK_ONLY
from .notebook_file import read_notebook

WELCOME = "00_welcome.ipynb"
CHECK, SHOWN, OPEN = progress.CHECK, progress.SHOWN, progress.OPEN


@dataclass(frozen=True)
class Entry:
    """One exercise of a lesson: its saved-progress key and its title."""

    id: str
    title: str


@dataclass(frozen=True)
class Lesson:
    """One notebook: its file name, its title, its exercises in order and its language ("" when it names none);
    ``unread`` numbers the code cells that make exercises the reading cannot list (counted as a lesson app runs them:
    the code cells with code, less those tagged ``notebook-only``)."""

    path: str
    title: str
    exercises: tuple[Entry, ...] = field(default=())
    language: str = ""
    unread: tuple[int, ...] = field(default=())


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def _text(node: ast.AST | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _exercise_entry(call: ast.Call, namespace: str) -> Entry | None:
    """The id and title of an ``Exercise(...)`` call whose title is written out (positional or keyword), in the
    lesson ``namespace`` unless the call names its own ``lesson=``."""
    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    title = _text(keywords.get("title")) or (_text(call.args[0]) if call.args else None)
    if title is None:
        return None
    own = _text(keywords.get("lesson"))
    namespace = progress.slug(own) if own else namespace
    local = _text(keywords.get("id")) or progress.slug(title)
    return Entry(f"{namespace}/{local}" if namespace else local, title)


def _puzzle_entries(call: ast.Call) -> list[Entry]:
    from ..positions.puzzles import puzzles_of

    if not call.args or not isinstance(call.args[0], ast.Constant) or type(call.args[0].value) is not int:
        return []
    try:
        exercises = [p.exercise() for p in puzzles_of(call.args[0].value)]
    except (KamisadoError, ValueError, LookupError):  # a grade there is not: the cell raises when run, not the map
        return []
    return [Entry(ex.progress_id, ex.title) for ex in exercises]


def _puzzles_from_entries(call: ast.Call, namespace: str) -> list[Entry]:
    """The puzzles of a ``puzzles_from(positions, title=..., ids=...)`` call whose ids, or whose positions, are
    written out as a list (their count is then known without running the cell), in the lesson ``namespace``."""
    from ..positions.puzzles import puzzle_key

    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    positions = call.args[0] if call.args else keywords.get("positions")
    title_node = call.args[1] if len(call.args) > 1 else keywords.get("title")
    ids_node = call.args[2] if len(call.args) > 2 else keywords.get("ids")
    title = _text(title_node) if title_node is not None else "Puzzles"  # puzzles_from's default (an id's part)
    if title is None or not title.strip():
        return []
    ids: list[str] = []
    if isinstance(ids_node, (ast.List, ast.Tuple)):
        ids = [t for e in ids_node.elts if (t := _text(e))]
    count = len(positions.elts) if isinstance(positions, (ast.List, ast.Tuple)) else len(ids)
    out = []
    for n in range(1, count + 1):
        local = f"puzzle-{puzzle_key(title, ids, n)}"
        out.append(Entry(f"{namespace}/{local}" if namespace else local, f"{title} {n}"))
    return out


_REPEATING = (ast.For, ast.AsyncFor, ast.While, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp,
              ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)
"""Code that may make an exercise any number of times: a loop, a comprehension, a function."""


def _unlisted_call(call: ast.Call, repeated: bool) -> bool:
    """Whether ``call`` makes exercises the reading cannot list (``repeated``: it is in a loop, a comprehension or a
    function)."""
    name = _call_name(call)
    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    if name == "exercise" and isinstance(call.func, ast.Attribute):  # a Puzzle's, a FoundPosition's
        return True
    if name == "Exercise":
        return repeated or _exercise_entry(call, "") is None
    if name == "puzzle_set":  # a grade written out (a grade there is not: the run names the error)
        return repeated or not (call.args and isinstance(call.args[0], ast.Constant) and type(call.args[0].value) is int)
    if name == "puzzles_from":
        return repeated or not _puzzles_from_entries(call, "")
    if name == "ExerciseSet":
        given = call.args[0] if call.args else keywords.get("exercises")
        return isinstance(given, (ast.ListComp, ast.GeneratorExp, ast.Starred))
    if name == "lesson" and (call.args or "id" in keywords):  # a lesson's name or id the reading cannot know
        return any(_text(node) is None for node in (*call.args[:1], *keywords.values()))
    return False


def _makes_unlisted(tree: ast.AST) -> bool:
    """Whether the code makes exercises the reading cannot list (walked without recursion: code may nest deep)."""
    stack: list[tuple[ast.AST, bool]] = [(tree, False)]
    while stack:
        node, repeated = stack.pop()
        if isinstance(node, ast.Call) and _unlisted_call(node, repeated):
            return True
        inner = repeated or isinstance(node, _REPEATING)
        stack.extend((child, inner) for child in ast.iter_child_nodes(node))
    return False


def _calls_in_order(tree: ast.AST) -> list[ast.Call]:
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)]
    return sorted(calls, key=lambda c: (c.lineno, c.col_offset))


def exercises_in(source: str, namespace: str = "") -> list[Entry]:
    """The exercises a code cell creates, read from its source without running it."""
    return _read_cell(source, namespace)[0]


def _read_cell(source: str, namespace: str, language: list[str] | None = None) -> tuple[list[Entry], str, bool]:
    """The exercises a code cell creates, the lesson namespace after it (a ``lesson("...")`` call starts one, named
    by its ``id=`` if it gives one) and whether it makes exercises this reading cannot list; a
    ``set_language("de")`` call's language is added to ``language``."""
    lines = [line for line in source.splitlines() if not line.lstrip().startswith(("%", "!"))]  # IPython magics
    try:
        tree = ast.parse("\n".join(lines))
    except (SyntaxError, ValueError, RecursionError, MemoryError):  # not Python, a NUL byte, nested too deep
        return [], namespace, False
    try:
        unlisted = _makes_unlisted(tree)
    except RecursionError:  # an expression nested too deep to read: nothing listed from it
        unlisted = False
    found: list[Entry] = []
    for call in _calls_in_order(tree):
        name = _call_name(call)
        if name == "set_language" and language is not None and call.args and (code := _language_of(call.args[0])):
            language.append(code)
        elif name == "lesson" and call.args and (named := _text(call.args[0])):
            own = next((k.value for k in call.keywords if k.arg == "id"), None)
            namespace = progress.slug((_text(own) or named) if own is not None else named)
        elif name == "Exercise" and (entry := _exercise_entry(call, namespace)) is not None:
            found.append(entry)
        elif name == "puzzle_set":
            with speaking(language[0] if language else None):  # the puzzles' titles in the lesson's language
                found.extend(_puzzle_entries(call))
        elif name == "puzzles_from":
            found.extend(_puzzles_from_entries(call, namespace))
    return found, namespace, unlisted


def _language_of(node: ast.AST) -> str:
    """The language a ``set_language(...)`` call's argument names, or ""."""
    text = _text(node)
    try:
        code = parse_language(text) if text else ""
    except LanguageError:
        return ""
    return code if code in LANGUAGES else ""


def read_lesson(path: pathlib.Path) -> Lesson:
    """A notebook's title (its first ``# heading``, else its file name) and exercises.

    Raises :class:`~.notebook_file.NotebookError` (an ``UnreadableFileError``, a ``ValueError``) naming the file and
    the problem if it is not a notebook that can be read.
    """
    path = pathlib.Path(path)
    nb = read_notebook(path)
    title, exercises, namespace = path.stem, [], ""
    languages: list[str] = []
    unread: list[int] = []
    number = 0  # the code cells a lesson app runs, counted as it counts them
    for cell in nb["cells"]:
        source = cell.get("source", "")
        source = "".join(source) if isinstance(source, list) else source
        if cell.get("cell_type") == "markdown" and title == path.stem:
            heading = next((line[2:].strip() for line in source.splitlines() if line.startswith("# ")), None)
            title = heading or title
        elif cell.get("cell_type") == "code":
            run = bool(source.strip()) and NOTEBOOK_ONLY not in (cell.get("metadata") or {}).get("tags", ())
            number += run
            found, namespace, unlisted = _read_cell(source, namespace, languages)
            exercises.extend(found)
            if unlisted and run:  # (a cell the app leaves out: its exercises cannot be listed by running the app)
                unread.append(number)
    folder = path.resolve().parent.name
    language = languages[0] if languages else folder if folder in LANGUAGES else ""
    return Lesson(path.name, title, tuple(exercises), language, tuple(unread))


__all__ = ["WELCOME", "Entry", "Lesson", "exercises_in", "read_lesson"]
