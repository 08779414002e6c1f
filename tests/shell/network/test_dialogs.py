"""The network game's dialogs (issue 32): the invite's QR code is segno's code, drawn crisp;
the host's invites are copied whole; a pasted line is read live and Join offered only for a
valid invite to an installed game; hosting reuses New Game's pages and says where the table
listens. Everything a person reaches by keyboard has a mnemonic, and nothing from outside is
read as markup."""

from __future__ import annotations

import pytest
import segno
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from audatia_qt.net.invite import Invite, InviteError, read_invite
from audatia_qt.shell.i18n.render import render
from audatia_qt.shell.network.dialogs import HostDialog, InviteDialog, JoinDialog, SeatInvite
from audatia_qt.shell.network.qr import QrCodeView, qr_image
from audatia_qt.shell.new_game_frame import GameOffer
from audatia_qt.shell.plugin import NewGamePage

TOKEN = "3q2-7wRvBgN1u0Yk3oXb0lVZbq5b7mHc0Z8mD2qkq1E"
INVITE = Invite("ws://192.168.1.20:50123", "audatia", TOKEN)
OTHER = Invite("ws://192.168.1.20:50123", "audatia", TOKEN[::-1])
GAMES = {"audatia": "Audatia", "swordplay": "Swordplay: Arena"}
#: The white margin around a QR code, in modules, as ISO/IEC 18004 asks.
QUIET_ZONE = 4


def dark(image: QImage, x: int, y: int) -> bool:
    """A pixel is black (a dark module) or white (a light one); nothing else is drawn."""
    colour = image.pixelColor(x, y)
    assert colour in (QColor(Qt.GlobalColor.black), QColor(Qt.GlobalColor.white)), colour.name()
    return colour == QColor(Qt.GlobalColor.black)


def assert_draws(image: QImage, text: str, left: int, top: int, module: int) -> None:
    """The image holds ``text``'s code at (left, top), ``module`` pixels a module: each module's
    centre pixel as segno's matrix has it, the quiet zone white."""
    modules = segno.make(text, error="m", micro=False).matrix
    side = len(modules) + 2 * QUIET_ZONE
    for row in range(side):
        for column in range(side):
            inside = (
                QUIET_ZONE <= row < side - QUIET_ZONE and QUIET_ZONE <= column < side - QUIET_ZONE
            )
            expected = inside and bool(modules[row - QUIET_ZONE][column - QUIET_ZONE])
            x = left + column * module + module // 2
            y = top + row * module + module // 2
            assert dark(image, x, y) == expected, (row, column)
    # The whole code is there, corners included: its last module ends at the side.
    assert dark(image, left + (QUIET_ZONE + 1) * module - 1, top + QUIET_ZONE * module)


def test_the_image_is_segnos_code_at_whole_pixels_a_module() -> None:
    for module in (1, 3, 7):
        image = qr_image(INVITE.line(), module)
        side = len(segno.make(INVITE.line(), error="m", micro=False).matrix) + 2 * QUIET_ZONE
        assert image.width() == image.height() == side * module
        assert_draws(image, INVITE.line(), 0, 0, module)


@pytest.mark.parametrize(("width", "height"), [(200, 200), (400, 300), (333, 500)])
def test_the_view_draws_the_largest_whole_module_that_fits_centred(
    qtbot: QtBot, width: int, height: int
) -> None:
    view = QrCodeView(INVITE.line())
    qtbot.addWidget(view)
    view.resize(width, height)
    image = view.grab().toImage()
    side = len(view.matrix())
    module = min(width, height) // side
    assert module >= 2
    left, top = (width - side * module) // 2, (height - side * module) // 2
    assert_draws(image, INVITE.line(), left, top, module)


