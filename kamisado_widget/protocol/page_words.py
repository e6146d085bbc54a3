"""The page's own words: every label, tooltip, ARIA label, button, dialog, editor prompt, scoreboard and
move-list word the board shows that is not a sentence about the game (those come in the ``view``).

Each is a catalogue message under a stable key. :func:`page_words` gives them all in the language speaking
now; the widget sends them as its ``words`` trait (docs/widget-protocol.md), again only when the board's
language changes. The page looks a word up by its key and fills its named placeholders (``{square}``,
``{player}``, ...) with values it has (js/text.js, ``say``); it never builds a sentence from pieces.

A word whose form depends on a count is sent once per count the page can need, under ``key.N``
(``rings.1`` ... ``rings.4``): the language's plural rule is applied here (:func:`ngettext`), never in
the page. Names of players, colours and ranks come from :mod:`kamisado_widget.engine.names`.

``python -m kamisado_widget.protocol.page_words`` prints the English words as JSON (the JS tests read
them from ``js/tests/words.json``).
"""

from __future__ import annotations

import json
from collections.abc import Callable

from ..engine import Colour, Player
from ..engine.catalogue import N_, _, ngettext
from ..engine.core import points_for
from ..engine.match import TARGETS
from ..engine.names import MAX_RANK, colour_name, player_name, rank_name

