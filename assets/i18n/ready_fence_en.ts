<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ReadyFenceBoard</name>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Hand: %n card</numerusform>
            <numerusform>Hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your discards: %n</source>
        <translation>
            <numerusform>Your discards: %n</numerusform>
            <numerusform>Your discards: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Timer deck: %n card(s)</source>
        <translation>
            <numerusform>Timer deck: %n card</numerusform>
            <numerusform>Timer deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An unfinished bout was kept: %n move(s) played.</source>
        <translation>
            <numerusform>An unfinished bout was kept: %n move played.</numerusform>
            <numerusform>An unfinished bout was kept: %n moves played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadyFenceNewGame</name>
    <message numerus="yes">
        <source>{score} touches, %n bout period(s)</source>
        <translation>
            <numerusform>{score} touches, %n bout period</numerusform>
            <numerusform>{score} touches, %n bout periods</numerusform>
        </translation>
    </message>
</context>
</TS>
