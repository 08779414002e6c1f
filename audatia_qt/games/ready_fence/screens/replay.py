"""Ready...Fence!'s replay window: the shell's replay frame (``shell.replay_frame``: the step
controls, the pace, the slider, the list of moves, "Continue from here") with the strip board
drawn in it, at any step of a bout, as whoever watches may see it.

The strip is seen from the replay's seat (``Replay.viewer``). Its hand is shown only when that
seat's cards may be shown (``Replay.open_seats``: the bout is over, or one person played the
computer); in an unfinished hot-seat bout both fencers may be watching, so the hand stays
closed (its count still shows) and no card drawn or discarded face down is named. The phrase is
laid out as the table laid it out (``phrase_record``: the last one until the next begins), and
each move is told by the game's log (``narrator.log``) as the replay's readers may read it.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from audatia_qt.engine.catalogue import GameEntry
from audatia_qt.engine.messages import translate
from audatia_qt.engine.session.replay import Replay
from audatia_qt.games.ready_fence.board.faces import CardFace
from audatia_qt.games.ready_fence.board.phrase_record import last_phrase
from audatia_qt.games.ready_fence.board.strip import StripBoard
from audatia_qt.games.ready_fence.board.words import BoardWords
from audatia_qt.games.ready_fence.narrator.log import tell_events
from audatia_qt.games.ready_fence.rules import Event, View, observe, redact
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.replay_frame import ReplayFrame
from audatia_qt.shell.side_panel import fit_to_window

_TITLE = translate("ReadyFenceReplay", "Replay: {game}")
#: Nobody's seat: the reader of a closed hand's events, who is told no hidden card.
NO_SEAT = -1
#: The longest a move's slide takes, as a share of the pace (the fencers stand still before
#: the next move starts; a lunge is two sections).
SLIDE_SHARE = 0.3

STYLE = """
QWidget#readyFenceReplay { background-color: #f4f1e8; }
QLabel#caption { color: #141414; font-weight: bold; padding: 4px 8px 0 8px; }
QLabel#why { color: #2b2b2b; font-style: italic; padding: 0 8px 4px 8px; }
QListWidget#moves {
    background-color: #ffffff; border: 1px solid #8a8a8a; border-radius: 4px; color: #141414;
}
QListWidget#moves::item:selected { background-color: #15378c; color: #ffffff; }
"""


def closed_hand(view: View) -> View:
    """``view`` with the viewer's hand and face-down discards not shown (their counts still
    are): what everyone at a shared screen may see of the seat's side of the strip (rulebook,
    "Game Setup": hands "kept hidden from the opponent")."""
    fencers = list(view.fencers)
    fencers[view.viewer] = replace(fencers[view.viewer], hand=None, discards=None)
    return replace(view, fencers=(fencers[0], fencers[1]))


class ReadyFenceReplay(ReplayFrame):
    """A bout's replay on a strip board that takes no moves; "Continue from here" emits
    ``continue_requested`` with a new ``Match`` at the shown step."""

    def __init__(
        self,
        replay: Replay,
        face: CardFace,
        words: BoardWords,
        entry: GameEntry,
        parent: QWidget | None = None,
    ) -> None:
        # Set before the frame asks for the board (``make_board``) and tells the moves.
        self._face = face
        self._words = words
        self._entry = entry
        self._animation_ms = 250
        self._text_scale = 1.0
        super().__init__(replay, parent)
        self.setObjectName("readyFenceReplay")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(STYLE)

    # -- the frame's game part ---------------------------------------------------------------

    def make_board(self) -> QWidget:
        self.strip = StripBoard(self._face, self._words, self)
        # The strip only shows: the frame's keys step the replay, and nothing is dragged.
        self.strip.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.strip.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.strip.set_animation_ms(self._animation_ms)
        return self.strip

    def set_animation_ms(self, ms: int) -> None:
        """One section's slide, in milliseconds (the app's animation setting); 0: no slide."""
        self._animation_ms = ms
        self.strip.set_animation_ms(ms)

    def set_scales(self, card_scale: float, text_scale: float) -> None:
        """Settings > Card size and Text size, as on the bout's board."""
        self._text_scale = text_scale
        self.strip.set_scales(card_scale, text_scale)
        self.fit_text()

    def fit_text(self) -> None:
        # The words sized to the window, as the board's side panel (a 4K replay is not
        # captioned in a whisper).
        texts: list[QWidget] = [self.caption, self.why, self.moves, self.moves_caption]
        texts += self.controls.findChildren(QWidget)
        fit_to_window(self, self.sidebar, texts, narrowest=260, text_scale=self._text_scale)

    def hand_open(self) -> bool:
        """Whether the replay's seat's hand may be shown now (``Replay.open_seats``)."""
        return self.replay.viewer in self.replay.open_seats()

    def shown_view(self) -> View:
        """The strip's view at the shown step: the replay's seat's, its hand closed unless it
        may be shown."""
        view = observe(self.replay.state, self.replay.viewer)
        assert isinstance(view, View)
        return view if self.hand_open() else closed_hand(view)

    def shown_events(self) -> tuple[Event, ...]:
        """Every event up to the shown step, as the person watching may read it."""
        reader = self.replay.viewer if self.hand_open() else NO_SEAT
        events: list[Event] = []
        for ply in self.replay.plies[: self.replay.cursor]:
            events.extend(redact((e for e in ply.events if isinstance(e, Event)), reader))
        return tuple(events)

    def draw_step(self, *, animate: bool, pace_ms: int) -> None:
        # One move forward is shown happening (the fencers slide, within the pace); a jump
        # puts them where they stand at once.
        self.strip.set_animation_ms(min(self._animation_ms, int(pace_ms * SLIDE_SHARE)))
        record = last_phrase(self.shown_events())
        self.strip.show_view(self.shown_view(), (), None, record, slide=animate)

    def move_line(self, index: int) -> str:
        """Move ``index`` (1-based) as the bout's log told it, to the replay's readers; the
        narrator's sentence for a move the log tells nothing of."""
        replay = self.replay
        ply = replay.plies[index - 1]
        events = tuple(event for event in ply.events if isinstance(event, Event))
        lines = tell_events(replay.setup.config, events, replay.readers)
        if not lines:
            return super().move_line(index)
        return " ".join(render(line) for line in lines)

    def retranslate(self) -> None:
        self.setWindowTitle(render(_TITLE.say(game=self._entry.title.say())))
        self.strip.setAccessibleName(self._words.board_name())
        super().retranslate()

    def language_changed(self) -> None:
        # The strip's words and the faces follow the app's language as they are painted.
        self.strip.update()
