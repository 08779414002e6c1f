<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CourseOffer</name>
    <message>
        <source>New to Audatia?</source>
        <translation>¿Es la primera vez que juegas a Audatia?</translation>
    </message>
    <message>
        <source>The course teaches the game in short lessons played on the table, from the first blow to a whole game. You can open it any time from the Learn menu.</source>
        <translation>El curso enseña el juego en lecciones cortas jugadas en la mesa, desde el primer Golpe hasta una partida completa. Puedes abrirlo cuando quieras desde el menú Aprender.</translation>
    </message>
    <message>
        <source>Open the Course</source>
        <translation>Abrir el curso</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
</context>
<context>
    <name>CoursePage</name>
    <message>
        <source>Learn Audatia</source>
        <translation>Aprende Audatia</translation>
    </message>
    <message>
        <source>Some lessons could not be used: {problems}</source>
        <translation>Algunas lecciones no se han podido usar: {problems}</translation>
    </message>
    <message>
        <source>Reset this lesson</source>
        <translation>Reiniciar esta lección</translation>
    </message>
    <message>
        <source>Reset all progress</source>
        <translation>Reiniciar todo el progreso</translation>
    </message>
    <message>
        <source>Done: play it again any time</source>
        <translation>Hecha: vuelve a jugarla cuando quieras</translation>
    </message>
    <message>
        <source>Not done yet</source>
        <translation>Aún no hecha</translation>
    </message>
    <message>
        <source>Short lessons on the table, one idea each, in the order a fencer learns them. Each gives you a position and a goal; the table glows and refuses as in a game. {done} of {total} done.</source>
        <translation>Lecciones cortas en la mesa, una idea cada una, en el orden en que las aprende un espadachín. Cada una te da una posición y un objetivo; la mesa brilla y rechaza movimientos como en una partida. {done} de {total} hechas.</translation>
    </message>
    <message>
        <source>Play it again</source>
        <translation>Volver a jugarla</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Empezar la lección</translation>
    </message>
</context>
<context>
    <name>CourseWindow</name>
    <message>
        <source>Learn Audatia</source>
        <translation>Aprende Audatia</translation>
    </message>
    <message>
        <source>Read the lesson, then play on the table.</source>
        <translation>Lee la lección, y luego juega en la mesa.</translation>
    </message>
    <message>
        <source>Read the lesson, and watch {fencer} move on the table.</source>
        <translation>Lee la lección, y mira el movimiento de {fencer} en la mesa.</translation>
    </message>
    <message>
        <source>Hint {number} of {total}: {hint}</source>
        <translation>Pista {number} de {total}: {hint}</translation>
    </message>
    <message>
        <source>Good. On to the next goal.</source>
        <translation>Bien. Al siguiente objetivo.</translation>
    </message>
    <message>
        <source>Lesson complete. {done}</source>
        <translation>Lección completada. {done}</translation>
    </message>
    <message>
        <source>{ending} The bout ended before the lesson&apos;s goals were met: press Start again and try another way.</source>
        <translation>{ending} El asalto terminó antes de cumplir los objetivos de la lección: pulsa Empezar de nuevo y prueba de otra forma.</translation>
    </message>
