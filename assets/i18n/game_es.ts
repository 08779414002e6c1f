<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Arena</name>
    <message numerus="yes">
        <source>arena: A {bot_a} vs B {bot_b}, %n games, seed {seed}, decks {first} and {second}, variant {variant}</source>
        <translation>
            <numerusform>arena: A {bot_a} contra B {bot_b}, %n partida, semilla {seed}, barajas {first} y {second}, variante {variant}</numerusform>
            <numerusform>arena: A {bot_a} contra B {bot_b}, %n partidas, semilla {seed}, barajas {first} y {second}, variante {variant}</numerusform>
        </translation>
    </message>
    <message>
        <source>A wins {wins}, draws {draws}, losses {losses}</source>
        <translation>victorias de A {wins}, empates {draws}, derrotas {losses}</translation>
    </message>
    <message numerus="yes">
        <source>decision time {label} {bot}: mean {mean} s, p95 {p95} s over %n decisions; forced moves max {forced} ms over {moves}</source>
        <translation>
            <numerusform>tiempo de decisión {label} {bot}: media {mean} s, p95 {p95} s en %n decisión; jugadas forzadas máx. {forced} ms en {moves}</numerusform>
            <numerusform>tiempo de decisión {label} {bot}: media {mean} s, p95 {p95} s en %n decisiones; jugadas forzadas máx. {forced} ms en {moves}</numerusform>
        </translation>
    </message>
    <message>
        <source>games per minute: {rate}</source>
        <translation>partidas por minuto: {rate}</translation>
    </message>
    <message>
        <source>challenger win rate: {rate}</source>
        <translation>porcentaje de victorias del Retador: {rate}</translation>
    </message>
    <message>
        <source>deck win rate: both seats play {deck}</source>
        <translation>porcentaje de victorias por baraja: ambos asientos juegan {deck}</translation>
    </message>
    <message>
        <source>deck win rate {deck}: {rate}</source>
        <translation>porcentaje de victorias de {deck}: {rate}</translation>
    </message>
    <message>
        <source>{rate}% [{low}%, {high}%]</source>
        <translation>{rate} % [{low} %, {high} %]</translation>
    </message>
    <message>
        <source>unknown bot {name}: choose from {bots}</source>
        <translation>bot desconocido {name}: elige entre {bots}</translation>
    </message>
    <message>
        <source>arena: A {bot_a} vs B {bot_b}, seed {seed}, decks {first} and {second}, variant {variant}</source>
        <translation>arena: A {bot_a} contra B {bot_b}, semilla {seed}, barajas {first} y {second}, variante {variant}</translation>
    </message>
    <message>
        <source>arena: {problem}</source>
        <translation>arena: {problem}</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>Novice</source>
        <translation>Novicio</translation>
    </message>
    <message>
        <source>Scholar</source>
        <translation>Escolar</translation>
    </message>
    <message>
        <source>Free Scholar</source>
        <translation>Escolar libre</translation>
    </message>
    <message>
        <source>Provost</source>
        <translation>Preboste</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Grand Master</source>
        <translation>Gran Maestro</translation>
    </message>
    <message>
        <source>{name}</source>
        <translation>{name}</translation>
    </message>
    <message>
        <source>{name} ({title})</source>
        <translation>{name} ({title})</translation>
    </message>
    <message>
        <source>{name} ({title}, the default)</source>
        <translation>{name} ({title}, el predeterminado)</translation>
    </message>
    <message>
        <source>{first}, {then}</source>
        <translation>{first}, {then}</translation>
    </message>
    <message>
        <source>The learned evaluation is not available ({problem}): the search uses the heuristic&apos;s.</source>
        <translation>La evaluación aprendida no está disponible ({problem}): la búsqueda usa la de la heurística.</translation>
    </message>
</context>
<context>
    <name>DeckRules</name>
    <message>
        <source>a virtue is listed twice</source>
        <translation>una virtud aparece dos veces</translation>
    </message>
    <message>
        <source>an icon is listed twice</source>
        <translation>un símbolo aparece dos veces</translation>
    </message>
    <message>
        <source>the cycle icon belongs on skill cards, not strikes</source>
        <translation>el símbolo de Ciclo va en las cartas de Habilidad, no en los Golpes</translation>
    </message>
    <message>
        <source>only a Punta can carry the exchange icon</source>
        <translation>solo una Punta puede llevar el símbolo de Intercambio</translation>
    </message>
    <message>
        <source>every cut carries a half sun: top_left or top_right</source>
        <translation>todo Corte lleva medio Sol: top_left o top_right</translation>
    </message>
    <message>
        <source>a thrust carries no sun half</source>
        <translation>una Estocada no lleva medio Sol</translation>
    </message>
    <message>
        <source>a Stretto card needs a Moon-and-Night half inside or outside</source>
        <translation>una carta Stretto necesita una mitad de Luna y Noche, interna o externa</translation>
    </message>
    <message>
        <source>a {effect} effect is not played at {timing}, only at {timings}</source>
        <translation>un efecto {effect} no se juega en {timing}, solo en {timings}</translation>
    </message>
    <message>
        <source>a deck has {wanted} cards, found {found}</source>
        <translation>una baraja tiene {wanted} cartas, y esta tiene {found}</translation>
    </message>
    <message>
        <source>a deck has {wanted} Basic cards, found {found}</source>
        <translation>una baraja tiene {wanted} cartas Básicas, y esta tiene {found}</translation>
    </message>
    <message>
        <source>a deck has one {virtue} card, found {found}</source>
        <translation>una baraja tiene una carta de {virtue}, y esta tiene {found}</translation>
    </message>
    <message>
        <source>card id &apos;{id}&apos; is used twice</source>
        <translation>el id de carta &apos;{id}&apos; se usa dos veces</translation>
    </message>
    <message>
        <source>no posta has the id &apos;{id}&apos;</source>
        <translation>ninguna Posta tiene el id &apos;{id}&apos;</translation>
    </message>
    <message>
        <source>&apos;{id}&apos; needs exactly one perfect counter-remedy in the deck, it has {found}</source>
        <translation>&apos;{id}&apos; necesita exactamente un Contrarremedio perfecto en la baraja, y tiene {found}</translation>
    </message>
