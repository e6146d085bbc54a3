"""The synced traits' shapes as types: the ``view`` (what :func:`~kamisado_widget.widget.board.widget_view` returns:
:func:`~kamisado_widget.protocol.view.session_view`'s :class:`SessionView` with the message's ``sentence`` and the
``short`` sentences), the ``board_layout`` (:func:`~kamisado_widget.protocol.view.board_layout_view`) and the
``history`` (:func:`~kamisado_widget.protocol.history.history_view`).

docs/widget-protocol.md documents each field for the page; ``tests/protocol/test_view_protocol.py`` checks
that these keys, the documented ones and those of real views (play, replay, round end, edit mode) agree, and
that each value of a real view, layout and history has the type given here, down to the last nested field.
scripts/view_types.py writes these types as js/view.d.ts for the page's type checker.

A key that is sometimes left out is a field of a ``total=False`` subclass (``Target.pushes``); "from" and "pass"
are Python keywords, hence the functional form of the types that have them.
"""

from __future__ import annotations

from typing import TypedDict


class SessionMessage(TypedDict):
    """The board's one feedback line, as the session's view has it."""

    text: str
    kind: str  # info | success | warning | error
    rule: str | None
    serial: int
    repeat: int


class Message(SessionMessage):
    """The board's one feedback line, as the page gets it."""

    sentence: str  # the text without a leading "T2: " (the page shows the rule as a badge); added by the widget


class Scoreboard(TypedDict):
    """Names, scores, the match's target and round, who is Challenger and Defender, and the phase."""

    target: int
    length: str
    round: int
    scores: dict[str, int]
    names: dict[str, str]
    challenger: str
    defender: str
    roles_shown: bool  # False: the page neither names Challenger/Defender nor marks the side to move
    phase: str  # play | fill | over
    winner: str | None


class BoardTower(TypedDict):
    """A tower on the board; its colour's name and character are the layout's squares'."""

    id: str  # "black-red"
    player: str  # black | gold
    colour: str
    square: str
    rank: int  # 0 (a tower) to 3 (a Triple Sumo), P1
    rank_name: str
    label: str  # "Black's Red Sumo"


Shift = TypedDict("Shift", {"id": str, "from": str, "to": str})
"""A tower a push moves, or would move, one square back (S2, S7): its id, its square and where it lands."""


class _Target(TypedDict):
    square: str
    kind: str  # step | push (a pass is never a target: it is the Pass button's)
    move: str


class Target(_Target, total=False):
    """A legal move of the selected tower: its target square, its kind and its notation."""

    pushes: list[Shift]  # a push only: every tower it would move and where each would land (the preview)


LastMove = TypedDict(
    "LastMove",
    {"move": str, "kind": str, "player": str, "from": str, "to": str, "pushed": list[Shift]},
)
"""The move that made the shown state (kind: step | push | pass), with the towers its push moved."""


FillTrip = TypedDict("FillTrip", {"id": str, "player": str, "from": str, "to": str, "order": int})
"""One tower's trip in a refill, ``order`` 1-16 the order it is placed in (F4, F5)."""


class LastFill(TypedDict):
    """The refill that made the shown state (F1, F3): who chose which corner, and each tower's trip."""

    direction: str  # left | right
    chooser: str
    towers: list[FillTrip]


class BlockedTower(TypedDict):
    """A tower of a blocked chain: one that must pass (M6, D2) or one of a deadlock (M8)."""

    player: str
    colour: str
    square: str
    label: str  # "Gold's Pink on e4"


class PassOffer(TypedDict):
    """The pass the Pass button offers when the tower that must move is blocked (M6)."""

    square: str
    move: str  # "h2="
    label: str
    title: str  # the button's tooltip and accessible name (with the rule)
    button: str  # the button's words


class RoundEnd(TypedDict):
    """The round's result panel."""

    winner: str
    reason: str  # the rule that ended the round: M7, M8
    text: str
    tower: str  # the winning tower's id
    points: int  # P2
    promoted_to: str  # P1
    chain: list[BlockedTower]  # a deadlock's blocked towers (M8), else empty
    headline: str


