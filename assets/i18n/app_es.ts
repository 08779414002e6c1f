<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Accessible</name>
    <message>
        <source>Posta</source>
        <translation>Posta</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Golpe</translation>
    </message>
    <message>
        <source>Remedy</source>
        <translation>Remedio</translation>
    </message>
    <message>
        <source>Counter-remedy</source>
        <translation>Contrarremedio</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation>en {zone}</translation>
    </message>
    <message>
        <source>{cards}; a place for the card picked up: press its number to play it here</source>
        <translation>{cards}; un lugar para la carta tomada: pulsa su número para jugarla aquí</translation>
    </message>
    <message>
        <source>Card, face down</source>
        <translation>Carta, boca abajo</translation>
    </message>
    <message>
        <source>{card}, {kind}</source>
        <translation>{card}, {kind}</translation>
    </message>
    <message>
        <source>{where}. Can be played now: {plays}</source>
        <translation>{where}. Se puede jugar ahora: {plays}</translation>
    </message>
    <message>
        <source>{where}. Cannot be played now</source>
        <translation>{where}. No se puede jugar ahora</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>{who}: {text}</source>
        <translation>{who}: {text}</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say to the table</source>
        <translation>Decir a la mesa</translation>
    </message>
    <message>
        <source>Say something to the table…</source>
        <translation>Di algo a la mesa…</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Enviar</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>the ruleset: standard, Salle Play or Sudden Death (docs/rulings.md R-030..R-033)</source>
        <translation>las reglas: estándar (standard), Asalto en Sala (salle) o Muerte Súbita (sudden-death) (docs/rulings.md R-030..R-033)</translation>
    </message>
    <message>
        <source>audatia: --decks, --no-break and --variant are Audatia&apos;s options</source>
        <translation>audatia: --decks, --no-break y --variant son opciones de Audatia</translation>
    </message>
    <message>
        <source>Audatia Qt: the longsword fencing card game on the desktop.</source>
        <translation>Audatia Qt: el juego de cartas de esgrima de espada larga, en el escritorio.</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>muestra la versión y termina</translation>
    </message>
    <message>
        <source>the language of the command line&apos;s words and of --screenshot&apos;s window: en or es (default: the system&apos;s, as LANG says); the window speaks the one chosen in its settings</source>
        <translation>el idioma de los textos de la línea de órdenes y de la ventana de --screenshot: en o es (por omisión, el del sistema, según LANG); la ventana usa el elegido en su configuración</translation>
    </message>
    <message>
        <source>check the installation (decks, card faces, window, a computer game) and exit</source>
        <translation>comprueba la instalación (barajas, caras de las cartas, ventana, una partida del ordenador) y termina</translation>
    </message>
    <message>
        <source>play a computer-vs-computer game on the table, save a PNG of the window, and exit</source>
        <translation>juega en la mesa una partida del ordenador contra el ordenador, guarda un PNG de la ventana y termina</translation>
    </message>
    <message>
        <source>with --screenshot or --autoplay: the game&apos;s seed (default 1)</source>
        <translation>con --screenshot o --autoplay: la semilla de la partida (por omisión, 1)</translation>
    </message>
    <message>
        <source>with --screenshot: moves to play before the picture (default 20)</source>
        <translation>con --screenshot: jugadas antes de la imagen (por omisión, 20)</translation>
    </message>
    <message>
        <source>with --screenshot: the window size (default 1280x800)</source>
        <translation>con --screenshot: el tamaño de la ventana (por omisión, 1280x800)</translation>
    </message>
    <message>
        <source>with --screenshot: the rules played (default standard)</source>
        <translation>con --screenshot: las reglas jugadas (por omisión, standard)</translation>
    </message>
    <message>
        <source>open the window on a computer-vs-computer game that plays itself (with --seed), autosaving as usual and printing &apos;autosaved N&apos; after each move</source>
        <translation>abre la ventana con una partida del ordenador contra el ordenador que se juega sola (con --seed), guardándose como siempre e imprimiendo &apos;autosaved N&apos; tras cada jugada</translation>
    </message>
    <message>
        <source>work with deck files</source>
        <translation>trabaja con archivos de baraja</translation>
    </message>
    <message>
        <source>validate deck TOML files and report problems</source>
        <translation>valida archivos TOML de baraja e informa de los problemas</translation>
    </message>
    <message>
        <source>deck files or folders of decks</source>
        <translation>archivos de baraja o carpetas de barajas</translation>
    </message>
    <message>
        <source>play random games and report wins, errors and the rule paths reached</source>
        <translation>juega partidas al azar e informa de victorias, errores y reglas alcanzadas</translation>
    </message>
    <message>
        <source>Play random games (kind-balanced random policy) and report. Game i uses seed S+i; the challenger and the decks&apos; seats alternate with the seed. Exits 1 if any game failed, printing the seeds that replay the failures.</source>
        <translation>Juega partidas al azar (política aleatoria equilibrada por tipo) e informa. La partida i usa la semilla S+i; el Retador y los asientos de las barajas se alternan con la semilla. Termina con 1 si alguna partida falló, imprimiendo las semillas que reproducen los fallos.</translation>
    </message>
    <message>
        <source>seed of the first game</source>
        <translation>semilla de la primera partida</translation>
    </message>
    <message>
        <source>deck ids of the bundled decks, or deck file paths (default: the two bundled decks)</source>
        <translation>ids de las barajas incluidas, o rutas de archivos de baraja (por omisión, las dos barajas incluidas)</translation>
    </message>
    <message>
        <source>play without the optional Break rule (R-008)</source>
        <translation>juega sin la regla opcional de Romper (R-008)</translation>
    </message>
    <message>
        <source>check every state: card conservation, views and redacted events that leak nothing, position and action notation round trips (slower)</source>
        <translation>comprueba cada estado: conservación de las cartas, vistas y eventos ocultados que no revelan nada, ida y vuelta de la notación de posiciones y acciones (más lento)</translation>
    </message>
    <message>
        <source>play one bot against another and report win rates and decision times</source>
        <translation>enfrenta un bot a otro e informa de los porcentajes de victoria y los tiempos de decisión</translation>
    </message>
    <message>
        <source>stop when a sequential probability ratio test of A&apos;s score decides, printing the running LLR, games, score and 95%% interval after each deal played both ways</source>
        <translation>detenerse cuando decida una prueba secuencial de razón de probabilidades de la puntuación de A, mostrando el LLR, las partidas, la puntuación y el intervalo al 95%% tras cada reparto jugado en los dos sentidos</translation>
    </message>
    <message>
        <source>The deck in PATH against each bundled deck, BOT on both sides (default ismcts:normal, the Provost), N deals per opponent covering both seats and both roles, then the bundled decks against each other the same way. Prints win rates with 95% Wilson intervals overall, as challenger and as respondent, per opponent. Ctrl+C stops after the current game and prints the figures so far.</source>
        <translation>La baraja de PATH contra cada baraja incluida, con BOT en ambos lados (por omisión, ismcts:normal, el Preboste), N repartos por rival cubriendo ambos asientos y ambos papeles; después, las barajas incluidas entre sí de la misma forma. Imprime los porcentajes de victoria con intervalos de Wilson al 95% en total, como Retador y como Retado, y por rival. Ctrl+C se detiene tras la partida en curso e imprime las cifras obtenidas.</translation>
    </message>
    <message>
        <source>play a deck against each bundled deck, the computer on both sides, for balance</source>
        <translation>enfrenta una baraja a cada baraja incluida, con el ordenador en ambos lados, para equilibrarla</translation>
    </message>
    <message>
        <source>the game: audatia (the default), swordplay (Swordplay: Arena) or ready_fence (Ready...Fence!); --decks, --no-break and --variant are Audatia&apos;s and are refused with another</source>
        <translation>el juego: audatia (por omisión), swordplay (Swordplay: Arena) o ready_fence (Ready...Fence!); --decks, --no-break y --variant son de Audatia y se rechazan con otro</translation>
    </message>
    <message>
        <source>{verb}: no game called {game} (the games: {known})</source>
        <translation>{verb}: no hay ningún juego llamado {game} (los juegos: {known})</translation>
    </message>
    <message>
        <source>Bot A against bot B, weakest first: {bots}. Each deal is played twice with the seats swapped; roles and decks alternate. The last line is &apos;A win rate: &lt;percent&gt;% [&lt;low&gt;%, &lt;high&gt;%]&apos; (95% Wilson interval). With --sprt the run is a sequential probability ratio test of A&apos;s score, looked at after each deal played both ways, that stops once it accepts H0 or H1 (docs/strength.md); Audatia&apos;s frozen baselines are named frozen:NAME.</source>
        <translation>El bot A contra el bot B, del más débil al más fuerte: {bots}. Cada reparto se juega dos veces con los asientos intercambiados; los papeles y las barajas se alternan. La última línea es &apos;A win rate: &lt;percent&gt;% [&lt;low&gt;%, &lt;high&gt;%]&apos; (intervalo de Wilson al 95%). Con --sprt la partida es una prueba secuencial de razón de probabilidades de la puntuación de A, mirada tras cada reparto jugado en los dos sentidos, que se detiene al aceptar H0 o H1 (docs/strength.md); las referencias congeladas de Audatia se llaman frozen:NOMBRE.</translation>
    </message>
    <message>
        <source>games to play (default {plain}); with --sprt the most (default {most})</source>
        <translation>partidas que jugar (por omisión {plain}); con --sprt, el máximo (por omisión {most})</translation>
    </message>
    <message>
        <source>worker processes playing games at once (default {cores}, the cores here)</source>
        <translation>procesos que juegan partidas a la vez (por omisión {cores}, los núcleos de esta máquina)</translation>
    </message>
    <message>
        <source>with --sprt: A&apos;s score under H0 (default {value})</source>
        <translation>con --sprt: la puntuación de A según H0 (por omisión {value})</translation>
    </message>
    <message>
        <source>with --sprt: A&apos;s score under H1 (default {value})</source>
        <translation>con --sprt: la puntuación de A según H1 (por omisión {value})</translation>
    </message>
    <message>
        <source>with --sprt: the chance of accepting H1 wrongly (default {value})</source>
        <translation>con --sprt: la probabilidad de aceptar H1 por error (por omisión {value})</translation>
    </message>
    <message>
        <source>with --sprt: the chance of accepting H0 wrongly (default {value})</source>
        <translation>con --sprt: la probabilidad de aceptar H0 por error (por omisión {value})</translation>
    </message>
    <message>
        <source>let each search run its level&apos;s iterations however long they take, so a run replays exactly for its seed on a busy machine too (the decision times then measure the machine&apos;s load, not the levels)</source>
        <translation>dejar que cada búsqueda haga las iteraciones de su nivel tarde lo que tarde, para que una partida se repita exactamente con su semilla también en una máquina ocupada (los tiempos de decisión miden entonces la carga de la máquina, no los niveles)</translation>
    </message>
    <message>
        <source>write each game&apos;s seeds and result to FILE, a JSON line each (with --sprt they are otherwise printed, a line each)</source>
        <translation>escribir las semillas y el resultado de cada partida en FICHERO, una línea JSON cada una (con --sprt, si no, se muestran, una línea cada una)</translation>
    </message>
    <message>
        <source>a deck TOML file (none: only the bundled decks against each other)</source>
        <translation>un archivo TOML de baraja (ninguno: solo las barajas incluidas entre sí)</translation>
    </message>
    <message>
        <source>one of: {bots}</source>
        <translation>uno de: {bots}</translation>
    </message>
    <message>
        <source>skip the bundled decks&apos; own games against each other</source>
        <translation>omite las partidas de las barajas incluidas entre sí</translation>
    </message>
    <message>
        <source>train the computer player&apos;s learned parts</source>
        <translation>entrenar las partes aprendidas del jugador del ordenador</translation>
    </message>
    <message>
        <source>train the learned evaluation by TD(lambda) self-play</source>
        <translation>entrenar la evaluación aprendida jugando contra sí mismo con TD(lambda)</translation>
    </message>
    <message>
        <source>Train Audatia&apos;s value network by TD(lambda) self-play (the heuristic on both sides, one move in ten random), on one core. The same seed gives the same weights; a checkpoint beside the weights lets --resume carry on an interrupted run.</source>
        <translation>Entrena la red de valor de Audatia jugando contra sí misma con TD(lambda) (la heurística en ambos lados, una jugada de cada diez al azar), en un núcleo. La misma semilla da los mismos pesos; un punto de control junto a los pesos permite que --resume continúe una ejecución interrumpida.</translation>
    </message>
    <message>
        <source>the weights file to write, its provenance beside it (default audatia_value.npz)</source>
        <translation>el archivo de pesos que escribir, con su procedencia al lado (por defecto audatia_value.npz)</translation>
    </message>
    <message>
        <source>carry on from the checkpoint beside --out</source>
        <translation>continuar desde el punto de control junto a --out</translation>
    </message>
    <message>
        <source>open the deck builder (on PATH, or a bundled deck)</source>
        <translation>abre el editor de barajas (con PATH, o una baraja incluida)</translation>
    </message>
    <message>
        <source>a deck TOML file</source>
        <translation>un archivo TOML de baraja</translation>
    </message>
    <message>
        <source>serve network tables headless, many behind one port</source>
        <translation>servir mesas de red sin ventana, muchas tras un solo puerto</translation>
    </message>
    <message>
        <source>Serve every table in --tables-dir behind one port until Ctrl+C or SIGTERM: the tables are taken up where they stopped, players join with their invite lines, and anyone who can reach the port may ask for the lobby of open tables. &apos;audatia serve new&apos; opens a table. See docs/network.md.</source>
        <translation>Sirve cada mesa de --tables-dir tras un solo puerto hasta Ctrl+C o SIGTERM: las mesas se retoman donde se quedaron, los jugadores entran con sus líneas de invitación y cualquiera que alcance el puerto puede pedir el vestíbulo de mesas abiertas. &apos;audatia serve new&apos; abre una mesa. Véase docs/network.md.</translation>
    </message>
    <message>
        <source>the folder of the tables, one sub-folder each</source>
        <translation>la carpeta de las mesas, una subcarpeta cada una</translation>
    </message>
    <message>
        <source>the address to listen on (default 127.0.0.1; 0.0.0.0 for every network)</source>
        <translation>la dirección en la que escuchar (por defecto 127.0.0.1; 0.0.0.0 para todas las redes)</translation>
    </message>
    <message>
        <source>the port to listen on (default 8765)</source>
        <translation>el puerto en el que escuchar (por defecto 8765)</translation>
    </message>
    <message>
        <source>a TLS certificate (chain) file: the tables speak wss</source>
        <translation>un archivo de certificado TLS (con su cadena): las mesas hablan wss</translation>
    </message>
    <message>
        <source>the certificate&apos;s private key</source>
        <translation>la clave privada del certificado</translation>
    </message>
    <message>
        <source>also write the log to this file (it always goes to stderr)</source>
        <translation>escribir también el registro en este archivo (siempre va a stderr)</translation>
    </message>
    <message>
        <source>open a table and print one invite line per seat</source>
        <translation>abrir una mesa e imprimir una línea de invitación por asiento</translation>
    </message>
    <message>
        <source>Open a table in --tables-dir and print one invite line per seat (give each player theirs: it is that seat&apos;s secret, shown only now). A running server takes the table up at its first player&apos;s hello.</source>
        <translation>Abre una mesa en --tables-dir e imprime una línea de invitación por asiento (dale a cada jugador la suya: es el secreto de ese asiento y solo se muestra ahora). Un servidor en marcha toma la mesa con el saludo de su primer jugador.</translation>
    </message>
    <message>
        <source>the game: audatia, swordplay or ready_fence</source>
        <translation>el juego: audatia, swordplay o ready_fence</translation>
    </message>
    <message>
        <source>Audatia&apos;s ruleset: standard (the default), salle, sudden-death</source>
        <translation>las reglas de Audatia: standard (por defecto), salle, sudden-death</translation>
    </message>
    <message>
        <source>Swordplay: how many heroes fight each other (default 2)</source>
        <translation>Swordplay: cuántos héroes luchan entre sí (por defecto 2)</translation>
    </message>
    <message>
        <source>Swordplay: the heroes fight this monster together (co-op, two or three heroes) instead of each other</source>
        <translation>Swordplay: los héroes luchan juntos contra este monstruo (cooperativo, dos o tres héroes) en vez de unos contra otros</translation>
    </message>
    <message>
        <source>Ready...Fence!&apos;s level (default basic)</source>
        <translation>el nivel de Ready...Fence! (por defecto basic)</translation>
    </message>
    <message>
        <source>the deal&apos;s seed (default: a random one)</source>
        <translation>la semilla del reparto (por defecto, una al azar)</translation>
    </message>
    <message>
        <source>a per-move clock: a player who does not move within S seconds loses the game (default: none)</source>
        <translation>un reloj por jugada: quien no juega en S segundos pierde la partida (por omisión, ninguno)</translation>
    </message>
    <message>
        <source>the address in the invites, ws://HOST:PORT or wss://HOST:PORT (default: the one the server last running on the folder wrote)</source>
        <translation>la dirección de las invitaciones, ws://HOST:PUERTO o wss://HOST:PUERTO (por defecto, la que escribió el último servidor que sirvió la carpeta)</translation>
    </message>
    <message>
        <source>not a port (0 to 65535): {text}</source>
        <translation>no es un puerto (de 0 a 65535): {text}</translation>
    </message>
    <message>
        <source>not a time for a move (1 to 86400 seconds): {text}</source>
        <translation>no es un tiempo para una jugada (de 1 a 86400 segundos): {text}</translation>
    </message>
    <message>
        <source>serve: --tables-dir DIR is required</source>
        <translation>serve: hace falta --tables-dir DIR</translation>
    </message>
    <message>
        <source>not a whole number: {text}</source>
        <translation>no es un número entero: {text}</translation>
    </message>
    <message>
        <source>must be at least 1, got {value}</source>
        <translation>debe ser al menos 1, no {value}</translation>
    </message>
    <message>
        <source>break rule off</source>
        <translation>regla de Romper desactivada</translation>
    </message>
    <message>
        <source>break rule on</source>
        <translation>regla de Romper activada</translation>
    </message>
    <message numerus="yes">
        <source>selfplay: %n games, seeds {first}..{last}, decks {deck_a} and {deck_b}, {rule}, variant {variant}</source>
        <translation>
            <numerusform>selfplay: %n partida, semillas {first}..{last}, barajas {deck_a} y {deck_b}, {rule}, variante {variant}</numerusform>
            <numerusform>selfplay: %n partidas, semillas {first}..{last}, barajas {deck_a} y {deck_b}, {rule}, variante {variant}</numerusform>
        </translation>
    </message>
    <message>
        <source>time: {seconds} s, {rate} games/s</source>
        <translation>tiempo: {seconds} s, {rate} partidas/s</translation>
    </message>
    <message>
        <source>train value: [{bar}] {done}/{games} games, {seconds} s, about {left} s left</source>
        <translation>train value: [{bar}] {done}/{games} partidas, {seconds} s, quedan unos {left} s</translation>
    </message>
    <message>
        <source>train value: {problem}</source>
        <translation>train value: {problem}</translation>
    </message>
    <message>
        <source>train value: stopped; --resume carries on</source>
        <translation>train value: detenido; --resume continúa</translation>
    </message>
    <message>
        <source>train value: wrote {path} ({games} games in {seconds} s)</source>
        <translation>train value: escrito {path} ({games} partidas en {seconds} s)</translation>
    </message>
    <message>
        <source>arena: --{option} is an option of --sprt</source>
        <translation>arena: --{option} es una opción de --sprt</translation>
    </message>
    <message>
        <source>arena: --sprt plays each deal both ways: --games must be even, not {games}</source>
        <translation>arena: --sprt juega cada reparto en los dos sentidos: --games debe ser par, no {games}</translation>
    </message>
    <message>
        <source>arena: --h0 and --h1 are scores between 0 and 1, H0 below H1</source>
        <translation>arena: --h0 y --h1 son puntuaciones entre 0 y 1, H0 menor que H1</translation>
    </message>
    <message>
        <source>arena: --alpha and --beta lie between 0 and 0.5</source>
        <translation>arena: --alpha y --beta están entre 0 y 0,5</translation>
    </message>
    <message>
        <source>selfplay failed: {problem}</source>
        <translation>selfplay ha fallado: {problem}</translation>
    </message>
    <message>
        <source>arena: {problem}</source>
        <translation>arena: {problem}</translation>
    </message>
    <message>
        <source>{bot}: p95 decision {p95} ms, longest {longest} ms, over {count} decisions</source>
        <translation>{bot}: decisión p95 {p95} ms, la más larga {longest} ms, en {count} decisiones</translation>
    </message>
    <message>
        <source>A win rate: {rate}% [{low}%, {high}%]</source>
        <translation>Tasa de victorias de A: {rate}% [{low}%, {high}%]</translation>
    </message>
    <message>
        <source>game {index}: {replay}, A scored {score}</source>
        <translation>partida {index}: {replay}, A puntuó {score}</translation>
    </message>
    <message>
        <source>games {games}: score {score} = {rate}% [{low}%, {high}%], LLR {llr} ({lower}, {upper})</source>
        <translation>partidas {games}: puntuación {score} = {rate}% [{low}%, {high}%], LLR {llr} ({lower}, {upper})</translation>
    </message>
    <message>
        <source>SPRT: H0 {p0}% against H1 {p1}%, alpha {alpha}, beta {beta}, at most {games} games on {jobs} processes</source>
        <translation>SPRT: H0 {p0}% contra H1 {p1}%, alfa {alpha}, beta {beta}, como mucho {games} partidas en {jobs} procesos</translation>
    </message>
    <message>
        <source>SPRT: accept H1 (A scores {p1}% or more, not {p0}%) after {games} games, LLR {llr}: A scores {rate}% [{low}%, {high}%]</source>
        <translation>SPRT: se acepta H1 (A puntúa {p1}% o más, no {p0}%) tras {games} partidas, LLR {llr}: A puntúa {rate}% [{low}%, {high}%]</translation>
    </message>
    <message>
        <source>SPRT: accept H0 (A scores {p0}% or less, not {p1}%) after {games} games, LLR {llr}: A scores {rate}% [{low}%, {high}%]</source>
        <translation>SPRT: se acepta H0 (A puntúa {p0}% o menos, no {p1}%) tras {games} partidas, LLR {llr}: A puntúa {rate}% [{low}%, {high}%]</translation>
    </message>
    <message>
        <source>SPRT: undecided between H0 {p0}% and H1 {p1}% after {games} games, LLR {llr}: A scores {rate}% [{low}%, {high}%]</source>
        <translation>SPRT: sin decidir entre H0 {p0}% y H1 {p1}% tras {games} partidas, LLR {llr}: A puntúa {rate}% [{low}%, {high}%]</translation>
    </message>
    <message>
        <source>arena: stopped by Ctrl+C after {games} games: the figures so far</source>
        <translation>arena: detenida con Ctrl+C tras {games} partidas: las cifras hasta ahora</translation>
    </message>
    <message>
        <source>arena: cannot write the record {path}: {problem}</source>
        <translation>arena: no se puede escribir el registro {path}: {problem}</translation>
    </message>
    <message>
        <source>games: {games}, moves: {moves}, errors: 0</source>
        <translation>partidas: {games}, jugadas: {moves}, errores: 0</translation>
    </message>
    <message>
        <source>audatia: --moves must be 0 or more</source>
        <translation>audatia: --moves debe ser 0 o más</translation>
    </message>
    <message>
        <source>serve: {path} is not a folder</source>
        <translation>serve: {path} no es una carpeta</translation>
    </message>
    <message>
        <source>serve: cannot read the folder {path}: {problem}</source>
        <translation>serve: no se puede leer la carpeta {path}: {problem}</translation>
    </message>
    <message>
        <source>serve: cannot load the certificate {path}: {problem}</source>
        <translation>serve: no se puede cargar el certificado {path}: {problem}</translation>
    </message>
    <message>
        <source>serve: --cert and --key go together</source>
        <translation>serve: --cert y --key van juntos</translation>
    </message>
    <message>
        <source>serve: cannot listen on {host} port {port}: {problem}</source>
        <translation>serve: no se puede escuchar en {host}, puerto {port}: {problem}</translation>
    </message>
    <message>
        <source>serve: cannot write the log {path}: {problem}</source>
        <translation>serve: no se puede escribir el registro {path}: {problem}</translation>
    </message>
    <message>
        <source>serve new: no game called {game} (the games: {known})</source>
        <translation>serve new: no hay ningún juego llamado {game} (los juegos: {known})</translation>
    </message>
    <message>
        <source>serve new: {option} is not an option of {game}</source>
        <translation>serve new: {option} no es una opción de {game}</translation>
    </message>
    <message>
        <source>serve new: no monster called {monster} (the monsters: {known})</source>
        <translation>serve new: no hay ningún monstruo llamado {monster} (los monstruos: {known})</translation>
    </message>
    <message>
        <source>serve new: two or three heroes fight a monster together, not {heroes}</source>
        <translation>serve new: contra un monstruo luchan juntos dos o tres héroes, no {heroes}</translation>
    </message>
    <message>
        <source>serve new: no server has run on {path} yet: give --address ws://HOST:PORT</source>
        <translation>serve new: ningún servidor ha servido aún {path}: indica --address ws://HOST:PUERTO</translation>
    </message>
    <message>
        <source>serve new: cannot open a table in {path}: {problem}</source>
        <translation>serve new: no se puede abrir una mesa en {path}: {problem}</translation>
    </message>
    <message>
        <source>table {table}: {game}, {seats} seats; one invite line per seat:</source>
        <translation>mesa {table}: {game}, {seats} asientos; una línea de invitación por asiento:</translation>
    </message>
    <message>
        <source>seat {seat}: {invite}</source>
        <translation>asiento {seat}: {invite}</translation>
    </message>
