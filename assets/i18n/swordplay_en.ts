<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>SwordplayBoard</name>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Discard pile: %n card</numerusform>
            <numerusform>Discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Combat deck: %n card(s)</source>
        <translation>
            <numerusform>Combat deck: %n card</numerusform>
            <numerusform>Combat deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A standoff is near: if no card is played, discarded or readied in %n more turn(s), the fight ends in a draw.</source>
        <translation>
            <numerusform>A standoff is near: if no card is played, discarded or readied in %n more turn, the fight ends in a draw.</numerusform>
            <numerusform>A standoff is near: if no card is played, discarded or readied in %n more turns, the fight ends in a draw.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An unfinished fight was kept: %n move(s) played.</source>
        <translation>
            <numerusform>An unfinished fight was kept: %n move played.</numerusform>
            <numerusform>An unfinished fight was kept: %n moves played.</numerusform>
        </translation>
    </message>
</context>
</TS>
