<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Plays</name>
    <message>
        <source>discard</source>
        <translation>descartar</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>quedarse la mano</translation>
    </message>
    <message>
        <source>virtue</source>
        <translation>elegir Virtud</translation>
    </message>
    <message>
        <source>salute</source>
        <translation>Saludar</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>rehusar</translation>
    </message>
    <message>
        <source>trade</source>
        <translation>hacer un Canje</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminar</translation>
    </message>
    <message>
        <source>posta</source>
        <translation>elegir Posta</translation>
    </message>
    <message>
        <source>change</source>
        <translation>cambiar de Posta</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>Atacar</translation>
    </message>
    <message>
        <source>beat</source>
        <translation>apartar la espada</translation>
    </message>
    <message>
        <source>parry</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>counterattack</source>
        <translation>Contraatacar</translation>
    </message>
    <message>
        <source>exchange</source>
        <translation>Intercambiar</translation>
    </message>
    <message>
        <source>break</source>
        <translation>Romper</translation>
    </message>
    <message>
        <source>defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>remedy</source>
        <translation>Remedio</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>Contrarremedio</translation>
    </message>
    <message>
        <source>skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>orient</source>
        <translation>orientar</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>Esperar</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>arrange</source>
        <translation>colocar en la fila</translation>
    </message>
    <message>
        <source>cycle</source>
        <translation>Ciclo</translation>
    </message>