</context>
<context>
    <name>ComputerFailed</name>
    <message>
        <source>The computer chose a move the rules do not allow (&apos;{play}&apos;).</source>
        <translation>El ordenador eligió una jugada que las reglas no permiten («{play}»).</translation>
    </message>
    <message>
        <source>The computer could not decide: {error}</source>
        <translation>El ordenador no pudo decidir: {error}</translation>
    </message>
</context>
<context>
    <name>CourseWindow</name>
    <message>
        <source>Reset this lesson</source>
        <translation>Reiniciar esta lección</translation>
    </message>
    <message>
        <source>Reset all progress</source>
        <translation>Reiniciar todo el progreso</translation>
    </message>
    <message>
        <source>Some lessons could not be used: {problems}</source>
        <translation>Algunas lecciones no se pudieron usar: {problems}</translation>
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
        <source>Play it again</source>
        <translation>Jugarla otra vez</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Empezar la lección</translation>
    </message>
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
        <source>Lesson {number} of {total}: {title}</source>
        <translation>Lección {number} de {total}: {title}</translation>
    </message>
    <message>
        <source>Rulebook: {section}</source>
        <translation>Reglamento: {section}</translation>
    </message>
    <message>
        <source>Read the lesson, then play on the board.</source>
        <translation>Lee la lección, y luego juega en el tablero.</translation>
    </message>
    <message>
        <source>Hint {number} of {total}: {hint}</source>
        <translation>Pista {number} de {total}: {hint}</translation>
    </message>
    <message>
        <source>Good. Watch the board, and go on.</source>
        <translation>Bien. Mira el tablero, y sigue.</translation>
    </message>
    <message>
        <source>Lesson complete. {done}</source>
        <translation>Lección completada. {done}</translation>
    </message>
