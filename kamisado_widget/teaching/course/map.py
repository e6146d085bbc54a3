"""The course map: every lesson notebook and every exercise in it, with check marks from the saved progress.

The list is read from the notebooks themselves, so it cannot drift from them: each notebook's
title is its first ``# heading``, and its exercises are found in its code cells, without running
them, as the ``Exercise(title=..., id=...)`` calls they contain (in order), the
``puzzle_set(n)`` calls, which stand for the puzzles of grade ``n``, and the ``puzzles_from(...)`` calls whose
positions (or ``ids=``) are written out as a list (one entry per puzzle, "<title> 1", "<title> 2", ...).

Exercises made in a way the reading cannot list (an ``Exercise`` whose title is not written out, one made in a loop, a
comprehension or a function, a ``.exercise(...)`` call such as ``find_positions(...)[0].exercise(...)``, an
``ExerciseSet`` of a comprehension, a ``puzzle_set`` or ``puzzles_from`` call whose puzzles are not written out) are
listed by running the notebook headless as a lesson app does (:mod:`.map_run`); a lesson read in full (every tutorial)
is never run. Where that run fails, the map names the lesson and the code cells whose exercises it could not list
(:attr:`CourseMap.unlisted`), and lists those it could read.

A notebook is read as every lesson is (:func:`~kamisado_widget.teaching.course.notebook_file.read_notebook`: a
regular file of at most :data:`~kamisado_widget.teaching.course.notebook_file.MAX_NOTEBOOK_BYTES` bytes in UTF-8 JSON
nested at most 64 levels, with a list of cells, each with a type and a text source); any other (half-written, not
JSON, a pipe, a device ...) is named in the map's
``problems`` ("Left out: ...") and the other lessons are shown. Links to lessons are relative links to
their files: a file's name is quoted (``javascript:x.ipynb`` becomes ``javascript%3Ax.ipynb``), never a scheme.

The map speaks its lessons' language: a notebook that calls ``set_language("de")`` (as the German course's do), or
lies in a folder named by a language (``notebooks/de/``), is German, and the map of German lessons speaks German;
``course_map(..., language="en")`` chooses. The course in each language has the same lesson and exercise ids, so
an exercise solved in one shows as solved in the other's map.

>>> from kamisado_widget.teaching.course.map import course_map
>>> course_map()  # in 00_welcome.ipynb: the lessons next to it  # doctest: +SKIP
"""

from __future__ import annotations

import ast
import html
import pathlib
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from ...engine.catalogue import LANGUAGES, N_, _, parse_language, speaking
from ...engine.errors import KamisadoError, LanguageError, UnreadableFileError
from ..learner import progress
from .lesson_app import NOTEBOOK_ONLY, anchor, lesson_folder
from .notebook_file import read_notebook

if TYPE_CHECKING:
    from .map_run import Unlisted

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


def _read_all(items: Sequence[str | pathlib.Path | Lesson]) -> tuple[list[Lesson], list[str], list[Unlisted]]:
    """The lessons that can be read (each whose exercises cannot all be read run: :func:`.map_run.complete`), a
    problem for each notebook that cannot be read (named and left out) and each lesson whose run failed."""
    from .map_run import complete  # (it runs lessons with the class table's runner, which imports this module)

    found: list[Lesson] = []
    problems: list[str] = []
    unlisted: list[Unlisted] = []
    for item in items:
        if isinstance(item, Lesson):
            found.append(item)
            continue
        try:
            lesson = read_lesson(pathlib.Path(item))
        except UnreadableFileError as err:
            problems.append(str(err))
            continue
        lesson, failed = complete(lesson, pathlib.Path(item))
        found.append(lesson)
        if failed is not None:
            unlisted.append(failed)
    return found, problems, unlisted


def _notebooks_in(folder: str | pathlib.Path) -> list[pathlib.Path]:
    return sorted(p for p in pathlib.Path(folder).glob("*.ipynb") if p.name != WELCOME)


def lessons(folder: str | pathlib.Path = ".") -> list[Lesson]:
    """Every notebook in ``folder`` but the welcome notebook, in file-name order, with its exercises (run where they
    cannot all be read: see the module docstring; those that cannot be read left out: :func:`course_map` names them)."""
    return _read_all(_notebooks_in(folder))[0]


Lessons = str | pathlib.Path | Sequence[str | pathlib.Path | Lesson]
"""A folder of lesson notebooks, or a list of notebooks (paths) and :class:`Lesson` values, in course order."""


