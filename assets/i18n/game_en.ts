<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Arena</name>
    <message numerus="yes">
        <source>arena: A {bot_a} vs B {bot_b}, %n games, seed {seed}, decks {first} and {second}, variant {variant}</source>
        <translation>
            <numerusform>arena: A {bot_a} vs B {bot_b}, %n game, seed {seed}, decks {first} and {second}, variant {variant}</numerusform>
            <numerusform>arena: A {bot_a} vs B {bot_b}, %n games, seed {seed}, decks {first} and {second}, variant {variant}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>decision time {label} {bot}: mean {mean} s, p95 {p95} s over %n decisions; forced moves max {forced} ms over {moves}</source>
        <translation>
            <numerusform>decision time {label} {bot}: mean {mean} s, p95 {p95} s over %n decision; forced moves max {forced} ms over {moves}</numerusform>
            <numerusform>decision time {label} {bot}: mean {mean} s, p95 {p95} s over %n decisions; forced moves max {forced} ms over {moves}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Gauntlet</name>
    <message numerus="yes">
        <source>{played}/%n games</source>
        <translation>
            <numerusform>{played}/%n game</numerusform>
            <numerusform>{played}/%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>cancelled after {played} of %n games</source>
        <translation>
            <numerusform>cancelled after {played} of %n game</numerusform>
            <numerusform>cancelled after {played} of %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>gauntlet: {deck}, {bot} on both sides, %n deals per pairing, seed {seed}, {state}, {seconds} s</source>
        <translation>
            <numerusform>gauntlet: {deck}, {bot} on both sides, %n deal per pairing, seed {seed}, {state}, {seconds} s</numerusform>
            <numerusform>gauntlet: {deck}, {bot} on both sides, %n deals per pairing, seed {seed}, {state}, {seconds} s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message numerus="yes">
        <source>{fencer} trades %n cards face down for one from the deck.</source>
        <translation>
            <numerusform>{fencer} trades %n card face down for one from the deck.</numerusform>
            <numerusform>{fencer} trades %n cards face down for one from the deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{fencer} draws %n cards.</source>
        <translation>
            <numerusform>{fencer} draws %n card.</numerusform>
            <numerusform>{fencer} draws %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Selfplay</name>
    <message numerus="yes">
        <source>invariants checked at every state: {checks}; %n states of finished games</source>
        <translation>
            <numerusform>invariants checked at every state: {checks}; %n state of finished games</numerusform>
            <numerusform>invariants checked at every state: {checks}; %n states of finished games</numerusform>
        </translation>
    </message>
</context>
</TS>