</context>
<context>
    <name>LessonChecks</name>
    <message>
        <source>{file}: {field} is already taken by {other}</source>
        <translation>{file}: {field} ya lo usa {other}</translation>
    </message>
    <message>
        <source>{text} is not translated (English shown)</source>
        <translation>{text} no está traducido (se muestra en inglés)</translation>
    </message>
    <message>
        <source>the translation was made for an older English text (bring it up to date, then set translates = &quot;{fingerprint}&quot;)</source>
        <translation>la traducción se hizo para un texto inglés anterior (actualízala y luego pon translates = &quot;{fingerprint}&quot;)</translation>
    </message>
    <message>
        <source>the translation does not say which English text it translates (once it matches the English, set translates = &quot;{fingerprint}&quot;)</source>
        <translation>la traducción no dice qué texto inglés traduce (cuando corresponda al inglés, pon translates = &quot;{fingerprint}&quot;)</translation>
    </message>
    <message>
        <source>{file}: is not UTF-8 text</source>
        <translation>{file}: no es texto UTF-8</translation>
    </message>
    <message>
        <source>never refused on the lesson&apos;s line, so never met</source>
        <translation>nunca se rechaza en la línea de la lección, así que nunca se encuentra</translation>
    </message>
    <message>
        <source>names {card}, which the learner cannot see then (R-034)</source>
        <translation>nombra {card}, que el alumno no puede ver en ese momento (R-034)</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>the solution ends before every goal is met</source>
        <translation>la solución termina antes de cumplir todos los objetivos</translation>
    </message>
    <message>
        <source>the solution plays a wrong move, {move}</source>
        <translation>la solución juega un movimiento erróneo, {move}</translation>
    </message>
    <message>
        <source>solution move {move} is not legal there</source>
        <translation>el movimiento de la solución {move} no es legal ahí</translation>
    </message>
    <message>
        <source>reply {move} is not legal when its turn comes</source>
        <translation>la respuesta {move} no es legal cuando le toca</translation>
    </message>
    <message numerus="yes">
        <source>%n solution move(s) left once it is done</source>
        <translation>
            <numerusform>queda %n movimiento de la solución cuando ya está hecha</numerusform>
            <numerusform>quedan %n movimientos de la solución cuando ya está hecha</numerusform>
        </translation>
    </message>
    <message>
        <source>reply {move} is never played</source>
        <translation>la respuesta {move} nunca se juega</translation>
    </message>
    <message>
        <source>the solution leaves goals unmet: {goals}</source>
        <translation>la solución deja objetivos sin cumplir: {goals}</translation>
    </message>
    <message>
        <source>{goals}; {goal}</source>
        <translation>{goals}; {goal}</translation>
    </message>
    <message>
        <source>&apos;{section}&apos; is no section of the rulebook</source>
        <translation>&apos;{section}&apos; no es ninguna sección del reglamento</translation>
    </message>
    <message>
        <source>names {card}, which the learner cannot see then</source>
        <translation>nombra {card}, que el alumno no puede ver en ese momento</translation>
    </message>
</context>
<context>
    <name>LessonExport</name>
    <message>
        <source>there is no next move in the game to make a lesson of</source>
        <translation>no hay ninguna jugada siguiente en la partida con la que hacer una lección</translation>
    </message>
    <message>
        <source>the game is over here: there is no move left to learn</source>
        <translation>aquí la partida ha terminado: no queda ninguna jugada que aprender</translation>
    </message>
    <message>
        <source>this game&apos;s deck {deck} is not in your deck library, and a lesson opens only with installed decks: import the deck (Decks &gt; Deck Builder &gt; Import Deck), then make the lesson again</source>
        <translation>la baraja {deck} de esta partida no está en tu biblioteca de barajas, y una lección solo se abre con barajas instaladas: importa la baraja (Barajas &gt; Editor de barajas &gt; Importar baraja) y vuelve a hacer la lección</translation>
    </message>
    <message>
        <source>your deck library&apos;s {deck} is not the deck this game was played with (it has changed since), and a lesson opens with the installed deck: no lesson can be made of this game</source>
        <translation>la baraja {deck} de tu biblioteca no es la baraja con la que se jugó esta partida (ha cambiado desde entonces), y una lección se abre con la baraja instalada: no se puede hacer una lección de esta partida</translation>
    </message>
    <message>
        <source>{fencer} at move {number}</source>
        <translation>{fencer} en la jugada {number}</translation>
    </message>
    <message>
        <source>{move}: the move made in the game.</source>
        <translation>{move}: la jugada hecha en la partida.</translation>
    </message>
    <message>
        <source>Win the bout from here, as {fencer} did.</source>
        <translation>Gana el combate desde aquí, como hizo {fencer}.</translation>
    </message>
    <message numerus="yes">
        <source>A position from a game of {fencer_a} against {fencer_b}, after %n move(s). You fence as {learner}.</source>
        <translation>
            <numerusform>Una posición de una partida de {fencer_a} contra {fencer_b}, tras %n jugada. Tiras como {learner}.</numerusform>
            <numerusform>Una posición de una partida de {fencer_a} contra {fencer_b}, tras %n jugadas. Tiras como {learner}.</numerusform>
        </translation>
    </message>
    <message>
        <source>The last moves: {moves}</source>
        <translation>Las últimas jugadas: {moves}</translation>
    </message>
    <message>
        <source>{moves} {move}</source>
        <translation>{moves} {move}</translation>
    </message>
    <message>
        <source>Your decision now: {decision}.</source>
        <translation>Tu decisión ahora: {decision}.</translation>
    </message>
    <message>
        <source>That is the move {fencer} made in the game.</source>
        <translation>Esa es la jugada que hizo {fencer} en la partida.</translation>
    </message>
    <message>
        <source>You won from here, as {fencer} did in the game.</source>
        <translation>Has ganado desde aquí, como hizo {fencer} en la partida.</translation>
    </message>
    <message>
        <source>From a game of {fencer_a} against {fencer_b}.</source>
        <translation>De una partida de {fencer_a} contra {fencer_b}.</translation>
    </message>
    <message>
        <source>Why this move: {reason}</source>
        <translation>Por qué esta jugada: {reason}</translation>
    </message>
