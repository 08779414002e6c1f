"""The symbols printed on the cards: what each means, and what it allows now for one viewer.

The renderer (``render/layout.py``) tags every symbol it draws on a face with a ``Mark``: its
``SymbolKind`` and, where the kind needs it, the Virtue or the Stretto slot it shows. The table
explains a mark under the pointer with ``symbol_notes``: the symbol's name, what this card's
symbol reads (the blows of its Seven Swords, its slot's half...), what the symbol means
(``MEANINGS``, the project's own words, each citing the rule and naming the section of the rules
reference that tells more), and what it allows now ("Now you may parry with Roverso Sottano
against the Mandritto Fendente", or the rules' own reason why not).

What it allows now is asked of the rules, never worked out here: the viewer's legal actions,
``explain.action_problem`` and ``explain.explain``, ``virtues.advantage``, ``stretto_slots``,
``cards.makes_stretto``, ``lines_up`` and ``is_perfect_counter``. It is made from the viewer's
``PlayerView`` alone (docs/trust.md, R-034): the state the eligibility checks read is a world
sampled from the view with a generator seeded by the view's ply, and only the viewer's own
cards and the cards on the table are looked at in it, so the words are the same whatever the
unseen cards are, and never name one.
"""

from __future__ import annotations

import enum
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from audatia_qt.engine.messages import CardName, Message, Param, english, translate
from audatia_qt.games.audatia.narrator.describe import fencer_names, say
from audatia_qt.games.audatia.narrator.explain import explain, what_now
from audatia_qt.games.audatia.rules.actions import Action, ActionKind
from audatia_qt.games.audatia.rules.cards import (
    Blow,
    IconKind,
    MoonHalf,
    PostaDef,
    PrintedCardDef,
    ProvenanceStatus,
    SkillDef,
    StrettoCardDef,
    StrettoSlot,
    StrikeDef,
    SunHalf,
    Virtue,
    VirtueCardDef,
    is_perfect_counter,
    lines_up,
    makes_stretto,
)
from audatia_qt.games.audatia.rules.config import CardKind, Seat
from audatia_qt.games.audatia.rules.options import remedy_side, stretto_slots
from audatia_qt.games.audatia.rules.refusal import action_problem
from audatia_qt.games.audatia.rules.sampling import sample_world
from audatia_qt.games.audatia.rules.state import Bind, GameState, Phase
from audatia_qt.games.audatia.rules.terms import (
    bind_word,
    comma_list,
    or_list,
    slot_word,
    slots_word,
)
from audatia_qt.games.audatia.rules.views import PlayerView
from audatia_qt.games.audatia.rules.virtues import LEAD_GIVES, advantage, virtue_total

A = ActionKind


class SymbolKind(enum.Enum):
    """Every kind of symbol the renderer draws on a card face ("Symbols")."""

    ATTACK = "attack"
    """The Attack icon of a strike."""
    PARRY = "parry"
    """The Parry icon of a strike."""
    COUNTERATTACK = "counterattack"
    """The Counterattack icon of a strike."""
    BREAK = "break"
    """The Break icon of a strike."""
    EXCHANGE = "exchange"
    """The Exchange icon of a Punta."""
    POSTA_EXCHANGE = "posta_exchange"
    """The Exchange symbol of a Posta."""
    CYCLE = "cycle"
    """The Cycle symbol of a Skill card."""
    EXTENDED = "extended"
    """An Extended Posta's badge."""
    DEFEND = "defend"
    """"Defend X" on a Posta or a Skill card."""
    ANSWERS_BREAK = "answers_break"
    """The remedy that answers a Break (Soprana Tor di Spada)."""
    SEVEN_SWORDS = "seven_swords"
    """A strike's upright Seven Swords: the blow the card is."""
    SEVEN_SWORDS_INVERTED = "seven_swords_inverted"
    """A strike's inverted Seven Swords: the blows that may parry it."""
    POSTA_ATTACKS = "posta_attacks"
    """A Posta's upright Seven Swords: the attacks that can start from it."""
    POSTA_ATTACKED_BY = "posta_attacked_by"
    """A Posta's inverted Seven Swords: the only blows that may attack it."""
    SKILL_BLOWS = "skill_blows"
    """A Skill card's Seven Swords: the blows it lets its player answer with."""
    SUN_HALF = "sun_half"
    """A cut's half sun, at its top left or top right corner."""
    MOON_NIGHT = "moon_night"
    """A Stretto card's Inside or Outside slot, with its half of the Moon and Night or empty."""
    STRETTO_SIDE = "stretto_side"
    """The whole Moon and Night of the Stretto Side card."""
    VIRTUE_REQUIREMENT = "virtue_requirement"
    """A Virtue coin on an icon or a Skill card: that part works only for the leader."""
    VIRTUE_BONUS = "virtue_bonus"
    """A Posta's Virtue coin with an amount: added to the first strike from it."""
    VIRTUE_CARD = "virtue_card"
    """The "+1 Virtue" of a Virtue card."""
    END_POSTA = "end_posta"
    """The End Posta named at the foot of a strike."""
    BASIC = "basic"
    """The folded lower-left corner marked B."""
    PROVENANCE = "provenance"
    """The lozenge in the bottom border: the card's facts documented or reconstructed."""


