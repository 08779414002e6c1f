"""The dialogs of a network game (issue 32): Game > Host Network Game... chooses the game and
who may reach the table (``HostDialog``); once the table is open the host is shown each other
seat's invite, as a line to copy and as a QR code (``InviteDialog``); Game > Join Network
Game... takes the line a guest was sent (``JoinDialog``).

An invite comes from outside (pasted, or sent by a stranger): every part of it, and every seat
name the caller gives, is shown as plain text, never read as markup.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QGuiApplication, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from audatia_qt.net.invite import Invite, InviteError, read_invite
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.network.qr import QrCodeView
from audatia_qt.shell.new_game_frame import GameOffer, NewGameFrame
from audatia_qt.shell.plain import plain_label

#: The most characters of an invite's part shown in a sentence: a pasted line may hold
#: anything, and a long word without a space would stretch the dialog off the screen.
SHOWN_PART = 60
#: The widest the invite lines ask to be, in pixels (a line is about 80 characters).
WIDEST_LINE = 720
#: An invite as long as most are, to size the field a guest pastes into.
TYPICAL_INVITE = "ws://192.168.100.200:50123 ready_fence " + "x" * 43


def shown(text: str, limit: int = SHOWN_PART) -> str:
    """``text`` as a sentence shows it: cut short with an ellipsis past ``limit`` characters."""
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def mnemonic_safe(text: str) -> str:
    """``text`` put into a label with a mnemonic: its own ampersands shown as themselves."""
    return text.replace("&", "&&")


def wrapped(label: QLabel) -> QLabel:
    """``label`` wrapping its words at the dialog's width."""
    label.setWordWrap(True)
    return label


@dataclass(frozen=True, slots=True)
class SeatInvite:
    """One seat the host sends an invite for: its name, as the host knows it, and its invite."""

    name: str
    invite: Invite


