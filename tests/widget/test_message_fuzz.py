"""A stateful fuzzer of the board's messages: hypothesis drives a widget through its comm handler, as the page does,
with random and malformed intents (wrong types, wrong case, huge strings, stale versions, replays, out of order)
between legal moves and fills taken from the engine. After every step: no exception escaped, a refused message
changed nothing, and the view agrees with the engine (the synced view is the one rebuilt from the match; every tower
in the view stands where the position has it) (issue 13.3).

Bounded by ``SETTINGS`` to run in about a minute; ``MESSAGES`` counts what one run sent.
"""

from __future__ import annotations

import string
from typing import Any

import pytest
from helpers.front_end import board_state, custom, escaped
from hypothesis import HealthCheck, settings
from hypothesis import Phase as Search
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from kamisado_widget import KamisadoWidget
from kamisado_widget.engine import FillChoice, Move, MoveKind, Phase, parse_square, square_name
from kamisado_widget.engine.towers import TOWER_IDS
from kamisado_widget.protocol.intents import EDIT_ACTIONS, REPLAY_ACTIONS, SCHEMAS
from kamisado_widget.protocol.intents import SETTINGS as EDIT_SETTINGS
from kamisado_widget.widget.board import widget_view

# No shrinking: a failure prints its steps at once instead of searching for minutes.
SETTINGS = settings(max_examples=70, stateful_step_count=40, deadline=None,
                    phases=[Search.explicit, Search.reuse, Search.generate],
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
MESSAGES = {"sent": 0, "refused": 0, "legal moves": 0, "legal fills": 0}

SQUARES = [square_name(sq) for sq in range(64)]
HUGE = ["d" * 1_000_000, "a1" * 300_000, "\u212a" * 100_000, "😀" * 50_000]
# By index: a strategy's repr (which hypothesis builds often) must not hold megabytes.
huge_strings = st.integers(0, len(HUGE) - 1).map(HUGE.__getitem__)
TYPES = sorted(SCHEMAS)

# Values of every JSON type and some that a page should never send.
json_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.integers(), st.floats(allow_nan=True),
    st.text(max_size=12), huge_strings, st.sampled_from(SQUARES), st.sampled_from(TOWER_IDS),
    st.sampled_from(["Black", "GOLD", "blac\u212a", "blacK", "gold ", "none", "LEFT", "right", "Standard",
                     "mirrored", "D4", "d9", "gold-Blue", "black-red ", "h8", "a0"]),
)
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(string.ascii_lowercase, max_size=8), inner, max_size=3),
                           max_leaves=6)


GOOD_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "square": st.sampled_from(SQUARES), "tower": st.sampled_from(TOWER_IDS),
    "direction": st.sampled_from(["left", "right"]), "target": st.sampled_from([1, 3, 7, 15]),
    "layout": st.sampled_from(["standard", "mirrored"]), "side": st.sampled_from(["black", "gold", "none"]),
    "level": st.integers(1, 4), "rank": st.integers(0, 3), "flipped": st.booleans(),
    "colour_blind": st.booleans(), "animation": st.sampled_from(["off", "slow", "normal", "fast"]),
    "text": st.text(max_size=80),
    "ply": st.integers(0, 60), "by": st.sampled_from([-1, 1]),  # the move list: positions past the game too
    "on": st.booleans(),  # explore mode
}
SETTING_VALUES: dict[str, st.SearchStrategy[Any]] = {
    "turn": st.sampled_from(["black", "gold"]), "challenger": st.sampled_from(["black", "gold"]),
    "to_move": st.one_of(st.none(), st.sampled_from(TOWER_IDS)), "extra_turn": st.booleans(),
    "layout": st.sampled_from(["standard", "mirrored"]), "target": st.sampled_from([1, 3, 7, 15]),
    "round": st.integers(1, 10**6),
}
NEAR_MISSES = {  # a right string made nearly right
    "upper": str.upper, "title": str.title, "kelvin": lambda v: v.replace("k", "\u212a").replace("K", "\u212a"),
    "last upper": lambda v: v[:-1] + v[-1:].upper(), "space": lambda v: v + " ", "huge": lambda v: v * 100_000,
    "accent": lambda v: v + "\u0301", "cyrillic o": lambda v: v.replace("o", "\u043e"), "empty": lambda v: "",
}
WRONG_TYPES = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70), st.floats(), st.text(max_size=8),
                        st.lists(st.integers(), max_size=2),
                        st.dictionaries(st.text(max_size=3), st.none(), max_size=2))