</context>
<context>
    <name>Prompt</name>
    <message>
        <source>parry the {attack}</source>
        <translation>parar el Golpe {attack}</translation>
    </message>
    <message>
        <source>{answers}, or parry</source>
        <translation>{answers}, o parar</translation>
    </message>
    <message>
        <source>answer the {attack}: counterattack</source>
        <translation>responder al Golpe {attack}: contraatacar</translation>
    </message>
    <message>
        <source>{answers}, or counterattack</source>
        <translation>{answers}, o contraatacar</translation>
    </message>
    <message>
        <source>exchange the {attack}</source>
        <translation>intercambiar el Golpe {attack}</translation>
    </message>
    <message>
        <source>{answers}, or exchange</source>
        <translation>{answers}, o intercambiar</translation>
    </message>
    <message>
        <source>break the {attack}</source>
        <translation>romper el Golpe {attack}</translation>
    </message>
    <message>
        <source>{answers}, or break</source>
        <translation>{answers}, o romper</translation>
    </message>
    <message>
        <source>answer the {attack}: defend with an attack</source>
        <translation>responder al Golpe {attack}: defender con un Ataque</translation>
    </message>
    <message>
        <source>{answers}, or defend with an attack</source>
        <translation>{answers}, o defender con un Ataque</translation>
    </message>
    <message>
        <source>answer the {attack}: play a skill</source>
        <translation>responder al Golpe {attack}: jugar una Habilidad</translation>
    </message>
    <message>
        <source>{answers}, or play a skill</source>
        <translation>{answers}, o jugar una Habilidad</translation>
    </message>
    <message>
        <source>answer the {attack}</source>
        <translation>responder al Golpe {attack}</translation>
    </message>
    <message>
        <source>parry the counterattack, a {attack}</source>
        <translation>parar el Contraataque, un {attack}</translation>
    </message>
    <message>
        <source>counter the {remedy} with a Counter-Remedy that lines up</source>
        <translation>contrarrestar el Remedio {remedy} con un Contrarremedio que se alinee</translation>
    </message>
    <message>
        <source>play a Stretto Remedy ({side}) or wait</source>
        <translation>jugar un Remedio Stretto ({side}) o esperar</translation>
    </message>
    <message>
        <source>play a Stretto Remedy (Inside or Outside) or wait</source>
        <translation>jugar un Remedio Stretto (Interno o Externo) o esperar</translation>
    </message>
    <message>
        <source>answer the {mezano} with a remedy or a counterattack</source>
        <translation>responder al Golpe {mezano} con un Remedio o un Contraataque</translation>
    </message>
    <message>
        <source>{task}, or lose</source>
        <translation>{task}, o perder</translation>
    </message>
    <message>
        <source>trade two cards face down for one from the deck, or stop trading</source>
        <translation>cambiar dos cartas boca abajo por una de la baraja, o dejar de hacer Canjes</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{name}, your turn: {task}.</source>
        <translation>{name}, es tu turno: {task}.</translation>
    </message>
    <message>
        <source>{name} is deciding: {task}.</source>
        <translation>{name} está decidiendo: {task}.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>{card} has no Attack icon, so it cannot attack</source>
        <translation>{card} no tiene el símbolo de Ataque, así que no puede atacar</translation>
    </message>
    <message>
        <source>{card} can attack only with the {virtue} advantage (a virtue-gated icon)</source>
        <translation>{card} sólo puede atacar con ventaja en {virtue} (un símbolo que pide una Virtud)</translation>
    </message>
    <message>
        <source>{card} has no Parry icon, so it cannot parry</source>
        <translation>{card} no tiene el símbolo de Parada, así que no puede parar</translation>
    </message>
    <message>
        <source>{card} can parry only with the {virtue} advantage (a virtue-gated icon)</source>
        <translation>{card} sólo puede parar con ventaja en {virtue} (un símbolo que pide una Virtud)</translation>
    </message>
    <message>
        <source>{card} has no Parry icon, so it cannot beat the sword aside</source>
        <translation>{card} no tiene el símbolo de Parada, así que no puede apartar la espada</translation>
    </message>
    <message>
        <source>{card} can beat the sword aside only with the {virtue} advantage (a virtue-gated icon)</source>
        <translation>{card} sólo puede apartar la espada con ventaja en {virtue} (un símbolo que pide una Virtud)</translation>
    </message>
    <message>
        <source>{card} has no Break icon, so it cannot break a thrust</source>
        <translation>{card} no tiene el símbolo de Romper, así que no puede romper una Estocada</translation>
    </message>
    <message>
        <source>{card} can break a thrust only with the {virtue} advantage (a virtue-gated icon)</source>
        <translation>{card} sólo puede romper una Estocada con ventaja en {virtue} (un símbolo que pide una Virtud)</translation>
    </message>
    <message>
        <source>your Stack is on your {side}: you can only attack from that side (a Mandritto comes from the right, a Roverso from the left)</source>
        <translation>tu Pila está a tu {side}: sólo puedes atacar desde ese lado (los Mandrittos se realizan desde la derecha; los Roversos, desde la izquierda)</translation>
    </message>
    <message>
        <source>your Stack is on your {side}: you can only strike from that side (a Mandritto comes from the right, a Roverso from the left)</source>
        <translation>tu Pila está a tu {side}: sólo puedes golpear desde ese lado (los Mandrittos se realizan desde la derecha; los Roversos, desde la izquierda)</translation>
    </message>
    <message>
        <source>{posta} cannot throw a {blow} (its Seven Swords)</source>
        <translation>desde {posta} no se puede lanzar {blow} (sus Siete Espadas)</translation>
    </message>
    <message>
        <source>that card is not in your hand</source>
        <translation>esa carta no está en tu mano</translation>
    </message>
    <message>
        <source>only a Strike card can do that</source>
        <translation>sólo una carta de Golpe puede hacer eso</translation>
    </message>
    <message>
        <source>{posta} cannot be attacked with a {blow} (its inverted Seven Swords)</source>
        <translation>{posta} no puede ser atacada con {blow} (sus Siete Espadas boca abajo)</translation>
    </message>
    <message>
        <source>{posta} is Extended: beat it aside first with a strike that has the Parry icon</source>
        <translation>{posta} es Extensa: primero aparta la espada con un Golpe que tenga el símbolo de Parada</translation>
    </message>
    <message>
        <source>{posta} is Extended: thrust at it only from a Posta with the Exchange symbol</source>
        <translation>{posta} es Extensa: sólo se le lanza una Estocada desde una Posta con el símbolo de Intercambio</translation>
    </message>
    <message>
        <source>{posta} is Extended: only a Punta with the Exchange icon can exchange (R-007)</source>
        <translation>{posta} es Extensa: sólo una Punta con el símbolo de Intercambio puede intercambiar (R-007)</translation>
    </message>
    <message>
        <source>{posta} is Extended: thrusting at it needs the Celeritas advantage</source>
        <translation>{posta} es Extensa: lanzarle una Estocada pide tener más Celeritas</translation>
    </message>
    <message>
        <source>only a guard that is Extended needs beating aside</source>
        <translation>sólo hay que apartar la espada de una Posta Extensa</translation>
    </message>
    <message>
        <source>a {blow} cannot parry a {attack} (the attack&apos;s inverted Seven Swords; you cannot parry on the attack&apos;s own line)</source>
        <translation>{blow} no puede parar {attack} (las Siete Espadas boca abajo del Ataque; no se puede parar con el mismo ángulo que el Ataque)</translation>
    </message>
    <message>
        <source>your Stack is on your {side}: you can only parry from that side</source>
        <translation>tu Pila está a tu {side}: sólo puedes parar desde ese lado</translation>
    </message>
    <message>
        <source>a counterattack with a cut can only be parried with a cut (R-037)</source>
        <translation>un Contraataque con un Corte sólo se puede parar con un Corte (R-037)</translation>
    </message>
    <message>
        <source>a counterattack with a thrust can only be parried with a thrust (R-037)</source>
        <translation>un Contraataque con una Estocada sólo se puede parar con una Estocada (R-037)</translation>
    </message>
    <message>
        <source>you cannot counterattack against a counterattack</source>
        <translation>no se puede Contraatacar un Contraataque</translation>
    </message>
    <message>
        <source>the {attack} has no Counterattack icon, so it cannot be counterattacked</source>
        <translation>el Golpe {attack} no tiene el símbolo de Contraataque, así que no se puede contraatacar</translation>
    </message>
    <message>
        <source>{card} has no Counterattack icon (R-007)</source>
        <translation>{card} no tiene el símbolo de Contraataque (R-007)</translation>
    </message>
    <message>
        <source>only a {blow} can counterattack a {blow}</source>
        <translation>{blow} sólo puede contraatacarse con {blow}</translation>
    </message>
    <message>
        <source>counterattacking needs the Celeritas advantage</source>
        <translation>para Contraatacar hay que tener más Celeritas</translation>
    </message>
    <message>
        <source>only a thrust can be exchanged</source>
        <translation>sólo se puede Intercambiar una Estocada</translation>
    </message>
    <message>
        <source>only a Punta with the Exchange icon can exchange a thrust (R-007)</source>
        <translation>sólo una Punta con el símbolo de Intercambio puede Intercambiar una Estocada (R-007)</translation>
    </message>
    <message>
        <source>exchanging needs the Celeritas advantage (Thrust 2.1; R-007)</source>
        <translation>para Intercambiar hay que tener más Celeritas (Proceso de Estocada 2.1; R-007)</translation>
    </message>
    <message>
        <source>a thrust from a Posta is exchanged only when both Poste carry the Exchange symbol (R-007)</source>
        <translation>una Estocada desde una Posta sólo se Intercambia si ambas Poste tienen el símbolo de Intercambio (R-007)</translation>
    </message>
    <message>
        <source>the optional Break rule is switched off for this game</source>
        <translation>la regla opcional de Romper no se usa en esta partida</translation>
    </message>
    <message>
        <source>only a thrust can be broken</source>
        <translation>sólo se puede Romper una Estocada</translation>
    </message>
    <message>
        <source>only a Stretto Remedy card can do that</source>
        <translation>sólo una carta de Remedio Stretto puede hacer eso</translation>
    </message>
    <message>
        <source>{card} does not work on the {slots} (its Moon-and-Night slots)</source>
        <translation>{card} no funciona en el lado {slots} (sus símbolos de la Luna y la Noche)</translation>
    </message>
    <message>
        <source>only a Stretto Counter-Remedy card can counter a remedy</source>
        <translation>sólo una carta de Contrarremedio Stretto puede contrarrestar un Remedio</translation>
    </message>
    <message>
        <source>{counter} does not line up with {remedy} on the {side}, the side it was played on (R-036)</source>
        <translation>{counter} no se alinea con {remedy} en el lado {side}, el lado en que se jugó (R-036)</translation>
    </message>
    <message>
        <source>{counter} does not line up with {remedy} (no shared Moon-and-Night slot)</source>
        <translation>{counter} no se alinea con {remedy} (no comparten ningún lado de la Luna y la Noche)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is not your turn: the other player must {what}.</source>
        <translation>No es tu turno: el otro jugador debe {what}.</translation>
    </message>
    <message>
        <source>{card} can be played now ({uses}).</source>
        <translation>{card} se puede jugar ahora ({uses}).</translation>
    </message>
    <message>
        <source>That is your opponent&apos;s card.</source>
        <translation>Esa carta es de tu oponente.</translation>
    </message>
    <message>
        <source>{card} cannot be played now: {reason}.</source>
        <translation>{card} no se puede jugar ahora: {reason}.</translation>
    </message>
    <message>
        <source>{card} cannot be played as {kind} now: {reason}; it can be played now as {uses}</source>
        <translation>{card} no se puede jugar ahora como {kind}: {reason}; ahora se puede jugar como {uses}</translation>
    </message>
    <message>
        <source>{reason}.</source>
        <translation>{reason}.</translation>
    </message>
    <message>
        <source>that Posta is not in your Posta pile</source>
        <translation>esa Posta no está en tu pila de Poste</translation>
    </message>
    <message>
        <source>a Posta is chosen only Out of Measure</source>
        <translation>la Posta sólo se elige en Fuera de Alcance</translation>
    </message>
    <message>
        <source>it is not in your hand</source>
        <translation>no está en tu mano</translation>
    </message>
    <message>
        <source>it cannot answer this attack</source>
        <translation>no puede responder a este Ataque</translation>
    </message>
    <message>
        <source>it cannot attack now</source>
        <translation>ahora no puede atacar</translation>
    </message>
    <message>
        <source>it cannot counter now</source>
        <translation>ahora no puede contrarrestar</translation>
    </message>
    <message>
        <source>now you must {what}</source>
        <translation>ahora debes {what}</translation>
    </message>
    <message>
        <source>a Stretto Remedy is played only in a bind or to answer an exchange or a Break</source>
        <translation>un Remedio Stretto sólo se juega en un Ligamento o para responder a un Intercambio o a una Estocada rota</translation>
    </message>
    <message>
        <source>a Counter-Remedy answers only an opponent&apos;s Stretto Remedy</source>
        <translation>un Contrarremedio sólo responde al Remedio Stretto del oponente</translation>
    </message>
    <message>
        <source>in a Stretto bind only a Stretto Remedy may be played, so no Feint (R-025)</source>
        <translation>en un Ligamento Stretto sólo se puede jugar un Remedio Stretto, así que no hay Finta (R-025)</translation>
    </message>
    <message>
        <source>it is played at {timing}</source>
        <translation>se juega {timing}</translation>
    </message>
    <message>
        <source>it is played at {timing} with the {virtue} advantage</source>
        <translation>se juega {timing} con ventaja en {virtue}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>it is not {seat}&apos;s turn to act</source>
        <translation>no le toca actuar a {seat}</translation>
    </message>
    <message>
        <source>{kind} is not a legal action now: the player must {what}</source>
        <translation>{kind} no es una acción válida ahora: el jugador debe {what}</translation>
    </message>
    <message>
        <source>the player must {what}</source>
        <translation>el jugador debe {what}</translation>
    </message>
    <message>
        <source>&apos;{play}&apos;</source>
        <translation>«{play}»</translation>
    </message>
    <message>
        <source>posta choice</source>
        <translation>al elegir la Posta</translation>
    </message>
    <message>
        <source>out of measure</source>
        <translation>en Fuera de Alcance</translation>
    </message>
    <message>
        <source>on attacked</source>
        <translation>al ser atacado</translation>
    </message>
    <message>
        <source>after parried</source>
        <translation>después de que el oponente pare tu Ataque</translation>
    </message>
    <message>
        <source>on opponent skill</source>
        <translation>cuando el oponente juega una carta de Habilidad</translation>
    </message>
    <message>
        <source>your Action deck is empty, so there is no card to draw for it (R-019)</source>
        <translation>tu baraja de Acción está vacía, así que no hay carta que sacar a cambio (R-019)</translation>
    </message>
    <message>
        <source>it has no Cycle symbol</source>
        <translation>no tiene el símbolo de Ciclo</translation>
    </message>
    <message>
        <source>only a card in your hand can be cycled</source>
        <translation>sólo se puede cambiar por Ciclo una carta de tu mano</translation>
    </message>
    <message>
        <source>a card is cycled at one of your own decisions, and this one is not yours (R-019)</source>
        <translation>una carta se cambia por Ciclo en una decisión tuya, y esta no es tuya (R-019)</translation>
    </message>
    <message>
        <source>Skill cards have no use in Sudden Death (R-032.4)</source>
        <translation>las cartas de Habilidad no se usan en Muerte Súbita (R-032.4)</translation>
    </message>