</context>
<context>
    <name>DecisionBar</name>
    <message>
        <source>H  Hint</source>
        <translation>H  Pista</translation>
    </message>
    <message>
        <source>Press H: the computer&apos;s suggestion for your move, and why</source>
        <translation>Pulsa H: la jugada que te sugiere el ordenador, y por qué</translation>
    </message>
    <message>
        <source>Press {number}</source>
        <translation>Pulsa {number}</translation>
    </message>
    <message>
        <source>Press 1 or Enter</source>
        <translation>Pulsa 1 o Intro</translation>
    </message>
    <message>
        <source>Esc  Cancel</source>
        <translation>Esc  Cancelar</translation>
    </message>
    <message>
        <source>Press Esc</source>
        <translation>Pulsa Esc</translation>
    </message>
</context>
<context>
    <name>EndOfGame</name>
    <message>
        <source>A draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>The game is drawn: {reason}.</source>
        <translation>La partida acaba en empate: {reason}.</translation>
    </message>
    <message>
        <source>{fencer} wins</source>
        <translation>Gana {fencer}</translation>
    </message>
    <message>
        <source>By {reason}.</source>
        <translation>Por {reason}.</translation>
    </message>
    <message>
        <source>Final score: {first} {a}, {second} {b}.</source>
        <translation>Resultado final: {first} {a}, {second} {b}.</translation>
    </message>
