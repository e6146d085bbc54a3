"""Benchmark: the bytes a move sends to the front-end, with the squares in `view` and without.

A mid-game position (a Standard match in round 2, ten moves in; tests/helpers/scenarios.py): one
more move is played from Python, then an earlier position is replayed (the move list), and the state
updates the widget sends are captured, each
measured as the JSON Jupyter puts on the wire (UTF-8, as `jupyter_client` packs it).

"before" is the shape the view had when it carried the layout: the same update plus the 64
squares, the palette, the two view switches and each tower's colour name and character. The
layout's `board_layout` trait is sent once per layout; its size is printed too.

    .venv/bin/python benchmarks/view_bytes.py

Target (issue 10): a move's `view` update <= 4 KB (4096 bytes).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from kamisado_widget import KamisadoWidget

REPO = Path(__file__).parents[1]
LIMIT = 4096


def wire_bytes(state: dict[str, Any]) -> int:
    """Bytes of one comm update message carrying ``state`` (jupyter_client's json packer)."""
    message = {"method": "update", "state": state, "buffer_paths": []}
    return len(json.dumps(message, ensure_ascii=False, allow_nan=False).encode("utf-8"))


def capture(w: KamisadoWidget) -> list[dict[str, Any]]:
    """Record the state of every update the widget sends from now on."""
    sent: list[dict[str, Any]] = []
    original = w.send_state

    def recording(key: Any = None) -> None:
        sent.append(w.get_state(key))
        original(key)

    w.send_state = recording  # type: ignore[method-assign]
    return sent


def old_shape(state: dict[str, Any], w: KamisadoWidget) -> dict[str, Any]:
    """The same update as the view carried it with the layout inside (before the board_layout trait)."""
    view = dict(state["view"])
    colours = {s["colour"]: s for s in w.board_layout["squares"]}
    view["towers"] = [
        {**t, "colour_name": colours[t["colour"]]["colour_name"], "character": colours[t["colour"]]["character"]}
        for t in view["towers"]
    ]
    view.update(flipped=w.flipped, colour_blind=w.colour_blind, palette=w.board_layout["palette"],
                squares=w.board_layout["squares"])
    return {**state, "view": view}


def main() -> None:
    sys.path.insert(0, str(REPO / "tests"))
    from helpers.scenarios import midgame, quiet_move  # the position the widget tests use too

    match = midgame()
    w = KamisadoWidget(record=match.record())  # the whole match, so the view lists the round's moves
    move = quiet_move(w.match)
    sent = capture(w)
    w.play(move)
    assert len(sent) == 1 and set(sent[0]) == {"view"}, f"one view update per move, got {[sorted(s) for s in sent]}"
    after = wire_bytes(sent[0])
    before = wire_bytes(old_shape(sent[0], w))
    print(f"mid-game position: {match.text()}")
    print(f"move played: {move.text()}")
    print(f"before (squares inside view): {before:6d} bytes per move")
    print(f"after  (view only):           {after:6d} bytes per move   (target <= {LIMIT}: "
          f"{'ok' if after <= LIMIT else 'MISSED'})")
    print(f"board_layout trait (once per layout): {wire_bytes({'board_layout': w.board_layout}):5d} bytes")
    sent.clear()
    w.replay(3)  # the move list: showing an earlier position sends the view alone
    assert [sorted(s) for s in sent] == [["view"]], f"one view update per replay step, got {[sorted(s) for s in sent]}"
    print(f"a replay step (view only):     {wire_bytes(sent[0]):6d} bytes")
    print(f"history trait (the move list's finished rounds; sent with fills and round ends, not with each move): "
          f"{wire_bytes({'history': w.history}):5d} bytes")


if __name__ == "__main__":
    main()
