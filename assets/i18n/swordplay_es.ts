<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Games</name>
    <message>
        <source>Swordplay: Arena</source>
        <translation>Swordplay: Arena</translation>
    </message>
</context>
<context>
    <name>Swordplay</name>
    <message>
        <source>arena: {a} against {b}, {games} games of two heroes, each deal played twice with the seats swapped, seeds from {seed}</source>
        <translation>arena: {a} contra {b}, {games} partidas de dos héroes, cada reparto jugado dos veces con los asientos cambiados, semillas desde {seed}</translation>
    </message>
    <message>
        <source>{player} rolled highest ({face}) and goes first.</source>
        <translation>{player} sacó la tirada más alta ({face}) y empieza.</translation>
    </message>
    <message>
        <source>A tie at {face}: the tied players roll again.</source>
        <translation>Empate a {face}: los jugadores empatados vuelven a tirar.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn.</source>
        <translation>Turno de {player}.</translation>
    </message>
    <message>
        <source>{player} discards {card}.</source>
        <translation>{player} descarta {card}.</translation>
    </message>
    <message>
        <source>{player} discards nothing.</source>
        <translation>{player} no descarta nada.</translation>
    </message>
    <message>
        <source>The discard pile is shuffled into a new combat deck.</source>
        <translation>La pila de descartes se baraja y forma un nuevo mazo de combate.</translation>
    </message>
    <message>
        <source>{player} draws {card}.</source>
        <translation>{player} roba {card}.</translation>
    </message>
    <message>
        <source>{player} draws a card.</source>
        <translation>{player} roba una carta.</translation>
    </message>
    <message>
        <source>{player} cannot draw: the deck and the discard pile are empty.</source>
        <translation>{player} no puede robar: el mazo y la pila de descartes están vacíos.</translation>
    </message>
    <message>
        <source>{player} drops {card}.</source>
        <translation>{player} suelta {card}.</translation>
    </message>
    <message>
        <source>{player} readies {card}.</source>
        <translation>{player} prepara {card}.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} is discarded for the new armor.</source>
        <translation>{card} de {player} se descarta por la nueva armadura.</translation>
    </message>
    <message>
        <source>{player} attacks {target} with {card}.</source>
        <translation>{player} ataca a {target} con {card}.</translation>
    </message>
    <message>
        <source>{target} counters with {card}.</source>
        <translation>{target} contrarresta con {card}.</translation>
    </message>
    <message>
        <source>{target} turns the blow aside.</source>
        <translation>{target} desvía el golpe.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} breaks and is discarded.</source>
        <translation>{card} de {player} se rompe y se descarta.</translation>
    </message>
    <message>
        <source>{player} takes {damage} damage, {absorbed} of it on armor.</source>
        <translation>{player} recibe {damage} de daño, {absorbed} de él en la armadura.</translation>
    </message>
    <message>
        <source>{player} takes {damage} damage.</source>
        <translation>{player} recibe {damage} de daño.</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} is spent and discarded.</source>
        <translation>{card} de {player} queda agotada y se descarta.</translation>
    </message>
    <message>
        <source>{player} is defeated.</source>
        <translation>{player} es derrotado.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn is over.</source>
        <translation>Termina el turno de {player}.</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>¡{player} gana!</translation>
    </message>
    <message>
        <source>The heroes win!</source>
        <translation>¡Ganan los héroes!</translation>
    </message>
    <message>
        <source>{player} wins: every hero is defeated.</source>
        <translation>{player} gana: todos los héroes han sido derrotados.</translation>
    </message>
    <message>
        <source>A standoff: for {rounds} rounds no one played, discarded or readied a card, so the fight ends in a draw.</source>
        <translation>Punto muerto: en {rounds} rondas nadie jugó, descartó ni preparó una carta, así que el combate acaba en tablas.</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{name} (seat {number})</source>
        <translation>{name} (asiento {number})</translation>
    </message>
    <message>
        <source>the die</source>
        <translation>el dado</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>descartar {card}</translation>
    </message>
    <message>
        <source>discard nothing</source>
        <translation>no descartar nada</translation>
    </message>
    <message>
        <source>drop {card}</source>
        <translation>soltar {card}</translation>
    </message>
    <message>
        <source>ready {card}</source>
        <translation>preparar {card}</translation>
    </message>
    <message>
        <source>ready nothing</source>
        <translation>no preparar nada</translation>
    </message>
    <message>
        <source>{player} readies nothing.</source>
        <translation>{player} no prepara nada.</translation>
    </message>
    <message>
        <source>attack {target} with {card}</source>
        <translation>atacar a {target} con {card}</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>terminar el turno</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} termina el turno.</translation>
    </message>
    <message>
        <source>counter with {card}</source>
        <translation>contrarrestar con {card}</translation>
    </message>
    <message>
        <source>{player} counters with {card}.</source>
        <translation>{player} contrarresta con {card}.</translation>
    </message>
    <message>
        <source>block with the ready {card}</source>
        <translation>bloquear con {card} preparado</translation>
    </message>
    <message>
        <source>{player} blocks with the ready {card}.</source>
        <translation>{player} bloquea con {card} preparado.</translation>
    </message>
    <message>
        <source>take the blow</source>
        <translation>encajar el golpe</translation>
    </message>
    <message>
        <source>{player} takes the blow.</source>
        <translation>{player} encaja el golpe.</translation>
    </message>
    <message>
        <source>let go of {card}</source>
        <translation>soltar {card}</translation>
    </message>
    <message>
        <source>{player} is disarmed and lets go of {card}.</source>
        <translation>{player} queda desarmado y suelta {card}.</translation>
    </message>
    <message>
        <source>roll for first player for {player}: {face}</source>
        <translation>tirar por el primer turno de {player}: {face}</translation>
    </message>
    <message>
        <source>{player} rolls for first player: {face}.</source>
        <translation>{player} tira por el primer turno: {face}.</translation>
    </message>
    <message>
        <source>roll {face} for {player} against its {guard} defence {needed}: {result}</source>
        <translation>sacar {face} para {player} contra su defensa {guard} de {needed}: {result}</translation>
    </message>
    <message>
        <source>{player} rolls {face} against its {guard} defence {needed}: {result}.</source>
        <translation>{player} saca {face} contra su defensa {guard} de {needed}: {result}.</translation>
    </message>
    <message>
        <source>roll {face} for the target of {player}: {target}</source>
        <translation>sacar {face} para el objetivo de {player}: {target}</translation>
    </message>
    <message>
        <source>{player} rolls {face} for its target: {target}.</source>
        <translation>{player} saca {face} para elegir objetivo: {target}.</translation>
    </message>
    <message>
        <source>roll {face} for the target of {player}: no one, roll again</source>
        <translation>sacar {face} para el objetivo de {player}: nadie, se vuelve a tirar</translation>
    </message>
    <message>
        <source>{player} rolls {face} for its target: no one, it rolls again.</source>
        <translation>{player} saca {face} para elegir objetivo: nadie, vuelve a tirar.</translation>
    </message>
    <message>
        <source>the blow is turned aside</source>
        <translation>el golpe es desviado</translation>
    </message>
    <message>
        <source>the blow lands</source>
        <translation>el golpe acierta</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Alta</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Baja</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Dodge Only</source>
        <translation>Solo Esquiva</translation>
    </message>
    <message>
        <source>One card may be discarded in the Discard phase; the Draw phase then fills the hand back to five (1. Discard, 2. Draw).</source>
        <translation>En la fase de Descarte se puede descartar una carta; la fase de Robo vuelve a llenar la mano hasta cinco (1. Descarte, 2. Robo).</translation>
    </message>
    <message>
        <source>Discarding is optional (1. Discard).</source>
        <translation>Descartar es opcional (1. Descarte).</translation>
    </message>
    <message>
        <source>Ready items may be dropped at the beginning of the Ready phase to free hands for new ones (Dropping Items).</source>
        <translation>Los objetos preparados se pueden soltar al comienzo de la fase de Preparación para liberar las manos para otros nuevos (Soltar objetos).</translation>
    </message>
    <message>
        <source>A ready weapon adds its damage to every attack its wielder makes; readying it costs this turn&apos;s attack (Determining Damage, 3. Ready).</source>
        <translation>Un arma preparada suma su daño a cada ataque de quien la empuña; prepararla cuesta el ataque de este turno (Cálculo del daño, 3. Preparación).</translation>
    </message>
    <message>
        <source>Ready armor takes damage before life until it has absorbed its value; a new armor replaces the old, and readying it costs this turn&apos;s attack (Armor, 3. Ready).</source>
        <translation>La armadura preparada recibe el daño antes que la vida hasta haber absorbido su valor; una armadura nueva sustituye a la anterior, y prepararla cuesta el ataque de este turno (Armadura, 3. Preparación).</translation>
    </message>
    <message>
        <source>A ready shield may counter attacks until its uses are spent; readying it costs this turn&apos;s attack (Shields, 3. Ready).</source>
        <translation>Un escudo preparado puede contrarrestar ataques hasta agotar sus usos; prepararlo cuesta el ataque de este turno (Escudos, 3. Preparación).</translation>
    </message>
    <message>
        <source>A hero who readies no item may attack in the Combat phase (3. Ready, 4. Combat).</source>
        <translation>Un héroe que no prepara ningún objeto puede atacar en la fase de Combate (3. Preparación, 4. Combate).</translation>
    </message>
    <message>
        <source>An attack&apos;s damage is the attacker&apos;s base damage, plus every ready weapon, plus the card&apos;s bonus (Making An Attack, Determining Damage).</source>
        <translation>El daño de un ataque es el daño base del atacante, más cada arma preparada, más la bonificación de la carta (Realizar un ataque, Cálculo del daño).</translation>
    </message>
    <message>
        <source>A hero who readied an item may not attack in the same turn (3. Ready).</source>
        <translation>Un héroe que ha preparado un objeto no puede atacar en el mismo turno (3. Preparación).</translation>
    </message>
    <message>
        <source>Attacking is optional: the turn may end without one (4. Combat).</source>
        <translation>Atacar es opcional: el turno puede terminar sin ataque (4. Combate).</translation>
    </message>
    <message>
        <source>A defence of the attack&apos;s location, or a Dodge, counters it: a countered attack does no damage (Defending).</source>
        <translation>Una defensa de la zona del ataque, o una Esquiva, lo contrarresta: un ataque contrarrestado no hace daño (Defensa).</translation>
    </message>
    <message>
        <source>A ready shield counters an attack and wears one use; it is discarded when its uses are spent (Shields).</source>
        <translation>Un escudo preparado contrarresta un ataque y gasta un uso; se descarta cuando se agotan sus usos (Escudos).</translation>
    </message>
    <message>
        <source>A blow not countered falls on the target&apos;s ready armor first, then on its life (Applying Damage).</source>
        <translation>Un golpe no contrarrestado cae primero sobre la armadura preparada del objetivo y después sobre su vida (Aplicar el daño).</translation>
    </message>
    <message>
        <source>A disarming blow makes its target drop one ready weapon of its choice (ruling SP-14).</source>
        <translation>Un golpe desarmante obliga a su objetivo a soltar un arma preparada a su elección (resolución SP-14).</translation>
    </message>
    <message>
        <source>Each player rolls the die; the highest roll goes first and tied players roll again (Setup, step 2; ruling SP-3).</source>
        <translation>Cada jugador tira el dado; la tirada más alta empieza y los empatados vuelven a tirar (Preparación de la partida, paso 2; resolución SP-3).</translation>
    </message>
    <message>
        <source>A monster defends by rolling its defence number for the attack, or higher, on the die (Monster Defenses).</source>
        <translation>Un monstruo se defiende sacando en el dado su número de defensa contra el ataque, o más (Defensas del monstruo).</translation>
    </message>
    <message>
        <source>In cooperative play the monster chooses its target by a die roll (Cooperative Solitaire; ruling SP-9).</source>
        <translation>En el juego cooperativo el monstruo elige su objetivo con una tirada de dado (Solitario cooperativo; resolución SP-9).</translation>
    </message>
    <message>
        <source>position mismatch: replaying the actions does not give the saved position</source>
        <translation>la posición no coincide: repetir las acciones no da la posición guardada</translation>
    </message>
    <message>
        <source>the deck &apos;{deck}&apos; is not installed (this app deals from &apos;{known}&apos;)</source>
        <translation>el mazo &apos;{deck}&apos; no está instalado (esta aplicación reparte de &apos;{known}&apos;)</translation>
    </message>
    <message>
        <source>not a table the rules set: {problem}</source>
        <translation>no es una mesa que las reglas permitan: {problem}</translation>
    </message>
    <message>
        <source>the bundled Swordplay deck cannot be read: {problem}</source>
        <translation>no se puede leer el mazo de Swordplay incluido: {problem}</translation>
    </message>
