<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
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
</context>
</TS>