</context>
<context>
    <name>Effects</name>
    <message>
        <source>Virtue bonus</source>
        <translation>Bonificación de Virtud</translation>
    </message>
    <message>
        <source>Extra virtue for the first strike played after it.</source>
        <translation>Virtud adicional para el primer Golpe jugado después.</translation>
    </message>
    <message>
        <source>Change posta</source>
        <translation>Cambiar de Posta</translation>
    </message>
    <message>
        <source>Take another Posta from your pile after the reveal.</source>
        <translation>Toma otra Posta de tu pila tras revelarlas.</translation>
    </message>
    <message>
        <source>See posta</source>
        <translation>Ver la Posta</translation>
    </message>
    <message>
        <source>The opponent must choose a Posta first and show it to you before you choose yours.</source>
        <translation>El oponente debe elegir primero una Posta y mostrártela antes de que elijas la tuya.</translation>
    </message>
    <message>
        <source>Avoid attack</source>
        <translation>Esquivar el Ataque</translation>
    </message>
    <message>
        <source>Void an attack instead of reacting to it; the attacker ends in the strike&apos;s End Posta.</source>
        <translation>Anula un Ataque en lugar de reaccionar a él; el atacante acaba en la Posta Final del Golpe.</translation>
    </message>
    <message>
        <source>Feint</source>
        <translation>Finta</translation>
    </message>
    <message>
        <source>After the opponent parries your attack, strike again with another eligible attack.</source>
        <translation>Después de que el oponente pare tu Ataque, golpea de nuevo con otro Ataque Factible.</translation>
    </message>
    <message>
        <source>Cancel skill</source>
        <translation>Cancelar Habilidad</translation>
    </message>
    <message>
        <source>Cancel the Skill card the opponent has just played.</source>
        <translation>Cancela la carta de Habilidad que el oponente acaba de jugar.</translation>
    </message>
    <message>
        <source>Force first</source>
        <translation>Obligar a empezar</translation>
    </message>
    <message>
        <source>Out of Measure: the opponent must attack or change Posta before you act.</source>
        <translation>Fuera de Alcance: el oponente debe atacar o cambiar de Posta antes de que actúes.</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>When attacked, answer with one of the named blows as an attack of your own.</source>
        <translation>Cuando te atacan, responde con uno de los golpes nombrados como Ataque propio.</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Audatia</source>
        <translation>Audatia</translation>
    </message>
