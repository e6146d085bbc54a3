"""Build the widget's ``view`` dict (see docs/widget-protocol.md) from the engine's state.

Everything the front-end shows is computed here from the engine; the front-end adds nothing
of its own about the rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from ..engine import (
    COLOUR_HEX,
    TARGETS,
    Layout,
    Match,
    Move,
    Phase,
    Player,
    Position,
    Tower,
    square_colours,
)
from ..engine.basics import square_name
from ..engine.catalogue import N_, _, ngettext
from ..engine.core import points_for, promoted_rank
from ..engine.explain import result_sentence
from ..engine.fill import Fill
from ..engine.match import MatchState
from ..engine.names import colour_name, player_name, rank_name
from ..engine.pieces import Blocked, PlacedTower
from ..engine.towers import tower_id
from ..session.sentences import (
    edit_state,
    match_status,
    moves_from,
    name_of,
    pass_offer,
    pushed_towers,
    round_end,
    status,
)
from ..session.state import ALL_FAMILIES, FAMILIES, UiState, shown_ply
from .history import move_words, replay_view
from .motion import last_fill
from .ready import LOADING
from .schema import (
    BlockedTower,
    BoardLayout,
    BoardTower,
    Choices,
    FillOffer,
    LastMove,
    RoundEnd,
    SessionView,
    Shift,
    Target,
)

if TYPE_CHECKING:
    from ..session.board_session import BoardSession

PALETTE = {c.name.lower(): hex_value for c, hex_value in COLOUR_HEX.items()}
FILL_LABELS = {
    Fill.LEFT: N_("Fill from the left (Brown corner)"),
    Fill.RIGHT: N_("Fill from the right (Orange corner)"),
}
# The fill buttons' labels (F1, F3), translated where they are shown.


def _tower(t: PlacedTower) -> BoardTower:
    return {
        "id": tower_id(t),
        "player": t.player.title.lower(),
        "colour": t.colour.name.lower(),
        "square": square_name(t.square),
        "rank": t.rank,
        "rank_name": rank_name(t.rank),
        "label": t.describe(),
    }


def _chain(chain: tuple[Blocked, ...]) -> list[BlockedTower]:
    return [
        {"player": b.player.title.lower(), "colour": b.colour.name.lower(), "square": square_name(b.square),
         "label": b.describe()}
        for b in chain
    ]


def last_move(match: Match, ply: int | None = None) -> LastMove | None:
    """The move that led to state ``ply`` (by default the last state), with the towers a push moved back;
    None at the start of a round (after a fill, or at the match's start)."""
    ply = len(match.states) - 1 if ply is None else ply
    if ply < 1 or not isinstance(match.events[ply - 1], Move):
        return None
    move = match.events[ply - 1]
    assert isinstance(move, Move)
    before = match.states[ply - 1].position
    mover = before.tower_at(move.from_square)
    assert mover is not None
    pushed: list[Shift] = [
        {"id": tower_id(t), "from": square_name(t.square), "to": square_name(to)}
        for t, to in pushed_towers(before, move)
    ]
    return {
        "move": move.text(), "kind": move.kind.value, "player": mover.player.title.lower(),
        "from": square_name(move.from_square), "to": square_name(move.to_square), "pushed": pushed,
    }


def movers(match: Match) -> str:
    """Who made each move of the current round: "b" (Black) or "g" (Gold), one letter per move."""
    out = []
    for event, before in zip(reversed(match.events), reversed(match.states[:-1])):
        if not isinstance(event, Move):
            break
        out.append(before.position.turn.letter)
    return "".join(reversed(out))


def _round_end(match: Match, st: MatchState, taught: frozenset[str] = ALL_FAMILIES) -> RoundEnd | None:
    """The round's result panel; a board whose learner has not met points and promotion (P) or matches (R) yet
    (``taught``) leaves their words out."""
    res = st.position.result
    if res is None:
        return None
    rank = st.position.rank_of(res.winner, res.tower)
    points = points_for(rank)  # P2
    promoted_to = rank_name(promoted_rank(rank))  # P1
    return {
        "winner": res.winner.title.lower(), "reason": res.reason,
        "text": result_sentence(res, promotion="P" in taught, rule_id="M" in taught),
        "tower": tower_id(Tower(res.winner, res.tower)), "points": points, "promoted_to": promoted_to,
        "chain": _chain(res.chain), "headline": round_end(match, st, taught),
    }


def _roles(st: MatchState, pos: Position) -> tuple[Player, Player]:
    """(Challenger, Defender) as the scoreboard shows them: the round's own, and once the round is over and the fill is
    to be chosen, those of the round to come (the winner defends and chooses the fill, F1; the loser opens, R3)."""
    if st.phase is Phase.FILL and pos.result is not None:
        return pos.result.winner.opponent, pos.result.winner
    return st.challenger, st.defender


def _match_end(match: Match, st: MatchState, taught: frozenset[str] = ALL_FAMILIES) -> str | None:
    """The match's result line once a player reached the target (R4), else None (also before matches are taught)."""
    if st.phase is not Phase.OVER or st.winner is None or "R" not in taught:
        return None
    return _("{player} wins the match (R4).").format(player=name_of(match, st.winner))


def _fill(match: Match, st: MatchState) -> FillOffer | None:
    """The Defender's refill choice (F1, F2): who chooses, the sentence that asks, the buttons."""
    res = st.position.result
    if st.phase is not Phase.FILL or res is None:
        return None
    prompt = _("{player} won the round and, as the next round's Defender, chooses how to refill the home rows "
               "(F1); {other} fills the same way (F2).")
    return {
        "chooser": res.winner.title.lower(),
        "label": _("Refill the home rows (F1)"),
        "prompt": prompt.format(player=name_of(match, res.winner), other=name_of(match, res.winner.opponent)),
        "options": [{"direction": d.value, "label": _(FILL_LABELS[d])} for d in Fill],
    }


def _chain_head(st: MatchState) -> str:
    """The words before the blocked towers: a deadlock's chain (M8) or the passes to come (M6)."""
    res = st.position.result
    if res is not None and res.chain:
        # Translators: the page lists the blocked towers after these words.
        return _("Deadlock (M8), blocked in order:") + " "
    # Translators: the page lists the blocked towers after these words.
    return _("Must pass (M6), blocked in order:") + " "


def _pass_button(offer: dict[str, str] | None) -> dict[str, str] | None:
    """The Pass button's words (M6) added to the pass the board offers."""
    if offer is None:
        return None
    return {**offer, "button": _("Pass (M6)")}


def choices() -> Choices:
    """The new-match form's and the editor's choices: the match lengths (R1) and the layouts (B3, B4)."""
    return {
        "targets": [  # R1
            # Translators: a match length in the new-match form; {length} is "Standard", "Long", ...
            (t, ngettext("{length} ({count} point)", "{length} ({count} points)", t).format(length=_(name), count=t))
            for t, name in TARGETS.items()
        ],
        "layouts": [("standard", _("Standard layout")), ("mirrored", _("Mirrored layout (B4)"))],
    }


EDIT_LABELS = {"extra_turn": N_("Moves again after a push (S3)"), "free_choice": N_("Free choice (T1)")}
# The editor's labels that name a rule (translated where they are shown).


def board_layout_view(layout: Layout) -> BoardLayout:
    """The ``board_layout`` trait: the layout's 64 squares (a1, b1, ..., h8) and the colours' paint (B3, B4, B5),
    the new-match form's and the editor's choices, and the words shown until the kernel answers."""
    return {
        "layout": layout.value,
        "palette": PALETTE,
        "choices": choices(),
        "loading": _(LOADING),  # shown over the board until the kernel answers its hello (ready.py)
        "squares": [
            {"name": square_name(sq), "colour": c.name.lower(), "colour_name": colour_name(c),
             "character": c.character}
            for sq, c in enumerate(square_colours(layout))
        ],
    }


def edit_view(session: Any) -> dict[str, Any]:
    """The parts of the view that differ in edit mode: the set-up's towers and the editor panel."""
    edit = session.view()
    setup = session.setup
    problem = edit["problem"]
    scores = edit["scores"]
    state = edit_state(problem)
    edit.update(
        labels={key: _(label) for key, label in EDIT_LABELS.items()},
        scores_text=_("Scores from the ranks (P2): {black} {black_score}, {gold} {gold_score}.").format(
            black=player_name(Player.BLACK), black_score=scores["black"],
            gold=player_name(Player.GOLD), gold_score=scores["gold"],
        ),
        state_text=state,  # the editor's state, the one wording of it (the status shows it; the panel only a task's)
    )
    return {
        "mode": "edit",
        "edit": edit,
        "layout": setup.layout.value,
        "towers": [_tower(t) for t in setup.placed()],
        "turn": edit["turn"], "mover": edit["to_move"], "movable": [], "selected": None, "targets": [],
        "last_move": None, "last_fill": None, "ply": None, "chain": [], "pass": None, "round_end": None, "fill": None,
        "match_end": None, "chain_head": "", "moves": [], "move_words": [], "movers": "", "arrows": [],
        "status": state, "announce": state,  # read out when it changes, once: the status line is not a live region
    }


def _taught_message(said: dict[str, Any], taught: frozenset[str]) -> dict[str, Any]:
    """The feedback line as the board shows it: its rule's ID badge only once the learner has met the rule's family
    (lesson 01 refuses a backward move in words, without lesson 02's "M1")."""
    shown = dict(said)
    rule = shown.get("rule")
    if rule and rule[:1] not in taught:
        text = shown.get("text") or ""
        shown["rule"], shown["text"] = None, text[len(rule) + 2:] if text.startswith(f"{rule}: ") else text
    return shown


def build_view(match: Match, ui: UiState) -> dict[str, Any]:
    ply = shown_ply(match, ui)
    live = ply == len(match.states) - 1  # replaying shows an earlier state, with nothing to play on it
    st = match.states[ply]
    pos = st.position
    shown = st.promoted_position()
    sel = ui.selected if live else None
    own_status = ui.status if ui.status is not None and live else None  # a task's own status line
    targets: list[Target] = []
    if sel is not None and ui.controls.get("targets", True):  # a task about how far a tower goes hides them
        for m in moves_from(pos, sel):
            if m.is_pass:  # a pass is not a click on the tower: it is offered as the Pass button (M6)
                continue
            target: Target = {"square": square_name(m.to_square), "kind": m.kind.value, "move": m.text()}
            if m.is_push:  # the preview: every tower the push would move and where it would land (S2, S7)
                target["pushes"] = [
                    {"id": tower_id(t), "from": square_name(t.square), "to": square_name(to)}
                    for t, to in pos.pushed_by(m)
                ]
            targets.append(target)
    hinted = ui.controls.get("mover", True)  # an exercise about which tower moves hides the board's answer
    mover = pos.mover if hinted else None
    chain = pos.blocked_chain() if pos.result is None and hinted else ()  # "must pass" names the tower, too
    offer = pass_offer(pos) if st.phase is Phase.PLAY and live else None
    told = offer is not None and (offer["square"] == (square_name(sel) if sel is not None else None)
                                  or ui.message.get("rule") == "M6")
    if not hinted and not told:
        offer = None  # a task about a blocked tower offers its Pass once the board has told the learner it is blocked
    moves = match.rounds()[-1].moves
    return {
        "version": ui.version,
        "ply": ply,  # which of the match's states is shown (0 = its start)
        "layout": pos.layout.value,
        "towers": [_tower(t) for t in shown.towers()],
        "turn": pos.turn.title.lower(),
        "mover": tower_id(mover) if mover is not None else None,
        "movable": [tower_id(t) for t in pos.movable_towers()] if st.phase is Phase.PLAY and live and hinted else [],
        "selected": square_name(sel) if sel is not None else None,
        "targets": targets,
        "last_move": last_move(match, ply),
        "last_fill": last_fill(match, ply),  # the refill that made this state, for its animation
        "status": own_status or match_status(match, st, taught=ui.taught) or status(pos, name_the_tower=hinted, taught=ui.taught),
        "message": _taught_message(ui.message, ui.taught),
        "announce": ui.announce,
        "chain": _chain(chain),
        "pass": _pass_button(offer),
        "scoreboard": {
            "target": st.target,
            "length": _(TARGETS[st.target]),
            "round": st.round_number,
            "scores": {p.title.lower(): st.score(p) for p in Player},
            "names": {p.title.lower(): name_of(match, p) for p in Player},
            **dict(zip(("challenger", "defender"), (p.title.lower() for p in _roles(st, pos)), strict=True)),
            "roles_shown": hinted,  # False: no Challenger/Defender label, no mark on the side to move (a task asks)
            "phase": st.phase.value,
            "winner": st.winner.title.lower() if st.winner is not None else None,
        },
        "round_end": _round_end(match, st, ui.taught),
        # The status says the match's end ("Match over: …") unless a task's own status replaced it: said once.
        "match_end": _match_end(match, st, ui.taught) if own_status else None,
        "chain_head": _chain_head(st),
        "fill": _fill(match, st) if live else None,
        "can_undo": match.can_undo,
        "can_redo": match.can_redo,
        "moves": [m.text() for m in moves],
        "move_words": move_words(match, len(match.events) - len(moves), len(match.events)),
        "movers": movers(match),
        "arrows": [dict(a) for a in ui.arrows] if live and ui.arrows_serial == ui.message.get("serial") else [],
        "controls": dict(ui.controls),
        "taught": "".join(f for f in FAMILIES if f in ui.taught),
        "mode": "play",
        "edit": None,
        "position_text": match.text(),
    }


def session_view(session: BoardSession) -> SessionView:
    """A board session's view (docs/widget-protocol.md): everything the board shows but the squares; the widget
    adds the message's ``sentence`` and the ``short`` sentences to make the ``view`` trait
    (:func:`~kamisado_widget.widget.board.widget_view`)."""
    match = session.match
    view = build_view(match, session.ui)
    view.update(session.advice, computer=session.opponent.view(session.thinking))
    view["explore"] = session.explore_view  # every legal move's value, in explore mode (session/explore.py)
    view["review"] = session.review_view  # the game review: its offer, progress and chart (session/review.py)
    if session.thinking and session.opponent.side is not None:
        view["status"] = _("{player} (computer) is thinking…").format(player=name_of(match, session.opponent.side))
    view.update(replay_view(match, session.ui))
    if session.editing:
        view.update(edit_view(session.editor))
    return cast(SessionView, view)
