<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
</TS>