</context>
<context>
    <name>Gauntlet</name>
    <message numerus="yes">
        <source>{played}/%n games</source>
        <translation>
            <numerusform>{played}/%n partida</numerusform>
            <numerusform>{played}/%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>{deck} cannot be played: {place}: {problem}</source>
        <translation>{deck} no se puede jugar: {place}: {problem}</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>ninguna partida</translation>
    </message>
    <message>
        <source>{rate}% [{low}%, {high}%] of {games}</source>
        <translation>{rate} % [{low} %, {high} %] de {games}</translation>
    </message>
    <message numerus="yes">
        <source>cancelled after {played} of %n games</source>
        <translation>
            <numerusform>cancelado tras {played} de %n partida</numerusform>
            <numerusform>cancelado tras {played} de %n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>the bundled decks</source>
        <translation>las barajas incluidas</translation>
    </message>
    <message numerus="yes">
        <source>gauntlet: {deck}, {bot} on both sides, %n deals per pairing, seed {seed}, {state}, {seconds} s</source>
        <translation>
            <numerusform>gauntlet: {deck}, {bot} en ambos lados, %n reparto por emparejamiento, semilla {seed}, {state}, {seconds} s</numerusform>
            <numerusform>gauntlet: {deck}, {bot} en ambos lados, %n repartos por emparejamiento, semilla {seed}, {state}, {seconds} s</numerusform>
        </translation>
    </message>
    <message>
        <source>win rates with 95% Wilson intervals: overall / as challenger / as respondent</source>
        <translation>porcentajes de victoria con intervalos de Wilson al 95 %: en total / como Retador / como Retado</translation>
    </message>
    <message>
        <source>  {deck} vs {opponent}: {overall} / {challenger} / {respondent}</source>
        <translation>  {deck} contra {opponent}: {overall} / {challenger} / {respondent}</translation>
    </message>
    <message>
        <source>{deck} (the deck tested):</source>
        <translation>{deck} (la baraja probada):</translation>
    </message>
    <message>
        <source>    ({deck} vs {opponent}: {overall})</source>
        <translation>    ({deck} contra {opponent}: {overall})</translation>
    </message>
    <message>
        <source>all opponents</source>
        <translation>todos los rivales</translation>
    </message>
    <message>
        <source>bundled decks against each other:</source>
        <translation>las barajas incluidas entre sí:</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hint: {reason}</source>
        <translation>Pista: {reason}</translation>
    </message>
    <message>
        <source>Hint: {reason} Also weighed: {others}.</source>
        <translation>Pista: {reason} También se sopesó: {others}.</translation>
    </message>
    <message>
        <source>{move} ({share}%)</source>
        <translation>{move} ({share} %)</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>{line} Your chance of winning from here: about {chance}% for you.</source>
        <translation>{line} Tu probabilidad de ganar desde aquí: alrededor del {chance}% para ti.</translation>
    </message>
    <message>
        <source>{line} Best two moves: {first} (won about {first_chance}% of the imagined bouts), {second} (about {second_chance}%).</source>
        <translation>{line} Las dos mejores jugadas: {first} (ganó alrededor del {first_chance}% de los asaltos imaginados), {second} (alrededor del {second_chance}%).</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>Why: {why}</source>
        <translation>Por qué: {why}</translation>
    </message>
    <message>
        <source>New game: {challenger} challenges {challenged}. Seed {seed}.</source>
        <translation>Nueva partida: {challenger} reta a {challenged}. Semilla {seed}.</translation>
    </message>
    <message>
        <source>A network game: {challenger} challenges {challenged}.</source>
        <translation>Una partida en red: {challenger} reta a {challenged}.</translation>
    </message>
    <message>
        <source>{first} {then}</source>
        <translation>{first} {then}</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>La mesa</translation>
    </message>
    <message>
        <source>{fencer} wins: {reason}.</source>
        <translation>{fencer} gana: {reason}.</translation>
    </message>
    <message>
        <source>The game is drawn: {reason}.</source>
        <translation>La partida acaba en empate: {reason}.</translation>
    </message>
    <message>
        <source>{fencer} parries with {card}: {bind} bind.</source>
        <translation>{fencer} para con {card}: Ligamento {bind}.</translation>
    </message>
    <message>
        <source>{bind} bind.</source>
        <translation>Ligamento {bind}.</translation>
    </message>
    <message>
        <source>{fencer} chooses a Posta, and both are revealed.</source>
        <translation>{fencer} elige una Posta, y se revelan las dos.</translation>
    </message>
    <message>
        <source>{fencer} makes an Audatia Entry: closes in with the remedy {card}.</source>
        <translation>{fencer} hace una Entrada Audaz: cierra distancia con el Remedio {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{fencer} trades %n cards face down for one from the deck.</source>
        <translation>
            <numerusform>{fencer} hace un Canje de %n carta boca abajo por una de la baraja.</numerusform>
            <numerusform>{fencer} hace un Canje de %n cartas boca abajo por una de la baraja.</numerusform>
        </translation>
    </message>
    <message>
        <source>{fencer} draws {card}.</source>
        <translation>{fencer} roba {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{fencer} draws %n cards.</source>
        <translation>
            <numerusform>{fencer} roba %n carta.</numerusform>
            <numerusform>{fencer} roba %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{fencer} discards {card}: it cannot be played here.</source>
        <translation>{fencer} descarta {card}: aquí no se puede jugar.</translation>
    </message>
    <message>
        <source>{fencer} chooses {card} (hidden from the opponent).</source>
        <translation>{fencer} elige {card} (oculta al oponente).</translation>
    </message>
    <message>
        <source>{fencer} takes {virtue}.</source>
        <translation>{fencer} toma {virtue}.</translation>
    </message>
    <message>
        <source>{fencer} gains +{amount} {virtue} for the first strike.</source>
        <translation>{fencer} gana +{amount} de {virtue} para el primer Golpe.</translation>
    </message>
    <message>
        <source>{fencer} exchanges with {card}.</source>
        <translation>{fencer} intercambia con {card}.</translation>
    </message>
    <message>
        <source>{fencer} exchanges with {card} against the extended Posta.</source>
        <translation>{fencer} intercambia con {card} contra la Posta Extensa.</translation>
    </message>
    <message>
        <source>{fencer} avoids the attack with {card}, ending in {posta}.</source>
        <translation>{fencer} esquiva el Ataque con {card} y acaba en {posta}.</translation>
    </message>
    <message>
        <source>The blades slide: {fencer}&apos;s Stack moves to the left.</source>
        <translation>Las espadas se deslizan: la Pila de {fencer} se mueve a la izquierda.</translation>
    </message>
    <message>
        <source>The blades slide: {fencer}&apos;s Stack moves to the middle.</source>
        <translation>Las espadas se deslizan: la Pila de {fencer} se mueve al centro.</translation>
    </message>
    <message>
        <source>The blades slide: {fencer}&apos;s Stack moves to the right.</source>
        <translation>Las espadas se deslizan: la Pila de {fencer} se mueve a la derecha.</translation>
    </message>
    <message>
        <source>The blades slide to your left: your Stack moves, and pushes {opponent}&apos;s along.</source>
        <translation>Las espadas se deslizan a tu izquierda: tu Pila se mueve y empuja la de {opponent} con ella.</translation>
    </message>
    <message>
        <source>The blades slide to your right: your Stack moves, and pushes {opponent}&apos;s along.</source>
        <translation>Las espadas se deslizan a tu derecha: tu Pila se mueve y empuja la de {opponent} con ella.</translation>
    </message>
    <message>
        <source>The blades slide to your left: your Stack moves; {opponent}&apos;s stays where it is.</source>
        <translation>Las espadas se deslizan a tu izquierda: tu Pila se mueve; la de {opponent} se queda donde está.</translation>
    </message>
    <message>
        <source>The blades slide to your right: your Stack moves; {opponent}&apos;s stays where it is.</source>
        <translation>Las espadas se deslizan a tu derecha: tu Pila se mueve; la de {opponent} se queda donde está.</translation>
    </message>
    <message>
        <source>The blades slide to your left: {fencer}&apos;s Stack moves, and pushes yours along.</source>
        <translation>Las espadas se deslizan a tu izquierda: la Pila de {fencer} se mueve y empuja la tuya con ella.</translation>
    </message>
    <message>
        <source>The blades slide to your right: {fencer}&apos;s Stack moves, and pushes yours along.</source>
        <translation>Las espadas se deslizan a tu derecha: la Pila de {fencer} se mueve y empuja la tuya con ella.</translation>
    </message>
    <message>
        <source>The blades slide to your left: {fencer}&apos;s Stack moves; yours stays where it is.</source>
        <translation>Las espadas se deslizan a tu izquierda: la Pila de {fencer} se mueve; la tuya se queda donde está.</translation>
    </message>
    <message>
        <source>The blades slide to your right: {fencer}&apos;s Stack moves; yours stays where it is.</source>
        <translation>Las espadas se deslizan a tu derecha: la Pila de {fencer} se mueve; la tuya se queda donde está.</translation>
    </message>
    <message>
        <source>The blades slide: {fencer}&apos;s Stack moves to {fencer}&apos;s left, and pushes {opponent}&apos;s Stack to {opponent}&apos;s right.</source>
        <translation>Las espadas se deslizan: la Pila de {fencer} se mueve a la izquierda de {fencer} y empuja la Pila de {opponent} a la derecha de {opponent}.</translation>
    </message>
    <message>
        <source>The blades slide: {fencer}&apos;s Stack moves to {fencer}&apos;s right, and pushes {opponent}&apos;s Stack to {opponent}&apos;s left.</source>
        <translation>Las espadas se deslizan: la Pila de {fencer} se mueve a la derecha de {fencer} y empuja la Pila de {opponent} a la izquierda de {opponent}.</translation>
    </message>
    <message>
        <source>The blades slide: {fencer}&apos;s Stack moves to {fencer}&apos;s left; {opponent}&apos;s stays where it is.</source>
        <translation>Las espadas se deslizan: la Pila de {fencer} se mueve a la izquierda de {fencer}; la de {opponent} se queda donde está.</translation>
    </message>
    <message>
        <source>The blades slide: {fencer}&apos;s Stack moves to {fencer}&apos;s right; {opponent}&apos;s stays where it is.</source>
        <translation>Las espadas se deslizan: la Pila de {fencer} se mueve a la derecha de {fencer}; la de {opponent} se queda donde está.</translation>
    </message>
    <message>
        <source>The Stretto Side card allows remedies on either side.</source>
        <translation>La carta de Lado Stretto permite Remedios en cualquier lado.</translation>
    </message>
    <message>
        <source>{fencer} turns the Stretto Side card: Inside remedies only.</source>
        <translation>{fencer} gira la carta de Lado Stretto: solo Remedios Internos.</translation>
    </message>
    <message>
        <source>{fencer} turns the Stretto Side card: Outside remedies only.</source>
        <translation>{fencer} gira la carta de Lado Stretto: solo Remedios Externos.</translation>
    </message>
    <message>
        <source>{fencer} counters with {card}: a perfect counter!</source>
        <translation>{fencer} contrarresta con {card}: ¡un Contrarremedio perfecto!</translation>
    </message>
    <message>
        <source>{fencer} could not attack: draw number {number}.</source>
        <translation>{fencer} no pudo atacar: empate número {number}.</translation>
    </message>
    <message>
        <source>the opponent has no strike left</source>
        <translation>al oponente no le queda ningún Golpe</translation>
    </message>
    <message>
        <source>{fencer} scores a point: {reason}.</source>
        <translation>{fencer} anota un punto: {reason}.</translation>
    </message>
    <message>
        <source>({event})</source>
        <translation>({event})</translation>
    </message>
    <message>
        <source>{fencer} salutes.</source>
        <translation>{fencer} saluda.</translation>
    </message>
    <message>
        <source>{fencer} is shown the opponent&apos;s Posta: {card}.</source>
        <translation>A {fencer} se le muestra la Posta del oponente: {card}.</translation>
    </message>
    <message>
        <source>{fencer} stands in {card}.</source>
        <translation>{fencer} está en {card}.</translation>
    </message>
    <message>
        <source>{card} is cancelled.</source>
        <translation>Se cancela {card}.</translation>
    </message>
    <message>
        <source>{card} takes effect.</source>
        <translation>{card} surte efecto.</translation>
    </message>
    <message>
        <source>{fencer} feints with {card}: a new strike follows.</source>
        <translation>{fencer} finta con {card}: sigue un nuevo Golpe.</translation>
    </message>
    <message>
        <source>{fencer} makes an Audatia Entry with {card}.</source>
        <translation>{fencer} hace una Entrada Audaz con {card}.</translation>
    </message>
    <message>
        <source>The fencers break off and return Out of Measure.</source>
        <translation>Los esgrimistas hacen una Salida y vuelven a Fuera de Alcance.</translation>
    </message>
    <message>
        <source>{fencer} lays {card} face down in the row.</source>
        <translation>{fencer} pone {card} boca abajo en la fila.</translation>
    </message>
    <message>
        <source>{fencer} turns up {card} from the row.</source>
        <translation>{fencer} descubre {card} de la fila.</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>discard {card}</source>
        <translation>descartar {card}</translation>
    </message>
    <message>
        <source>{fencer} discards {card}.</source>
        <translation>{fencer} descarta {card}.</translation>
    </message>
    <message>
        <source>keep the hand</source>
        <translation>quedarse la mano</translation>
    </message>
    <message>
        <source>{fencer} keeps the hand.</source>
        <translation>{fencer} se queda la mano.</translation>
    </message>
    <message>
        <source>take {choice}</source>
        <translation>tomar {choice}</translation>
    </message>
    <message>
        <source>{fencer} takes {choice}.</source>
        <translation>{fencer} toma {choice}.</translation>
    </message>
    <message>
        <source>salute, discarding {card}</source>
        <translation>saludar, descartando {card}</translation>
    </message>
    <message>
        <source>{fencer} salutes, discarding {card}.</source>
        <translation>{fencer} saluda, descartando {card}.</translation>
    </message>
    <message>
        <source>decline</source>
        <translation>rehusar</translation>
    </message>
    <message>
        <source>{fencer} declines.</source>
        <translation>{fencer} rehúsa.</translation>
    </message>
    <message>
        <source>trade {card} and {card2} for a new card</source>
        <translation>hacer un Canje de {card} y {card2} por una carta nueva</translation>
    </message>
    <message>
        <source>{fencer} trades {card} and {card2} for a new card.</source>
        <translation>{fencer} hace un Canje de {card} y {card2} por una carta nueva.</translation>
    </message>
    <message>
        <source>trade two cards face down for a new card</source>
        <translation>hacer un Canje de dos cartas boca abajo por una carta nueva</translation>
    </message>
    <message>
        <source>{fencer} trades two cards face down for a new card.</source>
        <translation>{fencer} hace un Canje de dos cartas boca abajo por una carta nueva.</translation>
    </message>
    <message>
        <source>stop trading</source>
        <translation>dejar de hacer Canjes</translation>
    </message>
    <message>
        <source>{fencer} stops trading.</source>
        <translation>{fencer} deja de hacer Canjes.</translation>
    </message>
    <message>
        <source>choose {card}</source>
        <translation>elegir {card}</translation>
    </message>
    <message>
        <source>{fencer} chooses {card}.</source>
        <translation>{fencer} elige {card}.</translation>
    </message>
    <message>
        <source>choose a Posta in secret</source>
        <translation>elegir una Posta en secreto</translation>
    </message>
    <message>
        <source>{fencer} chooses a Posta in secret.</source>
        <translation>{fencer} elige una Posta en secreto.</translation>
    </message>
    <message>
        <source>change to {card}</source>
        <translation>cambiar a {card}</translation>
    </message>
    <message>
        <source>{fencer} changes to {card}.</source>
        <translation>{fencer} cambia a {card}.</translation>
    </message>
    <message>
        <source>attack with {card}</source>
        <translation>atacar con {card}</translation>
    </message>
    <message>
        <source>{fencer} attacks with {card}.</source>
        <translation>{fencer} ataca con {card}.</translation>
    </message>
    <message>
        <source>beat the extended Posta aside with {card}</source>
        <translation>apartar la Posta Extensa con {card}</translation>
    </message>
    <message>
        <source>{fencer} beats the extended Posta aside with {card}.</source>
        <translation>{fencer} aparta la Posta Extensa con {card}.</translation>
    </message>
    <message>
        <source>parry with {card}</source>
        <translation>parar con {card}</translation>
    </message>
    <message>
        <source>{fencer} parries with {card}.</source>
        <translation>{fencer} para con {card}.</translation>
    </message>
    <message>
        <source>counterattack with {card}</source>
        <translation>contraatacar con {card}</translation>
    </message>
    <message>
        <source>{fencer} counterattacks with {card}.</source>
        <translation>{fencer} contraataca con {card}.</translation>
    </message>
    <message>
        <source>exchange thrusts with {card}</source>
        <translation>intercambiar Estocadas con {card}</translation>
    </message>
    <message>
        <source>{fencer} exchanges thrusts with {card}.</source>
        <translation>{fencer} intercambia Estocadas con {card}.</translation>
    </message>
    <message>
        <source>break the thrust with {card}</source>
        <translation>romper la Estocada con {card}</translation>
    </message>
    <message>
        <source>{fencer} breaks the thrust with {card}.</source>
        <translation>{fencer} rompe la Estocada con {card}.</translation>
    </message>
    <message>
        <source>defend with {card}</source>
        <translation>defender con {card}</translation>
    </message>
    <message>
        <source>{fencer} defends with {card}.</source>
        <translation>{fencer} defiende con {card}.</translation>
    </message>
    <message>
        <source>close in with the remedy {card}</source>
        <translation>cerrar distancia con el Remedio {card}</translation>
    </message>
    <message>
        <source>{fencer} closes in with the remedy {card}.</source>
        <translation>{fencer} cierra distancia con el Remedio {card}.</translation>
    </message>
    <message>
        <source>counter with {card}</source>
        <translation>contrarrestar con {card}</translation>
    </message>
    <message>
        <source>{fencer} counters with {card}.</source>
        <translation>{fencer} contrarresta con {card}.</translation>
    </message>
    <message>
        <source>play the skill {card}</source>
        <translation>jugar la Habilidad {card}</translation>
    </message>
    <message>
        <source>{fencer} plays the skill {card}.</source>
        <translation>{fencer} juega la Habilidad {card}.</translation>
    </message>
    <message>
        <source>turn the Stretto Side card {choice}</source>
        <translation>girar la carta de Lado Stretto a {choice}</translation>
    </message>
    <message>
        <source>{fencer} turns the Stretto Side card {choice}.</source>
        <translation>{fencer} gira la carta de Lado Stretto a {choice}.</translation>
    </message>
    <message>
        <source>wait</source>
        <translation>esperar</translation>
    </message>
    <message>
        <source>{fencer} waits.</source>
        <translation>{fencer} espera.</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>{fencer} passes.</source>
        <translation>{fencer} pasa.</translation>
    </message>
    <message>
        <source>lay {card} next in the row</source>
        <translation>poner {card} a continuación en la fila</translation>
    </message>
    <message>
        <source>{fencer} lays {card} next in the row.</source>
        <translation>{fencer} pone {card} a continuación en la fila.</translation>
    </message>
    <message>
        <source>lay a card face down in the row</source>
        <translation>poner una carta boca abajo en la fila</translation>
    </message>
    <message>
        <source>{fencer} lays a card face down in the row.</source>
        <translation>{fencer} pone una carta boca abajo en la fila.</translation>
    </message>
    <message>
        <source>cycle {card} for a new card</source>
        <translation>hacer un Ciclo de {card} por una carta nueva</translation>
    </message>
    <message>
        <source>{fencer} cycles {card} for a new card.</source>
        <translation>{fencer} hace un Ciclo de {card} por una carta nueva.</translation>
    </message>
    <message>
        <source>do not salute</source>
        <translation>no saludar</translation>
    </message>
    <message>
        <source>{fencer} does not salute.</source>
        <translation>{fencer} no saluda.</translation>
    </message>
    <message>
        <source>do not return the salute</source>
        <translation>no devolver el Saludo</translation>
    </message>
    <message>
        <source>{fencer} does not return the salute.</source>
        <translation>{fencer} no devuelve el Saludo.</translation>
    </message>
    <message>
        <source>let the skill stand</source>
        <translation>dejar que la Habilidad surta efecto</translation>
    </message>
    <message>
        <source>{fencer} lets the skill stand.</source>
        <translation>{fencer} deja que la Habilidad surta efecto.</translation>
    </message>
    <message>
        <source>play no skill</source>
        <translation>no jugar ninguna Habilidad</translation>
    </message>
    <message>
        <source>{fencer} plays no skill.</source>
        <translation>{fencer} no juega ninguna Habilidad.</translation>
    </message>
    <message>
        <source>let the moment pass</source>
        <translation>dejar pasar el momento</translation>
    </message>
    <message>
        <source>{fencer} lets the moment pass.</source>
        <translation>{fencer} deja pasar el momento.</translation>
    </message>
    <message>
        <source>go on without an Audatia Entry or a Feint</source>
        <translation>seguir sin Entrada Audaz ni Finta</translation>
    </message>
    <message>
        <source>{fencer} goes on without an Audatia Entry or a Feint.</source>
        <translation>{fencer} sigue sin Entrada Audaz ni Finta.</translation>
    </message>
    <message>
        <source>make an Audatia Entry with {card}</source>
        <translation>hacer una Entrada Audaz con {card}</translation>
    </message>
    <message>
        <source>{fencer} makes an Audatia Entry with {card}.</source>
        <translation>{fencer} hace una Entrada Audaz con {card}.</translation>
    </message>
    <message>
        <source>strike again with {card}</source>
        <translation>golpear de nuevo con {card}</translation>
    </message>
    <message>
        <source>{fencer} strikes again with {card}.</source>
        <translation>{fencer} golpea de nuevo con {card}.</translation>
    </message>
    <message>
        <source>wait in the Stretto</source>
        <translation>esperar en el Stretto</translation>
    </message>
    <message>
        <source>{fencer} waits in the Stretto.</source>
        <translation>{fencer} espera en el Stretto.</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>una carta</translation>
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
        <source>Last move: {move}</source>
        <translation>Última jugada: {move}</translation>
    </message>
    <message>
        <source>Play hint: {move}</source>
        <translation>Jugar la pista: {move}</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>{number}. {fencer}: {move}</source>
        <translation>{number}. {fencer}: {move}</translation>
    </message>
</context>
<context>
    <name>Save</name>
    <message>
        <source>cannot create the autosave folder: {problem}</source>
        <translation>no se puede crear la carpeta del guardado automático: {problem}</translation>
    </message>
    <message>
        <source>a blow is listed twice</source>
        <translation>un golpe aparece dos veces</translation>
    </message>
    <message>
        <source>a {effect} effect names a virtue</source>
        <translation>un efecto {effect} nombra una Virtud</translation>
    </message>
    <message>
        <source>a {effect} effect names no virtue</source>
        <translation>un efecto {effect} no nombra ninguna Virtud</translation>
    </message>
    <message>
        <source>a {effect} effect names no blows</source>
        <translation>un efecto {effect} no nombra ningún golpe</translation>
    </message>
    <message>
        <source>the file is truncated: it ends too early</source>
        <translation>el archivo está truncado: acaba demasiado pronto</translation>
    </message>
    <message>
        <source>the game could not be saved correctly ({problem})</source>
        <translation>la partida no se pudo guardar correctamente ({problem})</translation>
    </message>
    <message>
        <source>the actions differ</source>
        <translation>las jugadas no coinciden</translation>
    </message>
    <message>
        <source>cannot write {name}: {problem}</source>
        <translation>no se puede escribir {name}: {problem}</translation>
    </message>
    <message>
        <source>cannot read {name}: {problem}</source>
        <translation>no se puede leer {name}: {problem}</translation>
    </message>
    <message>
        <source>cannot read {name}: it is {kind}</source>
        <translation>no se puede leer {name}: es {kind}</translation>
    </message>
    <message>
        <source>the file is too large for a save (over {count} bytes)</source>
        <translation>el archivo es demasiado grande para una partida guardada (más de {count} bytes)</translation>
    </message>
    <message>
        <source>not a save: byte {index} is not UTF-8 text</source>
        <translation>no es una partida guardada: el byte {index} no es texto UTF-8</translation>
    </message>
    <message>
        <source>not a save: &apos;{word}&apos; is not allowed in a save</source>
        <translation>no es una partida guardada: &apos;{word}&apos; no se admite en una partida guardada</translation>
    </message>
    <message>
        <source>not a save: the key &apos;{key}&apos; appears twice in one object</source>
        <translation>no es una partida guardada: la clave &apos;{key}&apos; aparece dos veces en un objeto</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>not a save: invalid JSON at line {line} column {column} ({problem})</source>
        <translation>no es una partida guardada: JSON no válido en la línea {line}, columna {column} ({problem})</translation>
    </message>
    <message>
        <source>not a save: the JSON is nested too deeply</source>
        <translation>no es una partida guardada: el JSON está anidado a demasiada profundidad</translation>
    </message>
    <message>
        <source>not a save: a number is too large ({problem})</source>
        <translation>no es una partida guardada: un número es demasiado grande ({problem})</translation>
    </message>
    <message>
        <source>not a save: the file is JSON but not an Audatia save object</source>
        <translation>no es una partida guardada: el archivo es JSON, pero no una partida guardada de Audatia</translation>
    </message>
    <message>
        <source>not a save: the &apos;format&apos; field is not {formats}</source>
        <translation>no es una partida guardada: el campo &apos;format&apos; no es {formats}</translation>
    </message>
    <message>
        <source>this save is of the game &apos;{game}&apos;, which is not installed in this app</source>
        <translation>esta partida guardada es del juego &apos;{game}&apos;, que no está instalado en esta aplicación</translation>
    </message>
    <message>
        <source>the game &apos;{game}&apos; cannot be saved</source>
        <translation>el juego &apos;{game}&apos; no se puede guardar</translation>
    </message>
    <message>
        <source>save format version {version} is newer than this app reads ({known})</source>
        <translation>la versión {version} del formato de partida guardada es más nueva que la que lee esta aplicación ({known})</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a seat (A or B)</source>
        <translation>&apos;{word}&apos; no es un asiento (A o B)</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a computer player (one of: {names})</source>
        <translation>&apos;{word}&apos; no es un jugador del ordenador (uno de: {names})</translation>
    </message>
    <message>
        <source>the decks cannot start a game ({error})</source>
        <translation>las barajas no pueden empezar una partida ({error})</translation>
    </message>
    <message>
        <source>action {number} of {count} (&apos;{text}&apos;) is not valid notation: {problem}</source>
        <translation>la jugada {number} de {count} (&apos;{text}&apos;) no es una notación válida: {problem}</translation>
    </message>
    <message>
        <source>action {number} of {count} (&apos;{text}&apos;) comes after the end of the game</source>
        <translation>la jugada {number} de {count} (&apos;{text}&apos;) llega después del final de la partida</translation>
    </message>
    <message>
        <source>action {number} of {count} (&apos;{text}&apos;) is illegal here: {problem}</source>
        <translation>la jugada {number} de {count} (&apos;{text}&apos;) no es legal aquí: {problem}</translation>
    </message>
    <message>
        <source>action {number} of {count} (&apos;{text}&apos;) could not be replayed ({problem})</source>
        <translation>la jugada {number} de {count} (&apos;{text}&apos;) no se pudo reproducir ({problem})</translation>
    </message>
    <message>
        <source>position mismatch: replaying the actions does not give the saved position (line {line}: &apos;{text}&apos;)</source>
        <translation>la posición no coincide: reproducir las jugadas no da la posición guardada (línea {line}: &apos;{text}&apos;)</translation>
    </message>
    <message>
        <source>The game opens after move {last} of {count}: under today&apos;s rules move {number} (&apos;{text}&apos;) is illegal here: {problem}</source>
        <translation>La partida se abre tras la jugada {last} de {count}: con las reglas de hoy la jugada {number} (&apos;{text}&apos;) no es legal aquí: {problem}</translation>
    </message>
    <message>
        <source>The game opens after move {last} of {count}: under today&apos;s rules move {number}, made by {fencer}, is illegal here.</source>
        <translation>La partida se abre tras la jugada {last} de {count}: con las reglas de hoy la jugada {number}, de {fencer}, no es legal aquí.</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>la partida ya ha terminado</translation>
    </message>
    <message>
        <source>Its {count} moves still replay under today&apos;s rules, but they no longer lead to the position that was saved.</source>
        <translation>Sus {count} jugadas se siguen reproduciendo con las reglas de hoy, pero ya no llevan a la posición que se guardó.</translation>
    </message>
    <message>
        <source>The game was saved under rules version {saved}; since then (version {today}) these rulings changed: {rulings}.</source>
        <translation>La partida se guardó con la versión {saved} de las reglas; desde entonces (versión {today}) han cambiado estas resoluciones: {rulings}.</translation>
    </message>
    <message>
        <source>The game was saved under rules version {saved}, newer than this app&apos;s ({today}).</source>
        <translation>La partida se guardó con la versión {saved} de las reglas, más nueva que la de esta aplicación ({today}).</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>not a save: {problem}</source>
        <translation>no es una partida guardada: {problem}</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>verdadero/falso</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a decimal number</source>
        <translation>un número decimal</translation>
    </message>
    <message>
        <source>text</source>
        <translation>texto</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>expected an object, found {kind}</source>
        <translation>se esperaba un objeto y hay {kind}</translation>
    </message>
    <message>
        <source>missing field &apos;{name}&apos;</source>
        <translation>falta el campo &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>unknown field &apos;{name}&apos;</source>
        <translation>campo desconocido &apos;{name}&apos;</translation>
    </message>
    <message>
        <source>expected a list, found {kind}</source>
        <translation>se esperaba una lista y hay {kind}</translation>
    </message>
    <message>
        <source>expected {low} to {high} elements, found {count}</source>
        <translation>se esperaban de {low} a {high} elementos y hay {count}</translation>
    </message>
    <message>
        <source>expected {low} elements, found {count}</source>
        <translation>se esperaban {low} elementos y hay {count}</translation>
    </message>
    <message>
        <source>expected a whole number, found {kind}</source>
        <translation>se esperaba un número entero y hay {kind}</translation>
    </message>
    <message>
        <source>a huge number</source>
        <translation>un número enorme</translation>
    </message>
    <message>
        <source>{value} is out of range ({low} to {high})</source>
        <translation>{value} está fuera del intervalo ({low} a {high})</translation>
    </message>
    <message>
        <source>expected true or false, found {kind}</source>
        <translation>se esperaba verdadero o falso y hay {kind}</translation>
    </message>
    <message>
        <source>expected text, found {kind}</source>
        <translation>se esperaba texto y hay {kind}</translation>
    </message>
    <message>
        <source>text longer than {count} characters</source>
        <translation>texto de más de {count} caracteres</translation>
    </message>
    <message>
        <source>character {index} is a lone surrogate (U+{code}), not text</source>
        <translation>el carácter {index} es un sustituto suelto (U+{code}), no texto</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not valid here</source>
        <translation>&apos;{text}&apos; no es válido aquí</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not one of: {names}</source>
        <translation>&apos;{word}&apos; no es uno de: {names}</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <source>The search&apos;s worker processes could not start ({error}): it searches on one core.</source>
        <translation>Los procesos auxiliares de la búsqueda no pudieron arrancar ({error}): busca en un solo núcleo.</translation>
    </message>
</context>
<context>
    <name>Selfplay</name>
    <message>
        <source>games finished: {finished} of {games}</source>
        <translation>partidas terminadas: {finished} de {games}</translation>
    </message>
    <message>
        <source>errors: {errors}</source>
        <translation>errores: {errors}</translation>
    </message>
    <message numerus="yes">
        <source>invariants checked at every state: {checks}; %n states of finished games</source>
        <translation>
            <numerusform>invariantes comprobados en cada estado: {checks}; %n estado de partidas terminadas</numerusform>
            <numerusform>invariantes comprobados en cada estado: {checks}; %n estados de partidas terminadas</numerusform>
        </translation>
    </message>
    <message>
        <source>wins by reason:</source>
        <translation>victorias por motivo:</translation>
    </message>
    <message>
        <source>wins by role: challenger {challenger}, respondent {respondent}</source>
        <translation>victorias por papel: Retador {challenger}, Retado {respondent}</translation>
    </message>
    <message>
        <source>drawn games: {drawn}</source>
        <translation>partidas empatadas: {drawn}</translation>
    </message>
    <message>
        <source>average actions per game: {average}</source>
        <translation>media de acciones por partida: {average}</translation>
    </message>
    <message>
        <source>rule paths (games that went through each):</source>
        <translation>caminos de las reglas (partidas que pasaron por cada uno):</translation>
    </message>
    <message>
        <source>rule paths never reached: {paths}</source>
        <translation>caminos de las reglas nunca alcanzados: {paths}</translation>
    </message>
    <message>
        <source>failed: {failure}</source>
        <translation>falló: {failure}</translation>
    </message>
</context>
<context>
    <name>Swordplay</name>
    <message>
        <source>a roll of the die</source>
        <translation>una tirada del dado</translation>
    </message>
    <message>
        <source>a card drawn from the combat deck</source>
        <translation>una carta robada del mazo de combate</translation>
    </message>
</context>
<context>
    <name>Undo</name>
    <message>
        <source>the reveal of the Poste</source>
        <translation>la revelación de las Poste</translation>
    </message>
    <message>
        <source>a Posta shown by a skill</source>
        <translation>una Posta mostrada por una Habilidad</translation>
    </message>
    <message>
        <source>a card drawn from a deck</source>
        <translation>una carta robada de una baraja</translation>
    </message>
    <message>
        <source>a Sudden Death row card turned up</source>
        <translation>una carta de la fila de Muerte Súbita puesta boca arriba</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Undo: {move}</source>
        <translation>Deshacer: {move}</translation>
    </message>
    <message>
        <source>Redo: {move}</source>
        <translation>Rehacer: {move}</translation>
    </message>
    <message>
        <source>Nobody plays at this table</source>
        <translation>Nadie juega en esta mesa</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message>
        <source>Undo cannot go back past {boundary}</source>
        <translation>Deshacer no puede volver más atrás de {boundary}</translation>
    </message>
    <message>
        <source>It takes back {boundary}: both players must agree</source>
        <translation>Deshace {boundary}: los dos jugadores deben estar de acuerdo</translation>
    </message>
    <message>
        <source>It takes back a decision of {fencer}: both players must agree</source>
        <translation>Deshace una decisión de {fencer}: los dos jugadores deben estar de acuerdo</translation>
    </message>
    <message>
        <source>Taken back: {move}</source>
        <translation>Deshecho: {move}</translation>
    </message>
    <message>
        <source>Played again: {move}</source>
        <translation>Rehecho: {move}</translation>
    </message>
    <message>
        <source>{reason}.

{label}?</source>
        <translation>{reason}.

¿{label}?</translation>
    </message>
</context>
</TS>
