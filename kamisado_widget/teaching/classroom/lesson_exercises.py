"""A lesson notebook run headless, to find its exercises: what :func:`~.class_table.class_progress` checks a class's
claimed solves against when it is given lessons as notebooks (paths, a folder, or the tutorials by name).

:func:`run_lessons` runs each notebook's code cells top to bottom, as an app does (:func:`~..course.lesson_app.lesson_cells`: the
cells tagged ``notebook-only`` left out), in a private IPython shell in this process, in the notebook's folder. Nothing
is shown: what a cell shows (its last value, or ``display(...)``) is only looked at for exercises, and what it prints is
dropped; the widgets it makes send nothing to the notebook and are closed afterwards. Every ``Exercise`` shown, held in an ``ExerciseSet`` or left in a variable is collected, in the order met.
While the lessons run, saved progress goes to a file of its own that is thrown away afterwards (the learner's — or
the teacher's — own progress is neither read nor written, and a course map shown in the kernel is not told), and the
kernel's current lesson, its exercise ids, its tries and its language (a German lesson calls ``set_language("de")``)
are put back as they were. A notebook whose code raises is named with the cell and the error
(:attr:`RunLesson.problem`); its exercises are then those read from its code without running it
(:func:`~..course.lesson_reading.read_lesson`) and those made before the error, none checked, and the other notebooks go on.

The code of a lesson is run as it stands: run only notebooks you trust, as with Run All.
"""

from __future__ import annotations

import contextlib
import os
import pathlib
import sys
import tempfile
import types
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...engine import catalogue
from ...engine.catalogue import _
from ..course.lesson_app import LessonError, lesson_cells, lesson_path
from ..course.lesson_reading import WELCOME, Entry, read_lesson
from ..exercises.task import Task
from ..learner import lessons as lesson_state
from ..learner import progress

MODULE = "__kamisado_lesson__"
"""The name of the module a lesson's code runs in (never ``__main__``: the kernel's own namespace is left alone)."""


@dataclass(frozen=True)
class RunLesson:
    """One lesson notebook, run: its name, its exercises in order (each an ``Exercise``, its solves checkable, or, where its
    code did not run, an :class:`~..course.lesson_reading.Entry` read from the notebook) and why its code did not run, if it did not."""

    name: str
    exercises: tuple[Task | Entry, ...] = field(default=())
    problem: str | None = None


def _is_exercise(item: object) -> bool:
    return all(hasattr(item, name) for name in ("progress_id", "goal", "start", "title"))


class _Collector:
    """The exercises seen in what the lesson shows or keeps, each once, in the order met."""

    def __init__(self) -> None:
        self.found: list[Any] = []
        self._ids: set[int] = set()

    def add(self, value: object, depth: int = 0) -> None:
        if _is_exercise(value):
            if id(value) not in self._ids:
                self._ids.add(id(value))
                self.found.append(value)
            return
        if depth > 1 or isinstance(value, (str, bytes, dict, type, types.ModuleType)):
            return
        items = getattr(value, "exercises", None) if depth == 0 else None
        if isinstance(value, (list, tuple)):
            items = value
        if isinstance(items, (list, tuple)):
            for item in items:
                self.add(item, depth + 1)


def _formatter(collector: _Collector) -> Any:
    from IPython.core.formatters import DisplayFormatter

    class Collecting(DisplayFormatter):
        """Shows nothing (no widget is made, no output written): notes the exercises it is asked to show."""

        def format(self, obj: Any, include: Any = None, exclude: Any = None) -> tuple[dict[str, Any], dict[str, Any]]:
            collector.add(obj)
            return {}, {}

    return Collecting()


@contextlib.contextmanager
def _no_widgets_shown() -> Iterator[None]:
    """The widgets a lesson makes while it runs talk to no front end (a comm of their own that sends nothing, not the
    kernel's), and are closed afterwards: a teacher's notebook is sent nothing and keeps none of them."""
    import comm
    from ipywidgets.widgets import widget

    made_before = set(widget._instances)
    create = comm.create_comm
    comm.create_comm = comm.DummyComm
    try:
        yield
    finally:
        comm.create_comm = create
        for model_id in set(widget._instances) - made_before:
            with contextlib.suppress(Exception):  # a lesson's own widget class may fail to close: never the table
                widget._instances[model_id].close()