@dataclass(frozen=True, slots=True)
class Mark:
    """One symbol as drawn on a face: its kind, and the Virtue or slot it shows, if any."""

    kind: SymbolKind
    virtue: Virtue | None = None
    slot: StrettoSlot | None = None


@dataclass(frozen=True, slots=True)
class Meaning:
    """What a kind of symbol means, in a sentence or two citing the rule, and the anchor of
    the rules reference's section (Help > Rules) that tells more."""

    name: Message
    text: Message
    anchor: str


_MEANINGS: dict[SymbolKind, Meaning] = {
    SymbolKind.ATTACK: Meaning(
        translate("Symbols", "Attack").say(),
        translate(
            "Symbols",
            "This strike can be played as an attack, from where your sword is; an attack the "
            "opponent cannot react to wins the game (Cut 1).",
        ).say(),
        "symbol-attack",
    ),
    SymbolKind.PARRY: Meaning(
        translate("Symbols", "Parry").say(),
        translate(
            "Symbols",
            "This strike can parry an attack whose inverted Seven Swords show its blow (Cut 2), "
            'and beat aside an Extended Posta ("Extended Poste").',
        ).say(),
        "symbol-parry",
    ),
    SymbolKind.COUNTERATTACK: Meaning(
        translate("Symbols", "Counterattack").say(),
        translate(
            "Symbols",
            "An attack carrying it may be counterattacked, and this strike may counterattack the "
            'same blow, for the player who leads in Celeritas ("Counterattacking"; R-007).',
        ).say(),
        "symbol-counterattack",
    ),
    SymbolKind.BREAK: Meaning(
        translate("Symbols", "Break").say(),
        translate(
            "Symbols",
            "This strike can break a thrust, when the game uses the optional Break rule "
            "(Thrust 2.3; R-008).",
        ).say(),
        "symbol-break",
    ),
    SymbolKind.EXCHANGE: Meaning(
        translate("Symbols", "Exchange").say(),
        translate(
            "Symbols",
            "This Punta can answer a thrust with a thrust of its own, with the Celeritas lead; "
            "a thrust from a Posta at a defender still in his, only when both Poste show the "
            'Exchange symbol (Thrust 2.1, "Exchange"; R-007).',
        ).say(),
        "symbol-exchange",
    ),
    SymbolKind.POSTA_EXCHANGE: Meaning(
        translate("Symbols", "Exchange").say(),
        translate(
            "Symbols",
            "A thrust from this Posta at a Posta that shows it too may be exchanged by a defender "
            'who leads in Celeritas; from any other Posta it may not ("Exchange"; R-007).',
        ).say(),
        "symbol-exchange",
    ),
    SymbolKind.CYCLE: Meaning(
        translate("Symbols", "Cycle").say(),
        translate(
            "Symbols",
            "At any of your own decisions you may discard this card face up for a new one from "
            "your Action deck (R-019, R-029).",
        ).say(),
        "symbol-cycle",
    ),
    SymbolKind.EXTENDED: Meaning(
        translate("Symbols", "Extended").say(),
        translate(
            "Symbols",
            "A guard held out: it must be beaten aside with a strike that has the Parry icon "
            'before it can be attacked ("Extended Poste"; R-009).',
        ).say(),
        "symbol-extended",
    ),
    SymbolKind.DEFEND: Meaning(
        translate("Symbols", "Defend").say(),
        translate(
            "Symbols",
            "When you are attacked you may answer with the blow it names, played as an attack of "
            'your own; the opponent must then react to it ("Defend X"; R-022).',
        ).say(),
        "symbol-defend",
    ),
    SymbolKind.ANSWERS_BREAK: Meaning(
        translate("Symbols", "Answers a Break").say(),
        translate(
            "Symbols",
            "The defender of a broken thrust may play this remedy in place of a Counter-Remedy "
            "(Thrust 2.3.3.3; R-018, R-024).",
        ).say(),
        "symbol-answers-break",
    ),
    SymbolKind.SEVEN_SWORDS: Meaning(
        translate("Symbols", "Seven Swords").say(),
        translate(
            "Symbols",
            "The bold sword is the blow this card makes: a Mandritto comes from the right, a "
            'Roverso from the left, the Punta down the middle ("Eligibility and Stack").',
        ).say(),
        "symbol-seven-swords",
    ),
    SymbolKind.SEVEN_SWORDS_INVERTED: Meaning(
        translate("Symbols", "Inverted Seven Swords").say(),
        translate(
            "Symbols",
            "Upside down, for the opponent to read: the bold swords are the blows that may parry "
            'this strike; nothing parries on the attack\'s own line ("Eligibility and Stack").',
        ).say(),
        "symbol-seven-swords-inverted",
    ),
    SymbolKind.POSTA_ATTACKS: Meaning(
        translate("Symbols", "Seven Swords").say(),
        translate(
            "Symbols",
            "The bold swords are every attack that can start from this Posta, while its owner "
            'still stands in it ("Eligibility and Stack"; R-006).',
        ).say(),
        "symbol-seven-swords",
    ),
    SymbolKind.POSTA_ATTACKED_BY: Meaning(
        translate("Symbols", "Inverted Seven Swords").say(),
        translate(
            "Symbols",
            "Upside down, for the opponent to read: only the bold blows may attack this Posta "
            '("Eligibility and Stack").',
        ).say(),
        "symbol-seven-swords-inverted",
    ),
    SymbolKind.SKILL_BLOWS: Meaning(
        translate("Symbols", "Seven Swords").say(),
        translate(
            "Symbols",
            "The bold swords are the blows this skill lets you answer an attack with, as attacks "
            'of your own ("Defend X"; R-022).',
        ).say(),
        "symbol-seven-swords",
    ),
    SymbolKind.SUN_HALF: Meaning(
        translate("Symbols", "Half sun").say(),
        translate(
            "Symbols",
            "Attack and parry meet head to head: when their halves make a whole sun the bind is "
            "Stretto, otherwise Largo; a parried thrust is always Largo (Cut 3).",
        ).say(),
        "symbol-sun",
    ),
    SymbolKind.MOON_NIGHT: Meaning(
        translate("Symbols", "Moon and Night").say(),
        translate(
            "Symbols",
            "A half in a slot: a Remedy works in that situation, Inside or Outside; a "
            "Counter-Remedy lines up with a Remedy that has a half in the same slot, on the side "
            "it was played, and is a perfect counter when, with the Remedy as played, it shows "
            'only whole symbols ("Stretto"; R-001, R-036).',
        ).say(),
        "symbol-moon-and-night",
    ),
    SymbolKind.STRETTO_SIDE: Meaning(
        translate("Symbols", "Moon and Night").say(),
        translate(
            "Symbols",
            "In a Stretto bind the Fortitudo leader turns this card: Moon and Night on the right, "
            'Inside remedies only; on the left, Outside only ("Stretto"; R-015, R-016).',
        ).say(),
        "stretto-side",
    ),
    SymbolKind.VIRTUE_REQUIREMENT: Meaning(
        translate("Symbols", "Virtue required").say(),
        translate(
            "Symbols",
            "A Virtue coin on an icon or before a card's text: that part works only for the "
            'player who leads in that Virtue, with strictly more of it ("Virtues").',
        ).say(),
        "virtues",
    ),
    SymbolKind.VIRTUE_BONUS: Meaning(
        translate("Symbols", "Virtue bonus").say(),
        translate(
            "Symbols",
            "The first strike played from this Posta carries this much more of the Virtue, for as "
            'long as it lies on top of its player\'s Stack ("Virtues").',
        ).say(),
        "virtues",
    ),
    SymbolKind.VIRTUE_CARD: Meaning(
        translate("Symbols", "Virtue card").say(),
        translate(
            "Symbols",
            "Whoever holds this card has +1 of its Virtue; the Virtues are shared out at Setup 6.",
        ).say(),
        "card-virtue",
    ),
    SymbolKind.END_POSTA: Meaning(
        translate("Symbols", "End Posta").say(),
        translate(
            "Symbols",
            "Where this blow finishes if it is avoided: its thrower then stands in that Posta "
            '("End Posta"; R-020).',
        ).say(),
        "term-end-posta",
    ),
    SymbolKind.BASIC: Meaning(
        translate("Symbols", "Basic card").say(),
        translate(
            "Symbols",
            "One of the twelve cards of the opening hand, marked B on a folded corner (Setup 4).",
        ).say(),
        "setup-4",
    ),
    SymbolKind.PROVENANCE: Meaning(
        translate("Symbols", "Provenance").say(),
        translate(
            "Symbols",
            "Solid: the card's facts are documented by public sources. Open: they are "
            "reconstructed from Fiore's art, for want of the printed card.",
        ).say(),
        "the-cards",
    ),
}