class InviteDialog(QDialog):
    """Each other seat's invite, once the host's table is open: a read-only line to copy (Copy
    puts it on the clipboard) and, for the seat chosen, its QR code. Not modal: the host may
    keep it open beside the table while the guests join."""

    def __init__(self, seats: Sequence[SeatInvite], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        if not seats:
            raise ValueError("the invites dialog needs at least one seat")
        self.seats = tuple(seats)
        self.explanation = wrapped(plain_label())
        self.secret_note = wrapped(plain_label())
        self.line_labels: list[QLabel] = []
        self.line_edits: list[QLineEdit] = []
        self.copy_buttons: list[QPushButton] = []
        rows = QGridLayout()
        for index, seat in enumerate(self.seats):
            line = seat.invite.line()
            edit = QLineEdit(line)
            edit.setReadOnly(True)
            edit.setCursorPosition(0)  # the address first, where the line starts
            width = edit.fontMetrics().horizontalAdvance(line) + 4 * edit.fontMetrics().height()
            edit.setMinimumWidth(min(width, WIDEST_LINE))
            label = plain_label()
            label.setBuddy(edit)
            copy = QPushButton()
            copy.clicked.connect(lambda _checked=False, seat=seat: self.copy(seat))
            rows.addWidget(label, 2 * index, 0, 1, 2)
            rows.addWidget(edit, 2 * index + 1, 0)
            rows.addWidget(copy, 2 * index + 1, 1)
            self.line_labels.append(label)
            self.line_edits.append(edit)
            self.copy_buttons.append(copy)
        self.copied = wrapped(plain_label())
        self.seat_box = QComboBox()
        for seat in self.seats:
            self.seat_box.addItem(seat.name)
        self.seat_label = plain_label()
        self.seat_label.setBuddy(self.seat_box)
        chooser = QFormLayout()
        chooser.addRow(self.seat_label, self.seat_box)
        self.code = QrCodeView(self.seats[0].invite.line())
        self.seat_box.currentIndexChanged.connect(
            lambda index: self.code.setText(self.seats[index].invite.line())
        )
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.copied, 1)
        bottom.addWidget(self.buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.explanation)
        layout.addSpacing(layout.spacing())
        layout.addLayout(rows)
        layout.addWidget(self.secret_note)
        layout.addSpacing(layout.spacing())
        if len(self.seats) > 1:  # one seat: its code, no choice to make
            layout.addLayout(chooser)
        else:
            self.seat_label.hide()
            self.seat_box.hide()
        layout.addWidget(self.code, 1, Qt.AlignmentFlag.AlignHCenter)
        layout.addLayout(bottom)
        self.retranslate()

    def copy(self, seat: SeatInvite) -> None:
        """Put ``seat``'s invite line on the clipboard, and say so."""
        QGuiApplication.clipboard().setText(seat.invite.line())
        self.copied.setText(
            self.tr("The invite for {seat} is on the clipboard.").format(seat=seat.name)
        )

    def retranslate(self) -> None:
        """Every text in the language the app speaks (at start, and when it changes)."""
        self.setWindowTitle(self.tr("Invite to the Table"))
        self.explanation.setText(
            self.tr(
                "Send this line to your opponent; they choose Game > Join Network Game... and "
                "paste it. On this network (LAN) by default; from elsewhere, a VPN such as "
                "Tailscale or ZeroTier puts you on one network."
            )
        )
        self.secret_note.setText(
            self.tr("Anyone with this line can take that seat: send it to your opponent alone.")
        )
        for seat, label, edit, copy in zip(
            self.seats, self.line_labels, self.line_edits, self.copy_buttons, strict=True
        ):
            label.setText(self.tr("&Invite for {seat}:").format(seat=mnemonic_safe(seat.name)))
            edit.setAccessibleName(self.tr("Invite for {seat}").format(seat=seat.name))
            copy.setText(self.tr("&Copy"))
            copy.setAccessibleName(self.tr("Copy the invite for {seat}").format(seat=seat.name))
        self.seat_label.setText(self.tr("QR code &for:"))
        self.seat_box.setAccessibleName(self.tr("Seat whose invite the QR code shows"))
        self.copied.clear()  # said in the language of then

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class JoinDialog(QDialog):
    """Paste an invite: the line is read as it is typed, its one problem said under it; Join
    is offered only for an invite to a game installed here. ``invite()`` is the answer."""

    def __init__(self, games: Mapping[str, str], parent: QWidget | None = None) -> None:
        """``games``: the installed games a table may play, their titles by id."""
        super().__init__(parent)
        self.games = dict(games)
        self._invite: Invite | None = None
        self.explanation = wrapped(plain_label())
        self.line_edit = QLineEdit()
        self.line_edit.setClearButtonEnabled(True)
        self.line_label = plain_label()
        self.line_label.setBuddy(self.line_edit)
        metrics = self.line_edit.fontMetrics()
        self.line_edit.setMinimumWidth(
            metrics.horizontalAdvance(TYPICAL_INVITE) + 3 * metrics.height()
        )
        self.verdict = wrapped(plain_label())
        self.verdict.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.verdict_icon = QLabel()  # a problem's warning sign; its words say it all
        # Join is a button of its own, not the box's standard OK, whose words the box says
        # again (Qt's) whenever the language changes.
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.join_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        verdict_row = QHBoxLayout()
        verdict_row.addWidget(self.verdict_icon, 0, Qt.AlignmentFlag.AlignTop)
        verdict_row.addWidget(self.verdict, 1)
        grid = QGridLayout()
        grid.addWidget(self.line_label, 0, 0)
        grid.addWidget(self.line_edit, 0, 1)
        grid.addLayout(verdict_row, 1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.explanation)
        layout.addSpacing(layout.spacing())
        layout.addLayout(grid)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        # Join is the dialog's default once it is in the dialog (a button made default before
        # is not the dialog's, which then makes Cancel its default when shown: Return on a
        # pasted invite cancelled it, seen in a real window).
        self.join_button.setDefault(True)
        self.line_edit.textChanged.connect(self._read)
        clipboard = QGuiApplication.clipboard().text()
        try:  # an invite copied already: pasted for the guest
            read_invite(clipboard)
        except InviteError:
            clipboard = ""
        self.line_edit.setText(clipboard.strip())
        self.line_edit.setCursorPosition(0)  # the address first, where the line starts
        self.line_edit.setFocus(Qt.FocusReason.OtherFocusReason)  # where the invite goes
        self.retranslate()

    def invite(self) -> Invite:
        """The invite accepted (valid, and for a game installed here). ``LookupError`` while
        the line is not one: Join is not offered then."""
        if self._invite is None:
            raise LookupError("the line is not an invite to a game installed here")
        return self._invite

    def accept(self) -> None:
        if self._invite is not None:  # Enter on a line that is not an invite does nothing
            super().accept()

    def _read(self) -> None:
        """Read the line as it stands: the invite, or the one sentence saying why not."""
        self._invite = None
        text = self.line_edit.text()
        if not text.strip():
            verdict = ""
        else:
            try:
                invite = read_invite(text)
            except InviteError as error:
                verdict = render(error.message)
            else:
                title = self.games.get(invite.game)
                if title is None:
                    verdict = self.tr("This invite is for a game not installed here: {game}")
                    verdict = verdict.format(game=shown(invite.game))
                else:
                    self._invite = invite
                    verdict = self.tr("A game of {game}, at {address}.").format(
                        game=title, address=shown(invite.address)
                    )
        self.verdict.setText(verdict)
        problem = bool(verdict) and self._invite is None
        self.verdict_icon.setPixmap(self._warning_sign() if problem else QPixmap())
        self.verdict_icon.setVisible(problem)
        self.line_edit.setAccessibleDescription(verdict)
        self.join_button.setEnabled(self._invite is not None)

    def _warning_sign(self) -> QPixmap:
        side = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, self)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning, None, self)
        return icon.pixmap(side, side)

    def retranslate(self) -> None:
        """Every text in the language the app speaks (at start, and when it changes)."""
        self.setWindowTitle(self.tr("Join Network Game"))
        self.explanation.setText(
            self.tr(
                "Paste the invite your host sent you: one line with the table's address, the "
                "game and your seat's secret."
            )
        )
        self.line_label.setText(self.tr("&Invite:"))
        self.line_edit.setAccessibleName(self.tr("Invite"))
        self.line_edit.setPlaceholderText(self.tr("ws://address:port game secret"))
        self.join_button.setText(self.tr("&Join"))
        self._read()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