class CourseMap:
    """The lessons with their exercises; check marks are read from the saved progress when shown."""

    def __init__(self, where: Lessons | None = None, language: str | None = None) -> None:
        if where is None:  # the notebook's folder; in a lesson app, the folder of the lesson's course
            where = lesson_folder() or "."
        self.problems: list[str] = []
        """A sentence for each notebook that could not be read (named and left out)."""
        self.unlisted: list[Unlisted] = []
        """Each lesson whose code makes exercises the reading cannot list and whose run failed (its sentence:
        :meth:`~.map_run.Unlisted.sentence`); the map lists the exercises it could read."""
        self._shown: list[Any] = []  # the live maps shown (:meth:`live`)
        if isinstance(where, (str, pathlib.Path)):
            self.folder = pathlib.Path(where)
            if self.folder.is_file():
                self.lessons, self.problems, self.unlisted = _read_all([self.folder])
                self.folder = self.folder.parent
            elif not self.folder.is_dir():
                self.lessons, self.problems = [], [
                    _("{name}: there is no such notebook or folder").format(name=_one_line(str(where)))]
                self.folder = self.folder.parent
            else:
                self.lessons, self.problems, self.unlisted = _read_all(_notebooks_in(self.folder))
        else:
            self.lessons, self.problems, self.unlisted = _read_all(list(where))
            paths = [pathlib.Path(item) for item in where if not isinstance(item, Lesson)]
            self.folder = paths[0].parent if paths else pathlib.Path(".")
        self.language = self._language(language)
        """The language the map speaks: the one given, else its lessons' (all of them that name one), else None
        (the notebook's)."""

    def _language(self, given: str | None) -> str | None:
        if given is not None:
            return parse_language(given)
        named = {lesson.language for lesson in self.lessons if lesson.language}
        if not named and self.folder.resolve().name in LANGUAGES and self.lessons:
            named = {self.folder.resolve().name}
        return named.pop() if len(named) == 1 else None

    def solved(self) -> set[str]:
        return {key for key, state in self.states().items() if state == "solved"}

    def states(self) -> dict[str, str]:
        """Exercise id -> "solved" or "shown" (its answer was shown, it is not solved yet), for the map's
        exercises (a tutorial's entry from before lessons had names included)."""
        saved = progress.load()
        ids = {e.id for lesson in self.lessons for e in lesson.exercises}
        return {i: found for i in ids if (found := progress.lookup(saved, i)) is not None}

    def counts(self) -> dict[str, tuple[int, int]]:
        """Lesson file -> (solved, exercises)."""
        done = self.solved()
        return {
            lesson.path: (sum(e.id in done for e in lesson.exercises), len(lesson.exercises)) for lesson in self.lessons
        }

    def text(self) -> str:
        """The map as plain text, one lesson a line and one exercise an indented line."""
        with speaking(self.language):
            return self._text()

    def _text(self) -> str:
        states = self.states()
        left = [_("Left out: {problem}").format(problem=_one_line(p)) for p in self.problems]
        if not self.lessons:
            return "\n".join([_(NO_LESSONS).format(folder=self.folder.resolve()), *left])
        out = []
        for lesson in self.lessons:
            n = sum(states.get(e.id) == "solved" for e in lesson.exercises)
            if lesson.exercises:
                out.append(_("{title} ({path}) — {solved} of {count} solved").format(
                    title=lesson.title, path=lesson.path, solved=n, count=len(lesson.exercises)))
            else:
                out.append(_("{title} ({path})").format(title=lesson.title, path=lesson.path))
            out += [f"  {_mark(states.get(e.id))} {_exercise_line(e.title, states.get(e.id))}" for e in lesson.exercises]
        return "\n".join(out + [failed.sentence() for failed in self.unlisted] + left)

    def _repr_html_(self) -> str:
        with speaking(self.language):
            return self._html()

    def _html(self) -> str:
        states = self.states()
        left = "".join(f"<li>{html.escape(p)}</li>" for p in self.problems)
        left = f'<p>{html.escape(_(LEFT_OUT))}</p><ul class="kw-course-left-out">{left}</ul>' if left else ""
        if not self.lessons:
            return f"<p>{html.escape(_(NO_LESSONS).format(folder=self.folder.resolve()))}</p>{left}"
        items = []
        for lesson in self.lessons:
            link = anchor(quote(lesson.path, safe=""), html.escape(lesson.title))  # a relative file link, never a scheme
            if not lesson.exercises:
                items.append(f"<li>{link}</li>")
                continue
            n = sum(states.get(e.id) == "solved" for e in lesson.exercises)
            marks = "".join(
                f'<li class="kw-course-{states.get(e.id) or "open"}">'
                f'{_mark(states.get(e.id))} {html.escape(_exercise_line(e.title, states.get(e.id)))}</li>'
                for e in lesson.exercises
            )
            solved = html.escape(_("{solved} of {count} solved").format(solved=n, count=len(lesson.exercises)))
            items.append(
                f"<li>{link} — {solved}"
                f'<details{" open" if len(lesson.exercises) <= 12 else ""}><summary>{html.escape(_(EXERCISES))}'
                f'</summary><ul style="list-style: none">{marks}</ul></details></li>'
            )
        # the lessons' titles carry their numbers ("3 · Sumo towers"): a plain list, not a second numbering
        lang = f' lang="{html.escape(self.language)}"' if self.language else ""
        unlisted = "".join(f'<p class="kw-course-unlisted">{html.escape(failed.sentence())}</p>'
                           for failed in self.unlisted)
        return (f'<div class="kw-course-map"{lang}><ul style="list-style: none">'
                f'{"".join(items)}</ul>{unlisted}{left}</div>')

    def __repr__(self) -> str:
        return self.text()

    def _ipython_display_(self) -> None:
        """The map, and under it the learner's "Export my progress" button (a file to hand in)."""
        from IPython.display import display

        from ..learner.hand_in import export_button

        self.show()
        with speaking(self.language):
            display(export_button(self.folder))

    def bundle(self) -> dict[str, str]:
        """The map as a notebook shows it: its HTML and its text."""
        return {"text/html": self._repr_html_(), "text/plain": self.text()}

    def show(self) -> Any:
        """Show the map in the cell's output, redrawn there after each exercise solved or shown in this kernel (no
        need to run its cell again: the notebook updates the output in place); returns its display handle."""
        handle = _display(self.bundle())
        if _in_kernel():  # outside a kernel an update would print the map again, into whatever runs next
            self._shown.append(handle)
            _live.append(self)  # kept while it may still be on the page: the last few maps shown
            progress.on_saved(self._redraw)
        return handle

    def _redraw(self, _exercise: str, _state: str) -> None:
        if self._shown:
            bundle = self.bundle()
            for handle in self._shown:
                handle.update(bundle, raw=True)