def test_the_view_says_what_it_shows_and_follows_its_text(qtbot: QtBot) -> None:
    view = QrCodeView()
    qtbot.addWidget(view)
    assert view.matrix() == () and view.sizeHint().isEmpty()
    view.setText(INVITE.line())
    assert "QR code" in view.accessibleName()
    assert view.sizeHint().width() == 4 * len(view.matrix())
    first = view.matrix()
    view.setText(OTHER.line())
    assert view.matrix() != first and view.text() == OTHER.line()


def test_copy_puts_the_seats_line_on_the_clipboard(qtbot: QtBot) -> None:
    dialog = InviteDialog([SeatInvite("Fencer B", INVITE), SeatInvite("Fencer C", OTHER)])
    qtbot.addWidget(dialog)
    QGuiApplication.clipboard().clear()
    dialog.copy_buttons[1].click()
    assert QGuiApplication.clipboard().text() == OTHER.line()
    assert "Fencer C" in dialog.copied.text()
    dialog.copy_buttons[0].click()
    assert QGuiApplication.clipboard().text() == INVITE.line()


def test_the_invites_are_shown_read_only_with_the_chosen_seats_code(qtbot: QtBot) -> None:
    dialog = InviteDialog([SeatInvite("Fencer B", INVITE), SeatInvite("Fencer C", OTHER)])
    qtbot.addWidget(dialog)
    assert [edit.text() for edit in dialog.line_edits] == [INVITE.line(), OTHER.line()]
    assert all(edit.isReadOnly() for edit in dialog.line_edits)
    assert dialog.code.text() == INVITE.line()
    dialog.seat_box.setCurrentIndex(1)
    assert dialog.code.text() == OTHER.line()
    assert "Anyone with this line can take that seat" in dialog.secret_note.text()
    assert not dialog.isModal()


def test_one_seat_has_its_code_and_no_choice(qtbot: QtBot) -> None:
    dialog = InviteDialog([SeatInvite("Fencer B", INVITE)])
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.code.text() == INVITE.line()
    assert not dialog.seat_box.isVisible()


def test_a_seats_name_is_shown_as_it_is(qtbot: QtBot) -> None:
    name = '<img src="/dev/zero"> & Co'
    dialog = InviteDialog([SeatInvite(name, INVITE)])
    qtbot.addWidget(dialog)
    label = dialog.line_labels[0]
    assert label.textFormat() is Qt.TextFormat.PlainText
    assert name.replace("&", "&&") in label.text()  # its ampersand shown, not a mnemonic
    assert label.buddy() is dialog.line_edits[0]


@pytest.fixture
def empty_clipboard() -> None:
    QGuiApplication.clipboard().clear()


def join_dialog(qtbot: QtBot) -> JoinDialog:
    dialog = JoinDialog(GAMES)
    qtbot.addWidget(dialog)
    return dialog


@pytest.mark.usefixtures("empty_clipboard")
def test_join_is_offered_for_a_valid_invite_to_an_installed_game_only(qtbot: QtBot) -> None:
    dialog = join_dialog(qtbot)
    assert dialog.line_edit.text() == "" and dialog.verdict.text() == ""
    assert not dialog.join_button.isEnabled()
    with pytest.raises(LookupError):
        dialog.invite()
    dialog.line_edit.setText(f"  {INVITE.line()}\n")
    assert dialog.join_button.isEnabled()
    assert "Audatia" in dialog.verdict.text() and INVITE.address in dialog.verdict.text()
    dialog.join_button.click()
    assert dialog.result() == JoinDialog.DialogCode.Accepted
    assert dialog.invite() == INVITE


@pytest.mark.usefixtures("empty_clipboard")
@pytest.mark.parametrize(
    "line",
    ["ws://192.168.1.20 audatia", f"http://example.org:80 audatia {TOKEN}", "x" * 1000],
)
def test_a_line_that_is_no_invite_says_why_in_one_line(qtbot: QtBot, line: str) -> None:
    dialog = join_dialog(qtbot)
    dialog.line_edit.setText(line)
    with pytest.raises(InviteError) as refused:
        read_invite(line)
    assert dialog.verdict.text() == render(refused.value.message)
    assert "\n" not in dialog.verdict.text()
    assert dialog.line_edit.accessibleDescription() == dialog.verdict.text()
    assert not dialog.join_button.isEnabled()
    dialog.accept()  # Enter on a line that is not an invite
    assert dialog.result() != JoinDialog.DialogCode.Accepted