class FillOption(TypedDict):
    """One of the refill's buttons."""

    direction: str  # left | right
    label: str


class FillOffer(TypedDict):
    """The Defender's refill choice (F1, F2): who chooses, the sentence that asks and the buttons."""

    chooser: str
    label: str
    prompt: str
    options: list[FillOption]


Arrow = TypedDict("Arrow", {"move": str, "from": str, "to": str, "kind": str})
"""A move drawn with the message shown now (kind: answer | tried)."""


class Replay(TypedDict):
    """The replay cursor while the board shows an earlier state of the match."""

    ply: int  # the state shown
    plies: int  # the game's last state
    later: int  # the moves and fills after the one shown
    asking: bool  # a board action asked "play on from here?"
    where: str  # the replay bar's count: "Move 3 of 9"


class Controls(TypedDict):
    """Which control groups the page shows (``KamisadoWidget.set_controls``)."""

    match: bool
    undo: bool
    fill: bool
    edit: bool
    computer: bool
    moves: bool
    mover: bool
    targets: bool


class Computer(TypedDict):
    """The computer's seat: the side it plays (None: nobody), its level and whether it is thinking."""

    side: str | None
    level: int
    levels: dict[str, str]  # each level's name by its number ("1": "Beginner")
    thinking: bool


HintView = TypedDict(
    "HintView",
    {"move": str | None, "from": str | None, "to": str | None, "reason": str, "text": str},
)
"""A suggested move for the side to move, with its reason (move, from and to None: no move to suggest)."""


class Analysis(TypedDict):
    """The round's result from the position shown: the opening book's, the solver's, or not proven."""

    result: str  # win | loss | unknown, for the side to move
    winner: str | None
    distance: int | None  # None: proven, but the fastest line was not found in time
    bound: int | None  # the proof's length
    line: list[str]
    source: str | None  # book | solver | None (not proven)
    text: str


ExploreMove = TypedDict(
    "ExploreMove",
    {
        "move": str,
        "from": str,
        "to": str,  # the target square drawn (a pass: its own square)
        "kind": str,  # step | push | pass
        "result": str,  # win | loss | unknown | pending, for the player making the move
        "own_moves": int | None,  # the winner's own moves to the end of the round
        "label": str,  # the short mark on the target square: "W3", "L5", "W", "L", "?", "…"
        "text": str,  # one sentence for the list, the tooltip and a screen reader
        "source": str | None,  # book | solver | None (pending)
        "best": bool,
    },
)
"""One legal move in explore mode."""


class Explore(TypedDict):
    """Explore mode: every legal move of the position shown with its value, best first (session/explore.py)."""

    pending: int  # moves still being worked out
    heading: str
    moves: list[ExploreMove]


class ReviewProgress(TypedDict):
    """How far the review has got: positions graded of those to grade."""

    done: int
    total: int


class Mistake(TypedDict):
    """A move the review found wanting: the state just after it (to replay) and Python's sentence."""

    ply: int
    text: str


class ReviewPanel(TypedDict):
    """The game review (session/review.py): the Review button's offer, the progress, the chart and the mistakes."""

    offer: bool
    progress: ReviewProgress | None  # None: the review is not working now
    heading: str | None
    svg: str | None  # the chart, made by Python
    mistakes: list[Mistake]


class EditTower(TypedDict):
    """One of the 16 towers in the editor: on a square, or (square None) in the palette."""

    id: str
    player: str
    colour: str
    square: str | None
    rank: int
    label: str


class EditLabels(TypedDict):
    """The editor's labels that name a rule."""

    extra_turn: str
    free_choice: str


class Edit(TypedDict):
    """The editor panel in edit mode (session/edit_mode.py, protocol/view.py)."""

    towers: list[EditTower]
    picked: str | None  # the tower picked up
    turn: str
    to_move: str | None  # None: free choice (T1)
    extra_turn: bool
    layout: str
    target: int
    round: int
    challenger: str
    scores: dict[str, int]  # from the ranks (P2)
    problem: str | None  # None: the set-up is playable
    can_undo: bool
    labels: EditLabels
    scores_text: str
    state_text: str  # the editor's state, the one wording of it