#: What every kind of symbol means (a test checks that every kind has an entry and that every
#: anchor is a section of the rules reference).
MEANINGS: Mapping[SymbolKind, Meaning] = MappingProxyType(_MEANINGS)

#: The symbol of each action icon printed on a strike or a skill.
ICON_SYMBOLS: Mapping[IconKind, SymbolKind] = MappingProxyType(
    {
        IconKind.ATTACK: SymbolKind.ATTACK,
        IconKind.PARRY: SymbolKind.PARRY,
        IconKind.COUNTERATTACK: SymbolKind.COUNTERATTACK,
        IconKind.BREAK: SymbolKind.BREAK,
        IconKind.EXCHANGE: SymbolKind.EXCHANGE,
        IconKind.CYCLE: SymbolKind.CYCLE,
    }
)

#: The plays each icon of the viewer's own card is about.
_ICON_PLAYS: dict[SymbolKind, tuple[ActionKind, ...]] = {
    SymbolKind.ATTACK: (A.ATTACK, A.DEFEND),
    SymbolKind.PARRY: (A.PARRY, A.BEAT),
    SymbolKind.COUNTERATTACK: (A.COUNTERATTACK,),
    SymbolKind.BREAK: (A.BREAK,),
    SymbolKind.EXCHANGE: (A.EXCHANGE,),
    SymbolKind.CYCLE: (A.CYCLE,),
    SymbolKind.ANSWERS_BREAK: (A.REMEDY,),
}