MISTAKES = ["none"] * 3 + ["near miss", "wrong type", "omitted", "extra field", "stale", "version type"]


@st.composite
def well_formed(draw: Any, version: int) -> dict[str, Any]:
    """A message the schema accepts (type, fields, current version): legal or not for the board now."""
    kind = draw(st.sampled_from(TYPES))
    content: dict[str, Any] = {"type": kind}
    schema = SCHEMAS[kind]
    if kind == "edit":
        action = content["action"] = draw(st.sampled_from(sorted(EDIT_ACTIONS)))
        schema = EDIT_ACTIONS[action]
        if action == "set":
            setting = content["field"] = draw(st.sampled_from(sorted(EDIT_SETTINGS)))
            content["value"] = draw(SETTING_VALUES[setting])
    if kind == "replay":
        action = content["action"] = draw(st.sampled_from(sorted(REPLAY_ACTIONS)))
        schema = REPLAY_ACTIONS[action]
    fields = [f.name for f in schema.fields]
    if kind == "options":
        fields = draw(st.lists(st.sampled_from(fields), min_size=1, max_size=2, unique=True))
    for name in fields:
        content[name] = draw(GOOD_VALUES[name])
    if SCHEMAS[kind].versioned:
        content["version"] = version
    return content


@st.composite
def one_mistake(draw: Any, version: int) -> tuple[dict[str, Any], bool]:
    """A well-formed message with at most one thing wrong: a field nearly right or of the wrong
    type, a field left out or added, a stale version. Most refusals are reached this way.
    Also says whether the schema must refuse it."""
    content = draw(well_formed(version))
    mistake = draw(st.sampled_from(MISTAKES))
    names = [name for name in content if name not in ("type", "version")]
    versioned = "version" in content
    if mistake in ("near miss", "wrong type", "omitted") and names:
        name = draw(st.sampled_from(names))
        value = content[name]
        if mistake == "omitted":
            del content[name]
            return content, content["type"] != "options"
        if mistake == "near miss" and isinstance(value, str):
            content[name] = NEAR_MISSES[draw(st.sampled_from(sorted(NEAR_MISSES)))](value)
            return content, content[name] != value and name != "text"
        content[name] = draw(WRONG_TYPES.filter(lambda v: type(v) is not type(value)))
        return content, True
    if mistake == "extra field":
        content[draw(st.sampled_from(["shift", "Square", "version ", "x" * 5000, "TYPE"]))] = 1
        return content, True
    if mistake == "stale" and versioned:
        content["version"] = version - draw(st.integers(1, 5))
        return content, True
    if mistake == "version type" and versioned:
        content["version"] = draw(st.one_of(WRONG_TYPES, st.sampled_from([version + 1, float(version), str(version)])))
        return content, content["version"] != version or type(content["version"]) is not int
    return content, False