</context>
<context>
    <name>LessonFile</name>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: no se puede leer ({error})</translation>
    </message>
    <message>
        <source>{file}: {field}: {problem}</source>
        <translation>{file}: {field}: {problem}</translation>
    </message>
    <message>
        <source>unknown key &apos;{key}&apos; (known: {known})</source>
        <translation>clave desconocida &apos;{key}&apos; (conocidas: {known})</translation>
    </message>
    <message>
        <source>must be a table of &quot;&lt;action&gt;&quot; = &quot;&lt;why it fails&gt;&quot;</source>
        <translation>debe ser una tabla de &quot;&lt;acción&gt;&quot; = &quot;&lt;por qué falla&gt;&quot;</translation>
    </message>
    <message>
        <source>the message must be a non-empty string</source>
        <translation>el mensaje debe ser un texto no vacío</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>must be a non-empty string</source>
        <translation>debe ser un texto no vacío</translation>
    </message>
    <message>
        <source>{file}: too large (more than {size} bytes)</source>
        <translation>{file}: demasiado grande (más de {size} bytes)</translation>
    </message>
    <message>
        <source>is {length} characters long, more than {limit}</source>
        <translation>tiene {length} caracteres, más de {limit}</translation>
    </message>
    <message>
        <source>holds the control character {character}: write text only</source>
        <translation>contiene el carácter de control {character}: escribe solo texto</translation>
    </message>
    <message>
        <source>must be one line</source>
        <translation>debe ser una sola línea</translation>
    </message>
    <message>
        <source>has {count} entries, more than {limit}</source>
        <translation>tiene {count} entradas, más de {limit}</translation>
    </message>
    <message>
        <source>must be a list of non-empty strings</source>
        <translation>debe ser una lista de textos no vacíos</translation>
    </message>
    <message>
        <source>unknown field (known: {known})</source>
        <translation>campo desconocido (conocidos: {known})</translation>
    </message>
    <message>
        <source>&apos;{id}&apos; must be lower-case words joined by hyphens</source>
        <translation>&apos;{id}&apos; deben ser palabras en minúsculas unidas por guiones</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>debe ser true o false</translation>
    </message>
    <message>
        <source>must be &quot;A&quot; or &quot;B&quot; (the learner&apos;s seat)</source>
        <translation>debe ser &quot;A&quot; o &quot;B&quot; (el asiento del alumno)</translation>
    </message>
    <message>
        <source>give either &apos;position&apos; or &apos;deal&apos; (and &apos;moves&apos;), not both</source>
        <translation>da &apos;position&apos; o &apos;deal&apos; (y &apos;moves&apos;), no ambos</translation>
    </message>
    <message>
        <source>only follows a &apos;deal&apos;; a &apos;position&apos; is the moment itself</source>
        <translation>sólo sigue a un &apos;deal&apos;; una &apos;position&apos; ya es el momento mismo</translation>
    </message>
    <message>
        <source>must be position notation in a string</source>
        <translation>debe ser notación de posición en un texto</translation>
    </message>
    <message>
        <source>in the notation, {error}</source>
        <translation>en la notación, {error}</translation>
    </message>
    <message>
        <source>must be a table: {{ decks = [..], seed = N, challenger = &quot;A&quot; }}</source>
        <translation>debe ser una tabla: {{ decks = [..], seed = N, challenger = &quot;A&quot; }}</translation>
    </message>
    <message>
        <source>must list two deck ids, for seats A and B</source>
        <translation>debe nombrar dos ids de baraja, para los asientos A y B</translation>
    </message>
    <message>
        <source>unknown deck {decks} (known: {known})</source>
        <translation>baraja desconocida {decks} (conocidas: {known})</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to {most}</source>
        <translation>debe ser un número entero de 1 a {most}</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {most}</source>
        <translation>debe ser un número entero de 0 a {most}</translation>
    </message>
    <message>
        <source>must be &quot;A&quot; or &quot;B&quot;</source>
        <translation>debe ser &quot;A&quot; o &quot;B&quot;</translation>
    </message>
    <message>
        <source>must be a list of actions in notation</source>
        <translation>debe ser una lista de acciones en notación</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is not legal there: {error}</source>
        <translation>&apos;{move}&apos; no es legal ahí: {error}</translation>
    </message>
    <message>
        <source>must be an action in notation, e.g. &quot;A wait&quot;</source>
        <translation>debe ser una acción en notación, p. ej. &quot;A wait&quot;</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is a move of seat {seat}, not {learner}</source>
        <translation>&apos;{move}&apos; es un movimiento del asiento {seat}, no del {learner}</translation>
    </message>
    <message>
        <source>must be a list of actions in notation (or &quot;bot:&lt;name&gt;&quot;)</source>
        <translation>debe ser una lista de acciones en notación (o &quot;bot:&lt;nombre&gt;&quot;)</translation>
    </message>
    <message>
        <source>unknown bot &apos;{bot}&apos; (one of: {bots})</source>
        <translation>bot desconocido &apos;{bot}&apos; (uno de: {bots})</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; must come last: it plays what follows</source>
        <translation>&apos;{move}&apos; debe ir el último: juega lo que sigue</translation>
    </message>
    <message>
        <source>is missing (the learner&apos;s moves that solve the lesson)</source>
        <translation>falta (los movimientos del alumno que resuelven la lección)</translation>
    </message>
    <message>
        <source>is either the moves or one bot, not both</source>
        <translation>es o bien los movimientos o bien un bot, no ambos</translation>
    </message>
    <message>
        <source>must name at least one move</source>
        <translation>debe nombrar al menos un movimiento</translation>
    </message>
    <message>
        <source>&apos;until&apos; must be the number of a goal, 1 to {goals}</source>
        <translation>&apos;until&apos; debe ser el número de un objetivo, de 1 a {goals}</translation>
    </message>
    <message>
        <source>must be tables [translations.&lt;language&gt;], e.g. es</source>
        <translation>deben ser tablas [translations.&lt;idioma&gt;], p. ej. es</translation>
    </message>
    <message>
        <source>&apos;{code}&apos; is not a language code other than English</source>
        <translation>&apos;{code}&apos; no es un código de idioma distinto del inglés</translation>
    </message>
    <message>
        <source>must be a table of the lesson&apos;s texts</source>
        <translation>debe ser una tabla con los textos de la lección</translation>
    </message>
    <message>
        <source>must be the English texts&apos; fingerprint: 12 digits and letters a to f, as the course gives it</source>
        <translation>debe ser la huella de los textos ingleses: 12 cifras y letras de la a a la f, como la da el curso</translation>
    </message>
    <message>
        <source>has {texts} texts for {count}: one per goal, in order</source>
        <translation>tiene {texts} textos para {count}: uno por objetivo, en orden</translation>
    </message>
    <message>
        <source>has {texts} texts for {count}: one per hint, in order</source>
        <translation>tiene {texts} textos para {count}: uno por pista, en orden</translation>
    </message>
    <message>
        <source>is not one of the lesson&apos;s wrong_moves</source>
        <translation>no es uno de los wrong_moves de la lección</translation>
    </message>
    <message>
        <source>must be a list of at least one [[goals]] table</source>
        <translation>debe ser una lista de al menos una tabla [[goals]]</translation>
    </message>
    <message>
        <source>must be a table with &apos;text&apos; and &apos;when&apos;</source>
        <translation>debe ser una tabla con &apos;text&apos; y &apos;when&apos;</translation>
    </message>
    <message>
        <source>&apos;text&apos; must be a non-empty string</source>
        <translation>&apos;text&apos; debe ser un texto no vacío</translation>
    </message>
    <message>
        <source>&apos;when&apos; must be a condition, e.g. &quot;play parry&quot;</source>
        <translation>&apos;when&apos; debe ser una condición, p. ej. &quot;play parry&quot;</translation>
    </message>
    <message>
        <source>&apos;when&apos; is empty (it starts with one of: {kinds})</source>
        <translation>&apos;when&apos; está vacío (empieza por una de: {kinds})</translation>
    </message>
    <message>
        <source>&apos;{word}&apos; is not a condition (one of: {kinds})</source>
        <translation>&apos;{word}&apos; no es una condición (una de: {kinds})</translation>
    </message>
    <message>
        <source>&apos;{condition}&apos; has {count} words after &apos;{word}&apos;</source>
        <translation>&apos;{condition}&apos; tiene {count} palabras después de &apos;{word}&apos;</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; is not a card of seat {seat}</source>
        <translation>&apos;{card}&apos; no es una carta del asiento {seat}</translation>
    </message>
    <message>
        <source>&apos;{condition}&apos;: &apos;{word}&apos; is not a known {kind} word</source>
        <translation>&apos;{condition}&apos;: &apos;{word}&apos; no es una palabra de {kind} conocida</translation>
    </message>
    <message>
        <source>must be the seat of a hero, 0 to {last}</source>
        <translation>debe ser el asiento de un héroe, de 0 a {last}</translation>
    </message>
    <message>
        <source>must be a fencer&apos;s seat, 0 or 1</source>
        <translation>debe ser el puesto de un tirador, 0 o 1</translation>
    </message>
    <message>
        <source>must be a list of the rulebook&apos;s section names</source>
        <translation>debe ser una lista de nombres de secciones del reglamento</translation>
    </message>
    <message>
        <source>must be one of: {words}</source>
        <translation>debe ser uno de: {words}</translation>
    </message>
    <message>
        <source>must be two whole numbers, seat 0&apos;s first</source>
        <translation>debe ser dos números enteros, primero el del puesto 0</translation>
    </message>
    <message>
        <source>must be two weapon positions, each one of: {words}</source>
        <translation>debe ser dos posiciones del arma, cada una de: {words}</translation>
    </message>
    <message>
        <source>must be one list of card ids per fencer</source>
        <translation>debe ser una lista de ids de carta por tirador</translation>
    </message>
    <message>
        <source>must be a move in notation, e.g. &quot;0 stall&quot;</source>
        <translation>debe ser un movimiento en notación, p. ej. &quot;0 stall&quot;</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; is not a card of the deck</source>
        <translation>&apos;{card}&apos; no es una carta del mazo</translation>
    </message>
    <message>
        <source>must be a card&apos;s id</source>
        <translation>debe ser el id de una carta</translation>
    </message>
    <message>
        <source>must be a list of whole numbers from 1 to {most}</source>
        <translation>debe ser una lista de números enteros de 1 a {most}</translation>
    </message>
    <message>
        <source>must be a list of card ids</source>
        <translation>debe ser una lista de ids de cartas</translation>
    </message>
    <message>
        <source>must be one list of card ids per hero</source>
        <translation>debe ser una lista de ids de cartas por cada héroe</translation>
    </message>
    <message>
        <source>&apos;{move}&apos; is the learner&apos;s, not another seat&apos;s</source>
        <translation>&apos;{move}&apos; es del alumno, no de otro asiento</translation>
    </message>
    <message>
        <source>&apos;{card}&apos; is not a card of the combat deck</source>
        <translation>&apos;{card}&apos; no es una carta del mazo de combate</translation>
    </message>