WORDS: dict[str, str] = {
    # The board's grid and its squares' accessible names (js/text.js). A square's label lists its facts,
    # each a word below, joined by "label_separator".
    "grid": N_("Kamisado board: rank 8 at the top, Black's home row (rank 1) at the bottom, file a on the left"),
    "grid_flipped": N_(
        "Kamisado board, Gold's side: rank 1 at the top, Gold's home row (rank 8) at the bottom, file h on the left"
    ),
    # Translators: the start of a square's accessible name; {square} is "d4", {colour} a colour's name.
    "square": N_("{square}, {colour} square"),
    # Translators: between the facts of a square's accessible name ("d4, Brown square, empty").
    "label_separator": N_(", "),
    "square_empty": N_("empty"),
    "must_move": N_("must move"),
    "may_move": N_("may move"),
    "selected": N_("selected"),
    "picked_up": N_("picked up: click a square to move it there"),
    "target_step": N_("legal move: the selected tower can move here"),
    "target_push": N_("legal push: the selected Sumo can push this tower back"),
    "target_pass": N_("legal pass: the blocked tower stays here"),
    # Translators: a square's tower is blocked; {order} is its place (1, 2, ...) in the chain of passes.
    "blocked_in_chain": N_("blocked, pass {order} in the chain"),
    "last_from": N_("last move from here"),
    "last_to": N_("last move to here"),
    "last_pass": N_("last move: a pass here"),
    "hint_from": N_("hint: move this tower"),
    "hint_to": N_("hint: move here"),
    "hint_pass": N_("hint: pass here"),
    "pushed_from": N_("a tower was pushed from here"),
    "pushed_to": N_("a pushed tower landed here"),
    "would_push": N_("the push would move this tower"),
    "would_land": N_("a pushed tower would land here"),
    # Translators: the short word on a square a push or a pass can go to, and on a move in the move list.
    "kind_push": N_("push"),
    "kind_pass": N_("pass"),
    # Translators: the short word on a blocked tower's square; {order} is its place in the chain (1, 2, ...).
    "note_blocked": N_("blocked {order}"),
    # The feedback line (js/status.js).
    # Translators: the tooltip of "×3" beside a message that came again; {count} is how often in a row.
    "repeat_title": N_("The same message again (×{count} in a row)"),
    # The scoreboard, the round's end, the toolbar and the new-match form (js/controls.js).
    "scoreboard": N_("Scoreboard"),
    "challenger": N_("Challenger"),
    "defender": N_("Defender"),
    # Translators: beside a player played by the computer; {level} is the level's name ("Strong").
    "computer_seat": N_("computer, {level}"),
    "round_result": N_("Round result"),
    "undo_redo": N_("Undo and redo"),
    "undo": N_("↶ Undo"),
    "redo": N_("Redo ↷"),
    "view_switches": N_("View"),
    "flipped": N_("Gold at the bottom"),
    "colour_blind": N_("Colour-blind view"),
    "animation": N_("Animation"),
    "speed.off": N_("Off"),
    "speed.slow": N_("Slow"),
    "speed.normal": N_("Normal"),
    "speed.fast": N_("Fast"),
    "new_match": N_("New match"),
    "discard_title": N_("Discard the game in progress?"),
    "discard_question": N_("The game in progress will be lost. Start a new match?"),
    "discard": N_("Discard and start"),
    "keep_playing": N_("Keep playing"),
    "length": N_("Length"),
    "layout": N_("Layout"),
    # Playing the computer (js/computer.js).
    "computer_group": N_("Play the computer"),
    "computer_plays": N_("Computer plays"),
    "nobody": N_("Nobody"),
    "level": N_("Level"),
    # Translators: a level in the computer's list; {name} is its name ("Strong"), {level} its number.
    "level_option": N_("{name} ({level})"),
    # Translators: a side in the computer's list when the player has a name; {side} is "Black" or "Gold".
    "side_option": N_("{side} ({name})"),
    "coach_group": N_("Hint and analysis"),
    "hint": N_("Hint"),
    "analyse": N_("Analyse"),
    # The position text and the editor (js/editor.js).
    "position_summary": N_("Position text, paste, edit"),
    "position_text": N_("Position text of the current state"),
    "copy": N_("Copy"),
    "copied": N_("Copied."),
    "paste_prompt": N_("Paste a position or match text"),
    "load": N_("Load"),
    "load_into_editor": N_("Load into the editor"),
    "edit_position": N_("Edit position"),
    "editor": N_("Edit the position"),
    "editor_head": N_("Edit mode: pick a tower, then click a square to place it."),
    "towers.black": N_("Black's towers"),
    "towers.gold": N_("Gold's towers"),
    "back_to_palette": N_("Back to the palette"),
    "rank": N_("Rank"),
    "edit_rank.0": N_("Normal tower"),
    "side_to_move": N_("Side to move"),
    "tower_to_move": N_("Tower to move"),
    "round": N_("Round"),
    "match": N_("Match"),
    "done": N_("Done: play from here"),
    "cancel": N_("Cancel"),
    "undo_edit": N_("↶ Undo edit"),
    "clear": N_("Clear the board"),
    # Translators: a tower in the editor's palette; {tower} is "Black's Red Sumo", {square} "d4".
    "chip_on": N_("{tower}, on {square}"),
    "chip_off": N_("{tower}, off the board"),
    "picked_on": N_("Picked: {tower}, on {square}."),
    "picked_off": N_("Picked: {tower}, off the board."),
    # The move list and replay (js/movelist.js).
    "move_list": N_("Move list and replay"),
    "replay_ask": N_("Play on from this earlier position?"),
    "play_on": N_("Play on from here"),
    "back_to_game": N_("Back to the game"),
    "replay": N_("Replay"),
    "replay_first": N_("First: the start of the match (Home)"),
    "replay_back": N_("Back one move (←)"),
    "replay_forward": N_("Forward one move (→)"),
    "replay_live": N_("Back to the game (End)"),
    "moves": N_("Moves: click one to see the position after it; ← and → step, Home and End jump"),
    # Translators: a round in the move list; {round} is its number.
    "round_group": N_("Round {round}"),
    # Translators: a round's title in the move list; {player} is the Challenger who makes its first move.
    "round_title": N_("Round {round} · {player} begins"),
    "match_start": N_("The start of the match"),
    "start": N_("Start"),
    # Translators: a move in the move list; {number} is 1, 2, ..., {player} who moved, {move} "c1-c6".
    "move": N_("Move {number}, {player}: {move}"),
    # Translators: as "Move {number}, ...", then {words}: Python's sentence saying what the move did.
    "move_words": N_("Move {number}, {player}: {move}. {words}"),
    "move_push": N_("Move {number}, {player}: {move}, a push"),
    "move_pass": N_("Move {number}, {player}: {move}, a pass"),
    # Translators: a finished round in the move list; {reason} says how it was won (with its rule ID).
    "round_won": N_("{player} won round {round} ({reason})"),
    "round_won_any": N_("{player} won the round ({reason})"),
    # Explore mode (js/explore.js): a toggle, then every move of the tower to move with its proven result.
    "explore_group": N_("Explore the moves"),
    "explore": N_("Explore"),
    "explore_title": N_("Show what every move of the tower to move leads to"),
    "explore_list": N_("Every move, best first: click one to play it"),
    # The game review (js/review.js): a chart of the round and its mistakes.
    "review_group": N_("Game review"),
    "review": N_("Review"),
    "review_progress": N_("Reviewing the moves"),
    "review_mistakes": N_("Mistakes: click one to see the position"),
}
"""The page's words without a count, by key (each translated where :func:`page_words` sends it)."""

