"""The table scene: card items reconciled with a ``PlayerView``, and the gestures on them.

``show_view`` is idempotent: it computes where every visible card rests (``placement``) and
moves, creates or removes items to match, animating moves when asked (ARCHITECTURE, "How the
table follows the game", step 3). Gestures are reported as signals (``card_dropped``,
``card_clicked``, ``zone_clicked``); the controller decides what they mean. The same gestures
are methods (``drag_card``, ``click_card``, ``click_zone``) that tests and the keyboard use,
running the very code a mouse drag runs.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from audatia_qt.games.audatia.board.card_item import CardItem, Look
from audatia_qt.games.audatia.board.faces import TableFaces, table_width
from audatia_qt.games.audatia.board.index import LegalIndex, Lift, ZoneId
from audatia_qt.games.audatia.board.layout import (
    Position,
    Rect,
    RowMode,
    TableLayout,
    ZoneKind,
    compute_layout,
    row_share,
)
from audatia_qt.games.audatia.board.placement import Placement, placements, position_of, total
from audatia_qt.games.audatia.board.spoken import card_words, zone_words
from audatia_qt.games.audatia.board.table_items import (
    Highlight,
    ScoreboardItem,
    SideCardItem,
    TextBox,
    TextPanelItem,
    VirtueRow,
    ZoneItem,
    em_width,
)
from audatia_qt.games.audatia.board.theme import HighlightStyle, Theme, theme_for
from audatia_qt.games.audatia.board.variants import BoardVariant, board_variant
from audatia_qt.games.audatia.narrator.commentary import seat_names, short_names
from audatia_qt.games.audatia.rules import PlayerView, Seat
from audatia_qt.games.audatia.rules.cards import Virtue
from audatia_qt.games.audatia.rules.ruleset import Stage
from audatia_qt.games.audatia.rules.state import Bind, Phase
from audatia_qt.shell.i18n.language import current_language
from audatia_qt.shell.i18n.render import CardWords, EnglishCardWords

#: The felt: the stops of its radial gradient, lightest at the table's centre.
FELT = ((0.0, "#2f6b45"), (0.6, "#1f4d31"), (1.0, "#12301f"))
#: Z value of a card being dragged: above everything.
DRAG_Z = 1000.0
#: Added to the depth of a card the other side's last move put on the table: one that lands
#: under others of its zone (a Posta back in a fanned pile) comes out on top of them while it
#: is marked, its outline and "Last move" tag whole rather than a clipped sliver of a tag
#: between its neighbours (issue 27). Zones never overlap, so it covers no other zone's card.
MARKED_RAISE = 100.0
#: The phases of Out of Measure after the trades: the Stacks are empty, a Posta may be chosen
#: or changed, and the local row opens its Posta pile (``RowMode``).
_OUT_OF_MEASURE = frozenset(
    {Phase.POSTA_CHOICE, Phase.CHANGE_POSTA, Phase.MEASURE_SKILLS, Phase.OPENING}
)
#: Where a zone that has no place on this table lies: nowhere a drop or a click can find it.
_NOWHERE = Rect(0, 0, 0, 0)


class TableScene(QGraphicsScene):
    """The Playing Area of one game, seen by one seat."""

    card_let_go = Signal(int, object, object)
    """A lifted card was let go on a zone: (card id, ZoneId, the lift's ``Drop`` there, or None
    when the card has no play there). What the drop does is known from the lift: the
    controller plays it with no new question."""
    card_dropped = Signal(int, object)
    """A card was dropped on a zone with no lift to answer it (card id, ZoneId): the table
    moved under the drag, and the controller asks again."""
    card_clicked = Signal(int)
    zone_clicked = Signal(object)
    card_hovered = Signal(int)
    side_card_clicked = Signal(str)
    """The Stretto Side card was clicked: "inside" (right half) or "outside" (left half)."""
    settled = Signal()
    """The animations of the last ``show_view`` have finished."""

    def __init__(self, faces: TableFaces, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.faces = faces
        self.animation_ms = 220
        self.dpr = 1.0
        # What the ruleset adds to the table (the Sudden Death rows, the Salle score).
        self.board_variant = board_variant(faces.config.ruleset)
        # A zone laid beside each hand shares its band (the Sudden Death row, R-032).
        self.beside_hand = self.board_variant.beside_hand
        self._mode = RowMode.STANDARD
        self._shared = row_share(0, 0)
        self.hand_scale = 1.0
        """The hand's cards against the table's (Settings > Card size)."""
        self.text_scale = 1.0
        """The table's text against its size at 100% (Settings > Text size)."""
        self.status_words = ""
        """The status panel in words (the view's accessible description)."""
        self.theme = theme_for(HighlightStyle.STANDARD)
        """How playable cards and legal places are marked (Settings > Highlights)."""
        self.layout = self._compute_layout(1280, 720)
        self.view: PlayerView | None = None
        self.cards: CardWords = EnglishCardWords()
        """The cards' names in the language the table speaks (its controller's)."""
        self.index = LegalIndex()
        self.acting = False
        """The local player must act now: playable cards glow, inert ones dim."""
        self.selected: int | None = None
        self.pending: int | None = None
        """The first card of a two-card action (a trade) waiting for its partner."""
        self.items_by_key: dict[str, CardItem] = {}
        self._said_for: tuple[object, ...] = (None, None, None, None)
        """What the cards' spoken words were last said for: the view, the legal index, whether
        the player acts, the cards' names (compared by identity)."""
        self._said_in = ""
        """The language they were said in."""
        self._said: dict[str, tuple[tuple[object, ...], tuple[str, str]]] = {}
        """Each item's spoken words (by key), with what they were said of it."""
        self._placed: dict[str, Placement] = {}
        """The placements last reconciled, by key: what the table showed before a move."""
        self.last_move: frozenset[str] = frozenset()
        """The keys of the items the other side's last move put where they are, marked until
        the next move (issue 15)."""
        self.zones: dict[ZoneId, ZoneItem] = {}
        self.targets: frozenset[ZoneId] = frozenset()
        """The zones glowing for the selected card: a click anywhere in one plays it there."""
        self._dragged: CardItem | None = None
        self._lift: Lift | None = None
        """What the dragged card may do on each place, asked as it was lifted; dropped when
        the table shows a new position."""
        self._hot: ZoneItem | None = None
        self.side_card = SideCardItem()
        self.status = TextPanelItem()
        self.scoreboard = ScoreboardItem()
        for panel in (self.side_card, self.status, self.scoreboard):
            self.addItem(panel)
        for seat in Seat:
            for kind in (*ZoneKind, *self.board_variant.zones):
                zone = ZoneId(seat, kind)
                item = ZoneItem(zone, kind.caption)
                self.zones[zone] = item
                self.addItem(item)
                self.addItem(item.mark)
        self._settle_timer = QTimer(self)
        self._settle_timer.setSingleShot(True)
        self._settle_timer.timeout.connect(self.settled.emit)
        self.setSceneRect(0, 0, 1280, 720)

    # -- geometry -------------------------------------------------------------------------

    def set_size(self, width: float, height: float) -> None:
        """Lay the table out for a view of this size (no animation)."""
        self._mode, self._shared = self.layout_mode(), self.row_share()
        self.layout = self._compute_layout(width, height)
        self.setSceneRect(0, 0, width, height)
        gradient = QRadialGradient(QPointF(width / 2, height * 0.48), max(width, height) * 0.75)
        for stop, color in FELT:
            gradient.setColorAt(stop, QColor(color))
        self.setBackgroundBrush(QBrush(gradient))
        if self.view is not None:
            self._reconcile(animate=False)

    def _compute_layout(self, width: float, height: float) -> TableLayout:
        """The table for this size, its variant, the moment (``layout_mode``) and the card
        and text sizes, its captions measured in the table's serif."""
        return compute_layout(
            width,
            height,
            beside_hand=self.beside_hand,
            mode=self._mode,
            hand_scale=self.hand_scale,
            text_scale=self.text_scale,
            measure=em_width,
            shared=self._shared,
        )

    def row_share(self) -> float:
        """The share of the local band the zone beside the hand (the Sudden Death row) takes
        now, by the cards the hand and that zone hold (``layout.row_share``)."""
        view = self.view
        if view is None:
            return row_share(0, 0)
        beside = self.board_variant.beside_hand_cards(view)
        return row_share(len(view.me.hand or ()), len(beside))

    def text_boxes(self) -> list[tuple[str, TextBox]]:
        """Every word drawn on the table now, with the name of the item that draws it."""
        boxes: list[tuple[str, TextBox]] = []
        panels = (("side_card", self.side_card), ("status", self.status))
        for name, panel in (*panels, ("scoreboard", self.scoreboard)):
            boxes += [(name, box) for box in panel.text_boxes()]
        for zone, zone_item in self.zones.items():
            if zone_item.isVisible():
                boxes += [(f"zone {zone}", box) for box in zone_item.text_boxes()]
        for key, item in self.items_by_key.items():
            boxes += [(f"card {key} {box.role}", box) for box in item.text_boxes()]
        return boxes

    def set_theme(self, theme: Theme) -> None:
        """Mark playable cards and legal places in ``theme``'s colours, at once."""
        self.theme = theme
        for item in self.items():
            item.update()

    def layout_mode(self) -> RowMode:
        """How the local row is laid out now: opened while a Posta may be chosen (issue 15).

        Decided by the phase, which both players see, and, in a Posta choice, by whether the
        Stack holds or may take a card (a see-posta skill is played there then).
        """
        view = self.view
        if view is None or view.outcome is not None:
            return RowMode.STANDARD
        phase = view.phase
        out_of_measure = phase in _OUT_OF_MEASURE or (
            phase is Phase.SKILL_RESPONSE and view.context.attacker is None
        )
        if not out_of_measure:
            return RowMode.STANDARD
        own_stack = ZoneId(view.viewer, ZoneKind.STACK)
        stack_used = bool(view.me.stack) or any(
            own_stack in self.index.targets(card) for card in self.index.cards
        )
        if phase in (Phase.POSTA_CHOICE, Phase.CHANGE_POSTA) and not stack_used:
            return RowMode.CHOOSING
        return RowMode.OUT_OF_MEASURE

    def _place_zones(self, viewer: Seat) -> None:
        for zone, item in self.zones.items():
            position = position_of(zone.seat, viewer)
            side = self.layout.side(position)
            item.setVisible(zone.kind in side.zones)
            if zone.kind not in side.zones:
                # A variant's zone the layout gives no room (none beside the hand), or
                # the Stack while a Posta is chosen: no drop or click can land on it.
                item.set_geometry(_NOWHERE, _NOWHERE)
                item.caption = ""
                continue
            places: tuple[Rect, ...] = ()
            labels: tuple[str, ...] = ()
            if zone.kind is ZoneKind.STACK:
                places = side.stack_places
                left, middle, right = (
                    QCoreApplication.translate("Table", "L", "the left place of a Stack"),
                    QCoreApplication.translate("Table", "M", "the middle place of a Stack"),
                    QCoreApplication.translate("Table", "R", "the right place of a Stack"),
                )
                labels = (left, middle, right)
                if position is not Position.BOTTOM:
                    labels = (right, middle, left)
                if len(set(places)) == 1:
                    # Out of Measure the Stack is one place: its first card goes there.
                    places, labels = places[:1], ("",)
            caption_rect = side.captions.get(zone.kind, side[zone.kind])
            caption = zone.kind.caption
            beside_hand = zone.kind is self.beside_hand
            item.named_inside = beside_hand
            if zone.kind is ZoneKind.HAND or beside_hand or zone.kind not in side.captions:
                # No caption band: the row names itself inside (ZoneItem); the opened Posta
                # pile takes its band for the names of its cards.
                caption = ""
            item.caption = caption
            item.set_geometry(side[zone.kind], caption_rect, places, labels, self.layout.text_px)

    # -- reconciling --------------------------------------------------------------------

    def show_view(
        self, view: PlayerView, index: LegalIndex, *, acting: bool, animate: bool = True
    ) -> None:
        """Make the table show ``view``; ``index`` and ``acting`` say what may be played."""
        previous, before = self.view, self._placed
        if self.view is None or self.view.viewer is not view.viewer:
            animate = False
        self.view = view
        self.index = index
        self._lift = None
        self.acting = acting
        if self.selected is not None and not index.is_playable(self.selected):
            self.selected = None
        if self.pending is not None and not index.is_playable(self.pending):
            self.pending = None
        self.last_move = frozenset()
        self._reconcile(animate=animate)
        self.last_move = last_moved(previous, before, view, self._placed)
        for key, item in self.items_by_key.items():
            self._mark(item, key)

    def _mark(self, item: CardItem, key: str) -> None:
        """Tag ``item`` if the last move put it where it is, and give it its depth."""
        marked = key in self.last_move
        item.set_last_move(marked)
        placement = self._placed.get(key)
        if placement is not None and item.zValue() < DRAG_Z:
            item.setZValue(placement.z + (MARKED_RAISE if marked else 0.0))

    def _reconcile(self, *, animate: bool) -> None:
        view = self.view
        assert view is not None
        mode, shared = self.layout_mode(), self.row_share()
        if mode is not self._mode or shared != self._shared:
            self._mode, self._shared = mode, shared
            rect = self.sceneRect()
            self.layout = self._compute_layout(rect.width(), rect.height())
        self._place_zones(view.viewer)
        lifted = frozenset(card for card in (self.selected, self.pending) if card is not None)
        wanted = placements(view, self.layout, lifted=lifted, board=self.board_variant)
        self._placed = {placement.key: placement for placement in wanted}
        duration = self.animation_ms if animate else 0
        seen: set[str] = set()
        for placement in wanted:
            seen.add(placement.key)
            item = self.items_by_key.get(placement.key)
            if item is None:
                item = CardItem(placement.key, placement.card)
                self.items_by_key[placement.key] = item
                self.addItem(item)
                origin = self._origin(placement) if duration else None
                item.set_size(placement.rect.w, placement.rect.h)
                item.setPos(
                    origin if origin is not None else QPointF(placement.rect.x, placement.rect.y)
                )
            self._dress(item, placement)
            item.move_to(QPointF(placement.rect.x, placement.rect.y), duration)
        for key in [key for key in self.items_by_key if key not in seen]:
            item = self.items_by_key.pop(key)
            self.removeItem(item)
        self._update_panels(view)
        self._update_looks()
        self._settle_timer.start(duration + 10 if duration else 0)

    def _origin(self, placement: Placement) -> QPointF | None:
        """Where a card appearing now comes from: its owner's deck, or the opponent's hand."""
        view = self.view
        assert view is not None
        if placement.zone.kind is ZoneKind.VIRTUES:
            return None
        position = position_of(placement.seat, view.viewer)
        side = self.layout.side(position)
        if placement.zone.kind is ZoneKind.HAND:
            source = side[ZoneKind.DECK]
        elif position is Position.TOP:
            source = side[ZoneKind.HAND]
        else:
            source = side[ZoneKind.HAND]
        x, y = source.center
        return QPointF(x - placement.rect.w / 2, y - placement.rect.h / 2)

    def _dress(self, item: CardItem, placement: Placement) -> None:
        """Size, face, turn, depth and badge of one item."""
        marked = placement.key in self.last_move
        assert self.view is not None
        dressed_as = (
            placement,
            self.layout.text_px,
            self.dpr,
            self.faces,
            self.faces.language,
            marked,
            self.view.viewer,
        )
        if item.dressed_as == dressed_as:
            # Dressed so already: a selection or a redraw moves a few cards, and dressing all
            # fifty again was a third of each. Only its depth may have changed (a drag).
            item.setZValue(placement.z + (MARKED_RAISE if marked else 0.0))
            return
        item.dressed_as = dressed_as
        width, height = placement.rect.w, placement.rect.h
        item.set_size(width, height)
        item.set_text_px(self.layout.text_px)
        if placement.virtue is not None:
            pixmap = self.faces.virtue(
                self.faces.config.challenger, placement.virtue, width, self.dpr
            )
        elif placement.face_up and placement.card is not None:
            pixmap = self.faces.card(placement.card, width, self.dpr)
        else:
            pixmap = self.faces.back(placement.seat, width, self.dpr)
        item.set_pixmap(pixmap, placement.face_up)
        item.setRotation(180 if placement.rotated else 0)
        item.setZValue(placement.z + (MARKED_RAISE if marked else 0.0))
        item.set_badge(placement.badge)
        label, size, top = placement.label, placement.label_size, placement.label_top
        holes: list[QRectF] = []
        if label and placement.card is not None:
            # The name as the face prints it, in the table's language; the plate leaves each
            # symbol it would reach (a half sun) in sight.
            label = self.faces.face(placement.card).name
            holes = self.symbol_rects(placement.card, width)
            if placement.label_back is not None:
                top, bottom = name_span(placement, holes)
                size = (size[0], bottom - top)
        item.set_label(label, size, top=top, back=placement.label_back, holes=holes)
        item.set_marks_above(placement.marks_above)
        item.set_last_move(marked)
        position = position_of(placement.seat, self.view.viewer)
        item.zone_name = f"{position.value}:{placement.zone.kind.value}"
        item.zone = placement.zone
        item.setToolTip("")

    def _update_panels(self, view: PlayerView) -> None:
        layout = self.layout
        context = view.context
        orientation: str | None = None
        bind = ""
        if context.bind is Bind.STRETTO:
            orientation = context.side.value if context.side is not None else "either"
            if view.phase is Phase.ORIENT_SIDE:
                orientation = None
        if context.bind is not None:
            bind = context.bind.value
        inviting = self.acting and any(
            action.kind.value == "orient" for action in self.index.buttons
        )
        self.side_card.set_state(
            layout.side_card,
            self.faces.side_card(layout.side_card.h, self.dpr),
            orientation,
            bind,
            inviting,
            label_rect=layout.side_label,
            text_px=layout.text_px,
        )
        names = seat_names(view.config)
        me, them = view.viewer, view.viewer.other
        title, lines = _status_lines(view, names, self.board_variant)
        self.status.set_text(layout.status, title, lines, layout.text_px)
        self.status_words = ". ".join([title, *lines])
        rows = [
            VirtueRow(virtue, total(view.seat(me), virtue), total(view.seat(them), virtue))
            for virtue in Virtue
        ]
        self.scoreboard.set_rows(
            layout.scoreboard,
            rows,
            (names[me], names[them]),
            layout.text_px,
            tall=layout.tall_scoreboard,
        )

    def _update_looks(self) -> None:
        """Glow for playable cards, dim for the rest of the hand, lift for the selection."""
        view = self.view
        targets: set[ZoneId] = set()
        focus = self.pending if self.pending is not None else self.selected
        if focus is not None:
            targets = set(self.index.targets(focus))
            if self.pending is not None:
                targets = {zone for zone in targets if self.index.pair_partners(self.pending, zone)}
        self.targets = frozenset(targets)
        for zone, zone_item in self.zones.items():
            zone_item.set_highlight(Highlight.TARGET if zone in targets else Highlight.NONE)
        for item in self.items_by_key.values():
            if item.card is None or view is None or not self.acting:
                item.set_look(Look.PLAIN)
                continue
            in_hand = item.zone_name.endswith(":hand") and item.zone_name.startswith("bottom")
            playable = self.index.is_playable(item.card)
            if self.pending is not None and item.card != self.pending:
                partners: frozenset[int] = frozenset()
                for zone in self.index.targets(self.pending):
                    partners |= self.index.pair_partners(self.pending, zone)
                playable = item.card in partners
            if playable:
                look = Look.PLAYABLE
            elif in_hand:
                look = Look.INERT
            else:
                look = Look.PLAIN
            item.set_look(
                look, selected=item.card == self.selected, pending=item.card == self.pending
            )
        self._describe()

    def _describe(self) -> None:
        """The words a screen reader gives each card and zone (issue 20)."""
        view = self.view
        if view is None:
            return
        names = seat_names(view.config)
        # A selection or a redraw changes no card's words: they are said again only for a new
        # view, legal moves, turn or language (saying 50 cards' took a third of each redraw).
        said_for = (view, self.index, self.acting, self.cards)
        language = current_language()
        if language != self._said_in or any(
            old is not new for old, new in zip(self._said_for, said_for, strict=True)
        ):
            self._said_for, self._said_in = said_for, language
            self._said = {}
        counts: dict[ZoneId, int] = {}
        piles: dict[ZoneId, int] = {}
        for item in self.items_by_key.values():
            if item.zone is not None:
                counts[item.zone] = counts.get(item.zone, 0) + 1
                if item.zone.kind in _PILES and item.badge.isdigit():
                    # A pile is drawn as its top cards, its count written on the top one.
                    piles[item.zone] = int(item.badge)
            said_of = (item.card, item.face_up, item.zone, item.badge)
            said = self._said.get(item.key)
            if said is None or said[0] != said_of:
                said = (said_of, card_words(item, view, names, self.index, self.acting, self.cards))
                self._said[item.key] = said
            item.accessible_name, item.accessible_description = said[1]
        for zone, zone_item in self.zones.items():
            zone_item.accessible_name, zone_item.accessible_description = zone_words(
                zone, piles.get(zone, counts.get(zone, 0)), view, names, zone in self.targets
            )

    # -- selection (click, keyboard) ------------------------------------------------------

    def set_selection(self, selected: int | None, pending: int | None = None) -> None:
        """Lift ``selected`` (and a trade's first card ``pending``) and light their targets."""
        if (selected, pending) == (self.selected, self.pending):
            self._update_looks()
            return
        self.selected, self.pending = selected, pending
        if self.view is not None:
            self._reconcile(animate=True)

    # -- item lookup ----------------------------------------------------------------------

    def item_for(self, card: int) -> CardItem | None:
        """The item of a card the viewer can see."""
        return self.items_by_key.get(f"c{card}")

    def shown_face_up(self) -> frozenset[int]:
        """The cards the table shows face up now."""
        return frozenset(
            item.card
            for item in self.items_by_key.values()
            if item.card is not None and item.face_up
        )

    def hand_cards(self) -> list[int]:
        """The cards face up in the bottom hand, left to right."""
        cards = [
            item
            for item in self.items_by_key.values()
            if item.card is not None and item.zone_name == "bottom:hand"
        ]
        return [item.card for item in sorted(cards, key=lambda item: item.home.x())]  # type: ignore[misc]

    def zone_at(self, pos: QPointF, card: int | None = None) -> ZoneId | None:
        """The zone under ``pos``: a legal target of ``card`` first, then any other."""
        hits = [zone for zone, item in self.zones.items() if item.zone_rect().contains(pos)]
        if card is not None:
            lift = self._lift
            legal = (
                lift.drops.keys()
                if lift is not None and lift.card == card
                else self.index.targets(card)
            )
            for zone in hits:
                if zone in legal:
                    return zone
        non_hand = [zone for zone in hits if zone.kind is not ZoneKind.HAND]
        return (non_hand or hits)[0] if hits else None

    def zone_center(self, zone: ZoneId) -> QPointF:
        return self.zones[zone].zone_rect().center()

    # -- gestures from the items ----------------------------------------------------------

    def card_hovered_item(self, item: CardItem) -> None:
        if item.card is not None and item.face_up:
            self.card_hovered.emit(item.card)

    def card_clicked_item(self, item: CardItem) -> None:
        """A click on a card; on a card lying in a glowing place (an earlier card of the
        Stack, the top of the discard pile, the opponent's Posta to beat), a click on that
        place: the selected card is played there, not the card it would cover (issue 15)."""
        if item.zone is not None and item.zone in self.targets:
            self.zone_clicked.emit(item.zone)
            return
        if item.card is not None:
            self.card_clicked.emit(item.card)

    def zone_clicked_item(self, item: ZoneItem) -> None:
        self.zone_clicked.emit(item.zone)

    def begin_drag(self, item: CardItem) -> bool:
        """A drag starts from a card the local player may play now; others stay put.

        A card of the player's own side that may not move now (dimmed, or not their turn)
        stays put and is reported as a click: the controller answers with the rules' reason,
        as it does for a click, rather than the drag doing nothing silently (issue 15).
        """
        if item.card is None or item.zone_name.startswith("top"):
            return False
        if not self.acting or not self.index.is_playable(item.card):
            self.card_clicked.emit(item.card)
            return False
        self._dragged = item
        item.setZValue(DRAG_Z)
        # The plays of the card on each place, asked once: the places light up from them, and
        # letting the card go looks its play up here (with a trade begun, only the trades
        # that pair the card with the first one).
        self._lift = self.index.lift(item.card, self.pending)
        for zone, zone_item in self.zones.items():
            lit = zone in self._lift.drops
            zone_item.set_highlight(Highlight.TARGET if lit else Highlight.NONE)
        return True

    def drag_moved(self, item: CardItem, pos: QPointF) -> None:
        """Light the zone under the cursor brighter when the card may go there."""
        zone = self.zone_at(pos, item.card)
        hot = self.zones.get(zone) if zone is not None else None
        if hot is not self._hot:
            if self._hot is not None and self._hot.highlight == Highlight.HOT:
                self._hot.set_highlight(Highlight.TARGET)
            if hot is not None and hot.highlight == Highlight.TARGET:
                hot.set_highlight(Highlight.HOT)
                self._hot = hot
            else:
                self._hot = None

    def end_drag(self, item: CardItem, pos: QPointF) -> None:
        """The card was let go: report the drop with what its lift says it does there, or snap
        it back when over no zone."""
        self._dragged = None
        self._hot = None
        zone = self.zone_at(pos, item.card)
        lift, self._lift = self._lift, None
        self._update_looks()
        if zone is None or item.card is None:
            self.snap_back(item.card)
            return
        if lift is None or lift.card != item.card:
            self.card_dropped.emit(item.card, zone)
            return
        self.card_let_go.emit(item.card, zone, lift.drops.get(zone))

    def snap_back(self, card: int | None) -> None:
        """A refused card returns to its place in the hand."""
        if card is None or self.view is None:
            return
        item = self.item_for(card)
        if item is not None and item.pos() == item.home and item.zValue() < DRAG_Z:
            return  # refused without moving (a click): nothing to put back
        self._reconcile(animate=True)
        item = self.item_for(card)
        if item is not None:
            item.move_to(item.home, self.animation_ms)

    # -- the gesture API (tests, keyboard) ------------------------------------------------

    def drag_card(self, card: int, zone: ZoneId) -> bool:
        """Drag ``card`` onto ``zone`` as the mouse would; False if the card would not lift."""
        item = self.item_for(card)
        if item is None or not self.begin_drag(item):
            return False
        target = self.zone_center(zone)
        item.setPos(target - QPointF(item.size[0] / 2, item.size[1] / 2))
        self.drag_moved(item, target)
        self.end_drag(item, target)
        return True

    def click_card(self, card: int) -> bool:
        """Click a card the viewer can see; False when there is no such item."""
        item = self.item_for(card)
        if item is None:
            return False
        self.card_clicked_item(item)
        return True

    def click_zone(self, zone: ZoneId) -> None:
        """Click a zone (the second half of click-card-then-target)."""
        self.zone_clicked_item(self.zones[zone])

    def symbol_rects(self, card: int, width: float) -> list[QRectF]:
        """Every symbol of ``card``'s table face shown ``width`` wide, in the card's own
        coordinates (the face is drawn at a table width and scaled to the card's)."""
        drawn = table_width(width)
        scale = width / drawn
        layout = self.faces.hotspots(card, drawn)
        return [
            QRectF(left * scale, top * scale, (right - left) * scale, (bottom - top) * scale)
            for left, top, right, bottom in (spot.box for spot in layout.hotspots)
        ]

    def card_rects(self) -> list[tuple[str, QRectF]]:
        """Every card item's resting rectangle with its zone, for geometry checks."""
        return [(item.zone_name, item.scene_card_rect()) for item in self.items_by_key.values()]

    def zone_rects(self) -> dict[ZoneId, QRectF]:
        return {zone: item.zone_rect() for zone, item in self.zones.items()}

    def animating(self) -> bool:
        return any(item.moving for item in self.items_by_key.values())

    def scene_bounds(self) -> QRectF:
        return self.sceneRect()


