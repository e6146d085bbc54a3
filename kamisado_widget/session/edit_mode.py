"""Edit mode on a board: entering it, the editor's steps, Done (checked by the engine) and Cancel (B6).

The set-up and its undo stack are the editor's (:class:`~kamisado_widget.session.editing.EditSession`,
kept as ``session.edit_session`` while editing); :class:`EditMode` is what the board's actions do with it.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Match, parse_match_state
from .editing import EditError, EditSession
from .parts import Board
from .sentences import status


class EditMode:
    """The edit-mode actions of one board session (``session.edit_mode``)."""

    def __init__(self, session: Board) -> None:
        self.session = session

    @property
    def editor(self) -> EditSession:
        """The set-up being edited (start with :meth:`edit`)."""
        if self.session.edit_session is None:
            raise EditError("the board is not in edit mode: call edit() first")
        return self.session.edit_session

    def edit(self) -> EditSession:
        """Enter edit mode, starting from the current position."""
        session = self.session
        if session.edit_session is None:
            session.replay_cursor.leave()
            session.edit_session, session.ui.selected = EditSession(session.match.state), None
            session.line.say("Edit mode: pick a tower from the palette or the board, then click a square. "
                             "Press Done to check the position and play from it.")
        return session.edit_session

    def finish_edit(self) -> None:
        """Check the set-up with the engine and play from it; an invalid set-up raises and stays in edit mode."""
        match = Match(start=self.editor.setup.build())
        match.names = self.session.match.names
        self.session.replace_match(match, f"The position is valid: play from here. {status(match.position)}")

    def cancel_edit(self) -> None:
        """Leave edit mode without changing the position."""
        self.session.edit_session = None
        self.session.line.say("Left edit mode; the position is unchanged.")

    def edit_step(self, step: Callable[[EditSession], str]) -> None:
        """One step of the editor (its sentence becomes the message); needs edit mode."""
        self.session.line.say(step(self.editor))

    def paste(self, text: str) -> None:
        """Load a position or match text: into the editor in edit mode, otherwise to play from."""
        if not isinstance(text, str):
            raise TypeError(f"a position text is a str, not {type(text).__name__}")
        if self.session.edit_session is None:
            self.session.load_position(text)
        else:
            state = parse_match_state(text)
            self.edit_step(lambda e: e.load(state))