</context>
<context>
    <name>EndOfGameDialog</name>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>New Game…</source>
        <translation>Nueva partida…</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>Mirar la mesa</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Your opponent&apos;s computer must be on this network, or on one VPN with this one. The firewall may ask whether the app may accept connections.</source>
        <translation>El ordenador de tu rival debe estar en esta red, o en una misma VPN con este. El cortafuegos puede preguntar si la aplicación puede aceptar conexiones.</translation>
    </message>
    <message>
        <source>Only another window on this computer can join: to try a table out.</source>
        <translation>Solo puede unirse otra ventana de este ordenador: para probar una mesa.</translation>
    </message>
    <message>
        <source>Host Network Game</source>
        <translation>Abrir una partida en red</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>Who may join</source>
        <translation>Quién puede unirse</translation>
    </message>
    <message>
        <source>Computers on this &amp;network</source>
        <translation>Ordenadores de esta &amp;red</translation>
    </message>
    <message>
        <source>This &amp;computer only</source>
        <translation>Solo este &amp;ordenador</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>cualquier puerto libre</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Time for each &amp;move:</source>
        <translation>Tiempo para cada &amp;jugada:</translation>
    </message>
    <message>
        <source>A player who does not move in time loses the game. No clock: take your time.</source>
        <translation>Quien no juega a tiempo pierde la partida. Sin reloj: tomaos vuestro tiempo.</translation>
    </message>
    <message>
        <source>Every seat of a network table is played by a person, who joins with its invite: who plays each side above does not apply.</source>
        <translation>Cada asiento de una mesa en red lo juega una persona, que se une con su invitación: la elección de arriba de quién juega cada lado no se aplica.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>The invite for {seat} is on the clipboard.</source>
        <translation>La invitación para {seat} está en el portapapeles.</translation>
    </message>
    <message>
        <source>Invite to the Table</source>
        <translation>Invitar a la mesa</translation>
    </message>
    <message>
        <source>Send this line to your opponent; they choose Game &gt; Join Network Game... and paste it. On this network (LAN) by default; from elsewhere, a VPN such as Tailscale or ZeroTier puts you on one network.</source>
        <translation>Envía esta línea a tu rival, que elige Partida &gt; Unirse a una partida en red... y la pega. En esta red (LAN) por omisión; desde otro lugar, una VPN como Tailscale o ZeroTier os pone en una misma red.</translation>
    </message>
    <message>
        <source>Anyone with this line can take that seat: send it to your opponent alone.</source>
        <translation>Quien tenga esta línea puede ocupar ese asiento: envíala solo a tu rival.</translation>
    </message>
    <message>
        <source>&amp;Invite for {seat}:</source>
        <translation>&amp;Invitación para {seat}:</translation>
    </message>
    <message>
        <source>Invite for {seat}</source>
        <translation>Invitación para {seat}</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy the invite for {seat}</source>
        <translation>Copiar la invitación para {seat}</translation>
    </message>
    <message>
        <source>QR code &amp;for:</source>
        <translation>Código QR &amp;de:</translation>
    </message>
    <message>
        <source>Seat whose invite the QR code shows</source>
        <translation>Asiento cuya invitación muestra el código QR</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>This invite is for a game not installed here: {game}</source>
        <translation>Esta invitación es para un juego que no está instalado aquí: {game}</translation>
    </message>
    <message>
        <source>A game of {game}, at {address}.</source>
        <translation>Una partida de {game}, en {address}.</translation>
    </message>
    <message>
        <source>Join Network Game</source>
        <translation>Unirse a una partida en red</translation>
    </message>
    <message>
        <source>Paste the invite your host sent you: one line with the table&apos;s address, the game and your seat&apos;s secret.</source>
        <translation>Pega la invitación que te envió el anfitrión: una línea con la dirección de la mesa, el juego y el secreto de tu asiento.</translation>
    </message>
    <message>
        <source>&amp;Invite:</source>
        <translation>&amp;Invitación:</translation>
    </message>
    <message>
        <source>Invite</source>
        <translation>Invitación</translation>
    </message>
    <message>
        <source>ws://address:port game secret</source>
        <translation>ws://dirección:puerto juego secreto</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <source>Left, Right</source>
        <translation>Izquierda, Derecha</translation>
    </message>
    <message>
        <source>pick up the previous or next card you may play (it rises, its places glow)</source>
        <translation>toma la carta jugable anterior o siguiente (se eleva y sus lugares se iluminan)</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 a 9</translation>
    </message>
    <message>
        <source>press that button of the bar under the table (a play of the card picked up)</source>
        <translation>pulsa ese botón de la barra bajo la mesa (una jugada de la carta tomada)</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>press button 1 (the Hint&apos;s move once a Hint is shown)</source>
        <translation>pulsa el botón 1 (la jugada de la Pista, si se muestra una)</translation>
    </message>
    <message>
        <source>Down, Up</source>
        <translation>Abajo, Arriba</translation>
    </message>
    <message>
        <source>move into the bar&apos;s buttons and along them (the tenth and after as well)</source>
        <translation>entra en los botones de la barra y recórrelos (también el décimo y siguientes)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Intro, Espacio</translation>
    </message>
    <message>
        <source>on a button: press it</source>
        <translation>sobre un botón: lo pulsa</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Mayús+Tab</translation>
    </message>
    <message>
        <source>move between the table, its buttons, the card preview and the log</source>
        <translation>pasa entre la mesa, sus botones, la vista de la carta y el registro</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>put the card back (Cancel), and bring the keys back to the table</source>
        <translation>devuelve la carta (Cancelar) y lleva el teclado de vuelta a la mesa</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the computer&apos;s suggestion and why</source>
        <translation>Pista: la sugerencia del ordenador y por qué</translation>
    </message>
    <message>
        <source>on the pass-the-device screen: show the next player&apos;s hand</source>
        <translation>en la pantalla de pasar el dispositivo: muestra la mano del siguiente jugador</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>no such language: {code} (the app speaks {languages})</source>
        <translation>no existe el idioma {code} (los idiomas disponibles son {languages})</translation>
    </message>
    <message>
        <source>cannot load the translation catalog {path}</source>
        <translation>no se puede cargar el catálogo de traducción {path}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;h3&gt;Audatia Qt {version}&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Audatia&lt;/b&gt; is Guy Windsor&apos;s two-player card game of medieval longsword fencing, based on Fiore dei Liberi&apos;s &lt;i&gt;Il Fior di Battaglia&lt;/i&gt; (c. 1410).&lt;/p&gt;&lt;p&gt;Game by Guy Windsor.&lt;br&gt;Lead game designer: Samuli Raninen.&lt;br&gt;Art and graphic design: Jussi Alarauhio.&lt;br&gt;Published by TK Creations / Games and Tales Oy.&lt;/p&gt;&lt;p&gt;Audatia Qt is an unofficial fan implementation.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Audatia Qt {version}&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Audatia&lt;/b&gt; es el juego de cartas para dos jugadores de Guy Windsor sobre la esgrima medieval de espada larga, basado en &lt;i&gt;Il Fior di Battaglia&lt;/i&gt; de Fiore dei Liberi (c. 1410).&lt;/p&gt;&lt;p&gt;Juego de Guy Windsor.&lt;br&gt;Diseñador principal: Samuli Raninen.&lt;br&gt;Arte y diseño gráfico: Jussi Alarauhio.&lt;br&gt;Publicado por TK Creations / Games and Tales Oy.&lt;/p&gt;&lt;p&gt;Audatia Qt es una versión no oficial hecha por aficionados.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No deck files (*.toml) were found in {folder}.</source>
        <translation>No se encontró ningún archivo de baraja (*.toml) en {folder}.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Very fast</source>
        <translation>Muy rápida</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Sin animaciones</translation>
    </message>
    <message>
        <source>No deck could be loaded. {problems}</source>
        <translation>No se pudo cargar ninguna baraja. {problems}</translation>
    </message>
    <message>
        <source>Some decks did not load: {problems}</source>
        <translation>Algunas barajas no se cargaron: {problems}</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Choose decks, players and a seed, and start a game</source>
        <translation>Elige barajas, jugadores y una semilla, y empieza una partida</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Revancha</translation>
    </message>
    <message>
        <source>The same decks and players, a new deal</source>
        <translation>Las mismas barajas y jugadores, un nuevo reparto</translation>
    </message>
    <message>
        <source>Step through the game on the table, move by move</source>
        <translation>Recorre la partida de la mesa, jugada a jugada</translation>
    </message>
    <message>
        <source>Show &amp;Hints</source>
        <translation>Mostrar &amp;pistas</translation>
    </message>
    <message>
        <source>Coach the player: how to play a glowing card</source>
        <translation>Guía al jugador: cómo jugar una carta iluminada</translation>
    </message>
    <message>
        <source>&amp;Explain Computer Moves</source>
        <translation>&amp;Explicar las jugadas del ordenador</translation>
    </message>
    <message>
        <source>After each computer move, say in the log why it chose it</source>
        <translation>Tras cada jugada del ordenador, explica en el registro por qué la eligió</translation>
    </message>
    <message>
        <source>Pace, animations, hints, the Break rule, card and text size, highlights, language</source>
        <translation>Ritmo, animaciones, pistas, la regla de Romper, tamaño de cartas y texto, resaltado, idioma</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Close Audatia Qt</source>
        <translation>Cierra Audatia Qt</translation>
    </message>
    <message>
        <source>About {game}</source>
        <translation>Acerca de {game}</translation>
    </message>
    <message>
        <source>&amp;About {game}</source>
        <translation>&amp;Acerca de {game}</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>Ani&amp;maciones</translation>
    </message>
    <message>
        <source>Replay This &amp;Game</source>
        <translation>Repetición de es&amp;ta partida</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <source>Computer &amp;pace</source>
        <translation>Ritmo del &amp;ordenador</translation>
    </message>
    <message>
        <source>&amp;Decks</source>
        <translation>&amp;Barajas</translation>
    </message>
    <message>
        <source>&amp;Check Bundled Decks</source>
        <translation>&amp;Comprobar las barajas incluidas</translation>
    </message>
    <message>
        <source>Validate the deck files that ship with the game</source>
        <translation>Valida los archivos de baraja que vienen con el juego</translation>
    </message>
    <message>
        <source>Deck &amp;Builder…</source>
        <translation>&amp;Editor de barajas…</translation>
    </message>
    <message>
        <source>See, edit, check and print the character decks</source>
        <translation>Ver, editar, comprobar e imprimir las barajas de personaje</translation>
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
        <source>Short lessons on the table, from the first blow to a game</source>
        <translation>Lecciones breves en la mesa, del primer Golpe a una partida</translation>
    </message>
    <message>
        <source>Open &amp;Lesson File…</source>
        <translation>Abrir un archivo de &amp;lección…</translation>
    </message>
    <message>
        <source>Play a lesson from a file, such as one made from a replay&apos;s position</source>
        <translation>Juega una lección desde un archivo, como una hecha con la posición de una repetición</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>Version and credits</source>
        <translation>Versión y créditos</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Teclado</translation>
    </message>
    <message>
        <source>Every key of the table and the menus&apos; shortcuts</source>
        <translation>Todas las teclas de la mesa y los atajos de los menús</translation>
    </message>
    <message>
        <source>The language could not be changed: {error}</source>
        <translation>No se pudo cambiar el idioma: {error}</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every decision can be made from the keyboard. On the table:&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada decisión puede tomarse con el teclado. En la mesa:&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Teclado</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Semilla {seed}</translation>
    </message>
    <message numerus="yes">
        <source>Resumed the unfinished game: %n move(s) played</source>
        <translation>
            <numerusform>Partida sin terminar reanudada: %n jugada hecha</numerusform>
            <numerusform>Partida sin terminar reanudada: %n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Lesson File</source>
        <translation>Abrir un archivo de lección</translation>
    </message>
    <message>
        <source>Lessons (*.toml);;All files (*)</source>
        <translation>Lecciones (*.toml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot open the lesson</source>
        <translation>No se puede abrir la lección</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Falló el guardado automático: {error}</translation>
    </message>
    <message numerus="yes">
        <source>Loaded a game of %n move(s) (the game is over: Replay This Game steps through it)</source>
        <translation>
            <numerusform>Cargada una partida de %n jugada (la partida ha terminado: Repetición de esta partida la recorre)</numerusform>
            <numerusform>Cargada una partida de %n jugadas (la partida ha terminado: Repetición de esta partida la recorre)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Loaded a game of %n move(s)</source>
        <translation>
            <numerusform>Cargada una partida de %n jugada</numerusform>
            <numerusform>Cargada una partida de %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Guardado {file}</translation>
    </message>
    <message>
        <source>Cannot open the replay</source>
        <translation>No se puede abrir la repetición</translation>
    </message>
    <message>
        <source>The replay could not be shown ({error}).</source>
        <translation>No se pudo mostrar la repetición ({error}).</translation>
    </message>
    <message>
        <source>Continuing after move {number}</source>
        <translation>Continuando tras la jugada {number}</translation>
    </message>
    <message>
        <source>Check Bundled Decks</source>
        <translation>Comprobar las barajas incluidas</translation>
    </message>
    <message>
        <source>The bundled decks are valid.</source>
        <translation>Las barajas incluidas son válidas.</translation>
    </message>
    <message>
        <source>The bundled decks have problems.</source>
        <translation>Las barajas incluidas tienen problemas.</translation>
    </message>
    <message>
        <source>The checker printed nothing.</source>
        <translation>El comprobador no imprimió nada.</translation>
    </message>
    <message numerus="yes">
        <source>%n more line(s) under Show Details</source>
        <translation>
            <numerusform>%n línea más en Mostrar detalles</numerusform>
            <numerusform>%n líneas más en Mostrar detalles</numerusform>
        </translation>
    </message>
    <message>
        <source>Deck Builder</source>
        <translation>Editor de barajas</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>MoveClock</name>
    <message>
        <source>Your move: {time}</source>
        <translation>Tu jugada: {time}</translation>
    </message>
    <message>
        <source>Their move: {time}</source>
        <translation>Su jugada: {time}</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>An invite is one line of three parts: an address, a game and a token.</source>
        <translation>Una invitación es una línea de tres partes: una dirección, un juego y un código.</translation>
    </message>
    <message>
        <source>The invite&apos;s address must begin with ws:// or wss://.</source>
        <translation>La dirección de la invitación debe empezar por ws:// o wss://.</translation>
    </message>
    <message>
        <source>The invite&apos;s address names no host a computer can be reached at.</source>
        <translation>La dirección de la invitación no nombra ningún equipo al que se pueda llegar.</translation>
    </message>
    <message>
        <source>The invite&apos;s address needs a port from 1 to 65535 after its host.</source>
        <translation>La dirección de la invitación necesita un puerto del 1 al 65535 tras su equipo.</translation>
    </message>
    <message>
        <source>The invite&apos;s address has something after its port.</source>
        <translation>La dirección de la invitación tiene algo tras su puerto.</translation>
    </message>
    <message>
        <source>The invite&apos;s game is not a game&apos;s name (lowercase letters, digits, _ and -).</source>
        <translation>El juego de la invitación no es el nombre de un juego (minúsculas, dígitos, _ y -).</translation>
    </message>
    <message>
        <source>The invite&apos;s token is not one a table makes.</source>
        <translation>El código de la invitación no es de los que crea una mesa.</translation>
    </message>
    <message>
        <source>Cannot make the table&apos;s folder {path}: {problem}</source>
        <translation>No se puede crear la carpeta de la mesa {path}: {problem}</translation>
    </message>
    <message>
        <source>The folder {path} already holds a table.</source>
        <translation>La carpeta {path} ya contiene una mesa.</translation>
    </message>
    <message>
        <source>Cannot write the table in {path}: {problem}</source>
        <translation>No se puede escribir la mesa en {path}: {problem}</translation>
    </message>
    <message>
        <source>Cannot read the invites of the table in {path}: {problem}</source>
        <translation>No se pueden leer las invitaciones de la mesa de {path}: {problem}</translation>
    </message>
    <message>
        <source>The invites of the table in {path} are damaged.</source>
        <translation>Las invitaciones de la mesa de {path} están dañadas.</translation>
    </message>
    <message>
        <source>The invites in {path} are not the table&apos;s there.</source>
        <translation>Las invitaciones de {path} no son las de la mesa que hay allí.</translation>
    </message>
    <message>
        <source>Cannot take up the table in {path}: {problem}</source>
        <translation>No se puede retomar la mesa de {path}: {problem}</translation>
    </message>
    <message>
        <source>Cannot host the table on port {port}: {problem}</source>
        <translation>No se puede alojar la mesa en el puerto {port}: {problem}</translation>
    </message>
    <message>
        <source>The table does not know this invite: ask its host for a new one.</source>
        <translation>La mesa no conoce esta invitación: pide una nueva a su anfitrión.</translation>
    </message>
    <message>
        <source>The table runs another version of the app than yours ({version}): both players need the same one.</source>
        <translation>La mesa usa una versión de la aplicación distinta de la tuya ({version}): ambos jugadores necesitan la misma.</translation>
    </message>
    <message>
        <source>The table plays another version of the game&apos;s rules than your app: both players need the same version of the app.</source>
        <translation>La mesa juega una versión de las reglas distinta de la de tu aplicación: ambos jugadores necesitan la misma versión de la aplicación.</translation>
    </message>
    <message>
        <source>The table plays another game than the invite says.</source>
        <translation>La mesa juega a un juego distinto del que dice la invitación.</translation>
    </message>
    <message>
        <source>The table turned this seat away ({code}).</source>
        <translation>La mesa ha rechazado este asiento ({code}).</translation>
    </message>
    <message>
        <source>This seat was joined from somewhere else with the same invite.</source>
        <translation>Alguien ha ocupado este asiento desde otro lugar con la misma invitación.</translation>
    </message>
    <message>
        <source>The table answered in a way this app cannot read.</source>
        <translation>La mesa ha respondido de una forma que esta aplicación no sabe leer.</translation>
    </message>
    <message>
        <source>No table answered at {address} for {seconds} seconds.</source>
        <translation>Ninguna mesa ha respondido en {address} durante {seconds} segundos.</translation>
    </message>
    <message>
        <source>The network link failed: {error}</source>
        <translation>La conexión de red ha fallado: {error}</translation>
    </message>
    <message>
        <source>H&amp;ost Network Game…</source>
        <translation>Abrir una partida en re&amp;d…</translation>
    </message>
    <message>
        <source>Open a table on this computer and invite someone on another to play</source>
        <translation>Abre una mesa en este ordenador e invita a alguien de otro a jugar</translation>
    </message>
    <message>
        <source>&amp;Join Network Game…</source>
        <translation>&amp;Unirse a una partida en red…</translation>
    </message>
    <message>
        <source>Take a seat at a table another computer opened</source>
        <translation>Ocupa un asiento en una mesa que abrió otro ordenador</translation>
    </message>
    <message>
        <source>Cannot open the table</source>
        <translation>No se puede abrir la mesa</translation>
    </message>
    <message>
        <source>Seat {number}: {name}</source>
        <translation>Asiento {number}: {name}</translation>
    </message>
    <message>
        <source>Resume the network game?</source>
        <translation>¿Reanudar la partida en red?</translation>
    </message>
    <message numerus="yes">
        <source>A network game of {game} that this computer hosted was left unfinished after %n move(s). Take its table up again? The invites you gave still work.</source>
        <translation>
            <numerusform>Una partida en red de {game} que abrió este ordenador quedó sin terminar tras un movimiento. ¿Volver a abrir su mesa? Las invitaciones que diste siguen valiendo.</numerusform>
            <numerusform>Una partida en red de {game} que abrió este ordenador quedó sin terminar tras %n movimientos. ¿Volver a abrir su mesa? Las invitaciones que diste siguen valiendo.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Resume the Table</source>
        <translation>&amp;Reanudar la mesa</translation>
    </message>
    <message>
        <source>&amp;New Table</source>
        <translation>&amp;Nueva mesa</translation>
    </message>
    <message>
        <source>That move cannot be made now.</source>
        <translation>Ese movimiento no se puede hacer ahora.</translation>
    </message>
    <message>
        <source>Your move was sent; waiting for the table.</source>
        <translation>Tu movimiento se envió; esperando a la mesa.</translation>
    </message>
    <message>
        <source>{game}: network game</source>
        <translation>{game}: partida en red</translation>
    </message>
    <message>
        <source>Connecting to the table…</source>
        <translation>Conectando con la mesa…</translation>
    </message>
    <message>
        <source>Waiting for your opponent to join: send them the invite (Table &gt; Invites…).</source>
        <translation>Esperando a que tu rival se una: envíale la invitación (Mesa &gt; Invitaciones…).</translation>
    </message>
    <message>
        <source>Connected to the table.</source>
        <translation>Conectado a la mesa.</translation>
    </message>
    <message>
        <source>The table cannot be reached: {reason}</source>
        <translation>No se puede llegar a la mesa: {reason}</translation>
    </message>
    <message>
        <source>The game is over. Close this window to leave the table.</source>
        <translation>La partida ha terminado. Cierra esta ventana para dejar la mesa.</translation>
    </message>
    <message>
        <source>The computer plays your opponent&apos;s seat until they return.</source>
        <translation>El ordenador juega el asiento de tu rival hasta que vuelva.</translation>
    </message>
    <message>
        <source>Let the &amp;Computer Play Their Seat</source>
        <translation>Dejar que el &amp;ordenador juegue su asiento</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>Waiting for the other players to join.</source>
        <translation>Esperando a que se unan los demás jugadores.</translation>
    </message>
    <message numerus="yes">
        <source>The link to the table was lost; trying again… The game waits where it was (%n second(s) so far).</source>
        <translation>
            <numerusform>Se perdió la conexión con la mesa; reintentando… La partida espera donde estaba (%n segundo hasta ahora).</numerusform>
            <numerusform>Se perdió la conexión con la mesa; reintentando… La partida espera donde estaba (%n segundos hasta ahora).</numerusform>
        </translation>
    </message>
    <message>
        <source>The table has not answered for a minute: its host may have left. Keep waiting (the game goes on where it was when the table is back), or leave it (Table &gt; Leave Table).</source>
        <translation>La mesa lleva un minuto sin responder: puede que su anfitrión se haya ido. Sigue esperando (la partida continúa donde estaba cuando vuelva la mesa) o déjala (Mesa &gt; Dejar la mesa).</translation>
    </message>
    <message>
        <source>{name} is away: the game waits for them.</source>
        <translation>{name} se ha ido: la partida le espera.</translation>
    </message>
    <message numerus="yes">
        <source>In %n second(s) you may claim the game or let the computer play their seat.</source>
        <translation>
            <numerusform>Dentro de %n segundo podrás reclamar la partida o dejar que el ordenador juegue su asiento.</numerusform>
            <numerusform>Dentro de %n segundos podrás reclamar la partida o dejar que el ordenador juegue su asiento.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n second(s) you may claim the game.</source>
        <translation>
            <numerusform>Dentro de %n segundo podrás reclamar la partida.</numerusform>
            <numerusform>Dentro de %n segundos podrás reclamar la partida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In %n second(s) you may let the computer play their seat.</source>
        <translation>
            <numerusform>Dentro de %n segundo podrás dejar que el ordenador juegue su asiento.</numerusform>
            <numerusform>Dentro de %n segundos podrás dejar que el ordenador juegue su asiento.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for them, claim the game (Table &gt; Claim the Game), or let the computer play their seat until they return (Table &gt; Let the Computer Play Their Seat).</source>
        <translation>Espera, reclama la partida (Mesa &gt; Reclamar la partida) o deja que el ordenador juegue su asiento hasta que vuelva (Mesa &gt; Dejar que el ordenador juegue su asiento).</translation>
    </message>
    <message>
        <source>Wait for them, or claim the game (Table &gt; Claim the Game).</source>
        <translation>Espera, o reclama la partida (Mesa &gt; Reclamar la partida).</translation>
    </message>
    <message>
        <source>Wait for them, or let the computer play their seat until they return (Table &gt; Let the Computer Play Their Seat).</source>
        <translation>Espera, o deja que el ordenador juegue su asiento hasta que vuelva (Mesa &gt; Dejar que el ordenador juegue su asiento).</translation>
    </message>
    <message>
        <source>&amp;Invites…</source>
        <translation>&amp;Invitaciones…</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>Ofrecer &amp;tablas</translation>
    </message>
    <message>
        <source>Ask to &amp;Take Back Your Move</source>
        <translation>&amp;Pedir deshacer tu jugada</translation>
    </message>
    <message>
        <source>&amp;Resign…</source>
        <translation>&amp;Rendirse…</translation>
    </message>
    <message>
        <source>Clai&amp;m the Game</source>
        <translation>Recla&amp;mar la partida</translation>
    </message>
    <message>
        <source>C&amp;hat</source>
        <translation>C&amp;hat</translation>
    </message>
    <message>
        <source>&amp;Leave Table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <source>Leave the table?</source>
        <translation>¿Dejar la mesa?</translation>
    </message>
    <message>
        <source>This computer holds the table: leaving closes it, and your opponent cannot go on.</source>
        <translation>Este ordenador tiene la mesa: al dejarla se cierra, y tu rival no puede seguir.</translation>
    </message>
    <message>
        <source>Resign the game?</source>
        <translation>¿Rendirse?</translation>
    </message>
    <message>
        <source>If you resign, {winner} wins. This cannot be undone.</source>
        <translation>Si te rindes, gana {winner}. No se puede deshacer.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Asiento {number}</translation>
    </message>
    <message>
        <source>You resigned: {winner} wins.</source>
        <translation>Te has rendido: gana {winner}.</translation>
    </message>
    <message>
        <source>You claimed the game: your opponent was away too long. You win.</source>
        <translation>Has reclamado la partida: tu rival estuvo ausente demasiado tiempo. Ganas tú.</translation>
    </message>
    <message>
        <source>You accepted the draw: the game is drawn.</source>
        <translation>Has aceptado las tablas: la partida queda en tablas.</translation>
    </message>
    <message>
        <source>Your time for the move ran out: {winner} wins.</source>
        <translation>Se te acabó el tiempo para la jugada: gana {winner}.</translation>
    </message>
    <message>
        <source>{name} resigned: {winner} wins.</source>
        <translation>{name} se ha rendido: gana {winner}.</translation>
    </message>
    <message>
        <source>{name} claimed the game: you were away too long. {name} wins.</source>
        <translation>{name} ha reclamado la partida: estuviste ausente demasiado tiempo. Gana {name}.</translation>
    </message>
    <message>
        <source>{name} accepted the draw: the game is drawn.</source>
        <translation>{name} ha aceptado las tablas: la partida queda en tablas.</translation>
    </message>
    <message>
        <source>{name}&apos;s time for the move ran out: {winner} wins.</source>
        <translation>A {name} se le acabó el tiempo para la jugada: gana {winner}.</translation>
    </message>
    <message>
        <source>{name} resigned: you win.</source>
        <translation>{name} se ha rendido: ganas tú.</translation>
    </message>
    <message>
        <source>{name}&apos;s time for the move ran out: you win.</source>
        <translation>A {name} se le acabó el tiempo para la jugada: ganas tú.</translation>
    </message>
    <message>
        <source>everyone else</source>
        <translation>todos los demás</translation>
    </message>
    <message>
        <source>{name} offers a draw.</source>
        <translation>{name} ofrece tablas.</translation>
    </message>
    <message>
        <source>{name} asks to take back their last move.</source>
        <translation>{name} pide deshacer su última jugada.</translation>
    </message>
    <message>
        <source>You offered a draw; waiting for the answer.</source>
        <translation>Has ofrecido tablas; esperando la respuesta.</translation>
    </message>
    <message>
        <source>You asked to take back your last move; waiting for the answer.</source>
        <translation>Has pedido deshacer tu última jugada; esperando la respuesta.</translation>
    </message>
    <message>
        <source>{name} accepted the draw.</source>
        <translation>{name} ha aceptado las tablas.</translation>
    </message>
    <message>
        <source>{name} agreed: the last move was taken back.</source>
        <translation>{name} ha aceptado: la última jugada se ha deshecho.</translation>
    </message>
    <message>
        <source>{name} declined the draw.</source>
        <translation>{name} ha rechazado las tablas.</translation>
    </message>
    <message>
        <source>{name} declined to take the move back.</source>
        <translation>{name} ha rechazado deshacer la jugada.</translation>
    </message>
    <message>
        <source>You accepted the draw.</source>
        <translation>Has aceptado las tablas.</translation>
    </message>
    <message>
        <source>You agreed: the last move was taken back.</source>
        <translation>Has aceptado: la última jugada se ha deshecho.</translation>
    </message>
    <message>
        <source>You declined.</source>
        <translation>Has rechazado.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>An offer is already waiting for an answer.</source>
        <translation>Ya hay una oferta esperando respuesta.</translation>
    </message>
    <message>
        <source>This game cannot end in a draw.</source>
        <translation>Este juego no puede terminar en tablas.</translation>
    </message>
    <message>
        <source>You have no move to take back.</source>
        <translation>No tienes ninguna jugada que deshacer.</translation>
    </message>
    <message>
        <source>That offer has already been answered or withdrawn.</source>
        <translation>Esa oferta ya se ha respondido o retirado.</translation>
    </message>
    <message>
        <source>Your opponent answers your offer, not you.</source>
        <translation>Tu oferta la responde tu rival, no tú.</translation>
    </message>
    <message>
        <source>The game cannot be claimed now: only at a table of two, from an opponent away for {seconds} seconds or more.</source>
        <translation>Ahora no se puede reclamar la partida: solo en una mesa de dos, a un rival ausente durante {seconds} segundos o más.</translation>
    </message>
    <message>
        <source>That line cannot be sent to the table.</source>
        <translation>Esa línea no se puede enviar a la mesa.</translation>
    </message>
    <message>
        <source>Too many messages at once: the table closed the link.</source>
        <translation>Demasiados mensajes a la vez: la mesa ha cerrado la conexión.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Decks that come with the game</source>
        <translation>Barajas que vienen con el juego</translation>
    </message>
    <message>
        <source>Your decks</source>
        <translation>Tus barajas</translation>
    </message>
    <message>
        <source>plays any legal move, at random</source>
        <translation>juega cualquier jugada legal, al azar</translation>
    </message>
    <message>
        <source>plays by quick rules of thumb, never looks ahead</source>
        <translation>juega con reglas rápidas y sencillas, sin prever nada</translation>
    </message>
    <message numerus="yes">
        <source>slips %n move(s) in 10</source>
        <translation>
            <numerusform>falla %n jugada de cada 10</numerusform>
            <numerusform>falla %n jugadas de cada 10</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>looks ahead through %n imagined bout(s)</source>
        <translation>
            <numerusform>prevé %n asalto imaginado</numerusform>
            <numerusform>prevé %n asaltos imaginados</numerusform>
        </translation>
    </message>
    <message>
        <source>never slips</source>
        <translation>nunca falla</translation>
    </message>
    <message>
        <source>slips {percent} of its moves</source>
        <translation>falla el {percent} de sus jugadas</translation>
    </message>
    <message>
        <source>looks ahead for {seconds} s</source>
        <translation>prevé durante {seconds} s</translation>
    </message>
    <message>
        <source>{effort}; {slips}</source>
        <translation>{effort}; {slips}</translation>
    </message>
    <message>
        <source>{title} (default)</source>
        <translation>{title} (predeterminado)</translation>
    </message>
    <message>
        <source>{title}: {description}</source>
        <translation>{title}: {description}</translation>
    </message>
    <message>
        <source>Both seats are played by people (hot-seat): set a seat to Computer to choose its strength.</source>
        <translation>Ambos asientos los juegan personas (dos jugadores en la misma pantalla): pon un asiento en Ordenador para elegir su fuerza.</translation>
    </message>
    <message>
        <source>How strong the computer fences, weakest first. None of them looks at your cards: the searching levels imagine the cards you might hold.</source>
        <translation>Con qué fuerza esgrime el ordenador, del más débil al más fuerte. Ninguno mira tus cartas: los niveles que buscan imaginan las cartas que podrías tener.</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>First player (bottom)</source>
        <translation>Primer jugador (abajo)</translation>
    </message>
    <message>
        <source>Second player (top)</source>
        <translation>Segundo jugador (arriba)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>{mark} {deck} — cannot be played</source>
        <translation>{mark} {deck} — no se puede jugar</translation>
    </message>
    <message>
        <source>Your deck, from the deck library ({path})</source>
        <translation>Tu baraja, de tu biblioteca de barajas ({path})</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Tu baraja</translation>
    </message>
    <message>
        <source>Challenger</source>
        <translation>Retador</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primer jugador</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Segundo jugador</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The rulebook&apos;s Additional Rulesets: Salle Play scores touches like a school bout; Sudden Death commits both fencers to a row of cards laid in advance.</source>
        <translation>Las reglas adicionales del reglamento: el Asalto en Sala cuenta los tocados como un asalto de escuela; en la Muerte Súbita ambos esgrimistas se comprometen con una fila de cartas dispuesta de antemano.</translation>
    </message>
    <message>
        <source>Computer&apos;s strength</source>
        <translation>Fuerza del ordenador</translation>
    </message>
    <message>
        <source>Play with the optional Break rule (Thrust Process 2.3)</source>
        <translation>Jugar con la regla opcional de Romper (Estocada 2.3)</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: note it to replay a game.</source>
        <translation>La misma semilla reparte las mismas cartas: anótala para repetir una partida.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>Two humans share one screen (hot-seat): the table hides each hand in turn.</source>
        <translation>Dos personas comparten una pantalla (dos jugadores en la misma pantalla): la mesa oculta cada mano por turnos.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
</context>
<context>
    <name>NewGameFrame</name>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <source>&amp;Decline</source>
        <translation>&amp;Rechazar</translation>
    </message>
</context>
<context>
    <name>PassDeviceScreen</name>
    <message>
        <source>Enter or Space shows your hand</source>
        <translation>Intro o Espacio muestra tu mano</translation>
    </message>
    <message>
        <source>Pass the device to {fencer}</source>
        <translation>Pasa el dispositivo a {fencer}</translation>
    </message>
    <message>
        <source>The table is hidden so that no player sees another&apos;s hand.
{fencer}: when you hold the device, press the button (or Enter).</source>
        <translation>La mesa está oculta para que ningún jugador vea la mano de otro.
{fencer}: cuando tengas el dispositivo, pulsa el botón (o Intro).</translation>
    </message>
    <message>
        <source>I am {fencer}: show my hand</source>
        <translation>Soy {fencer}: mostrar mi mano</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>audatia: the settings file {path} {reason}: it is left alone, and settings this session are not kept</source>
        <translation>audatia: el archivo de ajustes {path} {reason}: no se toca, y los ajustes de esta sesión no se guardan</translation>
    </message>
    <message>
        <source>is {kind}</source>
        <translation>es {kind}</translation>
    </message>
</context>
<context>
    <name>PreviewPanel</name>
    <message>
        <source>Point at a symbol of the card above, or pick a card with the arrow keys, to read what its symbols mean and what they allow now.</source>
        <translation>Señala un símbolo de la carta de arriba, o toma una carta con las flechas, para leer qué significan sus símbolos y qué permiten ahora.</translation>
    </message>
    <message>
        <source>Symbols of the previewed card</source>
        <translation>Símbolos de la carta mostrada</translation>
    </message>
    <message>
        <source>Hover a card to see it here.
Click here to pin it.</source>
        <translation>Pasa el puntero sobre una carta para verla aquí.
Haz clic aquí para fijarla.</translation>
    </message>
    <message>
        <source>Pinned: click to unpin</source>
        <translation>Fijada: haz clic para soltarla</translation>
    </message>
</context>
<context>
    <name>PromptLine</name>
    <message>
        <source>Who must do what now</source>
        <translation>Quién debe hacer qué ahora</translation>
    </message>
</context>
<context>
    <name>QrCodeView</name>
    <message>
        <source>Invite as a QR code</source>
        <translation>Invitación como código QR</translation>
    </message>
    <message>
        <source>The invite line as a QR code, for a phone&apos;s camera to read.</source>
        <translation>La línea de invitación como código QR, para que la lea la cámara de un teléfono.</translation>
    </message>
</context>
<context>
    <name>ReplaceQuestion</name>
    <message>
        <source>Unfinished game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>The game on the table is not finished.</source>
        <translation>La partida de la mesa no ha terminado.</translation>
    </message>
    <message>
        <source>Save it before the new game is dealt, or discard it for good?</source>
        <translation>¿Guardarla antes de repartir la nueva partida, o descartarla para siempre?</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Slow: 4 s a move</source>
        <translation>Lento: 4 s por jugada</translation>
    </message>
    <message>
        <source>Steady: 2 s a move</source>
        <translation>Pausado: 2 s por jugada</translation>
    </message>
    <message>
        <source>Brisk: 1 s a move</source>
        <translation>Ágil: 1 s por jugada</translation>
    </message>
    <message>
        <source>a lesson can be made once the game is over: its file holds every card</source>
        <translation>se puede hacer una lección cuando la partida ha terminado: su archivo guarda todas las cartas</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>To the deal</source>
        <translation>Al reparto</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Una jugada atrás</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Play the game on by itself, or pause it</source>
        <translation>Reproduce la partida sola, o la pausa</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>One move on</source>
        <translation>Una jugada adelante</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Al final</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>{what} ({keys})</source>
        <translation>{what} ({keys})</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>How long each move stays on the table while the replay plays</source>
        <translation>Cuánto tiempo queda cada jugada en la mesa mientras se reproduce la repetición</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Continue from Here</source>
        <translation>Continuar desde aquí</translation>
    </message>
    <message>
        <source>Play on from this position, in a new game on the table: try another line</source>
        <translation>Sigue jugando desde esta posición, en una nueva partida en la mesa: prueba otra línea</translation>
    </message>
    <message>
        <source>Make a Lesson…</source>
        <translation>Hacer una lección…</translation>
    </message>
    <message>
        <source>Save this position as a lesson whose goal is the move made next in the game; play it with Learn &gt; Open Lesson File</source>
        <translation>Guarda esta posición como una lección cuyo objetivo es la jugada que siguió en la partida; juégala con Aprender &gt; Abrir un archivo de lección</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Close the replay (Esc)</source>
        <translation>Cerrar la repetición (Esc)</translation>
    </message>
    <message>
        <source>0. The deal</source>
        <translation>0. El reparto</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Make a Lesson</source>
        <translation>Hacer una lección</translation>
    </message>
    <message>
        <source>Lessons (*.toml)</source>
        <translation>Lecciones (*.toml)</translation>
    </message>
    <message>
        <source>{file} could not be written: {error}</source>
        <translation>No se pudo escribir {file}: {error}</translation>
    </message>
    <message>
        <source>Lesson saved</source>
        <translation>Lección guardada</translation>
    </message>
    <message>
        <source>Saved “{title}” as {file}. Play it with Learn &gt; Open Lesson File.</source>
        <translation>«{title}» guardada como {file}. Juégala con Aprender &gt; Abrir un archivo de lección.</translation>
    </message>
    <message>
        <source>No lesson made</source>
        <translation>No se hizo ninguna lección</translation>
    </message>
    <message>
        <source>No lesson can be made here: {reason}</source>
        <translation>Aquí no se puede hacer una lección: {reason}</translation>
    </message>
    <message>
        <source>The deal (move 0 of {moves})</source>
        <translation>El reparto (jugada 0 de {moves})</translation>
    </message>
    <message>
        <source>{number}. {move} (move {number} of {moves})</source>
        <translation>{number}. {move} (jugada {number} de {moves})</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message numerus="yes">
        <source>{first} against {second}, two players at this screen: %n move(s) played.</source>
        <translation>
            <numerusform>{first} contra {second}, dos jugadores en esta pantalla: %n jugada hecha.</numerusform>
            <numerusform>{first} contra {second}, dos jugadores en esta pantalla: %n jugadas hechas.</numerusform>
        </translation>
    </message>
    <message>
        <source>{fencer} (you)</source>
        <translation>{fencer} (tú)</translation>
    </message>
    <message>
        <source>{fencer} (the computer)</source>
        <translation>{fencer} (el ordenador)</translation>
    </message>
    <message numerus="yes">
        <source>{first} against {second}: %n move(s) played.</source>
        <translation>
            <numerusform>{first} contra {second}: %n jugada hecha.</numerusform>
            <numerusform>{first} contra {second}: %n jugadas hechas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Next, {fencer} must {task}.</source>
        <translation>Ahora {fencer} debe {task}.</translation>
    </message>
    <message>
        <source>{file} could not be shown ({error})</source>
        <translation>No se pudo mostrar {file} ({error})</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed.</source>
        <translation>No se pudo reanudar la partida sin terminar.</translation>
    </message>
    <message>
        <source>It was kept as {file}.</source>
        <translation>Se ha conservado como {file}.</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>Unfinished game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>Resume your unfinished game?</source>
        <translation>¿Reanudar tu partida sin terminar?</translation>
    </message>
    <message>
        <source>The autosave as it was is kept as {file}.</source>
        <translation>La partida guardada automáticamente, tal como estaba, se ha conservado como {file}.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
</context>
<context>
    <name>RulesChanged</name>
    <message>
        <source>Go on from move {number}</source>
        <translation>Seguir desde la jugada {number}</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Ver la repetición</translation>
    </message>
</context>
<context>
    <name>RulesChangedPrompt</name>
    <message>
        <source>The rules have changed</source>
        <translation>Las reglas han cambiado</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>audatia: no deck could be loaded, so there is no table</source>
        <translation>audatia: no se pudo cargar ninguna baraja, así que no hay mesa</translation>
    </message>
    <message>
        <source>audatia: could not write {path}</source>
        <translation>audatia: no se pudo escribir {path}</translation>
    </message>
    <message numerus="yes">
        <source>screenshot: {path} ({width}x{height}), seed {seed}, %n moves played</source>
        <translation>
            <numerusform>captura: {path} ({width}x{height}), semilla {seed}, %n jugada hecha</numerusform>
            <numerusform>captura: {path} ({width}x{height}), semilla {seed}, %n jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <source>audatia: --screenshot writes a PNG: {path} does not end in .png</source>
        <translation>audatia: --screenshot escribe un PNG: {path} no termina en .png</translation>
    </message>
    <message>
        <source>audatia: --size must look like 1280x800, from 1x1 to {most}x{most}, not {size}</source>
        <translation>audatia: --size debe tener la forma 1280x800, de 1x1 a {most}x{most}, no {size}</translation>
    </message>
</context>
<context>
    <name>SelfTest</name>
    <message>
        <source>needs the two bundled decks, which did not load (see decks)</source>
        <translation>necesita las dos barajas incluidas, que no se cargaron (ver decks)</translation>
    </message>
    <message>
        <source>{layout}: missing {paths}</source>
        <translation>{layout}: falta {paths}</translation>
    </message>
    <message numerus="yes">
        <source>{layout}, fonts, icons and the rules reference (%n sections)</source>
        <translation>
            <numerusform>{layout}, fuentes, iconos y la referencia de reglas (%n sección)</numerusform>
            <numerusform>{layout}, fuentes, iconos y la referencia de reglas (%n secciones)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected two deck files in {folder}, found %n</source>
        <translation>
            <numerusform>se esperaban dos archivos de baraja en {folder}, se encontró %n</numerusform>
            <numerusform>se esperaban dos archivos de baraja en {folder}, se encontraron %n</numerusform>
        </translation>
    </message>
    <message>
        <source>{problems}</source>
        <translation>{problems}</translation>
    </message>
    <message numerus="yes">
        <source>{problems} (and %n more)</source>
        <translation>
            <numerusform>{problems} (y %n más)</numerusform>
            <numerusform>{problems} (y %n más)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decks loaded ({names})</source>
        <translation>
            <numerusform>%n baraja cargada ({names})</numerusform>
            <numerusform>%n barajas cargadas ({names})</numerusform>
        </translation>
    </message>
    <message>
        <source>no lesson files (*.toml) in {folder}</source>
        <translation>no hay archivos de lección (*.toml) en {folder}</translation>
    </message>
    <message numerus="yes">
        <source>{problem} (and %n more)</source>
        <translation>
            <numerusform>{problem} (y %n más)</numerusform>
            <numerusform>{problem} (y %n más)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n lessons in {folder}</source>
        <translation>
            <numerusform>%n lección en {folder}</numerusform>
            <numerusform>%n lecciones en {folder}</numerusform>
        </translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message numerus="yes">
        <source>weights of %n hidden units, trained on {games} games, in {path}</source>
        <translation>
            <numerusform>pesos de %n unidad oculta, entrenados en {games} partidas, en {path}</numerusform>
            <numerusform>pesos de %n unidades ocultas, entrenados en {games} partidas, en {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>no card of kind {kinds} in the bundled decks</source>
        <translation>ninguna carta de tipo {kinds} en las barajas incluidas</translation>
    </message>
    <message>
        <source>{kind} card rendered at {size}, expected {expected}</source>
        <translation>carta {kind} dibujada a {size}, se esperaba {expected}</translation>
    </message>
    <message numerus="yes">
        <source>{kind} card is nearly blank (%n colours)</source>
        <translation>
            <numerusform>la carta {kind} está casi en blanco (%n color)</numerusform>
            <numerusform>la carta {kind} está casi en blanco (%n colores)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n kinds and a back at {width}x{height}</source>
        <translation>
            <numerusform>%n tipo y un reverso a {width}x{height}</numerusform>
            <numerusform>%n tipos y un reverso a {width}x{height}</numerusform>
        </translation>
    </message>
    <message>
        <source>Qt platform plugins missing from {folder}: {names}</source>
        <translation>faltan complementos de plataforma de Qt en {folder}: {names}</translation>
    </message>
    <message>
        <source>Qt cannot load the {role} font {path}</source>
        <translation>Qt no puede cargar la fuente {role} {path}</translation>
    </message>
    <message>
        <source>the application icon is empty</source>
        <translation>el icono de la aplicación está vacío</translation>
    </message>
    <message>
        <source>platform {platform}, fonts {fonts}, icon up to {size}px</source>
        <translation>plataforma {platform}, fuentes {fonts}, icono de hasta {size}px</translation>
    </message>
    <message>
        <source>the window painted {width}x{height} pixels</source>
        <translation>la ventana pintó {width}x{height} píxeles</translation>
    </message>
    <message>
        <source>&apos;{title}&apos; painted at {width}x{height}</source>
        <translation>&apos;{title}&apos; pintada a {width}x{height}</translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: no result after %n plies</source>
        <translation>
            <numerusform>semilla {seed}: sin resultado tras %n jugada</numerusform>
            <numerusform>semilla {seed}: sin resultado tras %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>the bot chose an illegal action {action}</source>
        <translation>el bot eligió una acción ilegal {action}</translation>
    </message>
    <message>
        <source>seed {seed}: the game stopped without a result</source>
        <translation>semilla {seed}: la partida se detuvo sin resultado</translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: a draw ({reason}) after %n plies</source>
        <translation>
            <numerusform>semilla {seed}: tablas ({reason}) tras %n jugada</numerusform>
            <numerusform>semilla {seed}: tablas ({reason}) tras %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>seed {seed}: seat {seat} won ({reason}) after %n plies</source>
        <translation>
            <numerusform>semilla {seed}: el asiento {seat} ganó ({reason}) tras %n jugada</numerusform>
            <numerusform>semilla {seed}: el asiento {seat} ganó ({reason}) tras %n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a worker process searched %n iterations</source>
        <translation>
            <numerusform>un proceso auxiliar buscó %n iteración</numerusform>
            <numerusform>un proceso auxiliar buscó %n iteraciones</numerusform>
        </translation>
    </message>
    <message>
        <source>audatia {version} self-test: FAILED ({checks})</source>
        <translation>autocomprobación de audatia {version}: FALLÓ ({checks})</translation>
    </message>
    <message numerus="yes">
        <source>audatia {version} self-test: all %n checks passed</source>
        <translation>
            <numerusform>autocomprobación de audatia {version}: %n comprobación superada</numerusform>
            <numerusform>autocomprobación de audatia {version}: las %n comprobaciones superadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionActions</name>
    <message>
        <source>Audatia games (*{suffix})</source>
        <translation>Partidas de Audatia (*{suffix})</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Cargar una partida</translation>
    </message>
    <message>
        <source>Saved games ({patterns})</source>
        <translation>Partidas guardadas ({patterns})</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>Carg&amp;ar…</translation>
    </message>
    <message>
        <source>Open Repla&amp;y…</source>
        <translation>A&amp;brir una repetición…</translation>
    </message>
    <message>
        <source>Step through a saved game, move by move</source>
        <translation>Recorre una partida guardada, jugada a jugada</translation>
    </message>
    <message>
        <source>Take back a move?</source>
        <translation>¿Deshacer una jugada?</translation>
    </message>
    <message>
        <source>Cannot undo</source>
        <translation>No se puede deshacer</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>La partida no se guardó</translation>
    </message>
    <message>
        <source>Cannot load {file}</source>
        <translation>No se puede cargar {file}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Standard (gold)</source>
        <translation>Estándar (dorado)</translation>
    </message>
    <message>
        <source>Colour-blind-safe (Okabe-Ito)</source>
        <translation>Apto para daltónicos (Okabe-Ito)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Show &amp;hints (the coaching line and the Hint button)</source>
        <translation>Mostrar &amp;pistas (la línea de ayuda y el botón Pista)</translation>
    </message>
    <message>
        <source>&amp;Explain the computer&apos;s moves in the game log</source>
        <translation>&amp;Explicar las jugadas del ordenador en el registro</translation>
    </message>
    <message>
        <source>Offer the optional &amp;Break rule in New Game (Thrust 2.3)</source>
        <translation>Ofrecer la regla opcional de &amp;Romper en Nueva partida (Estocada 2.3)</translation>
    </message>
    <message>
        <source>C&amp;oaching aids (your win chance in the Hint, the replay&apos;s graph)</source>
        <translation>Ayudas de entre&amp;namiento (tu probabilidad de ganar en la Pista, la gráfica de la repetición)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Application</source>
        <translation>Aplicación</translation>
    </message>
    <message>
        <source>Computer &amp;pace:</source>
        <translation>Ritmo del &amp;ordenador:</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animaciones:</translation>
    </message>
    <message>
        <source>&amp;Card size:</source>
        <translation>Tamaño de las &amp;cartas:</translation>
    </message>
    <message>
        <source>&amp;Text size:</source>
        <translation>Tamaño del &amp;texto:</translation>
    </message>
    <message>
        <source>&amp;Highlights:</source>
        <translation>Resa&amp;ltado:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Changes apply at once and are kept for the next start.</source>
        <translation>Los cambios se aplican al momento y se conservan para el próximo inicio.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Last move</source>
        <translation>Última jugada</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Posta pile</source>
        <translation>Pila de Poste</translation>
    </message>
    <message>
        <source>Posta</source>
        <translation>Posta</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pila</translation>
    </message>
    <message>
        <source>Action deck</source>
        <translation>Baraja de Acción</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Traded</source>
        <translation>Canjeadas</translation>
    </message>
    <message>
        <source>Virtues</source>
        <translation>Virtudes</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Fila</translation>
    </message>
    <message>
        <source>L</source>
        <comment>the left place of a Stack</comment>
        <translation>I</translation>
    </message>
    <message>
        <source>M</source>
        <comment>the middle place of a Stack</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>R</source>
        <comment>the right place of a Stack</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Score: {first} {a}, {second} {b}</source>
        <translation>Puntos: {first} {a}, {second} {b}</translation>
    </message>
    <message>
        <source>If the Challenger does not attack, the game ends on points.</source>
        <translation>Si el Retador no ataca, la partida termina a los puntos.</translation>
    </message>
    <message>
        <source>A draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <source>{fencer} wins</source>
        <translation>Gana {fencer}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Laying the rows</source>
        <translation>Disponiendo las filas</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Fuera de Alcance</translation>
    </message>
    <message>
        <source>Stretto bind</source>
        <translation>Ligamento Stretto</translation>
    </message>
    <message>
        <source>Largo bind</source>
        <translation>Ligamento Largo</translation>
    </message>
    <message>
        <source>In Measure</source>
        <translation>En Alcance</translation>
    </message>
    <message>
        <source>Attacker: {fencer}</source>
        <translation>Atacante: {fencer}</translation>
    </message>
    <message>
        <source>Challenger: {fencer}</source>
        <translation>Retador: {fencer}</translation>
    </message>
    <message>
        <source>Draws: {draws} of {limit}</source>
        <translation>Empates: {draws} de {limit}</translation>
    </message>
    <message>
        <source>Inside only</source>
        <translation>Solo Interno</translation>
    </message>
    <message>
        <source>Outside only</source>
        <translation>Solo Externo</translation>
    </message>
    <message>
        <source>Either side</source>
        <translation>Cualquier lado</translation>
    </message>
    <message>
        <source>Stretto Side card</source>
        <translation>Carta de Lado Stretto</translation>
    </message>
</context>
<context>
    <name>TableController</name>
    <message>
        <source>Pass the device to {fencer}.</source>
        <translation>Pasa el dispositivo a {fencer}.</translation>
    </message>
    <message>
        <source>Trade: choose the second card to trade face down with the {card}.</source>
        <translation>Canje: elige la segunda carta que cambiar boca abajo junto con {card}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Pass the device to {fencer} first.</source>
        <translation>Primero pasa el dispositivo a {fencer}.</translation>
    </message>
    <message>
        <source>It is not your turn: {fencer} is deciding.</source>
        <translation>No es tu turno: {fencer} está decidiendo.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de cartas</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Looking for a good move…</source>
        <translation>Buscando una buena jugada…</translation>
    </message>
    <message>
        <source>Audatia table</source>
        <translation>Mesa de Audatia</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Drag a glowing card to a glowing place, or click it and then its place.</source>
        <translation>Arrastra una carta iluminada a un lugar iluminado, o haz clic en ella y después en su lugar.</translation>
    </message>
    <message>
        <source>{fencer} is thinking…</source>
        <translation>{fencer} está pensando…</translation>
    </message>
    <message>
        <source>Watch Replay</source>
        <translation>Ver la repetición</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Medieval longsword fencing, played with cards</source>
        <translation>Esgrima medieval de espada larga, jugada con cartas</translation>
    </message>
    <message>
        <source>Two fencers face each other, each with a deck of cards. Choose a guard, launch a strike, parry, close in with a remedy and answer with a counter-remedy, as Fiore dei Liberi taught in &lt;i&gt;Il Fior di Battaglia&lt;/i&gt; (c. 1410).</source>
        <translation>Dos esgrimistas se enfrentan, cada uno con una baraja de cartas. Elige una guardia, lanza un Golpe, para, acórtate con un Remedio y responde con un Contrarremedio, como enseñó Fiore dei Liberi en &lt;i&gt;Il Fior di Battaglia&lt;/i&gt; (c. 1410).</translation>
    </message>
    <message>
        <source>The bundled decks could not be loaded, so no game can start: &lt;b&gt;Decks ▸ Check Bundled Decks&lt;/b&gt; says what is wrong with them.</source>
        <translation>No se pudieron cargar las barajas incluidas, así que no puede empezar ninguna partida: &lt;b&gt;Barajas ▸ Comprobar las barajas incluidas&lt;/b&gt; dice qué les pasa.</translation>
    </message>
    <message>
        <source>Audatia Qt {version} · an unofficial fan implementation</source>
        <translation>Audatia Qt {version} · una versión no oficial hecha por aficionados</translation>
    </message>
</context>
<context>
    <name>WinGraph</name>
    <message>
        <source>Win chances graph</source>
        <translation>Gráfica de probabilidades de ganar</translation>
    </message>
    <message>
        <source>Each move&apos;s chance of winning for its player, from their own view.</source>
        <translation>La probabilidad de ganar de cada jugada para quien la hizo, desde su propia vista.</translation>
    </message>
    <message>
        <source>Move {index}: about {chance}% for {seat}, from their own view.</source>
        <translation>Jugada {index}: alrededor del {chance}% para {seat}, desde su propia vista.</translation>
    </message>
    <message>
        <source>The turning point: move {index}.</source>
        <translation>El momento decisivo: jugada {index}.</translation>
    </message>
    <message>
        <source>the turning point</source>
        <translation>el momento decisivo</translation>
    </message>
</context>
<context>
    <name>WrongDrop</name>
    <message>
        <source>The {card} does not go on {zone}: {where}.</source>
        <translation>La carta {card} no va en {zone}: {where}.</translation>
    </message>
    <message>
        <source>drop it on {place} to {moves}</source>
        <translation>suéltala en {place} para {moves}</translation>
    </message>
    <message>
        <source>The {card} cannot be traded with the {first}.</source>
        <translation>No se puede hacer un Canje de {card} con {first}.</translation>
    </message>
    <message>
        <source>The {card} cannot be traded with that card.</source>
        <translation>No se puede hacer un Canje de {card} con esa carta.</translation>
    </message>
</context>
<context>
    <name>Zones</name>
    <message>
        <source>the Hand</source>
        <translation>la Mano</translation>
    </message>
    <message>
        <source>the Posta pile</source>
        <translation>la Pila de Poste</translation>
    </message>
    <message>
        <source>the Posta</source>
        <translation>la Posta</translation>
    </message>
    <message>
        <source>the Stack</source>
        <translation>la Pila</translation>
    </message>
    <message>
        <source>the Action deck</source>
        <translation>la baraja de Acción</translation>
    </message>
    <message>
        <source>the Discard</source>
        <translation>la pila de Descarte</translation>
    </message>
    <message>
        <source>the Traded cards</source>
        <translation>las cartas Canjeadas</translation>
    </message>
    <message>
        <source>the Virtues</source>
        <translation>las Virtudes</translation>
    </message>
    <message>
        <source>the Row</source>
        <translation>la Fila</translation>
    </message>
    <message>
        <source>your Hand</source>
        <translation>tu Mano</translation>
    </message>
    <message>
        <source>your Posta pile</source>
        <translation>tu Pila de Poste</translation>
    </message>
    <message>
        <source>your Posta</source>
        <translation>tu Posta</translation>
    </message>
    <message>
        <source>your Stack</source>
        <translation>tu Pila</translation>
    </message>
    <message>
        <source>your Action deck</source>
        <translation>tu baraja de Acción</translation>
    </message>
    <message>
        <source>your Discard</source>
        <translation>tu pila de Descarte</translation>
    </message>
    <message>
        <source>your Traded cards</source>
        <translation>tus cartas Canjeadas</translation>
    </message>
    <message>
        <source>your Virtues</source>
        <translation>tus Virtudes</translation>
    </message>
    <message>
        <source>your Row</source>
        <translation>tu Fila</translation>
    </message>
    <message>
        <source>{fencer}&apos;s Hand</source>
        <translation>la Mano de {fencer}</translation>
    </message>
    <message>
        <source>{fencer}&apos;s Posta pile</source>
        <translation>la Pila de Poste de {fencer}</translation>
    </message>
    <message>
        <source>{fencer}&apos;s Posta</source>
        <translation>la Posta de {fencer}</translation>
    </message>
    <message>
        <source>{fencer}&apos;s Stack</source>
        <translation>la Pila de {fencer}</translation>
    </message>
    <message>
        <source>{fencer}&apos;s Action deck</source>
        <translation>la baraja de Acción de {fencer}</translation>
    </message>
    <message>
        <source>{fencer}&apos;s Discard</source>
        <translation>la pila de Descarte de {fencer}</translation>
    </message>
    <message>
        <source>{fencer}&apos;s Traded cards</source>
        <translation>las cartas Canjeadas de {fencer}</translation>
    </message>
    <message>
        <source>{fencer}&apos;s Virtues</source>
        <translation>las Virtudes de {fencer}</translation>
    </message>
    <message>
        <source>{fencer}&apos;s Row</source>
        <translation>la Fila de {fencer}</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>muestra esta ayuda y termina</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>faltan los argumentos obligatorios: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s puede ser %(matches)s</translation>
    </message>
</context>
</TS>
