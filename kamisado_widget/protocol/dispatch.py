"""Carry out a checked intent from the board (see intents.py) on a board session.

One entry per intent type (and per edit action): the session method it calls with the
intent's values. The ``options`` intent sets the widget's traits and is the widget's own.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeAlias

from ..engine import parse_square
from ..engine.catalogue import _
from ..session.board_session import BoardSession
from ..session.edit_mode import EditSession
from .intents import Intent, IntentError

Handler: TypeAlias = Callable[[BoardSession, dict[str, Any]], Any]
EditStep: TypeAlias = Callable[[EditSession, dict[str, Any]], str]

HANDLERS: dict[str, Handler] = {
    "click": lambda s, v: s.click(v["square"]),
    "cancel": lambda s, v: s.cancel(),
    "pass": lambda s, v: s.pass_turn(v["square"]),
    "fill": lambda s, v: s.board_fill(v["direction"]),
    "undo": lambda s, v: s.undo(),
    "redo": lambda s, v: s.redo(),
    "new_match": lambda s, v: s.reset(v["target"], v["layout"]),
    "computer": lambda s, v: s.set_computer(v["side"], v["level"]),
    "hint": lambda s, v: s.hint(),
    "analyse": lambda s, v: s.analyse(),
    "explore": lambda s, v: s.set_explore(v["on"]),
    "review": lambda s, v: s.review(wait=False),
    "paste": lambda s, v: s.paste(v["text"]),
    "replay": lambda s, v: REPLAY_HANDLERS[v["action"]](s, v),
}

REPLAY_HANDLERS: dict[str, Handler] = {
    "show": lambda s, v: s.replay(v["ply"]),
    "step": lambda s, v: s.replay_step(v["by"]),
    "live": lambda s, v: s.live(),
    "play_on": lambda s, v: s.play_on(),
}

EDIT_HANDLERS: dict[str, Handler] = {  # "start" enters edit mode; the others need it
    "done": lambda s, v: s.finish_edit(),
    "cancel": lambda s, v: s.cancel_edit(),
}

EDIT_STEPS: dict[str, EditStep] = {
    "undo": lambda e, v: e.undo(),
    "clear": lambda e, v: e.clear(),
    "pick": lambda e, v: e.pick(v["tower"]),
    "click": lambda e, v: e.click(parse_square(v["square"])),
    "remove": lambda e, v: e.remove(v["tower"]),
    "rank": lambda e, v: e.set_rank(v["tower"], v["rank"]),
    "set": lambda e, v: e.set_field(v["field"], v["value"]),
}


def carry_out(session: BoardSession, intent: Intent) -> None:
    """Do what ``intent`` asks. One made on an earlier view is done when that view showed what it acts on as the
    board shows it now (a message said since, or the board drawn again, changes nothing for a click); otherwise
    the board had changed under it, and it is refused (IntentError) with nothing done."""
    if intent.version is not None and not session.seen_as_now(intent.version):
        raise IntentError(
            _("The board had already changed when this arrived: look at it again, then try once more.")
        )
    values = intent.values
    if intent.type != "edit":
        HANDLERS[intent.type](session, values)
    elif intent.action == "start":
        session.edit()
    else:
        editor = session.editor  # every other edit action needs edit mode: this raises otherwise
        action = str(intent.action)
        if action in EDIT_HANDLERS:
            EDIT_HANDLERS[action](session, values)
        else:
            session.edit_step(lambda _: EDIT_STEPS[action](editor, values))