</context>
<context>
    <name>LessonPane</name>
    <message>
        <source>Goals</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Start &amp;again</source>
        <translation>Empezar de &amp;nuevo</translation>
    </message>
    <message>
        <source>&amp;All lessons</source>
        <translation>&amp;Todas las lecciones</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>&amp;Siguiente lección</translation>
    </message>
    <message>
        <source>A lesson from a file: {title}</source>
        <translation>Una lección de un archivo: {title}</translation>
    </message>
    <message>
        <source>Lesson {number} of {total}: {title}</source>
        <translation>Lección {number} de {total}: {title}</translation>
    </message>
</context>
<context>
    <name>LessonPlay</name>
    <message>
        <source>Lesson: {title}.</source>
        <translation>Lección: {title}.</translation>
    </message>
</context>
<context>
    <name>LessonPosition</name>
    <message>
        <source>seat {seat}: {problem}</source>
        <translation>asiento {seat}: {problem}</translation>
    </message>
    <message>
        <source>the game is already over: a lesson starts with a decision to take</source>
        <translation>la partida ya ha terminado: una lección empieza con una decisión que tomar</translation>
    </message>
    <message>
        <source>the skill waiting for its answer: {problem}</source>
        <translation>la Habilidad que espera su respuesta: {problem}</translation>
    </message>
    <message>
        <source>the engine cannot find the legal actions here: {error}</source>
        <translation>el motor no encuentra las acciones legales aquí: {error}</translation>
    </message>
    <message>
        <source>nobody can act in phase {phase}</source>
        <translation>nadie puede actuar en la fase {phase}</translation>
    </message>
    <message>
        <source>the engine cannot play a legal action here ({move}): {error}</source>
        <translation>el motor no puede jugar una acción legal aquí ({move}): {error}</translation>
    </message>
    <message>
        <source>a legal action ({move}) loses or makes a card of {seat}</source>
        <translation>una acción legal ({move}) pierde o crea una carta de {seat}</translation>
    </message>
    <message>
        <source>the learner&apos;s view cannot be dealt consistently: {error}</source>
        <translation>la vista del alumno no puede repartirse de forma coherente: {error}</translation>
    </message>
    <message>
        <source>cards in no zone: {cards}</source>
        <translation>cartas en ninguna zona: {cards}</translation>
    </message>
    <message>
        <source>cards in two zones, or not this seat&apos;s: {cards}</source>
        <translation>cartas en dos zonas, o que no son de este asiento: {cards}</translation>
    </message>
    <message>
        <source>{held} cards in hand, more than the {limit} a hand holds here</source>
        <translation>{held} cartas en la mano, más de las {limit} que una mano tiene aquí</translation>
    </message>
    <message>
        <source>&apos;known&apos; names cards that are neither in the hand, face down nor in the row</source>
        <translation>&apos;known&apos; nombra cartas que no están en la mano, ni boca abajo, ni en la fila</translation>
    </message>
    <message>
        <source>the Basic cards in hand or face down must be exactly the &apos;known&apos; ones (Setup 4)</source>
        <translation>las cartas Básicas en la mano o boca abajo deben ser exactamente las de &apos;known&apos; (Preparación 4)</translation>
    </message>
    <message>
        <source>stands &apos;in&apos; no Posta</source>
        <translation>está &apos;in&apos; en ninguna Posta</translation>
    </message>
    <message>
        <source>{card} cannot lie on a Stack</source>
        <translation>{card} no puede estar en una Pila</translation>
    </message>
    <message>
        <source>{virtue} is held by both seats</source>
        <translation>{virtue} la tienen los dos asientos</translation>
    </message>
    <message>
        <source>the challenger must hold Audatia (Setup 6.1)</source>
        <translation>el Retador debe tener Audatia (Preparación 6.1)</translation>
    </message>
    <message>
        <source>the Virtues are dealt but nobody holds {virtues} (Setup 6)</source>
        <translation>las Virtudes están repartidas pero nadie tiene {virtues} (Preparación 6)</translation>
    </message>
    <message>
        <source>context {key}={card} is not a {kinds}</source>
        <translation>el contexto {key}={card} no es un {kinds}</translation>
    </message>
    <message>
        <source>context {key}={card} is not on its owner&apos;s Stack</source>
        <translation>el contexto {key}={card} no está en la Pila de su dueño</translation>
    </message>
    <message>
        <source>context attack-card is not the attacker&apos;s card</source>
        <translation>el contexto attack-card no es la carta del Atacante</translation>
    </message>
    <message>
        <source>context parry-card belongs to the attacker</source>
        <translation>el contexto parry-card pertenece al Atacante</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>This lesson is over: start it again, or go on to the next.</source>
        <translation>Esta lección ha terminado: empiézala de nuevo, o pasa a la siguiente.</translation>
    </message>
