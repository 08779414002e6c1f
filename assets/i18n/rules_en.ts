<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Why</name>
    <message numerus="yes">
        <source>those %n card(s) have little to do in this hand</source>
        <translation>
            <numerusform>that card has little to do in this hand</numerusform>
            <numerusform>those %n cards have little to do in this hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Those %n card(s) have little to do in this hand.</source>
        <translation>
            <numerusform>That card has little to do in this hand.</numerusform>
            <numerusform>Those %n cards have little to do in this hand.</numerusform>
        </translation>
    </message>
</context>
</TS>