_Shown = TypedDict(
    "_Shown",
    {
        "version": int,
        "ply": int | None,
        "layout": str,
        "towers": list[BoardTower],
        "turn": str,
        "mover": str | None,
        "movable": list[str],
        "selected": str | None,
        "targets": list[Target],
        "last_move": LastMove | None,
        "last_fill": LastFill | None,
        "status": str,
        "announce": str,
        "chain": list[BlockedTower],
        "chain_head": str,
        "pass": PassOffer | None,
        "scoreboard": Scoreboard,
        "round_end": RoundEnd | None,
        "match_end": str | None,
        "fill": FillOffer | None,
        "can_undo": bool,
        "can_redo": bool,
        "moves": list[str],
        "move_words": list[str],
        "movers": str,
        "arrows": list[Arrow],
        "replay": Replay | None,
        "controls": Controls,
        "taught": str,
        "position_text": str,
        "computer": Computer,
        "hint": HintView | None,
        "analysis": Analysis | None,
        "explore": Explore | None,
        "review": ReviewPanel | None,
        "mode": str,
        "edit": Edit | None,
    },
)
"""The view's fields but the message and the widget's ``short``."""


class SessionView(_Shown):
    """The ``view`` as the board session makes it (:func:`~kamisado_widget.protocol.view.session_view`): everything
    the board shows but the squares (those are the ``board_layout`` trait's)."""

    message: SessionMessage


class View(_Shown):
    """The ``view`` trait: the session's view with what the widget adds (kamisado_widget/widget/board.py,
    ``widget_view``): the message's ``sentence`` and ``short`` (sentences with long names cut, from
    kamisado_widget/widget/short_names.py, which knows the move list's sentences too)."""

    message: Message
    short: dict[str, str]


VIEW_KEYS: frozenset[str] = frozenset(View.__annotations__)
"""The keys of a ``view``."""


class LayoutSquare(TypedDict):
    """One square of the layout: its name, its colour and the colour's name and character (B5)."""

    name: str  # a1, b1, ..., h8
    colour: str
    colour_name: str
    character: str


class Choices(TypedDict):
    """The new-match form's and the editor's choices, each a value and its words: the match lengths (R1) and the
    layouts (B3, B4)."""

    targets: list[tuple[int, str]]
    layouts: list[tuple[str, str]]


class BoardLayout(TypedDict):
    """The ``board_layout`` trait: the layout's squares and the colours' paint, the choices and the loading words."""

    layout: str  # standard | mirrored (B4)
    palette: dict[str, str]  # each colour's paint by its name
    squares: list[LayoutSquare]  # 64, in square order a1, b1, ..., h1, a2, ..., h8
    choices: Choices
    loading: str  # shown over the board until the kernel answers its hello


class HistoryResult(TypedDict):
    """How a round of the move list ended: its winner, the rule and the points won (P2)."""

    winner: str
    reason: str  # M7 | M8
    points: int


class RoundStart(TypedDict):
    """A round of the move list: its number, its Challenger, the state it starts at and its result (None: on)."""

    number: int
    challenger: str
    start: int
    result: HistoryResult | None


class RoundFill(TypedDict):
    """The refill that followed a finished round (F1): the corner, who chose it, the entry's words and label."""

    direction: str  # left | right
    player: str
    text: str
    label: str


class FinishedRound(RoundStart):
    """A finished round of the move list: its moves, who made each, their words and the refill after it."""

    moves: list[str]
    words: list[str]  # as the view's move_words
    by: str  # "b" or "g" per move
    fill: RoundFill


class History(TypedDict):
    """The ``history`` trait: the finished rounds and the current one (its moves are the view's)."""

    rounds: list[FinishedRound]
    current: RoundStart