@dataclass(frozen=True, slots=True)
class SymbolNote:
    """One symbol explained: its name, what this card's symbol reads, what the symbol means,
    and what it allows now for the viewer (``""`` when there is nothing to add)."""

    title: Message
    reads: Param
    meaning: Message
    now: Param

    def lines(self) -> list[Param]:
        """The note as lines: the name and reading, the meaning, then "now"."""
        head: Param = (
            _TITLE_READS.say(title=self.title, reads=self.reads) if self.reads else (self.title)
        )
        return [part for part in (head, self.meaning, self.now) if part]

    @property
    def text(self) -> str:
        """The note's lines in English (tests, logs)."""
        return "\n".join(english(part) for part in self.lines())


def symbol_notes(
    definition: PrintedCardDef,
    marks: Iterable[Mark],
    view: PlayerView | None = None,
    card: int | None = None,
) -> list[SymbolNote]:
    """Each mark of a printed card explained, in order; with ``view`` (the reader's) and the
    card's id also what it allows now. No view (the deck builder): the meaning alone."""
    now = _Now.of(view, card) if view is not None else None
    return [
        SymbolNote(
            _title(mark),
            _reads(definition, mark),
            MEANINGS[mark.kind].text,
            now.say(definition, mark) if now is not None else "",
        )
        for mark in marks
    ]


_TITLE_READS = translate("Symbols", "{title}: {reads}")
_LEAD = translate("Symbols", "{virtue}: leading in it gives {gives}.")
_TWO_SENTENCES = translate("Symbols", "{first} {second}")
_NO_BIND = translate(
    "Symbols",
    "No Stretto bind now: the Stretto Side card is not in play. When a bind turns Stretto, "
    "the Fortitudo leader turns it, Inside or Outside (Cut 3). {leads}",
)
_TURNS_IT_NOW = translate(
    "Symbols", "{fencer} leads in Fortitudo and turns it now, Inside or Outside (Cut 3)."
)
_NOT_TURNED = translate(
    "Symbols",
    "Not turned, as nobody led in Fortitudo when the bind turned Stretto (R-015): "
    "it allows {slots} remedies.",
)
_TURNED = translate(
    "Symbols", "Turned {slot} by the Fortitudo leader (Cut 3): it allows {slots} remedies only."
)
_NOW_MAY = translate("Symbols", "Now {fencer} may {what} (Cut 5, R-016).")
_YOUR_REMEDIES = translate("Symbols", "Your remedies it allows: {cards}.")
_NO_REMEDY_FITS = translate("Symbols", "None of your remedies fits it.")


def virtue_note(view: PlayerView | None, virtue: Virtue) -> Message:
    """A Virtue of the scoreboard: what leading in it gives, and who leads now ("Virtues")."""
    lead = _LEAD.say(virtue=virtue.title, gives=LEAD_GIVES[virtue])
    world = _world(view) if view is not None else None
    if view is None or world is None:
        return lead
    return _TWO_SENTENCES.say(first=lead, second=_leads(view, world, virtue, names=True))


def side_card_note(view: PlayerView) -> Message:
    """The Stretto Side card: which remedies it allows now, who turned it and why (Cut 3,
    "Stretto", R-015, R-016)."""
    world = _world(view)
    context = view.context
    names = fencer_names(view.config)
    if world is None:
        return MEANINGS[SymbolKind.STRETTO_SIDE].text
    if context.bind is not Bind.STRETTO:
        return _NO_BIND.say(leads=_leads(view, world, Virtue.FORTITUDO, names=True))
    if view.phase is Phase.ORIENT_SIDE and view.to_move is not None:
        return _TURNS_IT_NOW.say(fencer=names[view.to_move])
    slots = slots_word(stretto_slots(world), both=True)
    if context.side is None:
        text = _NOT_TURNED.say(slots=slots)
    else:
        text = _TURNED.say(slot=slot_word(context.side), slots=slots)
    if view.phase is Phase.STRETTO and view.to_move is not None:
        now = _NOW_MAY.say(fencer=names[view.to_move], what=what_now(world))
        text = _TWO_SENTENCES.say(first=text, second=now)
        if view.to_move is view.viewer:
            remedies = _names(view, _plays_of(view, A.REMEDY))
            mine = _YOUR_REMEDIES.say(cards=remedies) if remedies else _NO_REMEDY_FITS.say()
            text = _TWO_SENTENCES.say(first=text, second=mine)
    return text


# -- what a symbol reads on this card ---------------------------------------------------------

_TITLE_SLOT = translate("Symbols", "{name}, {slot} slot")
_TITLE_VIRTUE = translate("Symbols", "{name}: {virtue}")
_NONE = translate("Symbols", "none")
_A_CUT = translate("Symbols", "a {blow}, a cut")
_A_THRUST = translate("Symbols", "a {blow}, a thrust")
_PARRIED_BY = translate("Symbols", "parried by {blows}")
_AT_TOP_LEFT = translate("Symbols", "at the top left")
_AT_TOP_RIGHT = translate("Symbols", "at the top right")
_ATTACKS_WITH = translate("Symbols", "attacks with {blows}")
_ATTACKED_ONLY_BY = translate("Symbols", "attacked only by {blows}")
_PLUS_VIRTUE = translate("Symbols", "+{amount} {virtue}")
_HALF = {
    MoonHalf.MOON: translate("Symbols", "the Moon"),
    MoonHalf.NIGHT: translate("Symbols", "the Night"),
}
_EMPTY = translate("Symbols", "empty")
_PROVENANCE = {
    ProvenanceStatus.DOCUMENTED: translate("Symbols", "documented. {reason}"),
    ProvenanceStatus.RECONSTRUCTED: translate("Symbols", "reconstructed. {reason}"),
}