</context>
<context>
    <name>Rulesets</name>
    <message>
        <source>Salle Play (Roland&apos;s rules): points, bout after bout</source>
        <translation>Asalto en Sala (reglas de Roland): puntos, asalto tras asalto</translation>
    </message>
    <message>
        <source>Standard game</source>
        <translation>Partida normal</translation>
    </message>
    <message>
        <source>Sudden Death (Guy&apos;s rules): cards laid in a row</source>
        <translation>Muerte Súbita (reglas de Guy): cartas en una fila</translation>
    </message>
</context>
<context>
    <name>Swordplay</name>
    <message>
        <source>The game is over (Winning The Game).</source>
        <translation>La partida ha terminado (Winning The Game).</translation>
    </message>
    <message>
        <source>It is not your move now (Playing The Game).</source>
        <translation>Ahora no te toca mover (Playing The Game).</translation>
    </message>
    <message>
        <source>The die decides this, not a player (ruling SP-1).</source>
        <translation>Esto lo decide el dado, no un jugador (ruling SP-1).</translation>
    </message>
    <message>
        <source>No die is being rolled now (ruling SP-1).</source>
        <translation>Ahora no se tira ningún dado (ruling SP-1).</translation>
    </message>
    <message>
        <source>A d10 shows 1 to 10 (Components).</source>
        <translation>Un d10 muestra de 1 a 10 (Components).</translation>
    </message>
    <message>
        <source>Cards are discarded in your Discard phase (1. Discard).</source>
        <translation>Las cartas se descartan en tu fase de Descarte (1. Discard).</translation>
    </message>
    <message>
        <source>You may discard only a card from your hand (1. Discard).</source>
        <translation>Solo puedes descartar una carta de tu mano (1. Discard).</translation>
    </message>
    <message>
        <source>Items are dropped at the beginning of your Ready phase (Dropping Items).</source>
        <translation>Los objetos se sueltan al comienzo de tu fase de Preparación (Dropping Items).</translation>
    </message>
    <message>
        <source>You may drop only one of your ready items (Dropping Items).</source>
        <translation>Solo puedes soltar uno de tus objetos preparados (Dropping Items).</translation>
    </message>
    <message>
        <source>Items are readied in your Ready phase (3. Ready).</source>
        <translation>Los objetos se preparan en tu fase de Preparación (3. Ready).</translation>
    </message>
    <message>
        <source>You may ready only an item from your hand (3. Ready).</source>
        <translation>Solo puedes preparar un objeto de tu mano (3. Ready).</translation>
    </message>
    <message>
        <source>Only an Armor, Weapon or Shield card may be readied (3. Ready).</source>
        <translation>Solo se puede preparar una carta de Armadura, Arma o Escudo (3. Ready).</translation>
    </message>
    <message>
        <source>Hands that item needs: {needed}; hands free: {free} (Weapons &amp; Shields).</source>
        <translation>Manos que necesita ese objeto: {needed}; manos libres: {free} (Weapons &amp; Shields).</translation>
    </message>
    <message>
        <source>Attacks are made in your Combat phase (4. Combat).</source>
        <translation>Los ataques se hacen en tu fase de Combate (4. Combat).</translation>
    </message>
    <message>
        <source>You may not attack in a turn in which you readied an item (3. Ready).</source>
        <translation>No puedes atacar en un turno en el que has preparado un objeto (3. Ready).</translation>
    </message>
    <message>
        <source>Attack by playing an Attack card from your hand (Making An Attack).</source>
        <translation>Ataca jugando una carta de Ataque de tu mano (Making An Attack).</translation>
    </message>
    <message>
        <source>The target must be an opponent still in the fight (Making An Attack).</source>
        <translation>El objetivo debe ser un rival que siga en la lucha (Making An Attack).</translation>
    </message>
    <message>
        <source>Heroes may not attack one another in cooperative play (Cooperative Solitaire).</source>
        <translation>En el juego cooperativo los héroes no pueden atacarse entre sí (Cooperative Solitaire).</translation>
    </message>
    <message>
        <source>Your turn ends after your Ready phase, in Combat (Playing The Game).</source>
        <translation>Tu turno termina después de tu fase de Preparación, en el Combate (Playing The Game).</translation>
    </message>
    <message>
        <source>Defences answer an attack made against you (Defending).</source>
        <translation>Las defensas responden a un ataque hecho contra ti (Defending).</translation>
    </message>
    <message>
        <source>Defend by playing a Defense card from your hand (Defending).</source>
        <translation>Defiéndete jugando una carta de Defensa de tu mano (Defending).</translation>
    </message>
    <message>
        <source>That defence does not cover the attack&apos;s location (Defense Cards).</source>
        <translation>Esa defensa no cubre la zona del ataque (Defense Cards).</translation>
    </message>
    <message>
        <source>Only a Dodge counters an attack that names no location (ruling SP-10).</source>
        <translation>Solo una Esquiva contrarresta un ataque que no nombra zona (ruling SP-10).</translation>
    </message>
    <message>
        <source>Unarmed, you may parry only the attacks of unarmed opponents (Realistic Parries).</source>
        <translation>Desarmado, solo puedes parar los ataques de rivales desarmados (Realistic Parries).</translation>
    </message>
    <message>
        <source>Counter with one of your ready shields (Shields).</source>
        <translation>Contrarresta con uno de tus escudos preparados (Shields).</translation>
    </message>
    <message>
        <source>Disarmed, you drop one of your ready weapons (ruling SP-14).</source>
        <translation>Desarmado, sueltas una de tus armas preparadas (ruling SP-14).</translation>
    </message>
    <message>
        <source>That move is not open now (Playing The Game).</source>
        <translation>Esa jugada no está permitida ahora (Playing The Game).</translation>
    </message>