#: The per-move clocks a host may choose (seconds; None: none), the first the default: a table
#: between friends needs none; a quick game or a public server may want one.
MOVE_CLOCKS: tuple[float | None, ...] = (None, 30.0, 60.0, 120.0, 300.0)


class HostDialog(NewGameFrame):
    """New Game's frame for a network table: the game and its options on the games' own
    pages, then who may reach the table and on which port.

    ``chosen`` and ``setup()`` are the frame's; ``lan()`` and ``port()`` say where the table
    listens. Every seat of a network table is a person's: a page that can hide its choice of who
    plays (``NewGamePage.people_only``) does; for one that cannot, a note says that choice does
    not apply."""

    def __init__(
        self, offers: list[GameOffer], parent: QWidget | None = None, *, current: int = 0
    ) -> None:
        # The frame says its words while it is built (retranslate), these among them: they
        # are made first, and put in its layout once it has one.
        self.joining = QGroupBox()
        self.network_button = QRadioButton()
        self.network_button.setChecked(True)
        self.local_button = QRadioButton()
        self.port_box = QSpinBox()
        self.port_box.setRange(0, 65535)
        self.port_label = plain_label()
        self.port_label.setBuddy(self.port_box)
        self.reach_note = wrapped(plain_label())
        self.seats_note = wrapped(plain_label())
        self.clock_box = QComboBox()
        self.clock_label = plain_label()
        self.clock_label.setBuddy(self.clock_box)
        super().__init__(offers, parent, current=current)
        port_row = QHBoxLayout()
        port_row.addWidget(self.port_label)
        port_row.addWidget(self.port_box)
        port_row.addStretch(1)
        group = QVBoxLayout(self.joining)
        group.addWidget(self.seats_note)
        group.addWidget(self.network_button)
        group.addWidget(self.local_button)
        group.addLayout(port_row)
        group.addWidget(self.reach_note)
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)  # the frame's: its page(s), then its buttons
        layout.insertWidget(layout.indexOf(self.buttons), self.joining)
        # The clock is a rule of the game between the players, not a matter of who may join.
        clock_row = QHBoxLayout()
        clock_row.addWidget(self.clock_label)
        clock_row.addWidget(self.clock_box)
        clock_row.addStretch(1)
        layout.insertLayout(layout.indexOf(self.buttons), clock_row)
        self.network_button.toggled.connect(self._say_reach)
        # A page that can hide its choice of who plays does (every seat here is a person's);
        # for one that cannot, the note says that choice does not apply.
        for offer in offers:
            if offer.page.people_only is not None:
                offer.page.people_only()
        self.seats_note.setVisible(any(offer.page.people_only is None for offer in offers))

    def lan(self) -> bool:
        """Whether computers on this network may join (else only this computer)."""
        return self.network_button.isChecked()

    def port(self) -> int:
        """The port to listen on; 0: any free port."""
        return self.port_box.value()

    def move_seconds(self) -> float | None:
        """The per-move clock chosen: the seconds each move may take, None for no clock."""
        index = self.clock_box.currentIndex()
        return MOVE_CLOCKS[index] if index >= 0 else None

    def _name_host_button(self) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Host"))

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange:
            # The frame's OK is the box's standard button, whose words the box says again
            # (Qt's "OK") when it is told of the change, after this dialog: named again last.
            self._name_host_button()
        return handled

    def _clock_words(self, seconds: float | None) -> str:
        if seconds is None:
            return self.tr("No clock")
        if seconds < 60:
            return self.tr("%n second(s)", "", round(seconds))
        return self.tr("%n minute(s)", "", round(seconds / 60))

    def _say_reach(self) -> None:
        if self.lan():
            self.reach_note.setText(
                self.tr(
                    "Your opponent's computer must be on this network, or on one VPN with this "
                    "one. The firewall may ask whether the app may accept connections."
                )
            )
        else:
            self.reach_note.setText(
                self.tr("Only another window on this computer can join: to try a table out.")
            )

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(self.tr("Host Network Game"))
        self._name_host_button()
        self.joining.setTitle(self.tr("Who may join"))
        self.network_button.setText(self.tr("Computers on this &network"))
        self.local_button.setText(self.tr("This &computer only"))
        self.port_label.setText(self.tr("&Port:"))
        self.port_box.setSpecialValueText(self.tr("any free port"))
        self.port_box.setAccessibleName(self.tr("Port"))
        self.clock_label.setText(self.tr("Time for each &move:"))
        chosen = max(self.clock_box.currentIndex(), 0)
        self.clock_box.clear()
        for seconds in MOVE_CLOCKS:
            self.clock_box.addItem(self._clock_words(seconds))
        self.clock_box.setCurrentIndex(chosen)
        self.clock_box.setToolTip(
            self.tr("A player who does not move in time loses the game. No clock: take your time.")
        )
        self.seats_note.setText(
            self.tr(
                "Every seat of a network table is played by a person, who joins with its "
                "invite: who plays each side above does not apply."
            )
        )
        self._say_reach()