</context>
<context>
    <name>SwordplayBoard</name>
    <message>
        <source>Hint (H)</source>
        <translation>Pista (H)</translation>
    </message>
    <message>
        <source>Looking for your best move…</source>
        <translation>Buscando tu mejor jugada…</translation>
    </message>
    <message>
        <source>Hint: {move}. {reason}</source>
        <translation>Pista: {move}. {reason}</translation>
    </message>
    <message>
        <source>Fight log</source>
        <translation>Registro del combate</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revancha</translation>
    </message>
    <message>
        <source>Arena board</source>
        <translation>Tablero de la arena</translation>
    </message>
    <message>
        <source>That card cannot go there now.</source>
        <translation>Esa carta no puede ir ahí ahora.</translation>
    </message>
    <message>
        <source>That card has no play now.</source>
        <translation>Esa carta no tiene jugada ahora.</translation>
    </message>
    <message>
        <source>No card to play now.</source>
        <translation>Ahora no hay carta que jugar.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Descartes: %n carta</numerusform>
            <numerusform>Descartes: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Combat deck: %n card(s)</source>
        <translation>
            <numerusform>Mazo de combate: %n carta</numerusform>
            <numerusform>Mazo de combate: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>d10</source>
        <translation>d10</translation>
    </message>
    <message>
        <source>{hero} (you)</source>
        <translation>{hero} (tú)</translation>
    </message>
    <message>
        <source>Defends on a d10 roll of:</source>
        <translation>Se defiende con una tirada de d10 de:</translation>
    </message>
    <message>
        <source>{guard}: {number} or more</source>
        <translation>{guard}: {number} o más</translation>
    </message>
    <message>
        <source>{guard}: never (the die shows at most 10)</source>
        <translation>{guard}: nunca (el dado no pasa de 10)</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Bajo</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Dodge only</source>
        <translation>Solo esquiva</translation>
    </message>
    <message>
        <source>▶ {name}: this turn</source>
        <translation>▶ {name}: su turno</translation>
    </message>
    <message>
        <source>{monster} (monster)</source>
        <translation>{monster} (monstruo)</translation>
    </message>
    <message>
        <source>{hero} (ally)</source>
        <translation>{hero} (aliado)</translation>
    </message>
    <message>
        <source>Life {life} of {full}. Damage {damage}. Free hands {free} of {hands}. Hand {cards}.</source>
        <translation>Vida {life} de {full}. Daño {damage}. Manos libres {free} de {hands}. Mano {cards}.</translation>
    </message>
    <message>
        <source>{name} is defeated.</source>
        <translation>{name} ha sido derrotado.</translation>
    </message>
    <message>
        <source>Life {life} of {full}. Armor {armor} left. Damage {damage}.</source>
        <translation>Vida {life} de {full}. Quedan {armor} de armadura. Daño {damage}.</translation>
    </message>
    <message>
        <source>absorbed {absorbed} of {value}</source>
        <translation>absorbido {absorbed} de {value}</translation>
    </message>
    <message>
        <source>{left} of {uses} uses left</source>
        <translation>quedan {left} de {uses} usos</translation>
    </message>
    <message>
        <source>+{damage} damage</source>
        <translation>+{damage} de daño</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with {card}.</source>
        <translation>{attacker} ataca a {target} con {card}.</translation>
    </message>
    <message>
        <source>{attacker} attacks with {card}: the die picks the target.</source>
        <translation>{attacker} ataca con {card}: el dado elige el objetivo.</translation>
    </message>
    <message>
        <source>{card}: {play}.</source>
        <translation>{card}: {play}.</translation>
    </message>
    <message>
        <source>{card}: no play now.</source>
        <translation>{card}: sin jugada ahora.</translation>
    </message>
    <message>
        <source>discard it</source>
        <translation>descartarla</translation>
    </message>
    <message>
        <source>drop it</source>
        <translation>soltarla</translation>
    </message>
    <message>
        <source>ready it</source>
        <translation>prepararla</translation>
    </message>
    <message>
        <source>counter the attack with it</source>
        <translation>contrarrestar el ataque con ella</translation>
    </message>
    <message>
        <source>counter the attack with this shield</source>
        <translation>contrarrestar el ataque con este escudo</translation>
    </message>
    <message>
        <source>drop this weapon</source>
        <translation>soltar esta arma</translation>
    </message>
    <message>
        <source>attack {target} with it</source>
        <translation>atacar a {target} con ella</translation>
    </message>
    <message>
        <source>Discard: drag one card to the discard pile, or keep your hand.</source>
        <translation>Descarte: arrastra una carta a los descartes, o quédate con tu mano.</translation>
    </message>
    <message>
        <source>Ready: drag a ready item to the discard pile to drop it, then drag one item from your hand onto your hero, or ready nothing.</source>
        <translation>Preparar: arrastra un objeto preparado a los descartes para soltarlo, luego arrastra un objeto de tu mano a tu héroe, o no prepares nada.</translation>
    </message>
    <message>
        <source>Combat: drag an attack onto a foe, or end your turn without attacking.</source>
        <translation>Combate: arrastra un ataque sobre un rival, o termina tu turno sin atacar.</translation>
    </message>
    <message>
        <source>You are attacked: drag a defence onto your hero, click a ready shield, or take the hit.</source>
        <translation>Te atacan: arrastra una defensa a tu héroe, pulsa un escudo preparado, o encaja el golpe.</translation>
    </message>
    <message>
        <source>You are disarmed: click the weapon you drop.</source>
        <translation>Te han desarmado: pulsa el arma que sueltas.</translation>
    </message>
    <message>
        <source>Combat: you readied an item this turn, so you may not attack (3. Ready). End your turn.</source>
        <translation>Combate: has preparado un objeto este turno, así que no puedes atacar (3. Ready). Termina tu turno.</translation>
    </message>
    <message>
        <source>1. Discard</source>
        <translation>1. Descartar</translation>
    </message>
    <message>
        <source>2. Draw</source>
        <translation>2. Robar</translation>
    </message>
    <message>
        <source>3. Ready</source>
        <translation>3. Preparar</translation>
    </message>
    <message>
        <source>4. Combat</source>
        <translation>4. Combate</translation>
    </message>
    <message>
        <source>{name} is deciding…</source>
        <translation>{name} está decidiendo…</translation>
    </message>
    <message>
        <source>The fight is over.</source>
        <translation>El combate ha terminado.</translation>
    </message>
    <message numerus="yes">
        <source>A standoff is near: if no card is played, discarded or readied in %n more turn(s), the fight ends in a draw.</source>
        <translation>
            <numerusform>Se acerca un punto muerto: si en %n turno más no se juega, descarta ni prepara ninguna carta, el combate acaba en tablas.</numerusform>
            <numerusform>Se acerca un punto muerto: si en %n turnos más no se juega, descarta ni prepara ninguna carta, el combate acaba en tablas.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Keep my hand</source>
        <translation>&amp;Quedarme con mi mano</translation>
    </message>
    <message>
        <source>Ready &amp;nothing</source>
        <translation>No preparar &amp;nada</translation>
    </message>
    <message>
        <source>&amp;End turn</source>
        <translation>&amp;Terminar turno</translation>
    </message>
    <message>
        <source>&amp;Take the hit</source>
        <translation>&amp;Encajar el golpe</translation>
    </message>
    <message>
        <source>Swordplay: Arena (the bundled deck)</source>
        <translation>Swordplay: Arena (el mazo incluido)</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished fight was kept: %n move(s) played.</source>
        <translation>
            <numerusform>Se guardó un combate sin terminar: %n jugada hecha.</numerusform>
            <numerusform>Se guardó un combate sin terminar: %n jugadas hechas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Swordplay games (*{suffix})</source>
        <translation>Partidas de Swordplay (*{suffix})</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Izquierda / Derecha</translation>
    </message>
    <message>
        <source>Choose a card</source>
        <translation>Elegir una carta</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Arriba / Abajo</translation>
    </message>
    <message>
        <source>Choose where it goes</source>
        <translation>Elegir adónde va</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Play the card there</source>
        <translation>Jugar la carta ahí</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Keep the hand, ready nothing, end the turn or take the hit</source>
        <translation>Quedarse con la mano, no preparar nada, terminar el turno o encajar el golpe</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the best move, and why</source>
        <translation>Pista: la mejor jugada, y por qué</translation>
    </message>
    <message>
        <source>Swordplay: Arena</source>
        <translation>Swordplay: Arena</translation>
    </message>
    <message>
        <source>Swordplay: Arena was designed by Dan Ridenhour (Digital Alchemy, 2006). The cards here are the project&apos;s reconstruction from the rulebook.</source>
        <translation>Swordplay: Arena fue diseñado por Dan Ridenhour (Digital Alchemy, 2006). Las cartas de aquí son la reconstrucción del proyecto a partir del reglamento.</translation>
    </message>
    <message>
        <source>Swordplay: Arena &amp;Rules</source>
        <translation>&amp;Reglas de Swordplay: Arena</translation>
    </message>
    <message>
        <source>&amp;Decks</source>
        <translation>&amp;Mazos</translation>
    </message>
    <message>
        <source>Swordplay Deck &amp;Builder…</source>
        <translation>&amp;Constructor de mazos de Swordplay…</translation>
    </message>
    <message>
        <source>Make, check, print, play and measure Swordplay decks of your own</source>
        <translation>Crea, comprueba, imprime, juega y mide mazos de Swordplay propios</translation>
    </message>
    <message>
        <source>&amp;Learn</source>
        <translation>&amp;Aprender</translation>
    </message>
    <message>
        <source>&amp;Course…</source>
        <translation>&amp;Curso…</translation>
    </message>
    <message>
        <source>Short lessons on the arena board, from a turn to a solo fight</source>
        <translation>Lecciones breves en el tablero de la arena, desde un turno hasta un combate en solitario</translation>
    </message>
    <message>
        <source>A new fight: deal {seed}.</source>
        <translation>Un nuevo combate: reparto {seed}.</translation>
    </message>
    <message>
        <source>Resume the fight?</source>
        <translation>¿Reanudar el combate?</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;New Fight</source>
        <translation>&amp;Nuevo combate</translation>
    </message>
    <message>
        <source>The unfinished fight cannot be resumed</source>
        <translation>El combate sin terminar no se puede reanudar</translation>
    </message>
    <message>
        <source>The autosave could not be read: {reason}</source>
        <translation>No se pudo leer el guardado automático: {reason}</translation>
    </message>
    <message>
        <source>It was kept as {path}.</source>
        <translation>Se conservó como {path}.</translation>
    </message>
