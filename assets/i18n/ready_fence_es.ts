<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Games</name>
    <message>
        <source>Ready...Fence!</source>
        <translation>Ready...Fence!</translation>
    </message>
</context>
<context>
    <name>ReadyFence</name>
    <message>
        <source>the boxed edition holds {wanted} cards, this one {actual}</source>
        <translation>la edición en caja tiene {wanted} cartas, esta {actual}</translation>
    </message>
    <message>
        <source>a deck holds {least} to {most} cards, this one {actual}</source>
        <translation>un mazo tiene de {least} a {most} cartas, este {actual}</translation>
    </message>
    <message>
        <source>the boxed edition holds {wanted} cards of {technique}, this one {actual}</source>
        <translation>la edición en caja tiene {wanted} cartas de {technique}, esta {actual}</translation>
    </message>
    <message>
        <source>the boxed edition marks {wanted} cards B, this one {actual}</source>
        <translation>la edición en caja marca {wanted} cartas con la B, esta {actual}</translation>
    </message>
    <message>
        <source>the id {id} is used by another card too</source>
        <translation>el id {id} lo usa también otra carta</translation>
    </message>
    <message>
        <source>no card of the deck is the technique {technique}</source>
        <translation>ninguna carta del mazo es la técnica {technique}</translation>
    </message>
    <message>
        <source>a value is listed twice</source>
        <translation>un valor aparece dos veces</translation>
    </message>
    <message>
        <source>no translation into {code}</source>
        <translation>falta la traducción a {code}</translation>
    </message>
    <message>
        <source>a card drawn from the Timer countdown deck</source>
        <translation>una carta robada del mazo de Tiempo</translation>
    </message>
    <message>
        <source>a card drawn from a hand</source>
        <translation>una carta robada de una mano</translation>
    </message>
    <message>
        <source>a toss of the Initiative coin</source>
        <translation>un lanzamiento de la moneda de Iniciativa</translation>
    </message>
    <message>
        <source>The bout is over (End of Game).</source>
        <translation>El asalto ha terminado (Fin de la partida).</translation>
    </message>
    <message>
        <source>It is not your move now (Play the Game).</source>
        <translation>Ahora no te toca (Cómo se juega).</translation>
    </message>
    <message>
        <source>Chance decides this: a card drawn or the coin (ruling RF-9).</source>
        <translation>Esto lo decide el azar: una carta robada o la moneda (resolución RF-9).</translation>
    </message>
    <message>
        <source>Nothing is left to chance now (ruling RF-9).</source>
        <translation>Ahora no queda nada al azar (resolución RF-9).</translation>
    </message>
    <message>
        <source>A hand is kept or changed before the bout begins (Game Setup).</source>
        <translation>La mano se conserva o se cambia antes de empezar el asalto (Preparación).</translation>
    </message>
    <message>
        <source>That is one of your turn&apos;s game actions (Play the Game).</source>
        <translation>Esa es una de las acciones de tu turno (Cómo se juega).</translation>
    </message>
    <message>
        <source>That is an action of a fencing phrase (Fencing Phrase).</source>
        <translation>Esa es una acción de una frase de armas (Frase de armas).</translation>
    </message>
    <message>
        <source>In the Tutorial a card is changed at the end of your turn (Tutorial, Playing the game).</source>
        <translation>En el Tutorial una carta se cambia al final de tu turno (Tutorial, Cómo se juega).</translation>
    </message>
    <message>
        <source>Your level does not have that action (Play the Game).</source>
        <translation>Tu nivel no tiene esa acción (Cómo se juega).</translation>
    </message>
    <message>
        <source>The fencer moves one section forward or backward (Moving the Miniature Fencer).</source>
        <translation>El esgrimista avanza o retrocede una casilla (Mover la figura del esgrimista).</translation>
    </message>
    <message>
        <source>Fencers never share or pass a section (Moving the Miniature Fencer).</source>
        <translation>Los esgrimistas nunca comparten ni cruzan una casilla (Mover la figura del esgrimista).</translation>
    </message>
    <message>
        <source>The weapon position can be changed one time per turn only (Changing the position of the weapon).</source>
        <translation>La posición del arma solo se puede cambiar una vez por turno (Cambiar la posición del arma).</translation>
    </message>
    <message>
        <source>Your weapon is already in that position.</source>
        <translation>Tu arma ya está en esa posición.</translation>
    </message>
    <message>
        <source>Each player can discard and draw only once per turn (Discarding and Drawing).</source>
        <translation>Cada jugador solo puede descartar y robar una vez por turno (Descartar y robar).</translation>
    </message>
    <message>
        <source>The Timer countdown deck is spent: no card can be drawn (End of Game).</source>
        <translation>El mazo de Tiempo se ha agotado: no se puede robar ninguna carta (Fin de la partida).</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>You must always keep a Straight Thrust; it goes only for a faster one (Discarding and Drawing).</source>
        <translation>Siempre debes conservar una Estocada Recta; solo se descarta si tienes otra más rápida (Descartar y robar).</translation>
    </message>
    <message>
        <source>Stall counts as both of your turn&apos;s actions (Stall).</source>
        <translation>Esperar cuenta como las dos acciones de tu turno (Esperar).</translation>
    </message>
    <message>
        <source>A player cannot Stall twice in a row (Stall).</source>
        <translation>Un jugador no puede Esperar dos veces seguidas (Esperar).</translation>
    </message>
    <message>
        <source>Once Priority is assigned, the Stall action cannot be used (Priority).</source>
        <translation>Una vez asignada la Prioridad, no se puede Esperar (Prioridad).</translation>
    </message>
    <message>
        <source>A fencing phrase opens with a Red offensive card (Play a Card).</source>
        <translation>Una frase de armas se abre con una carta ofensiva Roja (Jugar una carta).</translation>
    </message>
    <message>
        <source>That card is not played at this distance (Moving the Miniature Fencer, Table 1).</source>
        <translation>Esa carta no se juega a esta distancia (Mover la figura del esgrimista, Tabla 1).</translation>
    </message>
    <message>
        <source>That card needs another weapon position (Changing the position of the weapon).</source>
        <translation>Esa carta necesita otra posición del arma (Cambiar la posición del arma).</translation>
    </message>
    <message>
        <source>You have not the stamina that card costs (Stamina Points).</source>
        <translation>No tienes la resistencia que cuesta esa carta (Puntos de resistencia).</translation>
    </message>
    <message>
        <source>An Orange card goes along with a Red card, an Orange/Light Blue one with a Red or Light Blue card (Orange and two-color cards).</source>
        <translation>Una carta Naranja acompaña a una carta Roja, y una Naranja/Azul claro a una Roja o Azul claro (Cartas naranjas y bicolores).</translation>
    </message>
    <message>
        <source>That card does not answer the last action: a Light Blue card is opposed by a Dark Blue card only and vice versa, or the card&apos;s text says which (Playing the game).</source>
        <translation>Esa carta no responde a la última acción: a una carta Azul claro solo se opone una Azul oscuro y al revés, o el texto de la carta dice cuál (Cómo se juega).</translation>
    </message>
    <message>
        <source>You have no fencing action left in this phrase (Fencing Phrase).</source>
        <translation>No te queda ninguna acción en esta frase de armas (Frase de armas).</translation>
    </message>
    <message>
        <source>A defence without cards answers only a first Red card, once a phrase, with the stamina it needs, and only without a faster card in hand (Defensive actions without cards).</source>
        <translation>Una defensa sin cartas solo responde a una primera carta Roja, una vez por frase, con la resistencia que necesita, y solo sin una carta más rápida en la mano (Acciones defensivas sin cartas).</translation>
    </message>
    <message>
        <source>A parry spends the fewest stamina points that hold the attack (ruling RF-13).</source>
        <translation>Una parada gasta los menos puntos de resistencia que detienen el ataque (resolución RF-13).</translation>
    </message>
    <message>
        <source>The Feint follows your first Red card, after the opponent has played a defensive card (Orange Cards).</source>
        <translation>La Finta sigue a tu primera carta Roja, después de que el rival haya jugado una carta defensiva (Cartas naranjas).</translation>
    </message>
    <message>
        <source>That move is not open now (Play the Game).</source>
        <translation>Esa jugada no está disponible ahora (Cómo se juega).</translation>
    </message>
    <message>
        <source>{player} draws {card} (Discarding and Drawing).</source>
        <translation>{player} roba {card} (Descartar y robar).</translation>
    </message>
    <message>
        <source>{player} draws a card (Discarding and Drawing).</source>
        <translation>{player} roba una carta (Descartar y robar).</translation>
    </message>
    <message>
        <source>{player} is dealt {card} (Game Setup).</source>
        <translation>{player} recibe {card} (Preparación).</translation>
    </message>
    <message>
        <source>{player} is dealt a card (Game Setup).</source>
        <translation>{player} recibe una carta (Preparación).</translation>
    </message>
    <message>
        <source>{player} cannot draw: the Timer countdown deck is spent (End of Game).</source>
        <translation>{player} no puede robar: el mazo de Tiempo se ha agotado (Fin de la partida).</translation>
    </message>
    <message>
        <source>{player} keeps the hand dealt (Game Setup).</source>
        <translation>{player} conserva la mano repartida (Preparación).</translation>
    </message>
    <message>
        <source>{player} declares a Mulligan and returns {count} cards to the deck (Game Setup).</source>
        <translation>{player} declara un Mulligan y devuelve {count} cartas al mazo (Preparación).</translation>
    </message>
    <message>
        <source>The Initiative coin falls for {player} (Game Setup).</source>
        <translation>La moneda de Iniciativa cae a favor de {player} (Preparación).</translation>
    </message>
    <message>
        <source>The Initiative coin gives {player} the Priority (Priority).</source>
        <translation>La moneda de Iniciativa da la Prioridad a {player} (Prioridad).</translation>
    </message>
    <message>
        <source>The Timer countdown deck holds {count} cards (Game Setup).</source>
        <translation>El mazo de Tiempo tiene {count} cartas (Preparación).</translation>
    </message>
    <message>
        <source>{player}&apos;s turn (Play the Game).</source>
        <translation>Turno de {player} (Cómo se juega).</translation>
    </message>
    <message>
        <source>{player} steps forward to section {to} (Moving the Miniature Fencer).</source>
        <translation>{player} avanza a la casilla {to} (Mover la figura del esgrimista).</translation>
    </message>
    <message>
        <source>{player} is placed at section {to} (Flèche).</source>
        <translation>{player} se coloca en la casilla {to} (Flecha).</translation>
    </message>
    <message>
        <source>{player} moves back {count} to section {to} (Moving the Miniature Fencer).</source>
        <translation>{player} retrocede {count} hasta la casilla {to} (Mover la figura del esgrimista).</translation>
    </message>
    <message>
        <source>{player} takes the {guard} position (Changing the Position of the Weapon).</source>
        <translation>{player} toma la posición de {guard} (Cambiar la posición del arma).</translation>
    </message>
    <message>
        <source>{player} discards {card} face down (Discarding and Drawing).</source>
        <translation>{player} descarta {card} boca abajo (Descartar y robar).</translation>
    </message>
    <message>
        <source>{player} discards a card face down (Discarding and Drawing).</source>
        <translation>{player} descarta una carta boca abajo (Descartar y robar).</translation>
    </message>
    <message>
        <source>{player} stalls and has {stamina} stamina (Stall).</source>
        <translation>{player} espera y tiene {stamina} de resistencia (Esperar).</translation>
    </message>
    <message>
        <source>A card of the Timer countdown deck is discarded unseen (Stall).</source>
        <translation>Se descarta sin verla una carta del mazo de Tiempo (Esperar).</translation>
    </message>
    <message>
        <source>{player} attacks with {card} at speed {speed} (Play a Card).</source>
        <translation>{player} ataca con {card} a velocidad {speed} (Jugar una carta).</translation>
    </message>
    <message>
        <source>{player} attacks with {card} and {bonus} at speed {speed} (Orange and Two-Color Cards).</source>
        <translation>{player} ataca con {card} y {bonus} a velocidad {speed} (Cartas naranjas y bicolores).</translation>
    </message>
    <message>
        <source>{player} answers with {card} at speed {speed} (Fencing Phrase).</source>
        <translation>{player} responde con {card} a velocidad {speed} (Frase de armas).</translation>
    </message>
    <message>
        <source>{player} answers with {card} and {bonus} at speed {speed} (Orange and Two-Color Cards).</source>
        <translation>{player} responde con {card} y {bonus} a velocidad {speed} (Cartas naranjas y bicolores).</translation>
    </message>
    <message>
        <source>{player} plays {card} and ends the phrase (Feint, Option 2).</source>
        <translation>{player} juega {card} y termina la frase (Finta, opción 2).</translation>
    </message>
    <message>
        <source>{player} plays {card} and attacks anew with {bonus} (Feint, Option 1).</source>
        <translation>{player} juega {card} y ataca de nuevo con {bonus} (Finta, opción 1).</translation>
    </message>
    <message>
        <source>{player} parries without a card, spending {stamina} stamina (Defensive Actions without Cards: Parry).</source>
        <translation>{player} para sin carta y gasta {stamina} de resistencia (Acciones defensivas sin cartas: Parada).</translation>
    </message>
    <message>
        <source>{player} defends by distance (Defensive Actions without Cards: Defend by Distance).</source>
        <translation>{player} se defiende con la distancia (Acciones defensivas sin cartas: Defensa con la distancia).</translation>
    </message>
    <message>
        <source>{card} is drawn at random from {player}&apos;s hand and discarded (Defend by Distance).</source>
        <translation>{card} se roba al azar de la mano de {player} y se descarta (Defensa con la distancia).</translation>
    </message>
    <message>
        <source>{player} makes no further action in the phrase (Fencing Phrase).</source>
        <translation>{player} no hace ninguna acción más en la frase (Frase de armas).</translation>
    </message>
    <message>
        <source>{player} scores a valid touch (Playing the Game).</source>
        <translation>{player} marca un tocado válido (Cómo se juega).</translation>
    </message>
    <message>
        <source>A double touch: one point each (Double Touch).</source>
        <translation>Golpe doble: un punto para cada uno (Golpe doble).</translation>
    </message>
    <message>
        <source>A double touch is not counted: fencing goes on to sudden death (Double Touch).</source>
        <translation>El golpe doble no cuenta: se sigue hasta la muerte súbita (Golpe doble).</translation>
    </message>
    <message>
        <source>The phrase ends without a touch (Fencing Phrase).</source>
        <translation>La frase termina sin tocado (Frase de armas).</translation>
    </message>
    <message>
        <source>{player} goes off the end of the strip; the opponent gains a point (Penalty for Going off the Fencing Strip).</source>
        <translation>{player} sale por el fondo de la pista; el rival gana un punto (Penalización por salir de la pista).</translation>
    </message>
    <message>
        <source>{player}&apos;s score: {score} (Scoreboard).</source>
        <translation>Puntuación de {player}: {score} (Marcador).</translation>
    </message>
    <message>
        <source>{player} has {stamina} stamina (Stamina Points).</source>
        <translation>{player} tiene {stamina} de resistencia (Puntos de resistencia).</translation>
    </message>
    <message>
        <source>Both fencers return to their on-guard lines (Playing the Game).</source>
        <translation>Los dos esgrimistas vuelven a sus líneas de en guardia (Cómo se juega).</translation>
    </message>
    <message>
        <source>Bout period {number} begins (Bout Periods).</source>
        <translation>Empieza el periodo {number} del asalto (Periodos del asalto).</translation>
    </message>
    <message>
        <source>The scores are tied as time runs out: the overtime begins (Priority).</source>
        <translation>Los marcadores están empatados al acabarse el tiempo: empieza la prórroga (Prioridad).</translation>
    </message>
    <message>
        <source>{player} wins the bout (End of Game).</source>
        <translation>{player} gana el asalto (Fin de la partida).</translation>
    </message>
    <message>
        <source>Both fencers are left without cards: the bout is drawn (End of Game).</source>
        <translation>Los dos esgrimistas se quedan sin cartas: el asalto queda en tablas (Fin de la partida).</translation>
    </message>
    <message>
        <source>Fencer {number}</source>
        <translation>Esgrimista {number}</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>el azar</translation>
    </message>
    <message>
        <source>Point-in-Line</source>
        <translation>Punta en línea</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>Engagement</source>
        <translation>Ligamento</translation>
    </message>
    <message>
        <source>Tutorial</source>
        <translation>Tutorial</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Avanzado</translation>
    </message>
    <message>
        <source>keep the hand</source>
        <translation>conservar la mano</translation>
    </message>
    <message>
        <source>{player} keeps the hand.</source>
        <translation>{player} conserva la mano.</translation>
    </message>
    <message>
        <source>declare a Mulligan</source>
        <translation>declarar un Mulligan</translation>
    </message>
    <message>
        <source>{player} declares a Mulligan.</source>
        <translation>{player} declara un Mulligan.</translation>
    </message>
    <message>
        <source>take the {guard} position</source>
        <translation>tomar la posición de {guard}</translation>
    </message>
    <message>
        <source>{player} takes the {guard} position.</source>
        <translation>{player} toma la posición de {guard}.</translation>
    </message>
    <message>
        <source>discard nothing</source>
        <translation>no descartar nada</translation>
    </message>
    <message>
        <source>{player} discards nothing.</source>
        <translation>{player} no descarta nada.</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>esperar</translation>
    </message>
    <message>
        <source>{player} stalls.</source>
        <translation>{player} espera.</translation>
    </message>
    <message>
        <source>parry without a card for {stamina} stamina</source>
        <translation>parar sin carta con {stamina} de resistencia</translation>
    </message>
    <message>
        <source>{player} parries without a card for {stamina} stamina.</source>
        <translation>{player} para sin carta con {stamina} de resistencia.</translation>
    </message>
    <message>
        <source>make no further action</source>
        <translation>no hacer ninguna acción más</translation>
    </message>
    <message>
        <source>{player} makes no further action.</source>
        <translation>{player} no hace ninguna acción más.</translation>
    </message>
    <message>
        <source>the coin falls for {player}</source>
        <translation>la moneda cae a favor de {player}</translation>
    </message>
    <message>
        <source>The coin falls for {player}.</source>
        <translation>La moneda cae a favor de {player}.</translation>
    </message>
    <message>
        <source>{card} drawn from {player}&apos;s hand</source>
        <translation>{card} robada de la mano de {player}</translation>
    </message>
    <message>
        <source>{card} is drawn from {player}&apos;s hand.</source>
        <translation>{card} se roba de la mano de {player}.</translation>
    </message>
    <message>
        <source>step forward</source>
        <translation>avanzar</translation>
    </message>
    <message>
        <source>{player} steps forward.</source>
        <translation>{player} avanza.</translation>
    </message>
    <message>
        <source>step back</source>
        <translation>retroceder</translation>
    </message>
    <message>
        <source>{player} steps back.</source>
        <translation>{player} retrocede.</translation>
    </message>
    <message>
        <source>discard {card} and draw</source>
        <translation>descartar {card} y robar</translation>
    </message>
    <message>
        <source>{player} discards {card} and draws.</source>
        <translation>{player} descarta {card} y roba.</translation>
    </message>
    <message>
        <source>discard a card and draw</source>
        <translation>descartar una carta y robar</translation>
    </message>
    <message>
        <source>{player} discards a card and draws.</source>
        <translation>{player} descarta una carta y roba.</translation>
    </message>
    <message>
        <source>retreat</source>
        <translation>replegarse</translation>
    </message>
    <message>
        <source>{player} retreats.</source>
        <translation>{player} se repliega.</translation>
    </message>
    <message>
        <source>retreat, changing {card}</source>
        <translation>replegarse cambiando {card}</translation>
    </message>
    <message>
        <source>{player} retreats, changing {card}.</source>
        <translation>{player} se repliega cambiando {card}.</translation>
    </message>
    <message>
        <source>retreat, changing a card</source>
        <translation>replegarse cambiando una carta</translation>
    </message>
    <message>
        <source>{player} retreats, changing a card.</source>
        <translation>{player} se repliega cambiando una carta.</translation>
    </message>
    <message>
        <source>attack with {card}</source>
        <translation>atacar con {card}</translation>
    </message>
    <message>
        <source>{player} attacks with {card}.</source>
        <translation>{player} ataca con {card}.</translation>
    </message>
    <message>
        <source>attack with {card} and {bonus}</source>
        <translation>atacar con {card} y {bonus}</translation>
    </message>
    <message>
        <source>{player} attacks with {card} and {bonus}.</source>
        <translation>{player} ataca con {card} y {bonus}.</translation>
    </message>
    <message>
        <source>answer with {card}</source>
        <translation>responder con {card}</translation>
    </message>
    <message>
        <source>{player} answers with {card}.</source>
        <translation>{player} responde con {card}.</translation>
    </message>
    <message>
        <source>answer with {card} and {bonus}</source>
        <translation>responder con {card} y {bonus}</translation>
    </message>
    <message>
        <source>{player} answers with {card} and {bonus}.</source>
        <translation>{player} responde con {card} y {bonus}.</translation>
    </message>
    <message>
        <source>defend by distance</source>
        <translation>defenderse con la distancia</translation>
    </message>
    <message>
        <source>{player} defends by distance.</source>
        <translation>{player} se defiende con la distancia.</translation>
    </message>
    <message>
        <source>defend by distance, discarding {card}</source>
        <translation>defenderse con la distancia descartando {card}</translation>
    </message>
    <message>
        <source>{player} defends by distance, discarding {card}.</source>
        <translation>{player} se defiende con la distancia descartando {card}.</translation>
    </message>
    <message>
        <source>defend by distance, discarding a card</source>
        <translation>defenderse con la distancia descartando una carta</translation>
    </message>
    <message>
        <source>{player} defends by distance, discarding a card.</source>
        <translation>{player} se defiende con la distancia descartando una carta.</translation>
    </message>
    <message>
        <source>feint with {card} and end the phrase</source>
        <translation>fintar con {card} y terminar la frase</translation>
    </message>
    <message>
        <source>{player} feints with {card} and ends the phrase.</source>
        <translation>{player} finta con {card} y termina la frase.</translation>
    </message>
    <message>
        <source>feint with {card} and attack anew with {bonus}</source>
        <translation>fintar con {card} y atacar de nuevo con {bonus}</translation>
    </message>
    <message>
        <source>{player} feints with {card} and attacks anew with {bonus}.</source>
        <translation>{player} finta con {card} y ataca de nuevo con {bonus}.</translation>
    </message>
    <message>
        <source>{player} draws {card}</source>
        <translation>{player} roba {card}</translation>
    </message>
    <message>
        <source>{player} draws {card}.</source>
        <translation>{player} roba {card}.</translation>
    </message>
    <message>
        <source>{player} draws a card</source>
        <translation>{player} roba una carta</translation>
    </message>
    <message>
        <source>{player} draws a card.</source>
        <translation>{player} roba una carta.</translation>
    </message>
    <message>
        <source>Each player may replace the hand dealt once, with a Mulligan (Game Setup).</source>
        <translation>Cada jugador puede cambiar una vez la mano repartida, con un Mulligan (Preparación).</translation>
    </message>
    <message>
        <source>A Mulligan returns the hand dealt to the deck for a new one, once a bout (Game Setup).</source>
        <translation>Un Mulligan devuelve la mano repartida al mazo a cambio de otra, una vez por asalto (Preparación).</translation>
    </message>
    <message>
        <source>A fencer moves one section forward or back as one action; the distance decides which cards may be played (Moving the Miniature Fencer, Table 1).</source>
        <translation>Un esgrimista avanza o retrocede una casilla como una acción; la distancia decide qué cartas se pueden jugar (Mover la figura del esgrimista, Tabla 1).</translation>
    </message>
    <message>
        <source>Point-in-Line wins over Invitation, Invitation over Engagement, Engagement over Point-in-Line; the position changes once a turn (Changing the Position of the Weapon).</source>
        <translation>La Punta en línea gana a la Invitación, la Invitación al Ligamento y el Ligamento a la Punta en línea; la posición cambia una vez por turno (Cambiar la posición del arma).</translation>
    </message>
    <message>
        <source>A card may be discarded face down and a new one drawn, once a turn (Discarding and Drawing).</source>
        <translation>Se puede descartar una carta boca abajo y robar otra, una vez por turno (Descartar y robar).</translation>
    </message>
    <message>
        <source>Discarding at the end of the turn is optional (Discarding and Drawing).</source>
        <translation>Descartar al final del turno es opcional (Descartar y robar).</translation>
    </message>
    <message>
        <source>Stalling takes both actions and gives back 2 stamina, never twice in a row (Stall).</source>
        <translation>Esperar ocupa las dos acciones y devuelve 2 de resistencia, nunca dos veces seguidas (Esperar).</translation>
    </message>
    <message>
        <source>A Retreat moves the fencer back two sections as one action, with a card change if none was made this turn (Retreat).</source>
        <translation>Replegarse hace retroceder dos casillas como una acción, con un cambio de carta si no se hizo en este turno (Repliegue).</translation>
    </message>
    <message>
        <source>A Red card opens the fencing phrase; the higher speed touches (Play a Card, Playing the Game).</source>
        <translation>Una carta Roja abre la frase de armas; toca la velocidad más alta (Jugar una carta, Cómo se juega).</translation>
    </message>
    <message>
        <source>A Light Blue card is answered only by a Dark Blue one and the reverse; the higher speed touches (Playing the Game).</source>
        <translation>A una carta Azul claro solo responde una Azul oscuro y al revés; toca la velocidad más alta (Cómo se juega).</translation>
    </message>
    <message>
        <source>A Parry without a card spends stamina at two speed points each, one more from Invitation, and ends the phrase without a touch (Parry).</source>
        <translation>Una Parada sin carta gasta resistencia a dos puntos de velocidad cada una, uno más desde la Invitación, y termina la frase sin tocado (Parada).</translation>
    </message>
    <message>
        <source>Defend by Distance costs a stamina point and two sections back, and ends the phrase without a touch; never against a speed above 5 (Defend by Distance).</source>
        <translation>Defenderse con la distancia cuesta un punto de resistencia y dos casillas atrás, y termina la frase sin tocado; nunca contra una velocidad mayor que 5 (Defensa con la distancia).</translation>
    </message>
    <message>
        <source>After a defence, the Feint replaces the attack with a new one or ends the phrase (Orange Cards: the Feint).</source>
        <translation>Tras una defensa, la Finta cambia el ataque por otro o termina la frase (Cartas naranjas: la Finta).</translation>
    </message>
    <message>
        <source>Each fencer plays up to two cards a phrase; with no further action the speeds decide (Fencing Phrase).</source>
        <translation>Cada esgrimista juega hasta dos cartas por frase; sin más acciones deciden las velocidades (Frase de armas).</translation>
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
        <source>not a bout the rules set: {problem}</source>
        <translation>no es un asalto que fijen las reglas: {problem}</translation>
    </message>
    <message>
        <source>the bundled Ready...Fence! deck cannot be read: {problem}</source>
        <translation>no se puede leer el mazo de Ready...Fence! incluido: {problem}</translation>
    </message>
    <message>
        <source>{file}:{line}: the heading &apos;{title}&apos; needs an {{#anchor}} of lower-case letters, digits and dashes, at most four levels deep</source>
        <translation>{file}:{line}: el encabezado «{title}» necesita un {{#ancla}} de minúsculas, cifras y guiones, con cuatro niveles como mucho</translation>
    </message>
    <message>
        <source>{file}: the file must start with a title (# Title)</source>
        <translation>{file}: el archivo debe empezar con un título (# Título)</translation>
    </message>
    <message>
        <source>{file}:{line}: text before the first heading</source>
        <translation>{file}:{line}: texto antes del primer encabezado</translation>
    </message>
    <message>
        <source>{file}: the file is missing</source>
        <translation>{file}: falta el archivo</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: no se puede leer ({error})</translation>
    </message>
    <message>
        <source>{file}: the anchors differ from the English chapter&apos;s (missing: {missing}; not in English: {extra}; or in another order)</source>
        <translation>{file}: las anclas no son las del capítulo en inglés (faltan: {missing}; no están en inglés: {extra}; o en otro orden)</translation>
    </message>
    <message>
        <source>{file}: the translation does not say which English text it translates: put &lt;!-- en: {fingerprint} --&gt; on the line under its title</source>
        <translation>{file}: la traducción no dice qué texto inglés traduce: pon &lt;!-- en: {fingerprint} --&gt; en la línea bajo su título</translation>
    </message>
    <message>
        <source>{file}: the ruling {ruling} does not say which English text it translates: put &lt;!-- en: {fingerprint} --&gt; on the line under its heading</source>
        <translation>{file}: la resolución {ruling} no dice qué texto inglés traduce: pon &lt;!-- en: {fingerprint} --&gt; en la línea bajo su encabezado</translation>
    </message>
    <message>
        <source>{file}: the anchors {anchors} are used twice</source>
        <translation>{file}: las anclas {anchors} se usan dos veces</translation>
    </message>
    <message>
        <source>arena: {a} against {b}, {games} Basic bouts to 5, each deal fenced twice with the seats swapped, seeds from {seed}</source>
        <translation>arena: {a} contra {b}, {games} asaltos de nivel Básico a 5, cada reparto disputado dos veces con los asientos cambiados, semillas desde {seed}</translation>
    </message>
</context>
<context>
    <name>ReadyFenceBoard</name>
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
        <source>Bout log</source>
        <translation>Registro del asalto</translation>
    </message>
    <message>
        <source>Moves without a piece</source>
        <translation>Jugadas sin pieza</translation>
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
        <source>Fencing strip</source>
        <translation>Pista de esgrima</translation>
    </message>
    <message>
        <source>{fencer} (you)</source>
        <translation>{fencer} (tú)</translation>
    </message>
    <message>
        <source>▶ {fencer}</source>
        <translation>▶ {fencer}</translation>
    </message>
    <message>
        <source>Stamina {stamina} of {most}</source>
        <translation>Resistencia {stamina} de {most}</translation>
    </message>
    <message numerus="yes">
        <source>Hand: %n card(s)</source>
        <translation>
            <numerusform>Mano: %n carta</numerusform>
            <numerusform>Mano: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your discards: %n</source>
        <translation>
            <numerusform>Tus descartes: %n</numerusform>
            <numerusform>Tus descartes: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard and draw</source>
        <translation>Descartar y robar</translation>
    </message>
    <message>
        <source>Period {number} of {total}</source>
        <translation>Periodo {number} de {total}</translation>
    </message>
    <message>
        <source>Overtime</source>
        <translation>Prórroga</translation>
    </message>
    <message numerus="yes">
        <source>Timer deck: %n card(s)</source>
        <translation>
            <numerusform>Mazo de Tiempo: %n carta</numerusform>
            <numerusform>Mazo de Tiempo: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Timer deck: laid once both hands are kept</source>
        <translation>Mazo de Tiempo: se coloca cuando las dos manos están decididas</translation>
    </message>
    <message>
        <source>Initiative coin: Priority to {fencer}</source>
        <translation>Moneda de Iniciativa: Prioridad para {fencer}</translation>
    </message>
    <message>
        <source>Score {score} of {target}</source>
        <translation>Marcador {score} de {target}</translation>
    </message>
    <message>
        <source>Run-off</source>
        <translation>Prolongación</translation>
    </message>
    <message>
        <source>On guard</source>
        <translation>En guardia</translation>
    </message>
    <message>
        <source>Short distance</source>
        <translation>Distancia corta</translation>
    </message>
    <message>
        <source>Lunge distance</source>
        <translation>Distancia de fondo</translation>
    </message>
    <message>
        <source>Long distance</source>
        <translation>Distancia larga</translation>
    </message>
    <message>
        <source>Out of distance</source>
        <translation>Fuera de distancia</translation>
    </message>
    <message>
        <source>Fencing phrase</source>
        <translation>Frase de armas</translation>
    </message>
    <message>
        <source>Last fencing phrase</source>
        <translation>Última frase de armas</translation>
    </message>
    <message>
        <source>No fencing phrase yet: a Red card opens one.</source>
        <translation>Aún no hay frase de armas: una carta Roja la abre.</translation>
    </message>
    <message>
        <source>Play a card into the phrase here</source>
        <translation>Juega aquí una carta en la frase</translation>
    </message>
    <message>
        <source>{fencer} decides.</source>
        <translation>Decide {fencer}.</translation>
    </message>
    <message>
        <source>Speed now: {first} {one}, {second} {two}</source>
        <translation>Velocidad ahora: {first} {one}, {second} {two}</translation>
    </message>
    <message>
        <source>no card yet</source>
        <translation>aún sin carta</translation>
    </message>
    <message>
        <source>Speed {speed}</source>
        <translation>Velocidad {speed}</translation>
    </message>
    <message>
        <source>speed {speed}</source>
        <translation>velocidad {speed}</translation>
    </message>
    <message>
        <source>Parry without a card</source>
        <translation>Parada sin carta</translation>
    </message>
    <message>
        <source>Defend by Distance</source>
        <translation>Defensa con la distancia</translation>
    </message>
    <message>
        <source>No further action</source>
        <translation>Ninguna acción más</translation>
    </message>
    <message>
        <source>Speed +{speed}</source>
        <translation>Velocidad +{speed}</translation>
    </message>
    <message>
        <source>Stamina {cost}</source>
        <translation>Resistencia {cost}</translation>
    </message>
    <message>
        <source>Red: attack</source>
        <translation>Roja: ataque</translation>
    </message>
    <message>
        <source>Orange: bonus</source>
        <translation>Naranja: bonificación</translation>
    </message>
    <message>
        <source>Dark Blue: parry</source>
        <translation>Azul oscuro: parada</translation>
    </message>
    <message>
        <source>Light Blue: counter</source>
        <translation>Azul claro: contraataque</translation>
    </message>
    <message>
        <source>Red / Light Blue</source>
        <translation>Roja / Azul claro</translation>
    </message>
    <message>
        <source>Dark Blue / Red</source>
        <translation>Azul oscuro / Roja</translation>
    </message>
    <message>
        <source>Orange / Light Blue</source>
        <translation>Naranja / Azul claro</translation>
    </message>
    <message>
        <source>Gold: Joker</source>
        <translation>Dorada: Comodín</translation>
    </message>
    <message>
        <source>{fencer} is deciding…</source>
        <translation>{fencer} está decidiendo…</translation>
    </message>
    <message>
        <source>{fencer} answered: drag a card to the phrase lane to reply (onto an Orange card to add it), or choose a move at the right.</source>
        <translation>{fencer} ha respondido: arrastra una carta a la franja de la frase para replicar (sobre una carta Naranja para sumarla) o elige una jugada a la derecha.</translation>
    </message>
    <message>
        <source>The bout is over.</source>
        <translation>El asalto ha terminado.</translation>
    </message>
    <message>
        <source>Your hand is dealt: keep it, or declare your Mulligan (at the right).</source>
        <translation>Tu mano está repartida: consérvala o declara tu Mulligan (a la derecha).</translation>
    </message>
    <message>
        <source>Your turn, action {number} of {total}: drag your fencer to step, your weapon token to a position, a card to the phrase lane to attack (onto an Orange card to add it), or a card to your discards to change it.</source>
        <translation>Tu turno, acción {number} de {total}: arrastra tu esgrimista para moverte, tu ficha de arma a una posición, una carta a la franja de la frase para atacar (sobre una carta Naranja para sumarla) o una carta a tus descartes para cambiarla.</translation>
    </message>
    <message>
        <source>{fencer} attacked: drag a card to the phrase lane to answer (onto an Orange card to add it), or choose a move at the right.</source>
        <translation>{fencer} ha atacado: arrastra una carta a la franja de la frase para responder (sobre una carta Naranja para sumarla) o elige una jugada a la derecha.</translation>
    </message>
    <message>
        <source>End of your turn: drag a card to your discards to change it, or discard nothing.</source>
        <translation>Fin de tu turno: arrastra una carta a tus descartes para cambiarla, o no descartes nada.</translation>
    </message>
    <message>
        <source>To defend by distance, drag the card you discard onto the section two behind your fencer.</source>
        <translation>Para defenderte con la distancia, arrastra la carta que descartas a la casilla dos por detrás de tu esgrimista.</translation>
    </message>
    <message>
        <source>To retreat changing a card, drag that card onto the section two behind your fencer.</source>
        <translation>Para replegarte cambiando una carta, arrastra esa carta a la casilla dos por detrás de tu esgrimista.</translation>
    </message>
    <message>
        <source>That cannot go there now.</source>
        <translation>Eso no puede ir ahí ahora.</translation>
    </message>
    <message>
        <source>That has no move now.</source>
        <translation>Eso no tiene jugada ahora.</translation>
    </message>
    <message>
        <source>Nothing to play now.</source>
        <translation>Nada que jugar ahora.</translation>
    </message>
    <message>
        <source>{piece}: {play}.</source>
        <translation>{piece}: {play}.</translation>
    </message>
    <message>
        <source>{piece}: no move now.</source>
        <translation>{piece}: sin jugada ahora.</translation>
    </message>
    <message>
        <source>your fencer at section {section}</source>
        <translation>tu esgrimista en la casilla {section}</translation>
    </message>
    <message>
        <source>your weapon position, {guard}</source>
        <translation>tu posición del arma, {guard}</translation>
    </message>
    <message>
        <source>{fencer}: section {section}, {guard}, stamina {stamina}, score {score}.</source>
        <translation>{fencer}: casilla {section}, {guard}, resistencia {stamina}, marcador {score}.</translation>
    </message>
    <message>
        <source>{card}, {family}, speed {speed}, stamina {cost}</source>
        <translation>{card}, {family}, velocidad {speed}, resistencia {cost}</translation>
    </message>
    <message>
        <source>Ready...Fence! (the bundled deck)</source>
        <translation>Ready...Fence! (la baraja incluida)</translation>
    </message>
    <message>
        <source>A new bout: {level}, to {score} touches.</source>
        <translation>Un asalto nuevo: {level}, a {score} tocados.</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Izquierda / Derecha</translation>
    </message>
    <message>
        <source>Choose a card or your fencer</source>
        <translation>Elegir una carta o tu esgrimista</translation>
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
        <source>Play it there</source>
        <translation>Jugarla allí</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Reach the moves without a piece (Stall, Parry, Mulligan...)</source>
        <translation>Llegar a las jugadas sin pieza (Esperar, Parada, Mulligan...)</translation>
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
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>The rule the prompt cites</source>
        <translation>La regla que cita el aviso</translation>
    </message>
    <message>
        <source>Resume the bout?</source>
        <translation>¿Reanudar el asalto?</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished bout was kept: %n move(s) played.</source>
        <translation>
            <numerusform>Se guardó un asalto sin terminar: %n jugada hecha.</numerusform>
            <numerusform>Se guardó un asalto sin terminar: %n jugadas hechas.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>&amp;New Bout</source>
        <translation>&amp;Nuevo asalto</translation>
    </message>
    <message>
        <source>The unfinished bout cannot be resumed</source>
        <translation>El asalto sin terminar no se puede reanudar</translation>
    </message>
    <message>
        <source>The autosave could not be read: {reason}</source>
        <translation>No se pudo leer el guardado automático: {reason}</translation>
    </message>
    <message>
        <source>It was kept as {path}.</source>
        <translation>Se conservó como {path}.</translation>
    </message>
    <message>
        <source>Ready...Fence! bouts (*{suffix})</source>
        <translation>Asaltos de Ready...Fence! (*{suffix})</translation>
    </message>
    <message>
        <source>Ready...Fence!</source>
        <translation>Ready...Fence!</translation>
    </message>
    <message>
        <source>Ready...Fence! teaches Olympic épée on a fencing strip. The cards&apos; numbers here are the project&apos;s reconstruction from the rulebook&apos;s Technical Manual.</source>
        <translation>Ready...Fence! enseña la espada olímpica sobre una pista de esgrima. Los números de las cartas son la reconstrucción del proyecto a partir del Manual Técnico del reglamento.</translation>
    </message>
    <message>
        <source>Ready...Fence! &amp;Rules</source>
        <translation>&amp;Reglas de Ready...Fence!</translation>
    </message>
    <message>
        <source>&amp;Decks</source>
        <translation>&amp;Mazos</translation>
    </message>
    <message>
        <source>Ready...Fence! Deck &amp;Builder…</source>
        <translation>&amp;Editor de mazos de Ready...Fence!…</translation>
    </message>
    <message>
        <source>Make, check, print, play and measure Ready...Fence! decks of your own</source>
        <translation>Crea, comprueba, imprime, juega y mide tus propios mazos de Ready...Fence!</translation>
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
        <source>Short lessons on the strip: distance, weapon positions, a phrase, speed and stamina, the defences without cards, then a bout at each level</source>
        <translation>Lecciones breves en la pista: distancia, posiciones del arma, una frase, velocidad y resistencia, las defensas sin cartas, y un asalto de cada nivel</translation>
    </message>
    <message>
        <source>The card faces cannot be drawn ({reason}): the board shows plain cards.</source>
        <translation>No se pueden dibujar las caras de las cartas ({reason}): el tablero muestra cartas sencillas.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceBots</name>
    <message>
        <source>Novice (fences at random)</source>
        <translation>Novato (tira al azar)</translation>
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
    <name>ReadyFenceCourse</name>
    <message>
        <source>Learn Ready...Fence!</source>
        <translation>Aprende Ready...Fence!</translation>
    </message>
    <message>
        <source>Short lessons on the strip board, in the order a newcomer needs them: distance, weapon positions, a phrase, speed and stamina, the defences without cards, then a bout at each of the game&apos;s three levels. Drag the cards and your fencer as in a bout: what may be done glows, and a move the lesson does not want is refused before it is played, with the rule. {done} of {total} done.</source>
        <translation>Lecciones breves en el tablero de la pista, en el orden que necesita quien empieza: la distancia, las posiciones del arma, una frase, la velocidad y la resistencia, las defensas sin cartas, y luego un asalto en cada uno de los tres niveles del juego. Arrastra las cartas y tu tirador como en un asalto: lo que puede hacerse brilla, y un movimiento que la lección no quiere se rechaza antes de jugarse, con la regla. {done} de {total} hechas.</translation>
    </message>
    <message>
        <source>The bout ended before the lesson&apos;s goals were met: press Start again.</source>
        <translation>El asalto acabó antes de cumplir los objetivos de la lección: pulsa Empezar de nuevo.</translation>
    </message>
</context>
<context>
    <name>ReadyFenceNewGame</name>
    <message>
        <source>Distance and timing: the T cards only; playing them costs no stamina.</source>
        <translation>Distancia y tiempo: solo las cartas T; jugarlas no cuesta resistencia.</translation>
    </message>
    <message>
        <source>The 35 B cards, stamina, a 12-card timer, one Straight Thrust kept in hand.</source>
        <translation>Las 35 cartas B, resistencia, un Mazo de Tiempo de 12 cartas y una Estocada Recta que se conserva en la mano.</translation>
    </message>
    <message>
        <source>Every card, the Retreat and the Feint, up to three periods with less stamina each.</source>
        <translation>Todas las cartas, el Repliegue y la Finta, hasta tres periodos con menos resistencia en cada uno.</translation>
    </message>
    <message>
        <source>{score} touches</source>
        <translation>{score} tocados</translation>
    </message>
    <message numerus="yes">
        <source>{score} touches, %n bout period(s)</source>
        <translation>
            <numerusform>{score} tocados, %n periodo</numerusform>
            <numerusform>{score} tocados, %n periodos</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Nivel:</translation>
    </message>
    <message>
        <source>&amp;Bout to:</source>
        <translation>&amp;Asalto a:</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Rival:</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>El ordenador</translation>
    </message>
    <message>
        <source>A second person on this screen (hot-seat)</source>
        <translation>Otra persona en esta pantalla (por turnos)</translation>
    </message>
    <message>
        <source>You fence &amp;from:</source>
        <translation>Tiras &amp;desde:</translation>
    </message>
    <message>
        <source>The left end of the strip</source>
        <translation>El extremo izquierdo de la pista</translation>
    </message>
    <message>
        <source>The right end of the strip</source>
        <translation>El extremo derecho de la pista</translation>
    </message>
    <message>
        <source>Computer &amp;strength:</source>
        <translation>&amp;Fuerza del ordenador:</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Baraja:</translation>
    </message>
</context>
<context>
    <name>ReadyFenceReference</name>
    <message>
        <source>Rules — Ready...Fence!</source>
        <translation>Reglas — Ready...Fence!</translation>
    </message>
</context>
<context>
    <name>ReadyFenceReplay</name>
    <message>
        <source>Replay: {game}</source>
        <translation>Repetición: {game}</translation>
    </message>
</context>
</TS>