</context>
<context>
    <name>Symbols</name>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>This strike can be played as an attack, from where your sword is; an attack the opponent cannot react to wins the game (Cut 1).</source>
        <translation>Este Golpe puede jugarse como Ataque, desde donde esté tu espada; un Ataque al que el oponente no pueda reaccionar gana la partida (Proceso de Corte 1).</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>This strike can parry an attack whose inverted Seven Swords show its blow (Cut 2), and beat aside an Extended Posta (&quot;Extended Poste&quot;).</source>
        <translation>Este Golpe puede parar un Ataque cuyas Siete Espadas boca abajo muestren su Golpe (Proceso de Corte 2), y apartar la espada de una Posta Extensa (&quot;Poste Extensas&quot;).</translation>
    </message>
    <message>
        <source>Counterattack</source>
        <translation>Contraataque</translation>
    </message>
    <message>
        <source>An attack carrying it may be counterattacked, and this strike may counterattack the same blow, for the player who leads in Celeritas (&quot;Counterattacking&quot;; R-007).</source>
        <translation>Un Ataque que lo lleva puede ser contraatacado, y este Golpe puede contraatacar el mismo Golpe, para el jugador con más Celeritas (&quot;Contraataque&quot;; R-007).</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Romper</translation>
    </message>
    <message>
        <source>This strike can break a thrust, when the game uses the optional Break rule (Thrust 2.3; R-008).</source>
        <translation>Este Golpe puede Romper una Estocada, si la partida usa la regla opcional de Romper (Proceso de Estocada 2.3; R-008).</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <source>This Punta can answer a thrust with a thrust of its own, with the Celeritas lead; a thrust from a Posta at a defender still in his, only when both Poste show the Exchange symbol (Thrust 2.1, &quot;Exchange&quot;; R-007).</source>
        <translation>Esta Punta puede responder a una Estocada con otra Estocada, si tienes más Celeritas; a una Estocada lanzada desde una Posta contra un Defensor que sigue en la suya, sólo si ambas Poste muestran el símbolo de Intercambio (Proceso de Estocada 2.1, &quot;Intercambio&quot;; R-007).</translation>
    </message>
    <message>
        <source>A thrust from this Posta at a Posta that shows it too may be exchanged by a defender who leads in Celeritas; from any other Posta it may not (&quot;Exchange&quot;; R-007).</source>
        <translation>Una Estocada lanzada desde esta Posta contra una Posta que también lo muestre puede ser Intercambiada por un Defensor con más Celeritas; desde cualquier otra Posta, no (&quot;Intercambio&quot;; R-007).</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>At any of your own decisions you may discard this card face up for a new one from your Action deck (R-019, R-029).</source>
        <translation>En cualquiera de tus decisiones puedes descartar esta carta boca arriba a cambio de una nueva de tu baraja de Acción (R-019, R-029).</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>Extensa</translation>
    </message>
    <message>
        <source>A guard held out: it must be beaten aside with a strike that has the Parry icon before it can be attacked (&quot;Extended Poste&quot;; R-009).</source>
        <translation>Una Posta con la espada tendida: hay que apartarla con un Golpe que tenga el símbolo de Parada antes de poder atacarla (&quot;Poste Extensas&quot;; R-009).</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>When you are attacked you may answer with the blow it names, played as an attack of your own; the opponent must then react to it (&quot;Defend X&quot;; R-022).</source>
        <translation>Cuando te atacan puedes responder con el Golpe que nombra, jugado como un Ataque tuyo; el oponente debe entonces reaccionar a él (&quot;Defender con X&quot;; R-022).</translation>
    </message>
    <message>
        <source>Answers a Break</source>
        <translation>Responde a Romper</translation>
    </message>
    <message>
        <source>The defender of a broken thrust may play this remedy in place of a Counter-Remedy (Thrust 2.3.3.3; R-018, R-024).</source>
        <translation>El Defensor que rompió una Estocada puede jugar este Remedio en lugar de un Contrarremedio (Proceso de Estocada 2.3.3.3; R-018, R-024).</translation>
    </message>
    <message>
        <source>Seven Swords</source>
        <translation>Siete Espadas</translation>
    </message>
    <message>
        <source>The bold sword is the blow this card makes: a Mandritto comes from the right, a Roverso from the left, the Punta down the middle (&quot;Eligibility and Stack&quot;).</source>
        <translation>La espada resaltada es el Golpe de esta carta: los Mandrittos se realizan desde la derecha, los Roversos desde la izquierda, la Punta por el centro (&quot;Factibilidad y Pila de cartas&quot;).</translation>
    </message>
    <message>
        <source>Inverted Seven Swords</source>
        <translation>Siete Espadas boca abajo</translation>
    </message>
    <message>
        <source>Upside down, for the opponent to read: the bold swords are the blows that may parry this strike; nothing parries on the attack&apos;s own line (&quot;Eligibility and Stack&quot;).</source>
        <translation>Boca abajo, para que lo lea el oponente: las espadas resaltadas son los Golpes que pueden parar este Golpe; no se puede parar con el mismo ángulo que el Ataque (&quot;Factibilidad y Pila de cartas&quot;).</translation>
    </message>
    <message>
        <source>The bold swords are every attack that can start from this Posta, while its owner still stands in it (&quot;Eligibility and Stack&quot;; R-006).</source>
        <translation>Las espadas resaltadas son todos los Ataques que pueden salir de esta Posta, mientras su dueño siga en ella (&quot;Factibilidad y Pila de cartas&quot;; R-006).</translation>
    </message>
    <message>
        <source>Upside down, for the opponent to read: only the bold blows may attack this Posta (&quot;Eligibility and Stack&quot;).</source>
        <translation>Boca abajo, para que lo lea el oponente: sólo los Golpes resaltados pueden atacar esta Posta (&quot;Factibilidad y Pila de cartas&quot;).</translation>
    </message>
    <message>
        <source>The bold swords are the blows this skill lets you answer an attack with, as attacks of your own (&quot;Defend X&quot;; R-022).</source>
        <translation>Las espadas resaltadas son los Golpes con los que esta Habilidad te deja responder a un Ataque, como Ataques tuyos (&quot;Defender con X&quot;; R-022).</translation>
    </message>
    <message>
        <source>Half sun</source>
        <translation>Medio Sol</translation>
    </message>
    <message>
        <source>Attack and parry meet head to head: when their halves make a whole sun the bind is Stretto, otherwise Largo; a parried thrust is always Largo (Cut 3).</source>
        <translation>El Ataque y la Parada se encuentran cara a cara: si sus mitades crean un Sol completo, el Ligamento es Stretto; si no, Largo; al parar una Estocada el Ligamento es siempre Largo (Proceso de Corte 3).</translation>
    </message>
    <message>
        <source>Moon and Night</source>
        <translation>Luna y Noche</translation>
    </message>
    <message>
        <source>A half in a slot: a Remedy works in that situation, Inside or Outside; a Counter-Remedy lines up with a Remedy that has a half in the same slot, on the side it was played, and is a perfect counter when, with the Remedy as played, it shows only whole symbols (&quot;Stretto&quot;; R-001, R-036).</source>
        <translation>Una mitad en un lado: el Remedio funciona en esa situación, Interna o Externa; un Contrarremedio se alinea con un Remedio que tenga una mitad en el mismo lado, aquel en que se jugó, y es el Contrarremedio perfecto si, con el Remedio tal como se jugó, sólo muestra símbolos completos (&quot;Stretto&quot;; R-001, R-036).</translation>
    </message>
    <message>
        <source>In a Stretto bind the Fortitudo leader turns this card: Moon and Night on the right, Inside remedies only; on the left, Outside only (&quot;Stretto&quot;; R-015, R-016).</source>
        <translation>En un Ligamento Stretto el jugador con más Fortitudo orienta esta carta: la Luna y la Noche a la derecha, sólo Remedios Internos; a la izquierda, sólo Externos (&quot;Stretto&quot;; R-015, R-016).</translation>
    </message>
    <message>
        <source>Virtue required</source>
        <translation>Virtud requerida</translation>
    </message>
    <message>
        <source>A Virtue coin on an icon or before a card&apos;s text: that part works only for the player who leads in that Virtue, with strictly more of it (&quot;Virtues&quot;).</source>
        <translation>Una moneda de Virtud en un símbolo o ante el texto de una carta: esa parte sólo funciona para el jugador que tenga más de esa Virtud, estrictamente más (&quot;Virtudes&quot;).</translation>
    </message>
    <message>
        <source>Virtue bonus</source>
        <translation>Bonificación de Virtud</translation>
    </message>
    <message>
        <source>The first strike played from this Posta carries this much more of the Virtue, for as long as it lies on top of its player&apos;s Stack (&quot;Virtues&quot;).</source>
        <translation>El primer Golpe jugado desde esta Posta lleva esta Virtud adicional, mientras siga en la parte superior de la Pila de su jugador (&quot;Virtudes&quot;).</translation>
    </message>
    <message>
        <source>Virtue card</source>
        <translation>Carta de Virtud</translation>
    </message>
    <message>
        <source>Whoever holds this card has +1 of its Virtue; the Virtues are shared out at Setup 6.</source>
        <translation>Quien tenga esta carta tiene +1 en su Virtud; las Virtudes se asignan en Preparación 6.</translation>
    </message>
    <message>
        <source>End Posta</source>
        <translation>Posta Final</translation>
    </message>
    <message>
        <source>Where this blow finishes if it is avoided: its thrower then stands in that Posta (&quot;End Posta&quot;; R-020).</source>
        <translation>Dónde acaba este Golpe si es evitado: quien lo lanzó queda entonces en esa Posta (&quot;Posta Final&quot;; R-020).</translation>
    </message>
    <message>
        <source>Basic card</source>
        <translation>Carta Básica</translation>
    </message>
    <message>
        <source>One of the twelve cards of the opening hand, marked B on a folded corner (Setup 4).</source>
        <translation>Una de las doce cartas de la mano inicial, con una B en la esquina inferior izquierda (Preparación 4).</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Procedencia</translation>
    </message>
    <message>
        <source>Solid: the card&apos;s facts are documented by public sources. Open: they are reconstructed from Fiore&apos;s art, for want of the printed card.</source>
        <translation>Relleno: los datos de la carta están documentados en fuentes públicas. Vacío: están reconstruidos a partir del arte de Fiore, a falta de la carta impresa.</translation>
    </message>
    <message>
        <source>{title}: {reads}</source>
        <translation>{title}: {reads}</translation>
    </message>
    <message>
        <source>{virtue}: leading in it gives {gives}.</source>
        <translation>{virtue}: tener más da {gives}.</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>No Stretto bind now: the Stretto Side card is not in play. When a bind turns Stretto, the Fortitudo leader turns it, Inside or Outside (Cut 3). {leads}</source>
        <translation>Ahora no hay Ligamento Stretto: la carta de Lado Stretto no está en juego. Cuando un Ligamento es Stretto, el jugador con más Fortitudo la orienta, Interno o Externo (Proceso de Corte 3). {leads}</translation>
    </message>
    <message>
        <source>{fencer} leads in Fortitudo and turns it now, Inside or Outside (Cut 3).</source>
        <translation>{fencer} tiene más Fortitudo y la orienta ahora, Interno o Externo (Proceso de Corte 3).</translation>
    </message>
    <message>
        <source>Not turned, as nobody led in Fortitudo when the bind turned Stretto (R-015): it allows {slots} remedies.</source>
        <translation>Sin orientar, porque nadie tenía más Fortitudo cuando el Ligamento fue Stretto (R-015): permite Remedios del lado {slots}.</translation>
    </message>
    <message>
        <source>Turned {slot} by the Fortitudo leader (Cut 3): it allows {slots} remedies only.</source>
        <translation>Orientada al lado {slot} por el jugador con más Fortitudo (Proceso de Corte 3): sólo permite Remedios del lado {slots}.</translation>
    </message>
    <message>
        <source>Now {fencer} may {what} (Cut 5, R-016).</source>
        <translation>Ahora {fencer} puede {what} (Proceso de Corte 5, R-016).</translation>
    </message>
    <message>
        <source>Your remedies it allows: {cards}.</source>
        <translation>Tus Remedios que permite: {cards}.</translation>
    </message>
    <message>
        <source>None of your remedies fits it.</source>
        <translation>Ninguno de tus Remedios le sirve.</translation>
    </message>
    <message>
        <source>{name}, {slot} slot</source>
        <translation>{name}, lado {slot}</translation>
    </message>
    <message>
        <source>{name}: {virtue}</source>
        <translation>{name}: {virtue}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>a {blow}, a cut</source>
        <translation>{blow}, un Corte</translation>
    </message>
    <message>
        <source>a {blow}, a thrust</source>
        <translation>{blow}, una Estocada</translation>
    </message>
    <message>
        <source>parried by {blows}</source>
        <translation>lo paran {blows}</translation>
    </message>
    <message>
        <source>at the top left</source>
        <translation>arriba a la izquierda</translation>
    </message>
    <message>
        <source>at the top right</source>
        <translation>arriba a la derecha</translation>
    </message>
    <message>
        <source>attacks with {blows}</source>
        <translation>ataca con {blows}</translation>
    </message>
    <message>
        <source>attacked only by {blows}</source>
        <translation>sólo la atacan {blows}</translation>
    </message>
    <message>
        <source>+{amount} {virtue}</source>
        <translation>+{amount} {virtue}</translation>
    </message>
    <message>
        <source>the Moon</source>
        <translation>la Luna</translation>
    </message>
    <message>
        <source>the Night</source>
        <translation>la Noche</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>documented. {reason}</source>
        <translation>documentada. {reason}</translation>
    </message>
    <message>
        <source>reconstructed. {reason}</source>
        <translation>reconstruida. {reason}</translation>
    </message>
    <message>
        <source>Nobody leads in {virtue} now: both have {total}.</source>
        <translation>Ahora nadie tiene más {virtue}: ambos tienen {total}.</translation>
    </message>
    <message>
        <source>{fencer} leads in {virtue} now, {high} to {low}.</source>
        <translation>{fencer} tiene ahora más {virtue}, {high} a {low}.</translation>
    </message>
    <message>
        <source>You lead in {virtue} now, {mine} to {theirs}.</source>
        <translation>Ahora tienes más {virtue}, {mine} a {theirs}.</translation>
    </message>
    <message>
        <source>Your opponent leads in {virtue} now, {theirs} to {mine}.</source>
        <translation>Tu oponente tiene ahora más {virtue}, {theirs} a {mine}.</translation>
    </message>
    <message>
        <source>Nobody holds {virtue} yet.</source>
        <translation>Nadie tiene todavía {virtue}.</translation>
    </message>
    <message>
        <source>You hold {virtue}.</source>
        <translation>Tienes {virtue}.</translation>
    </message>
    <message>
        <source>Your opponent holds {virtue}.</source>
        <translation>Tu oponente tiene {virtue}.</translation>
    </message>
    <message>
        <source>It attacks you: now you must {what}.</source>
        <translation>Te ataca: ahora debes {what}.</translation>
    </message>
    <message>
        <source>Now you may {plays}.</source>
        <translation>Ahora puedes {plays}.</translation>
    </message>
    <message>
        <source>Now you may {plays} against the {attack}.</source>
        <translation>Ahora puedes {plays} contra el Golpe {attack}.</translation>
    </message>
    <message>
        <source>Not now: your opponent must {what}.</source>
        <translation>Ahora no: tu oponente debe {what}.</translation>
    </message>
    <message>
        <source>Not now: {reason}.</source>
        <translation>Ahora no: {reason}.</translation>
    </message>
    <message>
        <source>Not now: you must {what}.</source>
        <translation>Ahora no: debes {what}.</translation>
    </message>
    <message>
        <source>Your strikes that can parry it now: {cards}.</source>
        <translation>Tus Golpes que pueden pararlo ahora: {cards}.</translation>
    </message>
    <message>
        <source>Your strikes that can counterattack it now: {cards}.</source>
        <translation>Tus Golpes que pueden contraatacarlo ahora: {cards}.</translation>
    </message>
    <message>
        <source>Your strikes that can exchange it now: {cards}.</source>
        <translation>Tus Golpes que pueden intercambiarlo ahora: {cards}.</translation>
    </message>
    <message>
        <source>None of your strikes can parry it now.</source>
        <translation>Ahora ninguno de tus Golpes puede pararlo.</translation>
    </message>
    <message>
        <source>None of your strikes can counterattack it now.</source>
        <translation>Ahora ninguno de tus Golpes puede contraatacarlo.</translation>
    </message>
    <message>
        <source>None of your strikes can exchange it now.</source>
        <translation>Ahora ninguno de tus Golpes puede intercambiarlo.</translation>
    </message>
    <message>
        <source>The bind now is {bind}.</source>
        <translation>Ahora el Ligamento es {bind}.</translation>
    </message>
    <message>
        <source>If it parried the {attack}, the bind would be Stretto.</source>
        <translation>Si parara el Golpe {attack}, el Ligamento sería Stretto.</translation>
    </message>
    <message>
        <source>If it parried the {attack}, the bind would be Largo.</source>
        <translation>Si parara el Golpe {attack}, el Ligamento sería Largo.</translation>
    </message>
    <message>
        <source>With the {remedy} it makes only whole Moon-and-Night symbols: a perfect counter (R-001).</source>
        <translation>Con el Remedio {remedy} sólo crea símbolos de la Luna y la Noche completos: el Contrarremedio perfecto (R-001).</translation>
    </message>
    <message>
        <source>It lines up with the {remedy}, but is not a perfect counter (R-001).</source>
        <translation>Se alinea con el Remedio {remedy}, pero no es el Contrarremedio perfecto (R-001).</translation>
    </message>
    <message>
        <source>It does not line up with the {remedy}.</source>
        <translation>No se alinea con el Remedio {remedy}.</translation>
    </message>
    <message>
        <source>None of your Counter-Remedies lines up with it.</source>
        <translation>Ninguno de tus Contrarremedios se alinea con él.</translation>
    </message>
    <message>
        <source>{card} (a perfect counter)</source>
        <translation>{card} (el Contrarremedio perfecto)</translation>
    </message>
    <message>
        <source>Your Counter-Remedies that line up: {cards}.</source>
        <translation>Tus Contrarremedios que se alinean: {cards}.</translation>
    </message>
    <message>
        <source>Your strikes that can attack now: {cards}.</source>
        <translation>Tus Golpes que pueden atacar ahora: {cards}.</translation>
    </message>
    <message>
        <source>Your strikes that can attack it now: {cards}.</source>
        <translation>Tus Golpes que pueden atacarla ahora: {cards}.</translation>
    </message>
    <message>
        <source>Your strikes that can beat it aside now: {cards}.</source>
        <translation>Tus Golpes que pueden apartarla ahora: {cards}.</translation>
    </message>
    <message>
        <source>Your strikes that can defend now: {cards}.</source>
        <translation>Tus Golpes que pueden defender ahora: {cards}.</translation>
    </message>
    <message>
        <source>Your cards that can exchange now: {cards}.</source>
        <translation>Tus cartas que pueden Intercambiar ahora: {cards}.</translation>
    </message>
    <message>
        <source>If this attack is avoided, you will stand in {posta} (R-020).</source>
        <translation>Si este Ataque es evitado, quedarás en {posta} (R-020).</translation>
    </message>
    <message>
        <source>If this attack is avoided, your opponent will stand in {posta} (R-020).</source>
        <translation>Si este Ataque es evitado, tu oponente quedará en {posta} (R-020).</translation>
    </message>
    <message>
        <source>Your opponent knows it is in your hand.</source>
        <translation>Tu oponente sabe que está en tu mano.</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>an attack the opponent could not parry or avoid</source>
        <translation>un Ataque que el oponente no pudo Parar ni evitar</translation>
    </message>
    <message>
        <source>a counterattack the opponent could not parry</source>
        <translation>un Contraataque que el oponente no pudo Parar</translation>
    </message>
    <message>
        <source>a Stretto Remedy the opponent could not counter</source>
        <translation>un Remedio Stretto que el oponente no pudo contrarrestar</translation>
    </message>
    <message>
        <source>a perfect counter to the opponent&apos;s Stretto Remedy</source>
        <translation>el Contrarremedio perfecto al Remedio Stretto del oponente</translation>
    </message>
    <message>
        <source>an exchanged thrust the opponent could not remedy</source>
        <translation>una Estocada Intercambiada a la que el oponente no pudo responder con un Remedio</translation>
    </message>
    <message>
        <source>a blow set up by a Skill card that the opponent could not answer</source>
        <translation>un Golpe preparado por una carta de Habilidad al que el oponente no pudo responder</translation>
    </message>
    <message>
        <source>the challenger could not attack twice, so the challenge failed</source>
        <translation>el Retador no pudo atacar dos veces, así que no llevó a término su desafío</translation>
    </message>
    <message>
        <source>more points when a player had no strike left</source>
        <translation>más puntos cuando un jugador se quedó sin Golpes</translation>
    </message>
    <message>
        <source>more points when both fencers in turn declined to attack</source>
        <translation>más puntos cuando ambos esgrimistas, uno tras otro, no quisieron atacar</translation>
    </message>
    <message>
        <source>both players ran out of cards</source>
        <translation>ambos jugadores se quedaron sin cartas</translation>
    </message>
    <message>
        <source>left</source>
        <translation>izquierda</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>centro</translation>
    </message>
    <message>
        <source>right</source>
        <translation>derecha</translation>
    </message>
    <message>
        <source>Inside</source>
        <translation>Interno</translation>
    </message>
    <message>
        <source>Outside</source>
        <translation>Externo</translation>
    </message>
    <message>
        <source>Inside or Outside</source>
        <translation>Interno o Externo</translation>
    </message>
    <message>
        <source>Inside and Outside</source>
        <translation>Interno y Externo</translation>
    </message>
    <message>
        <source>Largo</source>
        <translation>Largo</translation>
    </message>
    <message>
        <source>Stretto</source>
        <translation>Stretto</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} o {second}</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} y {second}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
