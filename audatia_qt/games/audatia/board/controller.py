"""The table's controller: the one way a gesture becomes a move (ARCHITECTURE, "How the table
follows the game").

It submits every action, the person's and the computer's, to the ``MatchOwner``, the one
writer of the match, and follows the match by listening to the owner's notices: after each
move it builds the ``LegalIndex`` of the local player's legal actions by card and zone, emits
``transition_applied(events, view)`` for the table to animate, the prompt line, and (in
hot-seat play) asks for the device to be passed when the seat to act changes; after an Undo or
Redo (made from the menus, through the same owner) it redraws the table. A drag's drop comes in
with what its lift said the card does there (``drop_lifted``: the scene asked the index as the
card was lifted, so a legal drop goes straight to the owner); clicks come in as cards and zones;
a refused one is answered with the rules' own reason (``explain`` / ``why_illegal``).
Computer seats decide through the ``BotRunner``, whose answer is submitted like the person's.

The gestures, the selection, the prompt and the refusals are the ``SeatController``'s, which
reads the game only through a few questions (``view``, ``state``, ``to_move``, ``outcome``,
``local_to_act``, the moves at the screen) and plays through ``_play``: ``TableController``
answers them from the match its owner holds, a network seat's ``board.remote.RemoteController``
from the table's snapshots alone (issue 32).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from audatia_qt.engine.messages import CardName, Message, translate
from audatia_qt.engine.session.match import Match, SeatKind
from audatia_qt.engine.session.owner import Change, ChangeKind, MatchOwner
from audatia_qt.games.audatia.board.bot_runner import BotFactory, BotRunner
from audatia_qt.games.audatia.board.index import Drop, LegalIndex, ZoneId
from audatia_qt.games.audatia.narrator.commentary import (
    Commentator,
    ToldMove,
    outcome_line,
    public_events,
    seat_names,
)
from audatia_qt.games.audatia.narrator.describe import say
from audatia_qt.games.audatia.narrator.explain import explain, why_illegal
from audatia_qt.games.audatia.narrator.plies import public_why, state_before, table_readers
from audatia_qt.games.audatia.narrator.prompts import prompt
from audatia_qt.games.audatia.narrator.zone_words import zone_phrase
from audatia_qt.games.audatia.policy.explain import Explanation
from audatia_qt.games.audatia.rules import (
    Action,
    ActionKind,
    GameConfig,
    GameState,
    IllegalActionError,
    Outcome,
    PlayerView,
    Seat,
    observe,
)
from audatia_qt.games.audatia.rules.refusal import play_word
from audatia_qt.games.audatia.rules.terms import either
from audatia_qt.shell.board_settings import BoardSettings
from audatia_qt.shell.bot_runner import COMPUTER_FAILED, BotAnswer
from audatia_qt.shell.i18n.render import CardWords, EnglishCardWords

#: How the table moves: the shell's board settings (the Game menu's and Settings' preferences).
TableSettings = BoardSettings


#: A playable card dropped on a place it does not go (whole sentences, issue 21): where it
#: does go, each place with the plays it makes there, alternatives joined by ``terms.either``.
DOES_NOT_GO_ON = translate("WrongDrop", "The {card} does not go on {zone}: {where}.")
DROP_IT_ON = translate("WrongDrop", "drop it on {place} to {moves}")
#: A trade's second card that does not complete a trade with the first.
NOT_TRADED_WITH = translate("WrongDrop", "The {card} cannot be traded with the {first}.")
NOT_TRADED_WITH_THAT = translate("WrongDrop", "The {card} cannot be traded with that card.")
#: The computer failed (a defect): said on the prompt line, the system's own words after it.
COMPUTER_CHOSE_ILLEGAL = translate(
    "ComputerFailed", "The computer chose a move the rules do not allow ('{play}')."
)


def bot_seed(state: GameState, seat: Seat) -> int:
    """The seed of the computer's generator for this decision: fixed by the game's seed and the
    ply, so a computer game replays the same (and an undone decision is decided the same way)."""
    return hash((state.config.seed, state.ply, int(seat))) & 0x7FFFFFFF


class SeatController(QObject):
    """The gestures of the person at one seat of a table, made moves of the game: what they
    may do now (the ``LegalIndex``), the card picked up, the prompt line and why a move is
    refused. How the game is read and a move played is each table's (``TableController``,
    ``RemoteController``)."""

    transition_applied = Signal(object, object)
    """(events as the table may show them, the new PlayerView)"""
    action_requested = Signal(object)
    prompt_changed = Signal(object)
    """Who must do what now: a ``Message`` (or a plain text), rendered by the prompt line."""
    refused = Signal(int, object)
    """(card id or -1, the reason: a ``Message`` or a plain text)"""
    choices_offered = Signal(object)
    """A list of actions to pick from with buttons (the decision bar)."""
    selection_changed = Signal(object, object)
    """(selected card or None, pending first card of a trade or None)"""
    handover_requested = Signal(object)
    """Hot-seat: pass the device to this Seat before the table shows its hand."""
    viewer_changed = Signal(object)
    game_over = Signal(object)
    bot_failed = Signal(object)
    """(Message) why the computer could not move, in words for the prompt line."""
    action_applied = Signal(object)
    """An action was played on the match (the Action), before the table shows it: a lesson
    checks its goals here."""
    history_moved = Signal(object)
    """Undo or Redo moved the match's history: what was done, in words for the log (a
    ``Message``, or None), before the table is redrawn (``resynced``)."""
    resynced = Signal(object)
    """The match's history changed outside the table (Undo, Redo): the new PlayerView, to be
    shown at once without animation."""
    move_told = Signal(object, object)
    """(ToldMove: the move's line in the log and the game's end if it came, the Why of a
    computer's move as a ``Message``, or None): one move, one line, then its Why, in the order
    they happened."""
    """Why the computer made the move just shown, in words (after its transition)."""
    hint_ready = Signal(object)
    """The Hint search's ``Explanation`` for the person to act; its best card is selected."""
    hint_dropped = Signal()
    """The Hint search ended with nothing to show: the game moved on while it searched, or it
    failed. The table stops saying it is searching."""

    def __init__(
        self,
        config: GameConfig,
        viewer: Seat,
        settings: TableSettings | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings or TableSettings()
        self.names = seat_names(config)
        self.commentator = Commentator(config)
        self.card_words: CardWords = EnglishCardWords()
        """Cards' names in the language the app speaks, for the texts rendered here (the
        prompt's end of the game, a refusal's moves): the table's, set by the table."""
        self.generation = 0
        """Bumped by every transition: an answer (the computer's, the Hint's) for an older
        generation is stale."""
        self.viewer = viewer
        """The seat whose side the table shows."""
        self.awaiting_handover: Seat | None = None
        self.index = LegalIndex()
        self.selected: int | None = None
        self.pending: int | None = None
        self.thinking = False
        self.hinting = False
        """A Hint search is running for the current decision."""
        self.move_check: Callable[[Action], str | None] | None = None
        """Asked before each move of the person at the screen is played: a text refuses the
        legal move with that text, as an illegal one is refused with its rule (a lesson's wrong
        moves, audatia_qt.games.audatia.screens.lessons); None plays it."""

    # -- what each table answers -----------------------------------------------------------

    @property
    def hot_seat(self) -> bool:
        """People take turns at this screen (the device is passed between them)."""
        raise NotImplementedError

    @property
    def local_to_act(self) -> bool:
        """The person at the screen must decide now (and may see the hand shown)."""
        raise NotImplementedError

    def view(self) -> PlayerView:
        """What the viewer may know now: all the table draws."""
        raise NotImplementedError

    @property
    def state(self) -> GameState:
        """A whole state the table's words (the prompt, a refusal's reason, the decision
        bar's moves) are said from: they read only what the viewer may know of it."""
        raise NotImplementedError

    def to_move(self) -> Seat | None:
        """The seat to decide now; None once the game is over."""
        raise NotImplementedError

    def outcome(self) -> Outcome | None:
        raise NotImplementedError

    def _moves_here(self) -> tuple[Action, ...]:
        """The moves the person at the screen may make now (none when they are not to act)."""
        raise NotImplementedError

    def _moves_prompted(self) -> tuple[Action, ...]:
        """The moves the prompt line may name, for whoever decides now."""
        raise NotImplementedError

    def _play(self, action: Action) -> None:
        """Play the person's legal ``action``; the table follows the game's answer."""
        raise NotImplementedError

    @property
    def can_hint(self) -> bool:
        """Whether the Hint button may be pressed now."""
        raise NotImplementedError

    def request_hint(self) -> bool:
        """Ask the Hint for the person's decision; ``hint_ready`` (or ``hint_dropped``)
        follows. False when no hint can be asked now."""
        raise NotImplementedError

    def shutdown(self) -> None:
        """Stop following the game: nothing it says reaches the table any more."""
        raise NotImplementedError

    # -- what the table shows --------------------------------------------------------------

    def _rebuild_index(self) -> None:
        self.index = LegalIndex(self._moves_here())
        if self.selected is not None and not self.index.is_playable(self.selected):
            self.selected = None
        if self.pending is not None and not self.index.is_playable(self.pending):
            self.pending = None

    def prompt_text(self) -> Message | str:
        state = self.state
        seat = self.to_move()
        if seat is None:
            outcome = self.outcome()
            assert outcome is not None
            # A Message, not its English: the prompt line says it again in a new language.
            return outcome_line(self.names, outcome.winner, outcome.reason)
        if self.awaiting_handover is not None:
            return QCoreApplication.translate(
                "TableController", "Pass the device to {fencer}."
            ).format(fencer=self.names[seat])
        if self.pending is not None:
            name = CardName(state.config.cards[self.pending].definition.name)
            return QCoreApplication.translate(
                "TableController",
                "Trade: choose the second card to trade face down with the {card}.",
            ).format(card=self.card_words.card_name(name))
        legal = self._moves_prompted()
        return prompt(state, legal, self.names[seat], local=self.local_to_act)

    # -- gestures ----------------------------------------------------------------------

    def drop_card(self, card: int, zone: ZoneId) -> None:
        """A card was dropped on a zone that no lift answered (a click on a glowing place, a
        drag the table moved under): the index says what it does there, as a lift would."""
        self.drop_lifted(card, zone, self.index.lift(card, self.pending).drops.get(zone))

    def drop_lifted(self, card: int, zone: ZoneId, drop: Drop | None) -> None:
        """``card`` was let go on ``zone``, where its lift said it does ``drop`` (None: no
        play there). Play it, ask which play, wait for a trade's second card, or refuse with
        the reason."""
        if not self.local_to_act:
            self._refuse(card, self._not_now())
            return
        if drop is None:
            self._refuse(card, self._why_not(card, zone))
            return
        if drop.needs_pair:
            self._set_selection(None, card)
            self.choices_offered.emit([])
            return
        if len(drop.plays) == 1:
            self._submit(drop.plays[0])
            return
        self._set_selection(card, None)
        self.choices_offered.emit(list(drop.plays))

    def click_card(self, card: int) -> None:
        """Select a playable card (its targets glow and its plays become buttons); a second
        click puts it back. A trade's second card completes the trade."""
        if not self.local_to_act:
            self._refuse(card, self._not_now())
            return
        if self.pending is not None and card != self.pending:
            for zone in self.index.targets(self.pending):
                action = self.index.pair_action(self.pending, card, zone)
                if action is not None:
                    self._submit(action)
                    return
            self._refuse(card, NOT_TRADED_WITH_THAT.say(card=self._card_name(card)))
            return
        if card in (self.selected, self.pending):
            self.cancel_selection()
            return
        if not self.index.is_playable(card):
            self._refuse(card, explain(self.state, self.viewer, card))
            return
        self._set_selection(card, None)
        self.choices_offered.emit(self.index.actions_for(card))

    def click_zone(self, zone: ZoneId) -> None:
        """The second half of click-card-then-target."""
        card = self.pending if self.pending is not None else self.selected
        if card is None or not self.local_to_act:
            return
        if self.pending is not None:
            return
        self.drop_card(card, zone)

    def orient_side(self, slot: str) -> None:
        """The Stretto Side card was clicked on one half."""
        for action in self.index.buttons:
            if action.kind is ActionKind.ORIENT and action.choice == slot:
                self._submit(action)
                return

    def cancel_selection(self) -> None:
        self._set_selection(None, None)
        self.choices_offered.emit([])

    def choose(self, action: Action) -> None:
        """A decision button was pressed (or a choice between plays of one card)."""
        self.request(action)

    def request(self, action: Action) -> bool:
        """Check an action against the legal ones and submit it; False (with the reason
        shown) if it is refused."""
        if not self.local_to_act:
            # The move may well be legal for its seat: the refusal is that the person at the
            # screen is not the one deciding now.
            self._refuse(-1 if action.card is None else action.card, self._not_now())
            return False
        if action not in self.index.actions:
            # The prompt line starts the reason with a capital letter, in either language.
            reason = why_illegal(self.state, action)
            self._refuse(-1 if action.card is None else action.card, reason)
            return False
        return self._submit(action)

    # -- moving --------------------------------------------------------------------------

    def _submit(self, action: Action) -> bool:
        """Play the person's legal ``action``, unless ``move_check`` refuses it."""
        reason = None if self.move_check is None else self.move_check(action)
        if reason is not None:
            self.cancel_selection()
            self._refuse(-1 if action.card is None else action.card, reason)
            return False
        self.selected = self.pending = None
        self.action_requested.emit(action)
        self._play(action)
        return True

    def _show_new_state(self, show: Callable[[], None]) -> None:
        """After the game moved: rebuild what is legal, clear the selection, ``show`` the
        table, then say the game's end if it came, else ``_after_shown``."""
        self._rebuild_index()
        self.selection_changed.emit(None, None)
        self.choices_offered.emit([])
        show()
        self.prompt_changed.emit(self.prompt_text())
        outcome = self.outcome()
        if outcome is not None:
            self.game_over.emit(outcome)
            return
        self._after_shown()

    def waits_on(self, seat: Seat) -> bool:
        """The decision at ``seat`` is someone else's, thought out now (the bar says that
        fencer is thinking)."""
        return True

    def _after_shown(self) -> None:
        """The table shows a decision still to take (a local table passes the device or asks
        the computer here)."""

    def _show_hint(self, explanation: Explanation) -> None:
        """The Hint's answer for the decision on the table: its best card picked up."""
        card = explanation.best.card
        if card is not None and self.index.is_playable(card):
            self._set_selection(card, None)
        self.hint_ready.emit(explanation)

    # -- refusals and selection --------------------------------------------------------------

    def _set_selection(self, selected: int | None, pending: int | None) -> None:
        self.selected, self.pending = selected, pending
        self.selection_changed.emit(selected, pending)
        self.prompt_changed.emit(self.prompt_text())

    def _refuse(self, card: int, reason: Message | str) -> None:
        self.refused.emit(card, reason)

    def _not_now(self) -> str:
        seat = self.to_move()
        if seat is None:
            return QCoreApplication.translate("TableController", "The game is over.")
        if self.awaiting_handover is not None:
            return QCoreApplication.translate(
                "TableController", "Pass the device to {fencer} first."
            ).format(fencer=self.names[seat])
        return QCoreApplication.translate(
            "TableController", "It is not your turn: {fencer} is deciding."
        ).format(fencer=self.names[seat])

    def _card_name(self, card: int) -> CardName:
        return CardName(self.state.config.cards[card].definition.name)

    def _why_not(self, card: int, zone: ZoneId) -> Message:
        """Why ``card`` may not go on ``zone``: that it does not complete the trade begun, where
        it may go, or the rules' reason."""
        if self.pending is not None and card != self.pending:
            return NOT_TRADED_WITH.say(
                card=self._card_name(card), first=self._card_name(self.pending)
            )
        if self.index.is_playable(card):
            state = self.state
            where: list[Message] = []
            # Each place it may go, with the plays it makes there, in the table's order.
            for target in self.index.targets(card):
                actions = self.index.actions_for(card, target)
                # A trade may pair the card with any other in the hand: the partner is left
                # unnamed ("a card") and the trades said once, not once per partner (a wall of
                # eleven trades was seen under Xvfb).
                partners = Counter((action.kind, action.choice) for action in actions)
                moves: list[Message] = []
                for action in actions:
                    several = partners[action.kind, action.choice] > 1
                    hidden = (action.card2,) if several and action.card2 is not None else ()
                    move = say(state.config, state.phase, action, hidden=hidden)
                    if move not in moves:
                        moves.append(move)
                where.append(
                    DROP_IT_ON.say(
                        place=zone_phrase(
                            target.kind.value, target.seat, self.viewer, self.names, own="the"
                        ),
                        moves=either(moves),
                    )
                )
            return DOES_NOT_GO_ON.say(
                card=self._card_name(card),
                zone=zone_phrase(zone.kind.value, zone.seat, self.viewer, self.names, own="the"),
                where=either(where),
            )
        return explain(self.state, self.viewer, card)


class TableController(SeatController):
    """Runs one match for the table."""

    def __init__(
        self,
        owner: MatchOwner,
        bot_factory: BotFactory,
        settings: TableSettings | None = None,
        parent: QObject | None = None,
    ) -> None:
        match = owner.match
        humans = match.setup.humans
        viewer = Seat(humans[0]) if humans else Seat.A
        if match.setup.hot_seat:
            seat = match.to_move()
            if seat is not None:
                viewer = seat
        super().__init__(match.setup.config, viewer, settings, parent)
        self.owner = owner
        """The match's one writer: every move is submitted to it, and its notices are heard."""
        self.bots = BotRunner(bot_factory, threaded=self.settings.threaded_ai, parent=self)
        self.bots.answered.connect(self._on_bot_answered)
        self.bots.hinted.connect(self._on_hinted)
        self.bots.failed.connect(self._on_bot_failed)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._ask_bot)
        self._stop_listening = owner.subscribe(self._on_change)

    @property
    def match(self) -> Match:
        """The match on the table, as its owner holds it (read only: the owner writes it)."""
        return self.owner.match

    # -- what the table shows --------------------------------------------------------------

    @property
    def hot_seat(self) -> bool:
        return self.match.setup.hot_seat

    def is_human(self, seat: Seat) -> bool:
        return self.match.setup.kind(seat) is SeatKind.HUMAN

    @property
    def local_to_act(self) -> bool:
        seat = self.match.to_move()
        return (
            seat is not None
            and seat is self.viewer
            and self.is_human(seat)
            and self.awaiting_handover is None
        )

    def view(self) -> PlayerView:
        return observe(self.match.state, self.viewer)

    @property
    def state(self) -> GameState:
        """The match's state (the words read only what the viewer may know of it)."""
        state: GameState = self.match.state
        return state

    def to_move(self) -> Seat | None:
        seat: Seat | None = self.match.to_move()
        return seat

    def outcome(self) -> Outcome | None:
        outcome: Outcome | None = self.match.outcome()
        return outcome

    def _moves_here(self) -> tuple[Action, ...]:
        return tuple(self.match.legal_actions()) if self.local_to_act else ()

    def _moves_prompted(self) -> tuple[Action, ...]:
        return tuple(self.match.legal_actions())

    def _play(self, action: Action) -> None:
        self._apply(action)

    def start(self) -> None:
        """Show the first decision; start the computer if it acts first."""
        self._rebuild_index()
        self.transition_applied.emit((), self.view())
        self.prompt_changed.emit(self.prompt_text())
        self._schedule_next()

    def confirm_handover(self) -> None:
        """Hot-seat: the next player has the device; show their side of the table."""
        seat = self.awaiting_handover
        if seat is None:
            return
        self.awaiting_handover = None
        self.viewer = seat
        self.viewer_changed.emit(seat)
        self._rebuild_index()
        self.transition_applied.emit((), self.view())
        self.prompt_changed.emit(self.prompt_text())

    def readers(self, state: GameState) -> tuple[Seat, ...]:
        """Who reads the table's shared texts (the log, the Why lines) at ``state``."""
        return table_readers(self.match.setup, state)

    def history(self) -> list[tuple[ToldMove, Message | None]]:
        """The moves played so far, told as the log tells them, each with the Why the log
        gives it: a loaded or resumed game shows its whole log. A save keeps no search, so a
        computer move's Why is the rule it uses, as its opponent reads it (R-034); with
        Explain Computer Moves off, or for a person's move, there is none."""
        match = self.match
        plies = match.plies
        told = []
        for index, ply in enumerate(plies):
            before = state_before(match.start, plies, index)
            line = self.commentator.tell(
                before, ply.action, ply.events, ply.state, self.readers(before)
            )
            seat = ply.action.seat
            explained = self.settings.explain_moves and not self.is_human(seat)
            why = public_why(before, ply.action) if explained else None
            told.append((line, why))
        return told

    def _apply(self, action: Action, why: Message | None = None) -> None:
        """Submit ``action`` to the owner (``why``: the computer's reason, for the log); the
        table follows from the owner's notice (``_on_change``). An action the rules refuse is
        answered with their reason."""
        try:
            self.owner.play(action, note=why)
        except IllegalActionError as error:
            self._refuse(-1 if action.card is None else action.card, error.reason)

    def _on_change(self, change: Change) -> None:
        """The owner changed the match: follow it."""
        if change.played:
            self._on_played(change)
        elif change.kind in (ChangeKind.UNDONE, ChangeKind.REDONE):
            self.history_moved.emit(change.note)
            self.resync()
        else:
            # Another match took this one's place: its own table follows it (a new controller,
            # or another game's board), and nothing thought out for this one may be played on
            # it. This controller stops listening: another game's moves must never reach
            # Audatia's words.
            self._stop_listening()
            self.generation += 1
            self._bot_timer.stop()

    def _on_played(self, change: Change) -> None:
        (ply,) = change.plies
        match = self.match
        before = state_before(match.start, match.plies, len(match.plies) - 1)
        self.generation += 1
        self.action_applied.emit(ply.action)
        # Told as those at the screen may know it before the move: a move that ends the game
        # does not name what it drew.
        told = self.commentator.tell(
            before, ply.action, ply.events, ply.state, self.readers(before)
        )
        self.move_told.emit(told, change.note if self.settings.explain_moves else None)
        # Both seats' secrets hidden in hot-seat play, where both people read one log.
        events = public_events(ply.events) if self.hot_seat else change.seen_by(self.viewer)
        seat = self.match.to_move()
        if self.hot_seat and seat is not None and seat is not self.viewer and self.is_human(seat):
            self.awaiting_handover = seat
        self._show_new_state(lambda: self.transition_applied.emit(events, self.view()))

    def resync(self) -> None:
        """Follow the match after its history changed outside the table (Undo or Redo).

        A computer answer still being thought out is for the old state: the generation moves
        on so it is dropped. The table is redrawn from the new state's view; in hot-seat play,
        if the seat to decide now is not the one at the screen, the device is passed first
        (the table stays hidden). The computer is asked again when it is to move.
        """
        self.generation += 1
        self._bot_timer.stop()
        self.thinking = False
        self.selected = self.pending = None
        seat = self.match.to_move()
        self.awaiting_handover = None
        if self.hot_seat and seat is not None and seat is not self.viewer:
            self.awaiting_handover = seat
        self._show_new_state(lambda: self.resynced.emit(self.view()))

    def _after_shown(self) -> None:
        """After the match moved (a play, an undo, a redo) and the game goes on: pass the
        device or ask the computer."""
        if self.awaiting_handover is not None:
            self.handover_requested.emit(self.awaiting_handover)
        self._schedule_next()

    def _schedule_next(self) -> None:
        seat = self.match.to_move()
        if seat is None or self.is_human(seat):
            return
        self._bot_timer.start(max(0, self.settings.ai_delay_ms))

    def _ask_bot(self) -> None:
        seat = self.match.to_move()
        if seat is None or self.is_human(seat):
            return
        self.thinking = True
        state = self.match.state
        seed = bot_seed(state, seat)
        # The Why may weigh the hand and the search only if every reader may see that hand.
        private = set(self.readers(state)) <= {seat}
        self.bots.ask(
            self.generation,
            seat,
            observe(state, seat),
            self.match.legal_actions(),
            seed,
            private=private,
        )

    def _on_bot_answered(self, generation: int, answer: object) -> None:
        self.thinking = False
        if generation != self.generation or not isinstance(answer, BotAnswer):
            return  # stale: the game moved on (new game, undo) while the bot thought
        action = answer.action
        if action not in self.match.legal_actions():
            # Its kind of play only: the card may be one the person cannot see.
            self.bot_failed.emit(COMPUTER_CHOSE_ILLEGAL.say(play=play_word(action.kind)))
            return
        self._apply(action, answer.note)

    def _on_bot_failed(self, generation: int, message: str) -> None:
        self.thinking = False
        if self.hinting:
            self.hinting = False
            self.hint_dropped.emit()
        if generation == self.generation:
            self.bot_failed.emit(COMPUTER_FAILED.say(error=message))

    # -- hints -----------------------------------------------------------------------------

    @property
    def can_hint(self) -> bool:
        """Whether the Hint button may be pressed: the person at the screen decides. A forced
        move is hinted too (explained without a search): Sudden Death's turned-up card must be
        dropped on the opponent's Posta, and a newcomer should not have to learn where from a
        refused drop."""
        return (
            self.settings.hints
            and self.local_to_act
            and not self.hinting
            and bool(self.match.legal_actions())
        )

    def request_hint(self) -> bool:
        """Search the person's position from their own view (never the hidden cards) on the
        worker; ``hint_ready`` follows. False when no hint can be asked now."""
        if not self.can_hint:
            return False
        self.hinting = True
        state = self.match.state
        seed = bot_seed(state, self.viewer) ^ 0x5EED
        self.bots.hint(self.generation, self.view(), self.match.legal_actions(), seed)
        return True

    def _on_hinted(self, generation: int, explanation: object) -> None:
        self.hinting = False
        if generation != self.generation or not isinstance(explanation, Explanation):
            # The position changed while the hint was searched ("Searching for a good move"
            # stayed on the bar, seen under Xvfb, when the new decision had one move only).
            self.hint_dropped.emit()
            return
        self._show_hint(explanation)

    def play_computer_moves(self, count: int) -> int:
        """Play up to ``count`` moves at once on this thread, every seat as a computer would
        (``--screenshot``); returns how many were played."""
        played = 0
        self._bot_timer.stop()
        while played < count and self.match.to_move() is not None:
            seat = self.match.to_move()
            assert seat is not None
            state = self.match.state
            seed = bot_seed(state, seat)
            legal = self.match.legal_actions()
            action = self.bots.bot(seat).choose(observe(state, seat), legal, random.Random(seed))
            self._apply(action)
            self._bot_timer.stop()
            played += 1
        return played

    def shutdown(self) -> None:
        """Stop following the match and stop the computer: any answer still coming is stale."""
        self._stop_listening()
        self.generation += 1
        self._bot_timer.stop()
        self.bots.shutdown()
