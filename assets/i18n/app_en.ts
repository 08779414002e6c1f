<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Accessible</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message numerus="yes">
        <source>selfplay: %n games, seeds {first}..{last}, decks {deck_a} and {deck_b}, {rule}, variant {variant}</source>
        <translation>
            <numerusform>selfplay: %n game, seeds {first}..{last}, decks {deck_a} and {deck_b}, {rule}, variant {variant}</numerusform>
            <numerusform>selfplay: %n games, seeds {first}..{last}, decks {deck_a} and {deck_b}, {rule}, variant {variant}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Resumed the unfinished game: %n move(s) played</source>
        <translation>
            <numerusform>Resumed the unfinished game: %n move played</numerusform>
            <numerusform>Resumed the unfinished game: %n moves played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded a game of %n move(s) (the game is over: Replay This Game steps through it)</source>
        <translation>
            <numerusform>Loaded a game of %n move (the game is over: Replay This Game steps through it)</numerusform>
            <numerusform>Loaded a game of %n moves (the game is over: Replay This Game steps through it)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded a game of %n move(s)</source>
        <translation>
            <numerusform>Loaded a game of %n move</numerusform>
            <numerusform>Loaded a game of %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) under Show Details</source>
        <translation>
            <numerusform>%n more line under Show Details</numerusform>
            <numerusform>%n more lines under Show Details</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message numerus="yes">
        <source>A network game of {game} that this computer hosted was left unfinished after %n move(s). Take its table up again? The invites you gave still work.</source>
        <translation>
            <numerusform>A network game of {game} that this computer hosted was left unfinished after one move. Take its table up again? The invites you gave still work.</numerusform>
            <numerusform>A network game of {game} that this computer hosted was left unfinished after %n moves. Take its table up again? The invites you gave still work.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The link to the table was lost; trying again… The game waits where it was (%n second(s) so far).</source>
        <translation>
            <numerusform>The link to the table was lost; trying again… The game waits where it was (%n second so far).</numerusform>
            <numerusform>The link to the table was lost; trying again… The game waits where it was (%n seconds so far).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n second(s) you may claim the game or let the computer play their seat.</source>
        <translation>
            <numerusform>In %n second you may claim the game or let the computer play their seat.</numerusform>
            <numerusform>In %n seconds you may claim the game or let the computer play their seat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n second(s) you may claim the game.</source>
        <translation>
            <numerusform>In %n second you may claim the game.</numerusform>
            <numerusform>In %n seconds you may claim the game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n second(s) you may let the computer play their seat.</source>
        <translation>
            <numerusform>In %n second you may let the computer play their seat.</numerusform>
            <numerusform>In %n seconds you may let the computer play their seat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>slips %n move(s) in 10</source>
        <translation>
            <numerusform>slips %n move in 10</numerusform>
            <numerusform>slips %n moves in 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>looks ahead through %n imagined bout(s)</source>
        <translation>
            <numerusform>looks ahead through %n imagined bout</numerusform>
            <numerusform>looks ahead through %n imagined bouts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message numerus="yes">
        <source>{first} against {second}, two players at this screen: %n move(s) played.</source>
        <translation>
            <numerusform>{first} against {second}, two players at this screen: %n move played.</numerusform>
            <numerusform>{first} against {second}, two players at this screen: %n moves played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{first} against {second}: %n move(s) played.</source>
        <translation>
            <numerusform>{first} against {second}: %n move played.</numerusform>
            <numerusform>{first} against {second}: %n moves played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message numerus="yes">
        <source>screenshot: {path} ({width}x{height}), seed {seed}, %n moves played</source>
        <translation>
            <numerusform>screenshot: {path} ({width}x{height}), seed {seed}, %n move played</numerusform>
            <numerusform>screenshot: {path} ({width}x{height}), seed {seed}, %n moves played</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message numerus="yes">
        <source>{layout}, fonts, icons and the rules reference (%n sections)</source>
        <translation>
            <numerusform>{layout}, fonts, icons and the rules reference (%n section)</numerusform>
            <numerusform>{layout}, fonts, icons and the rules reference (%n sections)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected two deck files in {folder}, found %n</source>
        <translation>
            <numerusform>expected two deck files in {folder}, found %n</numerusform>
            <numerusform>expected two deck files in {folder}, found %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problems} (and %n more)</source>
        <translation>
            <numerusform>{problems} (and %n more)</numerusform>
            <numerusform>{problems} (and %n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decks loaded ({names})</source>
        <translation>
            <numerusform>%n deck loaded ({names})</numerusform>
            <numerusform>%n decks loaded ({names})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{problem} (and %n more)</source>
        <translation>
            <numerusform>{problem} (and %n more)</numerusform>
            <numerusform>{problem} (and %n more)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lessons in {folder}</source>
        <translation>
            <numerusform>%n lesson in {folder}</numerusform>
            <numerusform>%n lessons in {folder}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>weights of %n hidden units, trained on {games} games, in {path}</source>
        <translation>
            <numerusform>weights of %n hidden unit, trained on {games} games, in {path}</numerusform>
            <numerusform>weights of %n hidden units, trained on {games} games, in {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{kind} card is nearly blank (%n colours)</source>
        <translation>
            <numerusform>{kind} card is nearly blank (%n colour)</numerusform>
            <numerusform>{kind} card is nearly blank (%n colours)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kinds and a back at {width}x{height}</source>
        <translation>
            <numerusform>%n kind and a back at {width}x{height}</numerusform>
            <numerusform>%n kinds and a back at {width}x{height}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: no result after %n plies</source>
        <translation>
            <numerusform>seed {seed}: no result after %n ply</numerusform>
            <numerusform>seed {seed}: no result after %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: a draw ({reason}) after %n plies</source>
        <translation>
            <numerusform>seed {seed}: a draw ({reason}) after %n ply</numerusform>
            <numerusform>seed {seed}: a draw ({reason}) after %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: seat {seat} won ({reason}) after %n plies</source>
        <translation>
            <numerusform>seed {seed}: seat {seat} won ({reason}) after %n ply</numerusform>
            <numerusform>seed {seed}: seat {seat} won ({reason}) after %n plies</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a worker process searched %n iterations</source>
        <translation>
            <numerusform>a worker process searched %n iteration</numerusform>
            <numerusform>a worker process searched %n iterations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>audatia {version} self-test: all %n checks passed</source>
        <translation>
            <numerusform>audatia {version} self-test: all %n check passed</numerusform>
            <numerusform>audatia {version} self-test: all %n checks passed</numerusform>
        </translation>
    </message>
</context>
</TS>