RANKS_ON_THE_BOARD = range(1, MAX_RANK + 1)
POINTS = tuple(points_for(rank) for rank in range(MAX_RANK))
"""The points a round can bring (P2: 1, 2, 4, 8 for a tower of rank 0-3): one form each for a round's result."""
SCORES = range(max(TARGETS) + max(POINTS))
"""A player's score on the scoreboard: 0 up to the most a match can end with (14 points, then a round worth 8)."""


def _rings(n: int) -> str:
    # Translators: a Sumo's rank on a square's accessible name; {rank} and {count} are the same number.
    return ngettext("rank {rank}, {count} ring", "rank {rank}, {count} rings", n)


def _match_info(n: int) -> str:
    # Translators: over the scoreboard; {length} is the match's name ("Standard", "Single round"), {round} the
    # round's number.
    return ngettext("{length} match: first to {count} point · Round {round}",
                    "{length} match: first to {count} points · Round {round}", n)


def _score(n: int) -> str:
    # Translators: a player's score read out; {target} is the points the match is played to.
    return ngettext("{count} point of {target}", "{count} points of {target}", n)


def _round_won_points(n: int) -> str:
    return ngettext("{player} won round {round} ({reason}, +{count} point)",
                    "{player} won round {round} ({reason}, +{count} points)", n)


def _round_won_any_points(n: int) -> str:
    return ngettext("{player} won the round ({reason}, +{count} point)",
                    "{player} won the round ({reason}, +{count} points)", n)


COUNTED: dict[str, tuple[Callable[[int], str], tuple[int, ...]]] = {
    "rings": (_rings, tuple(RANKS_ON_THE_BOARD)),
    "match_info": (_match_info, tuple(TARGETS)),
    "score": (_score, tuple(SCORES)),
    "round_won_points": (_round_won_points, POINTS),
    "round_won_any_points": (_round_won_any_points, POINTS),
}
"""The words with a count: key -> (the message for a count, the counts the page needs); sent as ``key.N``,
the count filled in (as ``{count}``, and as ``{rank}`` for the rings; a match's name for its target)."""


def _filled(key: str, n: int) -> dict[str, str]:
    """What Python fills into ``key.N`` besides the count: the rank a Sumo's rings count, the match's name."""
    if key == "rings":
        return {"rank": str(n)}
    if key == "match_info":
        return {"length": _(TARGETS[n])}
    return {}


class _Keep(dict[str, str]):
    """Placeholders not filled here stay for the page: ``{round}`` stays ``{round}``."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _names() -> dict[str, str]:
    """The players', colours' and ranks' names (engine/names.py) the page puts into its words."""
    names = {f"player.{p.title.lower()}": player_name(p) for p in Player}
    names.update({f"colour.{c.name.lower()}": colour_name(c) for c in Colour})
    names.update({f"edit_rank.{rank}": rank_name(rank) for rank in range(1, MAX_RANK)})
    # Translators: a side's name beside a named player on the scoreboard: "Ann (Black)".
    names.update({f"side.{p.title.lower()}": _("({side})").format(side=player_name(p)) for p in Player})
    return names


def page_words() -> dict[str, str]:
    """Every word the page shows, in the language speaking now, by key."""
    made = {key: _(message) for key, message in WORDS.items()}
    made.update(_names())
    for key, (message, counts) in COUNTED.items():
        for n in counts:
            made[f"{key}.{n}"] = message(n).format_map(_Keep(count=str(n), **_filled(key, n)))
    return made


if __name__ == "__main__":  # pragma: no cover - writes js/tests/words.json
    from ..engine.catalogue import speaking

    with speaking("en"):
        print(json.dumps(page_words(), ensure_ascii=False, indent=1, sort_keys=True))