</context>
<context>
    <name>Virtues</name>
    <message>
        <source>the Audatia Entry: a remedy straight after the parry</source>
        <translation>la Entrada Audaz: un Remedio justo después de la Parada</translation>
    </message>
    <message>
        <source>attacks with the Sottani, and the skills that ask for Prudentia</source>
        <translation>los Ataques con los Sottani, y las Habilidades que piden Prudentia</translation>
    </message>
    <message>
        <source>counterattacks and Exchanges, the first Out-of-Measure skill, and the lead in a Break</source>
        <translation>los Contraataques y los Intercambios, la primera Habilidad de Fuera de Alcance, y la iniciativa al Romper</translation>
    </message>
    <message>
        <source>turning the Stretto Side card in a Stretto bind</source>
        <translation>orientar la carta de Lado Stretto en un Ligamento Stretto</translation>
    </message>
</context>
<context>
    <name>WhatNow</name>
    <message>
        <source>discard Basic cards from the opening hand and draw as many, or keep it (Setup 5)</source>
        <translation>descartar cartas Básicas de la mano inicial y sacar otras tantas, o quedarte la mano (Preparación 5)</translation>
    </message>
    <message>
        <source>choose a Virtue (Setup 6)</source>
        <translation>elegir una Virtud (Preparación 6)</translation>
    </message>
    <message>
        <source>salute by discarding a card, or decline (Setup 7)</source>
        <translation>Saludar descartando una carta, o rehusar (Preparación 7)</translation>
    </message>
    <message>
        <source>return the salute by discarding a card, or decline (Setup 7)</source>
        <translation>devolver el Saludo descartando una carta, o rehusar (Preparación 7)</translation>
    </message>
    <message>
        <source>trade two cards for one, or stop trading (Out of Measure 2)</source>
        <translation>hacer un Canje de dos cartas por una, o dejar de hacer Canjes (Fuera de Alcance 2)</translation>
    </message>
    <message>
        <source>choose a Posta (Out of Measure 3)</source>
        <translation>elegir una Posta (Fuera de Alcance 3)</translation>
    </message>
    <message>
        <source>play an Out-of-Measure skill or pass (Out of Measure 4)</source>
        <translation>jugar una Habilidad de Fuera de Alcance o pasar (Fuera de Alcance 4)</translation>
    </message>
    <message>
        <source>choose the new Posta</source>
        <translation>elegir la nueva Posta</translation>
    </message>
    <message>
        <source>attack, change Posta or pass (Out of Measure 5-7)</source>
        <translation>atacar, cambiar de Posta o pasar (Fuera de Alcance 5-7)</translation>
    </message>
    <message>
        <source>answer the attack: parry, counterattack, exchange, break or avoid</source>
        <translation>responder al Ataque: parar, contraatacar, intercambiar, romper o evitar</translation>
    </message>
    <message>
        <source>parry the counterattack, or lose</source>
        <translation>parar el Contraataque, o perder</translation>
    </message>
    <message>
        <source>turn the Stretto Side card Inside or Outside</source>
        <translation>orientar la carta de Lado Stretto, Interno o Externo</translation>
    </message>
    <message>
        <source>make an Audatia Entry, feint, or go on</source>
        <translation>hacer una Entrada Audaz, fintar, o seguir</translation>
    </message>
    <message>
        <source>strike again after the feint</source>
        <translation>golpear de nuevo tras la Finta</translation>
    </message>
    <message>
        <source>answer the attack with an attack of your own</source>
        <translation>responder al Ataque con un Ataque tuyo</translation>
    </message>
    <message>
        <source>attack or wait</source>
        <translation>atacar o esperar</translation>
    </message>
    <message>
        <source>play a Stretto Remedy or wait</source>
        <translation>jugar un Remedio Stretto o esperar</translation>
    </message>
    <message>
        <source>counter the remedy with a Counter-Remedy that lines up</source>
        <translation>contrarrestar el Remedio con un Contrarremedio que se alinee</translation>
    </message>
    <message>
        <source>answer the exchange with an Outside remedy</source>
        <translation>responder al Intercambio con un Remedio Externo</translation>
    </message>
    <message>
        <source>play a remedy on the broken side, or wait</source>
        <translation>jugar un Remedio del lado roto, o esperar</translation>
    </message>
    <message>
        <source>strike a Mezano, or wait</source>
        <translation>ejecutar un Mezano, o esperar</translation>
    </message>
    <message>
        <source>answer the Mezano with a remedy or a counterattack</source>
        <translation>responder al Mezano con un Remedio o un Contraataque</translation>
    </message>
    <message>
        <source>counter the remedy, or play the remedy that answers a Break</source>
        <translation>contrarrestar el Remedio, o jugar el Remedio que responde a Romper</translation>
    </message>
    <message>
        <source>cancel the skill just played, or let it stand</source>
        <translation>anular la Habilidad que se acaba de jugar, o dejarla</translation>
    </message>
    <message>
        <source>nothing: the game is over</source>
        <translation>nada: la partida ha terminado</translation>
    </message>
    <message>
        <source>discard any cards from the random opening hand and draw as many, or keep it (Salle Play, R-030.1)</source>
        <translation>descartar las cartas que quieras de la mano inicial aleatoria y sacar otras tantas, o quedarte la mano (Asalto en Sala, R-030.1)</translation>
    </message>
    <message>
        <source>nothing: {phase} is not a phase of this ruleset</source>
        <translation>nada: {phase} no es una fase de estas reglas</translation>
    </message>
    <message>
        <source>attack now, or the challenge is drawn (Out of Measure 7)</source>
        <translation>atacar ahora, o se acaba en empate (Fuera de Alcance 7)</translation>
    </message>
    <message>
        <source>attack or change Posta: the Taunt lets no moment pass (R-012)</source>
        <translation>atacar o cambiar de Posta: Taunt no deja pasar el momento (R-012)</translation>
    </message>
    <message>
        <source>play the turned-up {card}: a playable row card must be played (R-033.2)</source>
        <translation>jugar la carta mostrada, {card}: una carta de la fila que sea Factible debe jugarse (R-033.2)</translation>
    </message>
    <message>
        <source>the turned-up card cannot be played now: wait (R-033.2)</source>
        <translation>la carta mostrada no se puede jugar ahora: esperar (R-033.2)</translation>
    </message>
    <message>
        <source>lay the next card of the row face down (Sudden Death)</source>
        <translation>colocar boca abajo la siguiente carta de la fila (Muerte Súbita)</translation>
    </message>