def _title(mark: Mark) -> Message:
    name = MEANINGS[mark.kind].name
    if mark.kind is SymbolKind.MOON_NIGHT and mark.slot is not None:
        return _TITLE_SLOT.say(name=name, slot=slot_word(mark.slot))
    if mark.virtue is not None and mark.kind is not SymbolKind.VIRTUE_CARD:
        return _TITLE_VIRTUE.say(name=name, virtue=mark.virtue.title)
    return name


def _blows(blows: Iterable[Blow]) -> Param:
    """Blows in the Seven Swords' own order, e.g. "Mandritto Fendente, Roverso Sottano"."""
    chosen = set(blows)
    titles: list[Param] = [blow.title for blow in Blow if blow in chosen]
    return comma_list(titles) if titles else _NONE.say()


def _reads(definition: PrintedCardDef, mark: Mark) -> Param:
    """What this card's symbol shows, in words read off the card's data.

    Not the End Posta's name, printed under the pointer already: a Posta named while the
    Poste are chosen in secret could be the one lying face down (R-034)."""
    kind = mark.kind
    if isinstance(definition, StrikeDef):
        if kind is SymbolKind.SEVEN_SWORDS:
            what = _A_CUT if definition.blow.is_cut else _A_THRUST
            return what.say(blow=definition.blow.title)
        if kind is SymbolKind.SEVEN_SWORDS_INVERTED:
            return _PARRIED_BY.say(blows=_blows(definition.parried_by))
        if kind is SymbolKind.SUN_HALF and definition.sun is not None:
            corner = _AT_TOP_LEFT if definition.sun is SunHalf.TOP_LEFT else _AT_TOP_RIGHT
            return corner.say()
    if isinstance(definition, PostaDef):
        if kind is SymbolKind.POSTA_ATTACKS:
            return _ATTACKS_WITH.say(blows=_blows(definition.attacks))
        if kind is SymbolKind.POSTA_ATTACKED_BY:
            return _ATTACKED_ONLY_BY.say(blows=_blows(definition.attackable_by))
        if kind is SymbolKind.DEFEND:
            return _blows(gated.blow for gated in definition.defends)
        if kind is SymbolKind.VIRTUE_BONUS and mark.virtue is not None:
            amount = sum(b.amount for b in definition.bonuses if b.virtue is mark.virtue)
            return _PLUS_VIRTUE.say(amount=amount, virtue=mark.virtue.title)
    if isinstance(definition, SkillDef) and kind in (SymbolKind.SKILL_BLOWS, SymbolKind.DEFEND):
        return _blows(definition.effect.blows)
    if isinstance(definition, StrettoCardDef) and mark.slot is not None:
        half = definition.half(mark.slot)
        return _HALF[half].say() if half is not None else _EMPTY.say()
    if isinstance(definition, VirtueCardDef):
        return _PLUS_VIRTUE.say(amount=1, virtue=definition.virtue.title)
    if kind is SymbolKind.PROVENANCE:
        provenance = definition.provenance
        # The reason is the deck file's own words (translated with the deck's texts).
        return _PROVENANCE[provenance.status].say(reason=provenance.reason)
    return ""


# -- what a symbol allows now ---------------------------------------------------------------


def _world(view: PlayerView) -> GameState | None:
    """A state consistent with the view, for the rules' checks of the viewer's own cards and
    the table; its unseen cards are never looked at. None if no deal fits (a view built by
    hand)."""
    if view.outcome is not None:
        return None
    try:
        return sample_world(view, random.Random(view.ply))
    except ValueError:
        return None


def _visible(view: PlayerView, card: int) -> bool:
    """The viewer may see the card: their own, or one face up on the table (R-034)."""
    if view.config.cards[card].owner is view.viewer:
        return True
    them = view.opponent
    public = {*them.discard, *them.stack, *them.posta_pile, *(them.hand or ())}
    if them.posta is not None:
        public.add(them.posta)
    context = view.context
    public |= {
        c
        for c in (
            context.attack_card,
            context.parry_card,
            context.remedy_card,
            context.break_card,
            context.mezano_card,
        )
        if c is not None
    }
    return card in public


def _plays_of(view: PlayerView, *kinds: ActionKind, card: int | None = None) -> list[Action]:
    """The viewer's legal actions of these kinds (with this card, if given)."""
    return [
        action
        for action in view.legal_actions
        if action.kind in kinds and (card is None or action.card == card)
    ]


def _names(view: PlayerView, actions: Sequence[Action]) -> Param:
    """The printed names of the actions' cards, each once, in order ("" for none)."""
    seen: list[str] = []
    for action in actions:
        if action.card is not None:
            name = view.config.cards[action.card].definition.name
            if name not in seen:
                seen.append(name)
    return comma_list([CardName(name) for name in seen])


_NOBODY_LEADS = translate("Symbols", "Nobody leads in {virtue} now: both have {total}.")
_FENCER_LEADS = translate("Symbols", "{fencer} leads in {virtue} now, {high} to {low}.")
_YOU_LEAD = translate("Symbols", "You lead in {virtue} now, {mine} to {theirs}.")
_OPPONENT_LEADS = translate("Symbols", "Your opponent leads in {virtue} now, {theirs} to {mine}.")


