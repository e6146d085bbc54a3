"""Whether the code running now is a learner's lesson (an app, Voilà's page, or a lesson run for its exercises or
pictures) rather than a teacher's own notebook: a worksheet or an answer key is written only in the latter.

A lesson notebook that saves its worksheet (or its answer key) in a cell would write it again wherever the lesson is
run: on every learner's lesson page and each time the class table runs the lesson. :func:`lesson_run` says when
the code runs as such a lesson, as the package itself knows it:

- a lesson app runs in this kernel (:func:`~..course.lesson_app.open_lesson`: the offline site's lesson pages);
- the kernel is Voilà's (the tutorials' server shows a lesson as an app there): Voilà gives its kernels the
  environment variables ``VOILA_BASE_URL``, ``VOILA_KERNEL_ID`` and ``VOILA_REQUEST_URL``;
- the lesson runs in the private shell of :mod:`.lesson_exercises` (``class_progress(lessons=...)``, a lesson's still
  pictures): its code runs in the module :data:`.lesson_exercises.MODULE`.

A learner who opens the lesson notebook in JupyterLab and runs it cannot be told from the teacher who wrote it:
that is why the guide saves worksheets from a teacher's notebook of its own.
"""

from __future__ import annotations

import os

VOILA_ENV = ("VOILA_BASE_URL", "VOILA_KERNEL_ID", "VOILA_REQUEST_URL")
"""Environment variables Voilà sets in (or for) every kernel it starts, preheated or not."""


def lesson_run() -> str | None:
    """How the code running now is a learner's lesson: ``"app"``, ``"voila"`` or ``"lesson run"``; None in a
    teacher's own notebook, a script or a terminal."""
    from ..course.lesson_app import lesson_folder
    from .lesson_exercises import MODULE

    if _shell_module() == MODULE:
        return "lesson run"
    if lesson_folder() is not None:
        return "app"
    if any(os.environ.get(name) for name in VOILA_ENV) or os.environ.get("SERVER_SOFTWARE", "").startswith("voila/"):
        return "voila"
    return None


def _shell_module() -> str:
    """The name of the module the IPython shell running now runs its cells in ("" outside IPython)."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with ipywidgets
        return ""
    shell = get_ipython()
    module = getattr(shell, "user_module", None)
    return str(getattr(module, "__name__", "")) if shell is not None else ""


__all__ = ["VOILA_ENV", "lesson_run"]
