<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>LessonChecks</name>
    <message numerus="yes">
        <source>%n solution move(s) left once it is done</source>
        <translation>
            <numerusform>%n solution move left once it is done</numerusform>
            <numerusform>%n solution moves left once it is done</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonExport</name>
    <message numerus="yes">
        <source>A position from a game of {fencer_a} against {fencer_b}, after %n move(s). You fence as {learner}.</source>
        <translation>
            <numerusform>A position from a game of {fencer_a} against {fencer_b}, after %n move. You fence as {learner}.</numerusform>
            <numerusform>A position from a game of {fencer_a} against {fencer_b}, after %n moves. You fence as {learner}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReferenceWindow</name>
    <message numerus="yes">
        <source>%n section(s) found</source>
        <translation>
            <numerusform>%n section found</numerusform>
            <numerusform>%n sections found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message numerus="yes">
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n section</numerusform>
            <numerusform>%n sections</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>match {current} of {total}, %n section(s)</source>
        <translation>
            <numerusform>match {current} of {total}, %n section</numerusform>
            <numerusform>match {current} of {total}, %n sections</numerusform>
        </translation>
    </message>
</context>
</TS>