LIVE_MAPS = 20
"""How many course maps shown in a kernel are kept redrawn (a cell run again shows a new one)."""
_live: deque[CourseMap] = deque(maxlen=LIVE_MAPS)


def _in_kernel() -> bool:
    """Whether this runs in a Jupyter kernel, whose page can update a shown map in place."""
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    return shell is not None and getattr(shell, "kernel", None) is not None


def _display(bundle: dict[str, str]) -> Any:
    """Display ``bundle`` as a cell's output that can be updated in place; its handle."""
    from IPython.display import display

    return display(bundle, raw=True, display_id=True)


def _one_line(text: str) -> str:
    from ..learner.hand_in import one_line

    return one_line(text, 400)


def _mark(state: str | None) -> str:
    return {"solved": CHECK, "shown": SHOWN}.get(state or "", OPEN)


NO_LESSONS = N_("No lesson notebooks found in {folder}.")
LEFT_OUT = N_("Left out:")
EXERCISES = N_("Exercises")


def _exercise_line(title: str, state: str | None) -> str:
    """An exercise as the map lists it: its title, and whether its answer was shown."""
    return _("{title} (answer shown)").format(title=title) if state == "shown" else title


def course_map(where: Lessons | None = None, language: str | None = None) -> CourseMap:
    """The course map of the notebooks in a folder (by default the notebook's own; in a lesson app, such as the
    offline site's lesson pages, the folder of the lesson's course, so a German lesson lists the German lessons), or of a list of
    notebooks in the order given — a teacher's own lessons, the tutorials or both::

        course_map(["sumo_pushes.ipynb", "passes.ipynb"])

    It speaks ``language`` if given, else its lessons' language (a German course's map speaks German), else the
    notebook's.
    """
    return CourseMap(where, language)


__all__ = ["CourseMap", "Entry", "Lesson", "course_map", "exercises_in", "lessons", "read_lesson"]