@pytest.mark.usefixtures("empty_clipboard")
def test_an_invite_to_a_game_not_installed_says_so(qtbot: QtBot) -> None:
    dialog = join_dialog(qtbot)
    dialog.line_edit.setText(f"ws://example.org:8080 chess {TOKEN}")
    assert dialog.verdict.text() == "This invite is for a game not installed here: chess"
    assert dialog.verdict.textFormat() is Qt.TextFormat.PlainText  # what a stranger wrote
    assert not dialog.join_button.isEnabled()


def test_an_invite_on_the_clipboard_is_pasted_and_anything_else_is_not(qtbot: QtBot) -> None:
    QGuiApplication.clipboard().setText(INVITE.line() + "\n")
    pasted = join_dialog(qtbot)
    assert pasted.line_edit.text() == INVITE.line() and pasted.join_button.isEnabled()
    QGuiApplication.clipboard().setText("a shopping list")
    left = join_dialog(qtbot)
    assert left.line_edit.text() == "" and not left.join_button.isEnabled()


class FakePage(QWidget):
    """A game's New Game page: one option, and the setup it describes."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.option = QCheckBox("&Option")
        QVBoxLayout(self).addWidget(self.option)

    def setup(self) -> tuple[str, bool]:
        return self.name, self.option.isChecked()


def host_dialog(qtbot: QtBot) -> tuple[HostDialog, list[FakePage]]:
    pages = [FakePage("first"), FakePage("second")]
    offers = [GameOffer(page.name.title(), NewGamePage(page, page.setup)) for page in pages]
    dialog = HostDialog(offers, current=1)
    qtbot.addWidget(dialog)
    return dialog, pages


def test_hosting_chooses_a_game_on_its_own_page(qtbot: QtBot) -> None:
    dialog, pages = host_dialog(qtbot)
    assert dialog.chosen == 1 and dialog.setup() == ("second", False)
    dialog.game_box.setCurrentIndex(0)
    pages[0].option.setChecked(True)
    assert dialog.chosen == 0 and dialog.setup() == ("first", True)
    assert dialog.windowTitle() == "Host Network Game"


def test_hosting_listens_on_the_network_on_any_free_port_unless_asked(qtbot: QtBot) -> None:
    dialog, _pages = host_dialog(qtbot)
    assert dialog.lan() and dialog.port() == 0
    assert dialog.port_box.text() == "any free port"
    lan_note = dialog.reach_note.text()
    dialog.local_button.setChecked(True)
    dialog.port_box.setValue(50123)
    assert not dialog.lan() and dialog.port() == 50123
    assert dialog.reach_note.text() != lan_note
    layout = dialog.layout()
    assert layout is not None
    # Who may join, then the clock, then the buttons.
    assert layout.indexOf(dialog.joining) == layout.indexOf(dialog.buttons) - 2
    assert dialog.move_seconds() is None  # no clock unless asked
    dialog.clock_box.setCurrentIndex(1)
    assert dialog.move_seconds() == 30.0
    assert dialog.clock_box.currentText().startswith("30 second")


def mnemonic_of(widget: QWidget, labels: list[QLabel]) -> bool:
    """``widget`` is reached by a mnemonic: its own text's, or a label's it is the buddy of."""
    if isinstance(widget, QAbstractButton):
        return "&" in widget.text().replace("&&", "")
    return any(label.buddy() is widget and "&" in label.text() for label in labels)


def assert_keyboard_reaches(dialog: QWidget, controls: list[QWidget]) -> None:
    """Each control is in the dialog's Tab chain and has a mnemonic and an accessible name (or
    a button's text)."""
    dialog.show()
    chain: list[QWidget] = []
    widget = dialog.nextInFocusChain()
    while widget is not None and widget is not dialog:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    labels = dialog.findChildren(QLabel)
    for control in controls:
        assert control in chain and control.focusPolicy() & Qt.FocusPolicy.TabFocus, control
        assert mnemonic_of(control, labels), control
        named = isinstance(control, QAbstractButton) or control.accessibleName()
        assert named, control