</context>
<context>
    <name>Reference</name>
    <message>
        <source>{file}:{line}: text before the first heading</source>
        <translation>{file}:{line}: texto antes del primer encabezado</translation>
    </message>
    <message>
        <source>{file}:{line}: the heading &apos;{title}&apos; has no {{#anchor}}</source>
        <translation>{file}:{line}: el encabezado &apos;{title}&apos; no tiene {{#ancla}}</translation>
    </message>
    <message>
        <source>{file}:{line}: the anchor &apos;{anchor}&apos; is not lower-case letters, digits, dots and dashes</source>
        <translation>{file}:{line}: el ancla &apos;{anchor}&apos; no son letras minúsculas, dígitos, puntos y guiones</translation>
    </message>
    <message>
        <source>{file}:{line}: headings go four levels deep at most</source>
        <translation>{file}:{line}: los encabezados tienen cuatro niveles como mucho</translation>
    </message>
    <message>
        <source>{file}: no heading in the file</source>
        <translation>{file}: el archivo no tiene ningún encabezado</translation>
    </message>
    <message>
        <source>{file}: the file must start with a chapter heading (# Title)</source>
        <translation>{file}: el archivo debe empezar con un encabezado de capítulo (# Título)</translation>
    </message>
    <message>
        <source>{file}:{line}: a ruling&apos;s heading must start with R-###</source>
        <translation>{file}:{line}: el encabezado de una resolución debe empezar por R-###</translation>
    </message>
    <message>
        <source>{folder}: no chapter of the rules reference ({pattern})</source>
        <translation>{folder}: ningún capítulo de la referencia de reglas ({pattern})</translation>
    </message>
    <message>
        <source>{file}: no English chapter of that name to translate</source>
        <translation>{file}: no hay ningún capítulo en inglés con ese nombre que traducir</translation>
    </message>
    <message>
        <source>{file}: the anchor &apos;{anchor}&apos; is used twice (also in {other})</source>
        <translation>{file}: el ancla &apos;{anchor}&apos; se usa dos veces (también en {other})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>{file}: the anchors differ from the English chapter&apos;s (missing: {missing}; not in English: {extra}; or in another order)</source>
        <translation>{file}: las anclas no son las del capítulo en inglés (faltan: {missing}; no están en inglés: {extra}; o en otro orden)</translation>
    </message>
    <message>
        <source>{file}: no English ruling {ruling} to translate</source>
        <translation>{file}: no hay resolución inglesa {ruling} que traducir</translation>
    </message>
    <message>
        <source>{file}: {ruling} is translated twice</source>
        <translation>{file}: {ruling} está traducida dos veces</translation>
    </message>
    <message>
        <source>{file}: &apos;{title}&apos; does not say which English text it translates: put &lt;!-- en: {fingerprint} --&gt; on the line under its heading</source>
        <translation>{file}: «{title}» no dice qué texto inglés traduce: pon &lt;!-- en: {fingerprint} --&gt; en la línea bajo su encabezado</translation>
    </message>
    <message>
        <source>{file}: the file is missing</source>
        <translation>{file}: falta el archivo</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: no se puede leer ({error})</translation>
    </message>
</context>
<context>
    <name>ReferenceWindow</name>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Buscar:</translation>
    </message>
    <message>
        <source>Words to find in the rules</source>
        <translation>Palabras que buscar en las reglas</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Contenido</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Sección</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s) found</source>
        <translation>
            <numerusform>%n sección encontrada</numerusform>
            <numerusform>%n secciones encontradas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Rules — Audatia</source>
        <translation>Reglas — Audatia</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Buscar en las reglas</translation>
    </message>
    <message>
        <source>← Back</source>
        <translation>← Atrás</translation>
    </message>
    <message>
        <source>Back to where you were (Alt+Left)</source>
        <translation>Volver a donde estabas (Alt+Izquierda)</translation>
    </message>
    <message numerus="yes">
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n sección</numerusform>
            <numerusform>%n secciones</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing found</source>
        <translation>No se ha encontrado nada</translation>
    </message>
    <message numerus="yes">
        <source>match {current} of {total}, %n section(s)</source>
        <translation>
            <numerusform>coincidencia {current} de {total}, %n sección</numerusform>
            <numerusform>coincidencia {current} de {total}, %n secciones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Swordplay</name>
    <message>
        <source>{file}:{line}: text before the first heading</source>
        <translation>{file}:{line}: texto antes del primer encabezado</translation>
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
        <source>{file}: the translation does not say which English text it translates: put &lt;!-- en: {fingerprint} --&gt; on the line under its title</source>
        <translation>{file}: la traducción no dice qué texto inglés traduce: pon &lt;!-- en: {fingerprint} --&gt; en la línea bajo su título</translation>
    </message>
    <message>
        <source>{file}: the anchors {anchors} are used twice</source>
        <translation>{file}: las anclas {anchors} se usan dos veces</translation>
    </message>
    <message>
        <source>{file}: the ruling {ruling} does not say which English text it translates: put &lt;!-- en: {fingerprint} --&gt; on the line under its heading</source>
        <translation>{file}: la resolución {ruling} no dice qué texto inglés traduce: pon &lt;!-- en: {fingerprint} --&gt; en la línea bajo su encabezado</translation>
    </message>
    <message>
        <source>{file}: the anchors differ from the English chapter&apos;s (missing: {missing}; not in English: {extra}; or in another order)</source>
        <translation>{file}: las anclas no son las del capítulo en inglés (faltan: {missing}; no están en inglés: {extra}; o en otro orden)</translation>
    </message>
    <message>
        <source>{file}: the file is missing</source>
        <translation>{file}: falta el archivo</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({error})</source>
        <translation>{file}: no se puede leer ({error})</translation>
    </message>
</context>
<context>
    <name>SwordplayReference</name>
    <message>
        <source>Rules — Swordplay: Arena</source>
        <translation>Reglas — Swordplay: Arena</translation>
    </message>
</context>
</TS>