def _leads(view: PlayerView, world: GameState, virtue: Virtue, *, names: bool = False) -> Message:
    """Who leads in ``virtue`` now, with both totals ("Virtues": most is strictly more)."""
    leader = advantage(world, virtue)
    mine = virtue_total(world.players[view.viewer], virtue)
    theirs = virtue_total(world.players[view.viewer.other], virtue)
    if leader is None:
        return _NOBODY_LEADS.say(virtue=virtue.title, total=mine)
    if names:
        fencers = fencer_names(view.config)
        high, low = (mine, theirs) if leader is view.viewer else (theirs, mine)
        return _FENCER_LEADS.say(fencer=fencers[leader], virtue=virtue.title, high=high, low=low)
    if leader is view.viewer:
        return _YOU_LEAD.say(virtue=virtue.title, mine=mine, theirs=theirs)
    return _OPPONENT_LEADS.say(virtue=virtue.title, mine=mine, theirs=theirs)


_NOBODY_HOLDS = translate("Symbols", "Nobody holds {virtue} yet.")
_YOU_HOLD = translate("Symbols", "You hold {virtue}.")
_OPPONENT_HOLDS = translate("Symbols", "Your opponent holds {virtue}.")
_IT_ATTACKS_YOU = translate("Symbols", "It attacks you: now you must {what}.")
_NOW_YOU_MAY = translate("Symbols", "Now you may {plays}.")
_NOW_YOU_MAY_AGAINST = translate("Symbols", "Now you may {plays} against the {attack}.")
_NOT_NOW_OPPONENT = translate("Symbols", "Not now: your opponent must {what}.")
_NOT_NOW_BECAUSE = translate("Symbols", "Not now: {reason}.")
_NOT_NOW_YOU_MUST = translate("Symbols", "Not now: you must {what}.")
#: The strikes that can answer the attack in play, by the kind of answer.
_CAN_ANSWER = {
    A.PARRY: translate("Symbols", "Your strikes that can parry it now: {cards}."),
    A.COUNTERATTACK: translate("Symbols", "Your strikes that can counterattack it now: {cards}."),
    A.EXCHANGE: translate("Symbols", "Your strikes that can exchange it now: {cards}."),
}
_CANNOT_ANSWER = {
    A.PARRY: translate("Symbols", "None of your strikes can parry it now."),
    A.COUNTERATTACK: translate("Symbols", "None of your strikes can counterattack it now."),
    A.EXCHANGE: translate("Symbols", "None of your strikes can exchange it now."),
}
_BIND_NOW = translate("Symbols", "The bind now is {bind}.")
_WOULD_BE_STRETTO = translate("Symbols", "If it parried the {attack}, the bind would be Stretto.")
_WOULD_BE_LARGO = translate("Symbols", "If it parried the {attack}, the bind would be Largo.")
_PERFECT = translate(
    "Symbols",
    "With the {remedy} it makes only whole Moon-and-Night symbols: a perfect counter (R-001).",
)
_LINES_UP = translate(
    "Symbols", "It lines up with the {remedy}, but is not a perfect counter (R-001)."
)
_NOT_LINED_UP = translate("Symbols", "It does not line up with the {remedy}.")
_NO_COUNTER_LINES_UP = translate("Symbols", "None of your Counter-Remedies lines up with it.")
_A_PERFECT_COUNTER = translate("Symbols", "{card} (a perfect counter)")
_COUNTERS_LINE_UP = translate("Symbols", "Your Counter-Remedies that line up: {cards}.")
_CAN_ATTACK = translate("Symbols", "Your strikes that can attack now: {cards}.")
_CAN_ATTACK_IT = translate("Symbols", "Your strikes that can attack it now: {cards}.")
_CAN_BEAT = translate("Symbols", "Your strikes that can beat it aside now: {cards}.")
_CAN_DEFEND = translate("Symbols", "Your strikes that can defend now: {cards}.")
_CAN_EXCHANGE = translate("Symbols", "Your cards that can exchange now: {cards}.")
_YOU_WILL_STAND = translate(
    "Symbols", "If this attack is avoided, you will stand in {posta} (R-020)."
)
_OPPONENT_WILL_STAND = translate(
    "Symbols", "If this attack is avoided, your opponent will stand in {posta} (R-020)."
)
_KNOWN_IN_HAND = translate("Symbols", "Your opponent knows it is in your hand.")


def _or_none(cards: Param) -> Param:
    return cards or _NONE.say()


