<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CardGrid</name>
    <message numerus="yes">
        <source>{heading}  ·  %n card(s)</source>
        <translation>
            <numerusform>{heading}  ·  %n card</numerusform>
            <numerusform>{heading}  ·  %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{heading}  ·  %n card(s), {total} with copies</source>
        <translation>
            <numerusform>{heading}  ·  %n card, {total} with copies</numerusform>
            <numerusform>{heading}  ·  %n cards, {total} with copies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message numerus="yes">
        <source>the deck has %n problem(s); the first: {problem}</source>
        <translation>
            <numerusform>the deck has %n problem; the first: {problem}</numerusform>
            <numerusform>the deck has %n problems; the first: {problem}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckBuilderWindow</name>
    <message numerus="yes">
        <source>Fix its %n problem(s) first: {problem}</source>
        <translation>
            <numerusform>Fix its %n problem first: {problem}</numerusform>
            <numerusform>Fix its %n problems first: {problem}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported {deck} and %n picture(s) to {target}</source>
        <translation>
            <numerusform>Exported {deck} and %n picture to {target}</numerusform>
            <numerusform>Exported {deck} and %n pictures to {target}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This deck has %n problem(s); it cannot be played until they are fixed. Save it anyway?</source>
        <translation>
            <numerusform>This deck has %n problem; it cannot be played until it is fixed. Save it anyway?</numerusform>
            <numerusform>This deck has %n problems; it cannot be played until they are fixed. Save it anyway?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) to {path}</source>
        <translation>
            <numerusform>Wrote %n page to {path}</numerusform>
            <numerusform>Wrote %n pages to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n image(s) to {folder}</source>
        <translation>
            <numerusform>Wrote %n image to {folder}</numerusform>
            <numerusform>Wrote %n images to {folder}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckProblems</name>
    <message numerus="yes">
        <source>{line} (and %n more problem(s))</source>
        <translation>
            <numerusform>{line} (and %n more problem)</numerusform>
            <numerusform>{line} (and %n more problems)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckStatus</name>
    <message numerus="yes">
        <source>The rules want %n {kind} card(s); this deck has {have}.</source>
        <translation>
            <numerusform>The rules want %n {kind} card; this deck has {have}.</numerusform>
            <numerusform>The rules want %n {kind} cards; this deck has {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TomlDeckBuilder</name>
    <message numerus="yes">
        <source>%n problem(s): the deck cannot be saved yet</source>
        <translation>
            <numerusform>%n problem: the deck cannot be saved yet</numerusform>
            <numerusform>%n problems: the deck cannot be saved yet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s) to {path}</source>
        <translation>
            <numerusform>Printed %n page to {path}</numerusform>
            <numerusform>Printed %n pages to {path}</numerusform>
        </translation>
    </message>
</context>
</TS>