</context>
<context>
    <name>Why</name>
    <message>
        <source>{move}: {reason}.</source>
        <translation>{move}: {reason}.</translation>
    </message>
    <message>
        <source>a strike from the side of its Stack: it must be answered, or it wins</source>
        <translation>un Golpe desde el lado de su Pila: hay que responderlo, o gana</translation>
    </message>
    <message>
        <source>A strike from the side of its Stack: it must be answered, or it wins.</source>
        <translation>Un Golpe desde el lado de su Pila: hay que responderlo, o gana.</translation>
    </message>
    <message>
        <source>they almost surely hold an answer to it, but it must be answered</source>
        <translation>casi seguro que tienen respuesta, pero hay que responderlo</translation>
    </message>
    <message>
        <source>They almost surely hold an answer to it, but it must be answered.</source>
        <translation>Casi seguro que tienen respuesta, pero hay que responderlo.</translation>
    </message>
    <message>
        <source>they almost surely hold no answer to it</source>
        <translation>casi seguro que no tienen respuesta</translation>
    </message>
    <message>
        <source>They almost surely hold no answer to it.</source>
        <translation>Casi seguro que no tienen respuesta.</translation>
    </message>
    <message>
        <source>about {odds}% that they hold no answer to it</source>
        <translation>un {odds}% de que no tengan respuesta</translation>
    </message>
    <message>
        <source>About {odds}% that they hold no answer to it.</source>
        <translation>Un {odds}% de que no tengan respuesta.</translation>
    </message>
    <message>
        <source>leading in Audatia, it may close in with a remedy straight after the parry</source>
        <translation>con más Audatia, puede entrar con un Remedio justo después de la Parada</translation>
    </message>
    <message>
        <source>Leading in Audatia, it may close in with a remedy straight after the parry.</source>
        <translation>Con más Audatia, puede entrar con un Remedio justo después de la Parada.</translation>
    </message>
    <message>
        <source>a remedy wins the Stretto unless it is countered with one that lines up</source>
        <translation>un Remedio gana el Stretto salvo que lo contrarresten con uno que se alinee</translation>
    </message>
    <message>
        <source>A remedy wins the Stretto unless it is countered with one that lines up.</source>
        <translation>Un Remedio gana el Stretto salvo que lo contrarresten con uno que se alinee.</translation>
    </message>
    <message>
        <source>about {free}% they cannot counter it, {perfect}% risk of a perfect counter</source>
        <translation>un {free}% de que no puedan contrarrestarlo, un {perfect}% de riesgo de Contrarremedio perfecto</translation>
    </message>
    <message>
        <source>About {free}% they cannot counter it, {perfect}% risk of a perfect counter.</source>
        <translation>Un {free}% de que no puedan contrarrestarlo, un {perfect}% de riesgo de Contrarremedio perfecto.</translation>
    </message>
    <message>
        <source>a perfect counter wins at once</source>
        <translation>el Contrarremedio perfecto gana en el acto</translation>
    </message>
    <message>
        <source>A perfect counter wins at once.</source>
        <translation>El Contrarremedio perfecto gana en el acto.</translation>
    </message>
    <message>
        <source>it lines up with their remedy, so the exchange breaks off</source>
        <translation>se alinea con su Remedio, así que ambos Salen</translation>
    </message>
    <message>
        <source>It lines up with their remedy, so the exchange breaks off.</source>
        <translation>Se alinea con su Remedio, así que ambos Salen.</translation>
    </message>
    <message>
        <source>a parry stops the attack and opens a bind</source>
        <translation>una Parada detiene el Ataque y abre un Ligamento</translation>
    </message>
    <message>
        <source>A parry stops the attack and opens a bind.</source>
        <translation>Una Parada detiene el Ataque y abre un Ligamento.</translation>
    </message>
    <message>
        <source>it spends the card least needed against their other attacks</source>
        <translation>gasta la carta menos necesaria contra sus otros Ataques</translation>
    </message>
    <message>
        <source>It spends the card least needed against their other attacks.</source>
        <translation>Gasta la carta menos necesaria contra sus otros Ataques.</translation>
    </message>
    <message numerus="yes">
        <source>those %n card(s) have little to do in this hand</source>
        <translation>
            <numerusform>esa carta tiene poco que hacer en esta mano</numerusform>
            <numerusform>esas %n cartas tienen poco que hacer en esta mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Those %n card(s) have little to do in this hand.</source>
        <translation>
            <numerusform>Esa carta tiene poco que hacer en esta mano.</numerusform>
            <numerusform>Esas %n cartas tienen poco que hacer en esta mano.</numerusform>
        </translation>
    </message>
    <message>
        <source>the hand is better for it</source>
        <translation>la mano queda mejor así</translation>
    </message>
    <message>
        <source>The hand is better for it.</source>
        <translation>La mano queda mejor así.</translation>
    </message>
    <message>
        <source>two draws win for the respondent, so there is no need to strike first</source>
        <translation>dos empates dan la victoria al Retado, así que no hace falta golpear primero</translation>
    </message>
    <message>
        <source>Two draws win for the respondent, so there is no need to strike first.</source>
        <translation>Dos empates dan la victoria al Retado, así que no hace falta golpear primero.</translation>
    </message>
    <message>
        <source>the guard holds for now; the challenger must attack by the final call</source>
        <translation>la Posta aguanta por ahora; el Retador debe atacar antes del último aviso</translation>
    </message>
    <message>
        <source>The guard holds for now; the challenger must attack by the final call.</source>
        <translation>La Posta aguanta por ahora; el Retador debe atacar antes del último aviso.</translation>
    </message>
    <message>
        <source>the bind goes on as it is</source>
        <translation>el Ligamento sigue como está</translation>
    </message>
    <message>
        <source>The bind goes on as it is.</source>
        <translation>El Ligamento sigue como está.</translation>
    </message>
    <message>
        <source>no skill is worth spending before the opening</source>
        <translation>ninguna Habilidad merece gastarse antes de la apertura</translation>
    </message>
    <message>
        <source>No skill is worth spending before the opening.</source>
        <translation>Ninguna Habilidad merece gastarse antes de la apertura.</translation>
    </message>
    <message>
        <source>waiting lets the other fencer act first; if both wait, they break off</source>
        <translation>esperar deja actuar primero al otro espadachín; si ambos esperan, Salen</translation>
    </message>
    <message>
        <source>Waiting lets the other fencer act first; if both wait, they break off.</source>
        <translation>Esperar deja actuar primero al otro espadachín; si ambos esperan, Salen.</translation>
    </message>
    <message>
        <source>a guard chosen to open the attacks its hand holds</source>
        <translation>una Posta elegida para abrir los Ataques que tiene su mano</translation>
    </message>
    <message>
        <source>A guard chosen to open the attacks its hand holds.</source>
        <translation>Una Posta elegida para abrir los Ataques que tiene su mano.</translation>
    </message>
    <message>
        <source>it opens the attacks this hand holds and shelters well</source>
        <translation>abre los Ataques que tiene esta mano y protege bien</translation>
    </message>
    <message>
        <source>It opens the attacks this hand holds and shelters well.</source>
        <translation>Abre los Ataques que tiene esta mano y protege bien.</translation>
    </message>
    <message>
        <source>leading in {virtue} gives {gives}</source>
        <translation>tener más {virtue} da {gives}</translation>
    </message>
    <message>
        <source>Leading in {virtue} gives {gives}.</source>
        <translation>Tener más {virtue} da {gives}.</translation>
    </message>
    <message>
        <source>the cards dealt are worth keeping for the fight</source>
        <translation>las cartas repartidas merecen guardarse para el combate</translation>
    </message>
    <message>
        <source>The cards dealt are worth keeping for the fight.</source>
        <translation>Las cartas repartidas merecen guardarse para el combate.</translation>
    </message>
    <message>
        <source>the hand is as it wants it for this bout</source>
        <translation>la mano está como la quiere para este asalto</translation>
    </message>
    <message>
        <source>The hand is as it wants it for this bout.</source>
        <translation>La mano está como la quiere para este asalto.</translation>
    </message>
    <message>
        <source>every card is kept for the fight, whatever the salute gives</source>
        <translation>se guardan todas las cartas para el combate, dé lo que dé el Saludo</translation>
    </message>
    <message>
        <source>Every card is kept for the fight, whatever the salute gives.</source>
        <translation>Se guardan todas las cartas para el combate, dé lo que dé el Saludo.</translation>
    </message>
    <message>
        <source>the row stays face down until each card turns up</source>
        <translation>la fila sigue boca abajo hasta que se muestra cada carta</translation>
    </message>
    <message>
        <source>The row stays face down until each card turns up.</source>
        <translation>La fila sigue boca abajo hasta que se muestra cada carta.</translation>
    </message>
    <message>
        <source>its card reads: “{text}”</source>
        <translation>su carta dice: “{text}”</translation>
    </message>
    <message>
        <source>Its card reads: “{text}”</source>
        <translation>Su carta dice: “{text}”</translation>
    </message>
    <message>
        <source>it did best in the search</source>
        <translation>fue la mejor en la búsqueda</translation>
    </message>
    <message>
        <source>It did best in the search.</source>
        <translation>Fue la mejor en la búsqueda.</translation>
    </message>
    <message>
        <source>its rules of thumb favour it here</source>
        <translation>sus reglas prácticas la prefieren aquí</translation>
    </message>
    <message>
        <source>Its rules of thumb favour it here.</source>
        <translation>Sus reglas prácticas la prefieren aquí.</translation>
    </message>
    <message>
        <source>the fencer with the most Fortitudo turns the Side card and so picks the remedies</source>
        <translation>el espadachín con más Fortitudo orienta la carta de Lado y así elige los Remedios</translation>
    </message>
    <message>
        <source>The fencer with the most Fortitudo turns the Side card and so picks the remedies.</source>
        <translation>El espadachín con más Fortitudo orienta la carta de Lado y así elige los Remedios.</translation>
    </message>
    <message>
        <source>an Extended Posta must be beaten aside with a parrying strike before it is attacked</source>
        <translation>a una Posta Extensa hay que apartarle la espada con un Golpe de Parada antes de atacarla</translation>
    </message>
    <message>
        <source>An Extended Posta must be beaten aside with a parrying strike before it is attacked.</source>
        <translation>A una Posta Extensa hay que apartarle la espada con un Golpe de Parada antes de atacarla.</translation>
    </message>
    <message>
        <source>the thrust is exchanged: the thruster must now play an Outside remedy or lose</source>
        <translation>la Estocada es Intercambiada: quien la lanzó debe jugar ahora un Remedio Externo o pierde</translation>
    </message>
    <message>
        <source>The thrust is exchanged: the thruster must now play an Outside remedy or lose.</source>
        <translation>La Estocada es Intercambiada: quien la lanzó debe jugar ahora un Remedio Externo o pierde.</translation>
    </message>
    <message>
        <source>a Break turns the thrust aside into close play, led by the most Celeritas</source>
        <translation>Romper desvía la Estocada al cuerpo a cuerpo, donde manda quien tiene más Celeritas</translation>
    </message>
    <message>
        <source>A Break turns the thrust aside into close play, led by the most Celeritas.</source>
        <translation>Romper desvía la Estocada al cuerpo a cuerpo, donde manda quien tiene más Celeritas.</translation>
    </message>
    <message>
        <source>a new guard changes the attacks it opens and the blows that can reach it</source>
        <translation>una nueva Posta cambia los Ataques que abre y los Golpes que pueden alcanzarla</translation>
    </message>
    <message>
        <source>A new guard changes the attacks it opens and the blows that can reach it.</source>
        <translation>Una nueva Posta cambia los Ataques que abre y los Golpes que pueden alcanzarla.</translation>
    </message>
    <message>
        <source>an attack its Posta opens: it must be answered, or it wins</source>
        <translation>un Ataque que abre su Posta: hay que responderlo, o gana</translation>
    </message>
    <message>
        <source>An attack its Posta opens: it must be answered, or it wins.</source>
        <translation>Un Ataque que abre su Posta: hay que responderlo, o gana.</translation>
    </message>
    <message>
        <source>a Defend skill answers the attack with an attack of its own</source>
        <translation>una Habilidad de Defender responde al Ataque con un Ataque propio</translation>
    </message>
    <message>
        <source>A Defend skill answers the attack with an attack of its own.</source>
        <translation>Una Habilidad de Defender responde al Ataque con un Ataque propio.</translation>
    </message>
    <message>
        <source>a counterattack strikes back, and must be parried in turn, or it wins</source>
        <translation>un Contraataque devuelve el golpe, y hay que pararlo a su vez, o gana</translation>
    </message>
    <message>
        <source>A counterattack strikes back, and must be parried in turn, or it wins.</source>
        <translation>Un Contraataque devuelve el golpe, y hay que pararlo a su vez, o gana.</translation>
    </message>
    <message>
        <source>two cards for one thins the hand towards the cards it wants</source>
        <translation>dos cartas por una aligera la mano hacia las cartas que quiere</translation>
    </message>
    <message>
        <source>Two cards for one thins the hand towards the cards it wants.</source>
        <translation>Dos cartas por una aligera la mano hacia las cartas que quiere.</translation>
    </message>
    <message>
        <source>a card it does not want goes back for a new one</source>
        <translation>una carta que no quiere se cambia por una nueva</translation>
    </message>
    <message>
        <source>A card it does not want goes back for a new one.</source>
        <translation>Una carta que no quiere se cambia por una nueva.</translation>
    </message>
    <message>
        <source>a card with the Cycle symbol may be swapped for a new one at any time</source>
        <translation>una carta con el símbolo de Ciclo puede cambiarse por una nueva en cualquier momento</translation>
    </message>
    <message>
        <source>A card with the Cycle symbol may be swapped for a new one at any time.</source>
        <translation>Una carta con el símbolo de Ciclo puede cambiarse por una nueva en cualquier momento.</translation>
    </message>
    <message>
        <source>the salute buys a Virtue bonus for the first strike</source>
        <translation>el Saludo compra una bonificación de Virtud para el primer Golpe</translation>
    </message>
    <message>
        <source>The salute buys a Virtue bonus for the first strike.</source>
        <translation>El Saludo compra una bonificación de Virtud para el primer Golpe.</translation>
    </message>
    <message>
        <source>{note} ({share}% of the search, wins about {wins}%.)</source>
        <translation>{note} ({share}% de la búsqueda, gana un {wins}%.)</translation>
    </message>
    <message>
        <source>{note} ({share}% of the search, wins about {wins}%; a slip: the search preferred to {best}.)</source>
        <translation>{note} ({share}% de la búsqueda, gana un {wins}%; un despiste: la búsqueda prefería {best}.)</translation>
    </message>
</context>
</TS>