@dataclass(frozen=True)
class _Now:
    """What the symbols of one card allow now, for the viewer of ``view``."""

    view: PlayerView
    world: GameState | None
    card: int | None

    @staticmethod
    def of(view: PlayerView, card: int | None) -> _Now:
        return _Now(view, _world(view), card)

    @property
    def mine(self) -> bool:
        return self.card is not None and self.view.config.cards[self.card].owner is (
            self.view.viewer
        )

    @property
    def acting(self) -> bool:
        return self.view.to_move is self.view.viewer

    def name(self, card: int) -> CardName:
        return CardName(self.view.config.cards[card].definition.name)

    def attack_on_me(self) -> int | None:
        """The opponent's attack that the viewer must answer now, if any (Cut 2, Thrust 2,
        or a counterattack to parry)."""
        view = self.view
        context = view.context
        if (
            self.acting
            and _answers_card_in_play(view)
            and context.attack_card is not None
            and context.attacker is view.viewer.other
        ):
            return context.attack_card
        return None

    def say(self, definition: PrintedCardDef, mark: Mark) -> Param:
        view, world = self.view, self.world
        if world is None:
            return ""  # the game is over (or the view fits no deal): nothing is allowed now
        kind = mark.kind
        if kind in (SymbolKind.VIRTUE_REQUIREMENT, SymbolKind.VIRTUE_BONUS):
            assert mark.virtue is not None
            return _leads(view, world, mark.virtue)
        if kind is SymbolKind.VIRTUE_CARD and isinstance(definition, VirtueCardDef):
            return self.virtue_card(world, definition.virtue)
        if kind is SymbolKind.STRETTO_SIDE:
            return side_card_note(view)
        card = self.card
        if card is None or not _visible(view, card):
            return ""
        return self.of_card(world, definition, mark, card)

    def virtue_card(self, world: GameState, virtue: Virtue) -> Message:
        holders = [seat for seat in Seat if virtue in self.view.seat(seat).virtues]
        if not holders:
            held = _NOBODY_HOLDS.say(virtue=virtue.title)
        elif holders[0] is self.view.viewer:
            held = _YOU_HOLD.say(virtue=virtue.title)
        else:
            held = _OPPONENT_HOLDS.say(virtue=virtue.title)
        return _TWO_SENTENCES.say(first=held, second=_leads(self.view, world, virtue))

    def of_card(self, world: GameState, definition: PrintedCardDef, mark: Mark, card: int) -> Param:
        kind = mark.kind
        plays = _ICON_PLAYS.get(kind)
        if plays is not None and self.mine:
            return self.play(world, card, plays)
        if kind in (SymbolKind.COUNTERATTACK, SymbolKind.EXCHANGE) and card == self.attack_on_me():
            return self.answers(A.COUNTERATTACK if kind is SymbolKind.COUNTERATTACK else A.EXCHANGE)
        if kind is SymbolKind.ATTACK and card == self.attack_on_me():
            return _IT_ATTACKS_YOU.say(what=what_now(world))
        if kind is SymbolKind.SEVEN_SWORDS and self.mine and card in self.view.hand:
            return explain(world, self.view.viewer, card)
        if kind is SymbolKind.SEVEN_SWORDS_INVERTED and card == self.attack_on_me():
            return self.answers(A.PARRY)
        if kind is SymbolKind.SUN_HALF and isinstance(definition, StrikeDef):
            return self.sun(definition, card)
        if kind is SymbolKind.MOON_NIGHT and isinstance(definition, StrettoCardDef):
            return self.moon_night(world, definition, card)
        if isinstance(definition, PostaDef):
            return self.posta(kind, card)
        if isinstance(definition, SkillDef) and kind in (SymbolKind.SKILL_BLOWS, SymbolKind.DEFEND):
            return self.play(world, card, (A.PLAY_SKILL,)) if self.mine else ""
        if kind is SymbolKind.END_POSTA and isinstance(definition, StrikeDef):
            return self.end_posta(definition, card)
        if kind is SymbolKind.BASIC and self.mine:
            return self.basic(world, card)
        return ""

    def play(self, world: GameState, card: int, kinds: tuple[ActionKind, ...]) -> Param:
        """Whether the viewer may make these plays of their own card now, or why not."""
        view = self.view
        actions = _plays_of(view, *kinds, card=card)
        if not actions and card not in view.hand:
            return ""  # a card already on the table is played no more
        attack = view.context.attack_card
        if actions:
            said = or_list([say(view.config, view.phase, action) for action in actions])
            if attack is not None and any(a.kind in _ANSWERS for a in actions):
                return _NOW_YOU_MAY_AGAINST.say(plays=said, attack=self.name(attack))
            return _NOW_YOU_MAY.say(plays=said)
        if not self.acting:
            return _NOT_NOW_OPPONENT.say(what=what_now(world))
        # The reason is the first play's (an attack, a parry): the others (a Defend, a beat)
        # are named only when they are on offer.
        problem = action_problem(world, Action(view.viewer, kinds[0], card))
        if problem:
            return _NOT_NOW_BECAUSE.say(reason=problem)
        return _NOT_NOW_YOU_MUST.say(what=what_now(world))

    def answers(self, kind: ActionKind) -> Message:
        """The viewer's strikes that can answer the attack in play this way now (a parry, a
        counterattack, an exchange)."""
        names = _names(self.view, _plays_of(self.view, kind))
        if names:
            return _CAN_ANSWER[kind].say(cards=names)
        return _CANNOT_ANSWER[kind].say()

    def sun(self, strike: StrikeDef, card: int) -> Param:
        """The bind this card makes or would make with the attack in play (Cut 3)."""
        view = self.view
        context = view.context
        cards = view.config.cards
        if context.bind is not None and card in (context.attack_card, context.parry_card):
            return _BIND_NOW.say(bind=bind_word(context.bind))
        attack = self.attack_on_me()
        if attack is None or not self.mine or card not in view.hand:
            return ""  # a bind is made only by a parry of the attack in play
        attacking = cards.strike(attack)
        would = _WOULD_BE_STRETTO if makes_stretto(attacking, strike) else _WOULD_BE_LARGO
        return would.say(attack=CardName(attacking.name))

    def moon_night(self, world: GameState, card_def: StrettoCardDef, card: int) -> Param:
        """A remedy: whether it may be played now; a counter: how it meets the remedy in play."""
        view = self.view
        context = view.context
        kind = view.config.cards.kind(card)
        remedy = context.remedy_card
        if kind is CardKind.COUNTER_REMEDY and self.mine and remedy is not None:
            remedy_def = view.config.cards.stretto(remedy)
            named = CardName(remedy_def.name)
            side = remedy_side(world)
            if is_perfect_counter(remedy_def, card_def, side):
                words = _PERFECT.say(remedy=named)
            elif lines_up(remedy_def, card_def, side):
                words = _LINES_UP.say(remedy=named)
            else:
                words = _NOT_LINED_UP.say(remedy=named)
            if _plays_of(view, A.COUNTER_REMEDY, card=card):
                then = self.play(world, card, (A.COUNTER_REMEDY,))
                words = _TWO_SENTENCES.say(first=words, second=then)
            return words
        if kind is CardKind.REMEDY and self.mine and card in view.hand:
            return self.play(world, card, (A.REMEDY,))
        if kind is CardKind.REMEDY and card == remedy and context.remedy_seat is not view.viewer:
            if not self.acting:
                return ""
            counters = _plays_of(view, A.COUNTER_REMEDY)
            if not counters:
                return _NO_COUNTER_LINES_UP.say()
            listed: list[Param] = []
            for action in counters:
                assert action.card is not None
                counter = view.config.cards.stretto(action.card)
                said: Param = CardName(counter.name)
                if is_perfect_counter(card_def, counter, remedy_side(world)):
                    said = _A_PERFECT_COUNTER.say(card=said)
                if said not in listed:
                    listed.append(said)
            return _COUNTERS_LINE_UP.say(cards=comma_list(listed))
        return ""

    def posta(self, kind: SymbolKind, card: int) -> Param:
        """A Posta in play: the plays it opens to the viewer now."""
        view = self.view
        mine = self.mine
        seat = view.me if mine else view.opponent
        if seat.posta != card or not seat.in_posta or not self.acting:
            return ""
        if kind is SymbolKind.POSTA_ATTACKS and mine:
            attacks = _names(view, _plays_of(view, A.ATTACK, A.BEAT))
            return _CAN_ATTACK.say(cards=_or_none(attacks))
        if kind is SymbolKind.POSTA_ATTACKED_BY and not mine:
            attacks = _names(view, _plays_of(view, A.ATTACK))
            return _CAN_ATTACK_IT.say(cards=_or_none(attacks))
        if kind is SymbolKind.EXTENDED and not mine:
            beats = _names(view, _plays_of(view, A.BEAT))
            return _CAN_BEAT.say(cards=_or_none(beats))
        if kind is SymbolKind.DEFEND and mine:
            defends = _names(view, _plays_of(view, A.DEFEND))
            return _CAN_DEFEND.say(cards=_or_none(defends))
        if kind is SymbolKind.POSTA_EXCHANGE and self.attack_on_me() is not None:
            exchanges = _names(view, _plays_of(view, A.EXCHANGE))
            return _CAN_EXCHANGE.say(cards=_or_none(exchanges))
        return ""

    def end_posta(self, strike: StrikeDef, card: int) -> Param:
        """The attack in play: where its thrower would stand if it were avoided (R-020).
        The Poste are face up while an attack is answered, so the Posta may be named."""
        view = self.view
        context = view.context
        if (
            not _answers_card_in_play(view)
            or card != context.attack_card
            or context.attacker is None
        ):
            return ""
        deck = view.config.decks[view.config.cards[card].owner]
        posta = deck.posta_by_id.get(strike.end_posta)
        where = CardName(posta.name if posta is not None else strike.end_posta)
        stand = _YOU_WILL_STAND if context.attacker is view.viewer else _OPPONENT_WILL_STAND
        return stand.say(posta=where)

    def basic(self, world: GameState, card: int) -> Param:
        """The viewer's own Basic card: whether the opponent knows it is in the hand."""
        view = self.view
        if view.phase is Phase.MULLIGAN:
            return self.play(world, card, (A.MULLIGAN_DISCARD,))
        if card in view.hand and card in view.me.known_in_hand:
            return _KNOWN_IN_HAND.say()
        return ""


def _answers_card_in_play(view: PlayerView) -> bool:
    """The decision now answers the attack in play (Cut 2, Thrust 2; "Counterattacking"), as
    the phase record says (``PhaseRecord.answers``)."""
    answers = view.config.ruleset.phases[view.phase].answers
    return answers is not None and answers.of_card_in_play


#: Plays that answer the attack in play, whose words name it ("against the ...").
_ANSWERS = frozenset({A.PARRY, A.COUNTERATTACK, A.EXCHANGE, A.BREAK, A.DEFEND})

__all__ = [
    "ICON_SYMBOLS",
    "MEANINGS",
    "Mark",
    "Meaning",
    "SymbolKind",
    "SymbolNote",
    "side_card_note",
    "symbol_notes",
    "virtue_note",
]