def name_span(placement: Placement, symbols: list[QRectF]) -> tuple[float, float]:
    """The top and bottom of a hand card's name (``Placement.label_back``), in the card's
    coordinates, from the symbols of its face in the strip in sight: below a half sun
    hanging there, else from the printed name's ribbon; down to the first symbol under it,
    else to the picture's end (issue 27: the longest names need the room)."""
    strip = placement.label_size[0]
    back = placement.label_back if placement.label_back is not None else placement.label_top
    shown = [rect for rect in symbols if rect.left() < strip and rect.right() > 0]
    # A half sun hangs from the card's top edge; every other symbol lies under the picture.
    hanging = [rect.bottom() for rect in shown if rect.top() <= 1.0]
    top = max([back, *hanging])
    below = [rect.top() for rect in shown if rect.top() > 1.0]
    bottom = min(below, default=placement.label_top + placement.label_size[1]) - 1.0
    return top, max(top, bottom)


#: Zones whose arrivals are not marked as a move: a hand is where cards are drawn to, the
#: Action deck where they are drawn from; neither is a card the opponent put on the table.
_UNMARKED = frozenset({ZoneKind.HAND, ZoneKind.DECK})


def last_moved(
    previous: PlayerView | None,
    before: dict[str, Placement],
    view: PlayerView,
    after: dict[str, Placement],
) -> frozenset[str]:
    """The keys of the items the last move of the other side put where they are now.

    Only a single move is marked: ``view`` one ply after ``previous``, made by a seat that is
    not the one watching now (the computer, or the other person in hot-seat play). Its cards
    that arrived in a zone (a new item, or one from another zone) are marked, and a traded
    pile whose count grew. Keys come from the viewer's own placements, so a card the viewer
    may not know is marked only as its back (a hidden Posta ``p1``, the traded pile ``f1``).
    """
    if previous is None or view.ply != previous.ply + 1:
        return frozenset()  # the first view, an undo, a redo of several moves, a new game
    mover = previous.to_move
    if mover is None or mover is view.viewer:
        return frozenset()
    moved: set[str] = set()
    for key, placement in after.items():
        if placement.seat is not mover or placement.zone.kind in _UNMARKED:
            continue
        old = before.get(key)
        if (
            old is None
            or old.zone != placement.zone
            or (placement.zone.kind is ZoneKind.FACEDOWN and old.badge != placement.badge)
        ):
            moved.add(key)
    return frozenset(moved)