</context>
<context>
    <name>SwordplayBots</name>
    <message>
        <source>Novice (plays at random)</source>
        <translation>Novato (juega al azar)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
</context>
<context>
    <name>SwordplayCourse</name>
    <message>
        <source>Learn Swordplay: Arena</source>
        <translation>Aprende Swordplay: Arena</translation>
    </message>
    <message>
        <source>Short lessons on the arena board, one rule each, in the order a newcomer needs them. Drag the cards as in a fight: the places a card may go glow, and a move the lesson does not want is refused before it is played. {done} of {total} done.</source>
        <translation>Lecciones cortas en el tablero de la arena, una regla cada una, en el orden en que las necesita quien empieza. Arrastra las cartas como en un combate: los lugares a los que puede ir una carta brillan, y un movimiento que la lección no quiere se rechaza antes de jugarse. {done} de {total} hechas.</translation>
    </message>
    <message>
        <source>The fight ended before the lesson&apos;s goals were met: press Start again.</source>
        <translation>El combate terminó antes de cumplir los objetivos de la lección: pulsa Empezar de nuevo.</translation>
    </message>
</context>
<context>
    <name>SwordplayNewGame</name>
    <message>
        <source>Against the computer</source>
        <translation>Contra el ordenador</translation>
    </message>
    <message>
        <source>Two people on this screen (hot-seat)</source>
        <translation>Dos personas en esta pantalla (por turnos)</translation>
    </message>
    <message>
        <source>Three heroes, free-for-all</source>
        <translation>Tres héroes, todos contra todos</translation>
    </message>
    <message>
        <source>Four heroes, free-for-all</source>
        <translation>Cuatro héroes, todos contra todos</translation>
    </message>
    <message>
        <source>Solo against a monster</source>
        <translation>En solitario contra un monstruo</translation>
    </message>
    <message>
        <source>Co-op: two heroes against a monster</source>
        <translation>Cooperativo: dos héroes contra un monstruo</translation>
    </message>
    <message>
        <source>Co-op: three heroes against a monster</source>
        <translation>Cooperativo: tres héroes contra un monstruo</translation>
    </message>
    <message>
        <source>Two heroes, one against the other</source>
        <translation>Dos héroes, uno contra el otro</translation>
    </message>
    <message>
        <source>Hero {number}</source>
        <translation>Héroe {number}</translation>
    </message>
    <message>
        <source>A person</source>
        <translation>Una persona</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>El ordenador</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>&amp;Monster:</source>
        <translation>&amp;Monstruo:</translation>
    </message>
    <message>
        <source>Computer &amp;strength:</source>
        <translation>&amp;Fuerza del ordenador:</translation>
    </message>
    <message>
        <source>&amp;Realistic Parries (an unarmed hero parries only unarmed attackers)</source>
        <translation>&amp;Paradas realistas (un héroe desarmado solo para a atacantes desarmados)</translation>
    </message>
    <message>
        <source>Heroes</source>
        <translation>Héroes</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Mazo:</translation>
    </message>
</context>
<context>
    <name>SwordplayReplay</name>
    <message>
        <source>Replay: Swordplay: Arena</source>
        <translation>Repetición: Swordplay: Arena</translation>
    </message>
    <message>
        <source>The deal, before the first move.</source>
        <translation>El reparto, antes de la primera jugada.</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Inicio</translation>
    </message>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Atrás</translation>
    </message>
    <message>
        <source>&amp;Forward ▶</source>
        <translation>&amp;Adelante ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Final ▶|</translation>
    </message>
    <message>
        <source>&amp;Continue from here</source>
        <translation>&amp;Continuar desde aquí</translation>
    </message>
</context>
</TS>
