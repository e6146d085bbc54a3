"""Measure the shape of the board session (not a test): its modules and lines, the public names, and the
hops of one click from the page's message to the new view.

    .venv/bin/python benchmarks/session_shape.py

- modules and lines: the ``.py`` files of ``kamisado_widget/session`` and their lines (as ``wc -l`` counts).
- public names: ``kamisado_widget.__all__``, ``kamisado_widget.engine.__all__``, the public names defined in
  the class bodies of ``KamisadoWidget`` and ``BoardSession`` (``vars(cls)`` without a leading underscore), and
  what tab completion offers on an instance (``dir``, the instance's attributes included).
- hops: a 'click' message from the page that plays a move (Black's Red c1 selected, then c6 clicked), traced
  with ``sys.setprofile`` from the widget's message handler to the view it renders. A hop is a call from one
  module of the package into another; ``chain`` is the hops on the stack when the engine's ``Match.play``
  runs (the way down from the message to the move; frames of one module in a row count once), ``modules``
  the package's modules the click touches. The same chain is traced for a move from Python on a board with a
  task (``w.play`` checked by an attempt hook).
"""

from __future__ import annotations

import pathlib
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

REPO = pathlib.Path(__file__).resolve().parents[1]
PACKAGE = REPO / "kamisado_widget"


def session_lines() -> tuple[int, int]:
    files = sorted((PACKAGE / "session").glob("*.py"))
    return len(files), sum(len(p.read_bytes().splitlines()) for p in files)


def public(cls: type) -> list[str]:
    return sorted(name for name in vars(cls) if not name.startswith("_"))


def public_names() -> dict[str, int]:
    import anywidget

    import kamisado_widget
    from kamisado_widget import engine
    from kamisado_widget.session import BoardSession
    from kamisado_widget.widget import KamisadoWidget

    session = BoardSession(engine.Match(3))
    widget = KamisadoWidget(target=3)
    return {
        "kamisado_widget.__all__": len(kamisado_widget.__all__),
        "engine.__all__": len(engine.__all__),
        "KamisadoWidget": len(public(KamisadoWidget)),
        "BoardSession": len(public(BoardSession)),
        "a BoardSession (tab completion: its parts too)": len([n for n in dir(session) if not n.startswith("_")]),
        "a KamisadoWidget (tab completion, less anywidget's own)": len(
            [n for n in dir(widget) if not n.startswith("_") and n not in dir(anywidget.AnyWidget)]
        ),
    }


def _module(frame: FrameType | None) -> str | None:
    """The package module a frame runs in (None outside the package)."""
    while frame is not None:
        path = pathlib.Path(frame.f_code.co_filename)
        if PACKAGE in path.parents:
            return ".".join(path.relative_to(REPO).with_suffix("").parts)
        return None
    return None


def trace(run: Callable[[], Any], top: str = "_on_front_end_msg") -> dict[str, Any]:
    """The hops of ``run()``: every call from one package module into another, and the chain to Match.play."""
    hops = 0
    touched: set[str] = set()
    chain: list[str] = []

    def profile(frame: FrameType, event: str, _arg: Any) -> None:
        nonlocal hops, chain
        if event != "call":
            return
        callee = _module(frame)
        if callee is None:
            return
        touched.add(callee)
        caller = frame.f_back
        while caller is not None and _module(caller) is None:
            caller = caller.f_back  # a call through a library (traitlets, contextlib) counts from the package frame
        if caller is not None and _module(caller) != callee:
            hops += 1
        if frame.f_code.co_name == "play" and callee.endswith("engine.match") and not chain:
            stack, f = [], frame
            while f is not None:
                mod = _module(f)
                if mod is not None:
                    stack.append(f"{mod.removeprefix('kamisado_widget.')}.{f.f_code.co_name}")
                if f.f_code.co_name == top and mod is not None and mod.endswith("widget.board"):
                    break
                f = f.f_back
            stack.reverse()
            chain = [s for i, s in enumerate(stack) if i == 0 or s.rpartition(".")[0] != stack[i - 1].rpartition(".")[0]]

    sys.setprofile(profile)
    try:
        run()
    finally:
        sys.setprofile(None)
    return {"hops": hops, "modules": len(touched), "chain": chain}


def click_hops() -> dict[str, Any]:
    from kamisado_widget.widget import KamisadoWidget

    w = KamisadoWidget(target=3)
    w._on_front_end_msg(w, {"type": "click", "square": "c1", "version": w.view["version"]}, [])
    content = {"type": "click", "square": "c6", "version": w.view["version"]}
    found = trace(lambda: w._on_front_end_msg(w, content, []))
    assert w.last_move == "c1-c6", w.message
    return found


def checked_move_hops() -> dict[str, Any]:
    """A move from Python on a board with a task (an attempt hook): ``w.play`` checked as a click would be."""
    from kamisado_widget.widget import KamisadoWidget

    w = KamisadoWidget(target=3)
    w.on_attempt(lambda attempt: None)
    found = trace(lambda: w.play("c1-c6"), top="play")
    assert w.last_move == "c1-c6", w.message
    return found


def main() -> None:
    modules, lines = session_lines()
    print(f"session: {modules} modules, {lines} lines")
    for name, count in public_names().items():
        print(f"public names of {name}: {count}")
    hops = click_hops()
    print(f"a click that plays a move: {hops['hops']} calls between modules, {hops['modules']} modules touched, "
          f"{len(hops['chain']) - 1} hops down to Match.play:")
    print("  " + " -> ".join(hops["chain"]))
    checked = checked_move_hops()
    print(f"a checked move from Python (w.play on a board with a task): {len(checked['chain']) - 1} hops down to "
          "Match.play:")
    print("  " + " -> ".join(checked["chain"]))


if __name__ == "__main__":
    main()