def _status_lines(
    view: PlayerView, names: tuple[str, str], board: BoardVariant
) -> tuple[str, list[str]]:
    """The status panel: what the ruleset heads it with (``board``: the Salle score), the
    stage of the fight, the bind, the draws, the attacker."""
    context = view.context
    short = short_names(names)
    ruleset = view.config.ruleset
    score = board.status_lines(view, names)
    if view.outcome is not None:
        winner = view.outcome.winner
        result = (
            QCoreApplication.translate("Table", "A draw")
            if winner is None
            else QCoreApplication.translate("Table", "{fencer} wins").format(fencer=names[winner])
        )
        return (QCoreApplication.translate("Table", "Game over"), [*score, result])
    # The stage is the phase record's; a ruleset's own decisions are titled by its board.
    stage = ruleset.phases[view.phase].stage
    own_title = board.stage_title(view)
    if own_title is not None:
        title = own_title
    elif stage is Stage.SETUP:
        title = QCoreApplication.translate("Table", "Setting up")
    elif stage is Stage.OUT_OF_MEASURE or context.attacker is None:
        title = QCoreApplication.translate("Table", "Out of Measure")
    elif context.bind is Bind.STRETTO:
        title = QCoreApplication.translate("Table", "Stretto bind")
    elif context.bind is Bind.LARGO:
        title = QCoreApplication.translate("Table", "Largo bind")
    else:
        title = QCoreApplication.translate("Table", "In Measure")
    lines: list[str] = list(score)
    if context.attacker is not None:
        lines.append(
            QCoreApplication.translate("Table", "Attacker: {fencer}").format(
                fencer=short[context.attacker]
            )
        )
    challenger = view.config.challenger
    lines.append(
        QCoreApplication.translate("Table", "Challenger: {fencer}").format(fencer=short[challenger])
    )
    if view.draws and ruleset.draw_limit is not None:
        # Sudden Death does not count draws toward a loss.
        draws = QCoreApplication.translate("Table", "Draws: {draws} of {limit}").format(
            draws=view.draws, limit=ruleset.draw_limit
        )
        if len(lines) < _STATUS_LINES:
            lines.append(draws)
        else:
            # The panel holds three lines: the draws share the Challenger's rather than be cut
            # (Salle Play's score and its R-041 warning take two).
            lines[-1] = f"{lines[-1]} · {draws}"
    return title, lines[:_STATUS_LINES]


#: The lines the status panel holds under its title at every size.
_STATUS_LINES = 3


#: Zones drawn as one card with the pile's count on it.
_PILES = frozenset({ZoneKind.DECK, ZoneKind.DISCARD, ZoneKind.FACEDOWN})