@contextlib.contextmanager
def private_shell(folder: pathlib.Path, collector: _Collector | None = None) -> Iterator[Any]:
    """An IPython shell of its own, the one ``display()`` and ``get_ipython()`` reach while it runs, in ``folder``;
    the kernel's shell, working folder, saved-progress file, lesson state, language and progress listeners are put
    back afterwards, and the widgets made meanwhile talk to no front end and are closed. With a ``collector`` it
    shows nothing and notes the exercises it is asked to show; without, it formats what is shown as a kernel would
    (a lesson's still pictures, :mod:`..course.lesson_preview`)."""
    from IPython.core.interactiveshell import InteractiveShell
    from traitlets.config import Config

    config = Config()
    config.HistoryManager.enabled = False  # no history database written
    before_instance = InteractiveShell.__dict__.get("_instance")
    before_env = os.environ.get(progress.ENV)
    before_cwd = os.getcwd()
    before_lesson = (lesson_state._current, dict(lesson_state._claimed), set(lesson_state._tried),
                     {k: list(v) for k, v in lesson_state._waiting.items()}, dict(lesson_state._earlier))
    before_listeners = list(progress._listeners)
    before_module = sys.modules.get(MODULE)
    before_language = catalogue._chosen
    with tempfile.TemporaryDirectory(prefix="kamisado-lesson-run-") as scratch, _no_widgets_shown():
        try:
            os.environ[progress.ENV] = str(pathlib.Path(scratch) / "progress.json")
            lesson_state.forget()
            progress._listeners[:] = []  # a course map shown in this kernel is not redrawn from the scratch file
            shell = InteractiveShell(config=config, user_module=types.ModuleType(MODULE))
            if collector is not None:
                shell.display_formatter = _formatter(collector)
            InteractiveShell._instance = shell  # type: ignore[assignment]  # display() and get_ipython() inside the lesson reach this shell
            os.chdir(folder)
            yield shell
        finally:
            catalogue._chosen = before_language
            os.chdir(before_cwd)
            if before_instance is None and "_instance" in InteractiveShell.__dict__:
                InteractiveShell._instance = None
            else:
                InteractiveShell._instance = before_instance
            if before_env is None:
                os.environ.pop(progress.ENV, None)
            else:
                os.environ[progress.ENV] = before_env
            lesson_state._current = before_lesson[0]
            lesson_state._claimed.clear()
            lesson_state._claimed.update(before_lesson[1])
            lesson_state._tried.clear()
            lesson_state._tried.update(before_lesson[2])
            lesson_state._waiting.clear()
            lesson_state._waiting.update(before_lesson[3])
            lesson_state._earlier.clear()
            lesson_state._earlier.update(before_lesson[4])
            progress._listeners[:] = before_listeners
            if before_module is None:
                sys.modules.pop(MODULE, None)
            else:
                sys.modules[MODULE] = before_module


def notebook_path(name: str | os.PathLike[str]) -> pathlib.Path:
    """The notebook a lesson names, by the rule a lesson app follows (:func:`~..course.lesson_app.lesson_path`): a
    notebook's path, or a tutorial's name (``"01_which_tower"``, with or without ``.ipynb``); raises
    :class:`~..course.lesson_app.LessonError` naming it if there is none."""
    try:
        return lesson_path(name)
    except LessonError:
        raise LessonError(_("{name} is not a lesson notebook: give a notebook's path (such as "
                            "'notebooks/01_which_tower.ipynb'), a folder of them or a tutorial's name (such as "
                            "'01_which_tower').").format(name=repr(str(name)))) from None


def run_lesson(name: str | os.PathLike[str]) -> RunLesson:
    """Run one lesson notebook headless (see the module docstring) and collect its exercises."""
    path = notebook_path(name)
    shown = path.name
    collector = _Collector()
    problem = None
    try:
        cells = lesson_cells(path)
    except LessonError as err:
        return RunLesson(shown, (), str(err))
    from IPython.utils.capture import capture_output

    whole = path.resolve()  # before the shell moves into the notebook's folder
    with private_shell(whole.parent, collector) as shell, lesson_state.running_notebook(whole):
        number = 0
        for kind, source in cells:
            if kind != "code":
                continue
            number += 1
            with capture_output():  # what the cell prints: not needed
                result = shell.run_cell(source, store_history=False, silent=False)
            if not result.success:
                error = result.error_in_exec or result.error_before_exec
                problem = _("its code cell {number} raised {error}: {message}").format(
                    number=number, error=type(error).__name__, message=error)
                break
            collector.add(result.result)
        for value in list(shell.user_ns.values()):
            collector.add(value)
    if problem is None:
        return RunLesson(shown, tuple(collector.found))
    try:
        entries = list(read_lesson(path).exercises)
    except ValueError:
        entries = []
    listed = {e.id for e in entries}
    entries += [Entry(str(ex.progress_id), str(ex.title)) for ex in collector.found if ex.progress_id not in listed]
    return RunLesson(shown, tuple(entries), problem)  # none checked: the lesson did not run to its end


def _notebooks(where: str | os.PathLike[str]) -> Sequence[pathlib.Path | str | os.PathLike[str]]:
    folder = pathlib.Path(where)
    if folder.is_dir():
        return sorted(p for p in folder.glob("*.ipynb") if p.name != WELCOME)
    return [where]


def run_lessons(where: str | os.PathLike[str] | Iterable[str | os.PathLike[str]]) -> list[RunLesson]:
    """Run each lesson notebook (a path, a tutorial's name, a folder of notebooks — the welcome notebook left out —
    or a list of them, in course order) and collect its exercises; a lesson that cannot be found or whose code raises
    is named in its :attr:`RunLesson.problem`, and the others are run."""
    items = [where] if isinstance(where, (str, os.PathLike)) else list(where)
    out = []
    for item in items:
        for name in _notebooks(item):
            try:
                out.append(run_lesson(name))
            except LessonError as err:
                out.append(RunLesson(str(name), (), str(err)))
    return out


__all__ = ["MODULE", "RunLesson", "notebook_path", "private_shell", "run_lesson", "run_lessons"]