def cancel_or_close(box: QDialogButtonBox) -> list[QAbstractButton]:
    """The buttons Escape stands for (Qt's own words, with no mnemonic of ours)."""
    return [
        button
        for button in box.buttons()
        if box.buttonRole(button) == QDialogButtonBox.ButtonRole.RejectRole
    ]


def test_every_control_is_reached_by_keyboard(qtbot: QtBot) -> None:
    QGuiApplication.clipboard().clear()
    invites = InviteDialog([SeatInvite("Fencer B", INVITE), SeatInvite("Fencer C", OTHER)])
    qtbot.addWidget(invites)
    escape = cancel_or_close(invites.buttons)
    assert escape
    assert_keyboard_reaches(invites, [*invites.line_edits, *invites.copy_buttons, invites.seat_box])
    join = join_dialog(qtbot)
    join.line_edit.setText(INVITE.line())
    assert_keyboard_reaches(join, [join.line_edit, join.join_button])
    host, _pages = host_dialog(qtbot)
    own = [host.network_button, host.local_button, host.port_box]
    assert_keyboard_reaches(host, [*own, host.buttons.button(QDialogButtonBox.StandardButton.Ok)])


def test_the_dialogs_speak_the_apps_language_and_change_with_it(qtbot: QtBot, qapp: object) -> None:
    from audatia_qt.shell.i18n.language import Language

    QGuiApplication.clipboard().clear()
    invites = InviteDialog([SeatInvite("Fencer B", INVITE)])
    join = join_dialog(qtbot)
    join.line_edit.setText(f"ws://example.org:8080 chess {TOKEN}")
    host, _pages = host_dialog(qtbot)
    qtbot.addWidget(invites)
    language = Language(qapp)  # type: ignore[arg-type]
    language.switch("es")  # while they are open: each is told, by a posted event
    try:
        qtbot.waitUntil(lambda: host.windowTitle() != "Host Network Game")
        assert invites.copy_buttons[0].text() == "&Copiar"
        assert "Fencer B" in invites.line_labels[0].text()
        assert join.verdict.text().startswith("Esta invitación es para un juego")
        assert join.join_button.text() == "&Unirse"
        assert host.windowTitle() == "Abrir una partida en red"
        assert host.buttons.button(QDialogButtonBox.StandardButton.Ok).text() == "&Abrir"
        assert host.port_box.text() == "cualquier puerto libre"
        assert invites.code.accessibleName() == "Invitación como código QR"
    finally:
        language.uninstall()
    qtbot.waitUntil(lambda: host.windowTitle() == "Host Network Game")
    assert invites.copy_buttons[0].text() == "&Copy"


@pytest.mark.parametrize("on_clipboard", [True, False])
def test_return_in_the_pasted_line_joins(qtbot: QtBot, on_clipboard: bool) -> None:
    """The line has the keyboard when the dialog opens and Join is its default, whether the
    invite came pre-filled from the clipboard or was pasted after: Return joins (seen in a
    real window: Cancel had become the default when shown, and Return cancelled)."""
    clipboard = QGuiApplication.clipboard()
    clipboard.setText(INVITE.line() if on_clipboard else "")
    dialog = join_dialog(qtbot)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.focusWidget() is dialog.line_edit)
    if not on_clipboard:
        dialog.line_edit.setText(INVITE.line())
    assert dialog.join_button.isDefault()
    qtbot.keyClick(dialog.line_edit, Qt.Key.Key_Return)
    assert dialog.result() == JoinDialog.DialogCode.Accepted
    assert dialog.invite() == INVITE
    clipboard.clear()