class BoardMessages(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.w = w = KamisadoWidget(target=3)
        w.computer.think_nodes = 300  # hint, analyse and the computer think briefly here, and alike every run
        self.refusals = 0
        self.failures: list[BaseException] = []
        self.sent: list[Any] = []
        refuse, fail = w.session.refuse, w.session.report_failure

        def counting_refuse(err: Exception) -> None:
            self.refusals += 1
            refuse(err)

        def failing(err: BaseException) -> None:  # the widget's guard catches what this raises: keep it
            self.failures.append(err)
            fail(err)

        w.session.refuse = counting_refuse  # type: ignore[method-assign]
        w.session.report_failure = failing  # type: ignore[method-assign]
        self.last_version = w.view["version"]
        self.sights = {w.view["version"]: self.sight()}  # what each view seen showed (see sight)

    def sight(self) -> tuple[Any, ...]:
        """What a click acts on, as the view shows it: the position, the ply shown and the selected square."""
        view = self.w.view
        return view["position_text"], view["ply"], view["selected"]

    # --------------------------------------------------------------- sending
    def send(self, content: Any) -> bool:
        """Send one message; return whether it was refused (then it must have changed nothing)."""
        w = self.w
        before, refusals = board_state(w), self.refusals
        with escaped(w) as escapes:
            custom(w, content)
        assert escapes == [], f"an exception escaped the comm handler: {escapes[0].getMessage()}"
        assert not self.failures, f"internal error on a fuzzed message {str(content)[:200]}: {self.failures[0]!r}"
        MESSAGES["sent"] += 1
        self.sent.append(content)
        self.sights[w.view["version"]] = self.sight()
        refused = self.refusals > refusals
        if refused:
            MESSAGES["refused"] += 1
            assert w.view["message"]["kind"] == "error"
            assert board_state(w) == before, f"a refused message changed the board: {str(content)[:200]}"
        assert len(w.message) <= 1000, "a message quotes a short excerpt of the input"
        return refused

    def now(self, **content: Any) -> dict[str, Any]:
        return {**content, "version": self.w.view["version"]}

    # ------------------------------------------------------------- legal play
    def computer_idle(self) -> bool:
        return not self.w.computer.to_act(self.w.match)

    def on_the_game(self) -> bool:
        """Not editing, and not replaying an earlier position (where a click asks before playing on)."""
        return not self.w.session.editing and self.w.replaying is None

    @precondition(lambda self: self.on_the_game() and self.w.match.phase is Phase.PLAY and self.computer_idle())
    @rule(data=st.data())
    def legal_move_by_clicks(self, data: st.DataObject) -> None:
        w = self.w
        moves = w.match.legal_moves()
        move = moves[data.draw(st.integers(0, len(moves) - 1), label="move")]
        played = len(w.match.events)
        if w.view["selected"] is not None:
            assert not self.send(self.now(type="cancel"))
        if move.kind is MoveKind.PASS:  # M6: a pass is the Pass button's intent, never a second click
            assert not self.send(self.now(type="pass", square=square_name(move.from_square)))
        else:
            assert not self.send(self.now(type="click", square=square_name(move.from_square)))
            assert not self.send(self.now(type="click", square=square_name(move.to_square)))
        assert w.match.events[played] == move, "the clicks played the engine's legal move"
        MESSAGES["legal moves"] += 1

    @precondition(lambda self: self.on_the_game() and self.w.match.phase is Phase.FILL and self.computer_idle())
    @rule(direction=st.sampled_from(["left", "right"]))
    def legal_fill(self, direction: str) -> None:
        w = self.w
        round_number = w.match.round_number
        assert not self.send(self.now(type="fill", direction=direction))
        assert w.match.round_number == round_number + 1 and w.match.phase is Phase.PLAY
        MESSAGES["legal fills"] += 1

    @precondition(lambda self: not self.w.session.editing)
    @rule(data=st.data())
    def replay_from_the_move_list(self, data: st.DataObject) -> None:
        """Click a position in the move list, maybe ask to play on from it, then go on or back."""
        w = self.w
        plies = len(w.match.events)
        ply = data.draw(st.integers(0, plies), label="ply")
        assert not self.send(self.now(type="replay", action="show", ply=ply))
        assert w.replaying == (None if ply == plies else ply)
        if w.replaying is not None and data.draw(st.booleans(), label="play on"):
            before = w.match.events
            assert not self.send(self.now(type="replay", action="play_on"))
            assert w.match.events[:ply] == before[:ply] and w.replaying is None
            if len(w.match.events) == ply:  # Redo can bring the later moves back
                assert w.match.can_redo
            else:  # the computer played on at once (no kernel here): a new move, so nothing to redo;
                # a move that wins the round is followed by the computer's own fill choice (F1)
                played = w.match.events[ply:]
                assert w.computer.side is not None and not w.match.can_redo
                # its move (and, when that move wins the round, its fill choice), or its fill choice as Defender
                assert len(played) in (1, 2) and all(isinstance(e, (Move, FillChoice)) for e in played), played
                assert len(played) == 1 or (isinstance(played[0], Move) and isinstance(played[1], FillChoice))
        elif data.draw(st.booleans(), label="back"):
            assert not self.send(self.now(type="replay", action="live"))
            assert w.replaying is None

    # ------------------------------------------------------- fuzzed messages
    @rule(data=st.data())
    def intent_with_one_mistake(self, data: st.DataObject) -> None:
        """A known type with at most one thing wrong; with none, it may still come out of order
        (an edit action outside edit mode, a fill during play, a redo with nothing to redo)."""
        for _ in range(data.draw(st.integers(1, 4), label="how many")):
            content, wrong = data.draw(one_mistake(self.w.view["version"]), label="message")
            stale = content.get("version")
            if type(stale) is int and stale < self.w.view["version"]:
                # Made on an earlier view: refused when that view showed another position, ply or selection; one
                # that looked as the board does now may be carried out (a message said since changes nothing).
                wrong = stale in self.sights and self.sights[stale] != self.sight()
            refused = self.send(content)
            assert refused or not wrong, f"a wrong message was not refused: {str(content)[:200]}"

    @rule(content=json_values)
    def random_json(self, content: Any) -> None:
        self.send(content)

    @precondition(lambda self: bool(self.sent))
    @rule(data=st.data())
    def replay(self, data: st.DataObject) -> None:
        """A message sent before, sent again (with its old version)."""
        recent = self.sent[-50:]
        self.send(recent[data.draw(st.integers(0, len(recent) - 1), label="replayed")])

    @rule(data=st.data())
    def paste_a_text(self, data: st.DataObject) -> None:
        """The current position text, cut or changed, pasted back."""
        text = self.w.position_text
        cut = data.draw(st.integers(0, len(text)), label="cut")
        junk = data.draw(st.text(max_size=5), label="junk")
        self.send(self.now(type="paste", text=data.draw(st.sampled_from([text, text[:cut] + junk + text[cut:], junk]))))

    # ------------------------------------------------------------ invariants
    @invariant()
    def view_agrees_with_the_engine(self) -> None:
        w = self.w
        assert w.view == widget_view(w.session), "the synced view is the one rebuilt from the match"
        assert w.view["version"] >= self.last_version
        self.last_version = w.view["version"]
        assert w.position_text == w.match.text() == w.view["position_text"]
        if w.session.editing:
            return
        shown = w.match.states[w.view["ply"]]  # the game, or the position replayed from the move list
        assert w.view["ply"] == (len(w.match.events) if w.replaying is None else w.replaying)
        assert (w.view["replay"] is None) == (w.replaying is None)
        pos = shown.promoted_position()  # a round's winner is shown promoted (P1)
        towers = w.view["towers"]
        assert len(towers) == len(list(pos.towers()))
        for t in towers:
            placed = pos.tower_at(parse_square(t["square"]))
            assert placed is not None and placed.player.title.lower() == t["player"]
            assert placed.colour.name.lower() == t["colour"] and placed.rank == t["rank"]


TestBoardMessages = pytest.mark.slow(BoardMessages.TestCase)
TestBoardMessages.settings = SETTINGS
