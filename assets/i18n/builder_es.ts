<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Art</name>
    <message>
        <source>the file is not an image in PNG, JPEG or WebP format</source>
        <translation>el archivo no es una imagen PNG, JPEG ni WebP</translation>
    </message>
    <message>
        <source>card art {path}: {reason}; showing the generated illustration</source>
        <translation>ilustración de la carta {path}: {reason}; se muestra la ilustración generada</translation>
    </message>
    <message>
        <source>the path is empty or not a valid file name</source>
        <translation>la ruta está vacía o no es un nombre de archivo válido</translation>
    </message>
    <message>
        <source>the path must be relative, with forward slashes</source>
        <translation>la ruta debe ser relativa, con barras normales (/)</translation>
    </message>
    <message>
        <source>the path cannot be resolved (a symlink loop)</source>
        <translation>no se puede resolver la ruta (un bucle de enlaces simbólicos)</translation>
    </message>
    <message>
        <source>the path cannot be resolved ({error})</source>
        <translation>no se puede resolver la ruta ({error})</translation>
    </message>
    <message>
        <source>the path leads outside the deck&apos;s folder</source>
        <translation>la ruta sale de la carpeta de la baraja</translation>
    </message>
    <message>
        <source>the image is {width} x {height} pixels, more than {limit} allowed (a decompression bomb?)</source>
        <translation>la imagen mide {width} x {height} píxeles, más de los {limit} permitidos (¿una bomba de descompresión?)</translation>
    </message>
    <message>
        <source>the image is too large to decode safely ({error})</source>
        <translation>la imagen es demasiado grande para decodificarla con seguridad ({error})</translation>
    </message>
    <message>
        <source>the image is damaged and cannot be decoded ({error})</source>
        <translation>la imagen está dañada y no se puede decodificar ({error})</translation>
    </message>
    <message>
        <source>this is {kind}, not an image file</source>
        <translation>esto es {kind}, no un archivo de imagen</translation>
    </message>
    <message>
        <source>no such file in the deck&apos;s folder</source>
        <translation>no existe ese archivo en la carpeta de la baraja</translation>
    </message>
    <message>
        <source>the file is more than {limit} bytes allowed</source>
        <translation>el archivo supera los {limit} bytes permitidos</translation>
    </message>
    <message>
        <source>the file cannot be read ({reason})</source>
        <translation>no se puede leer el archivo ({reason})</translation>
    </message>
</context>
<context>
    <name>BlowsField</name>
    <message>
        <source>All seven blows (no restriction)</source>
        <translation>Los siete golpes (sin restricción)</translation>
    </message>
</context>
<context>
    <name>BonusesField</name>
    <message>
        <source>{range} (— for none)</source>
        <translation>{range} (— para ninguna)</translation>
    </message>
    <message>
        <source>{virtue} bonus: {allowed}.</source>
        <translation>Bonificación de {virtue}: {allowed}.</translation>
    </message>
    <message>
        <source>{typed} is out of range: the {virtue} bonus is {allowed}.</source>
        <translation>{typed} está fuera de rango: la bonificación de {virtue} va {allowed}.</translation>
    </message>
</context>
<context>
    <name>CardEditor</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>lower-case-with-hyphens</source>
        <translation>minúsculas-con-guiones</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Art</source>
        <translation>Ilustración</translation>
    </message>
    <message>
        <source>art/picture.png (optional)</source>
        <translation>art/imagen.png (opcional)</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Procedencia</translation>
    </message>
    <message>
        <source>Translations</source>
        <translation>Traducciones</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básica</translation>
    </message>
    <message>
        <source>Basic card (opening hand)</source>
        <translation>Carta Básica (mano inicial)</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Copias</translation>
    </message>
    <message>
        <source>the number of copies</source>
        <translation>el número de copias</translation>
    </message>
    <message>
        <source>Inside</source>
        <translation>Interno</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Outside</source>
        <translation>Externo</translation>
    </message>
    <message>
        <source>no virtue needed</source>
        <translation>no necesita Virtud</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Personaje</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>Esquema</translation>
    </message>
    <message>
        <source> (version)</source>
        <translation> (versión)</translation>
    </message>
    <message>
        <source>Attacks (upright)</source>
        <translation>Ataca con (derechas)</translation>
    </message>
    <message>
        <source>Attackable by (inverted)</source>
        <translation>Atacable por (invertidas)</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <source>Exchange symbol</source>
        <translation>Símbolo de Intercambio</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>Extensa</translation>
    </message>
    <message>
        <source>Extended posta</source>
        <translation>Posta Extensa</translation>
    </message>
    <message>
        <source>Virtue bonuses</source>
        <translation>Bonificaciones de Virtud</translation>
    </message>
    <message>
        <source>Defends with</source>
        <translation>Defiende con</translation>
    </message>
    <message>
        <source>Blow (upright)</source>
        <translation>Golpe (derecho)</translation>
    </message>
    <message>
        <source>Parried by (inverted)</source>
        <translation>Parado por (invertidas)</translation>
    </message>
    <message>
        <source>Icons</source>
        <translation>Iconos</translation>
    </message>
    <message>
        <source>Half sun</source>
        <translation>Medio sol</translation>
    </message>
    <message>
        <source>none (thrust)</source>
        <translation>ninguno (Estocada)</translation>
    </message>
    <message>
        <source>End Posta</source>
        <translation>Posta Final</translation>
    </message>
    <message>
        <source>Answers Break</source>
        <translation>Responde a Romper</translation>
    </message>
    <message>
        <source>Answers a Break</source>
        <translation>Responde a Romper</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Efecto</translation>
    </message>
    <message>
        <source>Timing</source>
        <translation>Momento</translation>
    </message>
    <message>
        <source>Requires</source>
        <translation>Requiere</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>Cycle icon</source>
        <translation>Icono de Ciclo</translation>
    </message>
    <message>
        <source>Virtue</source>
        <translation>Virtud</translation>
    </message>
    <message>
        <source>Deck details</source>
        <translation>Detalles de la baraja</translation>
    </message>
    <message>
        <source>Posta</source>
        <translation>Posta</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Golpe</translation>
    </message>
    <message>
        <source>Stretto Remedy</source>
        <translation>Remedio Stretto</translation>
    </message>
    <message>
        <source>Stretto Counter-Remedy</source>
        <translation>Contrarremedio Stretto</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Stretto Side</source>
        <translation>Lado Stretto</translation>
    </message>
    <message>
        <source>Choose a card to edit it.</source>
        <translation>Elige una carta para editarla.</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>Posta</source>
        <translation>Posta</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Golpe</translation>
    </message>
    <message>
        <source>Stretto Remedy</source>
        <translation>Remedio Stretto</translation>
    </message>
    <message>
        <source>Stretto Counter-Remedy</source>
        <translation>Contrarremedio Stretto</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Virtue</source>
        <translation>Virtud</translation>
    </message>
    <message>
        <source>Stretto Side</source>
        <translation>Lado Stretto</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Contraataque</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Romper</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>While the Poste are chosen</source>
        <translation>Mientras se eligen las Poste</translation>
    </message>
    <message>
        <source>Out of Measure</source>
        <translation>Fuera de Alcance</translation>
    </message>
    <message>
        <source>When you are attacked</source>
        <translation>Cuando te atacan</translation>
    </message>
    <message>
        <source>When your attack is parried</source>
        <translation>Cuando paran tu Ataque</translation>
    </message>
    <message>
        <source>When the opponent plays a Skill</source>
        <translation>Cuando el oponente juega una Habilidad</translation>
    </message>
    <message>
        <source>documented</source>
        <translation>documentada</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>reconstruida</translation>
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
        <source>Moon and Night on the right: only Inside remedies may be played.</source>
        <translation>Luna y Noche a la derecha: solo se pueden jugar Remedios Internos.</translation>
    </message>
    <message>
        <source>Moon and Night on the left: only Outside remedies may be played.</source>
        <translation>Luna y Noche a la izquierda: solo se pueden jugar Remedios Externos.</translation>
    </message>
    <message>
        <source>Strike · Cut</source>
        <translation>Golpe · Corte</translation>
    </message>
    <message>
        <source>Strike · Thrust</source>
        <translation>Golpe · Estocada</translation>
    </message>
    <message>
        <source>Skill of {deck}</source>
        <translation>Habilidad de {deck}</translation>
    </message>
    <message>
        <source>Posta · Extended</source>
        <translation>Posta · Extensa</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>Extensa</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Defender</translation>
    </message>
    <message>
        <source>Defend {blow}</source>
        <translation>Defender con {blow}</translation>
    </message>
    <message>
        <source>With {virtue}</source>
        <translation>Con {virtue}</translation>
    </message>
    <message>
        <source>Answers a Break</source>
        <translation>Responde a Romper</translation>
    </message>
    <message>
        <source>End Posta</source>
        <translation>Posta Final</translation>
    </message>
    <message>
        <source>Seven Swords</source>
        <translation>Siete Espadas</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Se juega</translation>
    </message>
    <message>
        <source>attacks →</source>
        <translation>ataca →</translation>
    </message>
    <message>
        <source>← attacked by · attacks →</source>
        <translation>← atacada por · ataca →</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Poste</source>
        <translation>Poste</translation>
    </message>
    <message>
        <source>Strikes</source>
        <translation>Golpes</translation>
    </message>
    <message>
        <source>Remedies</source>
        <translation>Remedios</translation>
    </message>
    <message>
        <source>Counter-Remedies</source>
        <translation>Contrarremedios</translation>
    </message>
    <message>
        <source>Skills</source>
        <translation>Habilidades</translation>
    </message>
    <message>
        <source>Virtues</source>
        <translation>Virtudes</translation>
    </message>
    <message>
        <source>Stretto Side</source>
        <translation>Lado Stretto</translation>
    </message>
    <message numerus="yes">
        <source>{heading}  ·  %n card(s)</source>
        <translation>
            <numerusform>{heading}  ·  %n carta</numerusform>
            <numerusform>{heading}  ·  %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{heading}  ·  %n card(s), {total} with copies</source>
        <translation>
            <numerusform>{heading}  ·  %n carta, {total} con copias</numerusform>
            <numerusform>{heading}  ·  %n cartas, {total} con copias</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardPreview</name>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Fit the card in the panel</source>
        <translation>Ajustar la carta al panel</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
</context>
<context>
    <name>ChoiceField</name>
    <message>
        <source>{value} (unknown)</source>
        <translation>{value} (desconocido)</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message numerus="yes">
        <source>the deck has %n problem(s); the first: {problem}</source>
        <translation>
            <numerusform>el mazo tiene %n problema; el primero: {problem}</numerusform>
            <numerusform>el mazo tiene %n problemas; el primero: {problem}</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>no se puede escribir {file}: {reason}</translation>
    </message>
    <message>
        <source>Deck details: {name}</source>
        <translation>Detalles del mazo: {name}</translation>
    </message>
</context>
<context>
    <name>DeckBuilderWindow</name>
    <message>
        <source>Deck Builder</source>
        <translation>Editor de barajas</translation>
    </message>
    <message>
        <source>Make a new deck from a bundled one, or open one of your decks (File menu).</source>
        <translation>Crea una baraja nueva a partir de una incluida, o abre una de tus barajas (menú Archivo).</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New Deck from This One</source>
        <translation>&amp;Nueva baraja a partir de esta</translation>
    </message>
    <message>
        <source>Start a new deck with this deck&apos;s cards</source>
        <translation>Empieza una baraja nueva con las cartas de esta</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Export Print-and-Play &amp;PDF…</source>
        <translation>Exportar &amp;PDF para imprimir y jugar…</translation>
    </message>
    <message>
        <source>Cards at 63 x 88 mm, 3 x 3 per page, crop marks, backs for duplex</source>
        <translation>Cartas de 63 x 88 mm, 3 x 3 por página, marcas de corte, dorsos para doble cara</translation>
    </message>
    <message>
        <source>Export Card &amp;Images (PNG)…</source>
        <translation>Exportar &amp;imágenes de las cartas (PNG)…</translation>
    </message>
    <message>
        <source>One 300 dpi PNG per card, and the back</source>
        <translation>Un PNG a 300 ppp por carta, y el dorso</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Import Deck…</source>
        <translation>&amp;Importar baraja…</translation>
    </message>
    <message>
        <source>Add a deck file (with its art) or a deck a friend exported to your library</source>
        <translation>Añade a tu biblioteca un archivo de baraja (con sus ilustraciones) o una baraja que exportó un amigo</translation>
    </message>
    <message>
        <source>E&amp;xport Deck…</source>
        <translation>E&amp;xportar baraja…</translation>
    </message>
    <message>
        <source>Write this deck and its art as one .zip file a friend can import</source>
        <translation>Escribe esta baraja y sus ilustraciones en un archivo .zip que un amigo puede importar</translation>
    </message>
    <message>
        <source>New Deck from {deck}</source>
        <translation>Nueva baraja a partir de {deck}</translation>
    </message>
    <message>
        <source>A copy of this bundled deck to change and play; the shipped deck stays as it is</source>
        <translation>Una copia de esta baraja incluida para cambiarla y jugar; la baraja incluida queda como está</translation>
    </message>
    <message>
        <source>Open from &amp;Library</source>
        <translation>Abrir de la &amp;biblioteca</translation>
    </message>
    <message>
        <source>&amp;Card</source>
        <translation>&amp;Carta</translation>
    </message>
    <message>
        <source>&amp;Add Card</source>
        <translation>&amp;Añadir carta</translation>
    </message>
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
        <source>Counter-Remedy</source>
        <translation>Contrarremedio</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>&amp;Duplicate Card</source>
        <translation>&amp;Duplicar carta</translation>
    </message>
    <message>
        <source>&amp;Remove Card</source>
        <translation>&amp;Quitar carta</translation>
    </message>
    <message>
        <source>Deck &amp;Details</source>
        <translation>&amp;Detalles de la baraja</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;Playtest Against the Computer</source>
        <translation>&amp;Partida de prueba contra el ordenador</translation>
    </message>
    <message>
        <source>Play a game with this deck against the computer, then come back here</source>
        <translation>Juega una partida con esta baraja contra el ordenador y luego vuelve aquí</translation>
    </message>
    <message>
        <source>Playtest &amp;Settings…</source>
        <translation>&amp;Ajustes de la partida de prueba…</translation>
    </message>
    <message>
        <source>Choose the opponent&apos;s deck, the computer&apos;s strength and your seat, then play</source>
        <translation>Elige la baraja del oponente, la fuerza del ordenador y tu puesto, y juega</translation>
    </message>
    <message>
        <source>&amp;Gauntlet…</source>
        <translation>&amp;Desafío…</translation>
    </message>
    <message>
        <source>Play this deck against each bundled deck, the computer on both sides</source>
        <translation>Juega esta baraja contra cada baraja incluida, con el ordenador en ambos lados</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit Card</source>
        <translation>Ajustar la &amp;carta</translation>
    </message>
    <message>
        <source>Card &amp;Language</source>
        <translation>&amp;Idioma de las cartas</translation>
    </message>
    <message>
        <source>A new deck from {deck}: change it, then Save puts it in your deck library.</source>
        <translation>Una baraja nueva a partir de {deck}: cámbiala, y Guardar la pondrá en tu biblioteca de barajas.</translation>
    </message>
    <message>
        <source>Opened a new deck</source>
        <translation>Abierta una baraja nueva</translation>
    </message>
    <message>
        <source>Opened {path}</source>
        <translation>Abierto {path}</translation>
    </message>
    <message>
        <source>No decks in your library yet</source>
        <translation>Aún no hay barajas en tu biblioteca</translation>
    </message>
    <message>
        <source>{deck} — has problems</source>
        <translation>{deck} — tiene problemas</translation>
    </message>
    <message>
        <source>Library folder: {folder}</source>
        <translation>Carpeta de la biblioteca: {folder}</translation>
    </message>
    <message>
        <source>The preview waits until this card&apos;s fields are valid.</source>
        <translation>La vista previa espera a que los campos de esta carta sean válidos.</translation>
    </message>
    <message>
        <source>Art not shown: {problem}</source>
        <translation>Ilustración no mostrada: {problem}</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>La baraja no se guardó</translation>
    </message>
    <message>
        <source>The decks that come with the game are never changed: Save puts your deck in your deck library.</source>
        <translation>Las barajas que vienen con el juego nunca se cambian: Guardar pone tu baraja en tu biblioteca de barajas.</translation>
    </message>
    <message>
        <source>Saved {deck} in your deck library</source>
        <translation>{deck} guardada en tu biblioteca de barajas</translation>
    </message>
    <message>
        <source>Saved {deck} in {path}</source>
        <translation>{deck} guardada en {path}</translation>
    </message>
    <message>
        <source>Save Deck As</source>
        <translation>Guardar baraja como</translation>
    </message>
    <message>
        <source>Deck files (*.toml)</source>
        <translation>Archivos de baraja (*.toml)</translation>
    </message>
    <message>
        <source>This deck cannot be played yet</source>
        <translation>Esta baraja aún no se puede jugar</translation>
    </message>
    <message numerus="yes">
        <source>Fix its %n problem(s) first: {problem}</source>
        <translation>
            <numerusform>Corrige antes su problema: {problem}</numerusform>
            <numerusform>Corrige antes sus %n problemas: {problem}</numerusform>
        </translation>
    </message>
    <message>
        <source>No deck to play against</source>
        <translation>No hay baraja contra la que jugar</translation>
    </message>
    <message>
        <source>The bundled decks could not be loaded.</source>
        <translation>No se pudieron cargar las barajas incluidas.</translation>
    </message>
    <message>
        <source>The deck was not imported</source>
        <translation>La baraja no se importó</translation>
    </message>
    <message>
        <source>Imported {deck} into your deck library ({notes})</source>
        <translation>{deck} importada en tu biblioteca de barajas ({notes})</translation>
    </message>
    <message>
        <source>Imported {deck} into your deck library</source>
        <translation>{deck} importada en tu biblioteca de barajas</translation>
    </message>
    <message>
        <source>The deck was not exported</source>
        <translation>La baraja no se exportó</translation>
    </message>
    <message>
        <source>{file} could not be written: {reason}</source>
        <translation>No se pudo escribir {file}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Exported {deck} and %n picture(s) to {target}</source>
        <translation>
            <numerusform>{deck} y %n ilustración exportadas a {target}</numerusform>
            <numerusform>{deck} y %n ilustraciones exportadas a {target}</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported {deck} to {target}</source>
        <translation>{deck} exportada a {target}</translation>
    </message>
    <message>
        <source>Import Deck</source>
        <translation>Importar baraja</translation>
    </message>
    <message>
        <source>Decks (*.zip *.toml);;Exported decks (*.zip);;Deck files (*.toml)</source>
        <translation>Barajas (*.zip *.toml);;Barajas exportadas (*.zip);;Archivos de baraja (*.toml)</translation>
    </message>
    <message>
        <source>Fix its problems first: a friend could not import it. {problem}</source>
        <translation>Corrige antes sus problemas: un amigo no podría importarla. {problem}</translation>
    </message>
    <message>
        <source>Export Deck</source>
        <translation>Exportar baraja</translation>
    </message>
    <message>
        <source>Exported decks (*.zip)</source>
        <translation>Barajas exportadas (*.zip)</translation>
    </message>
    <message>
        <source>Save a deck with problems?</source>
        <translation>¿Guardar una baraja con problemas?</translation>
    </message>
    <message numerus="yes">
        <source>This deck has %n problem(s); it cannot be played until they are fixed. Save it anyway?</source>
        <translation>
            <numerusform>Esta baraja tiene %n problema; no se puede jugar hasta que se corrija. ¿Guardarla de todos modos?</numerusform>
            <numerusform>Esta baraja tiene %n problemas; no se puede jugar hasta que se corrijan. ¿Guardarla de todos modos?</numerusform>
        </translation>
    </message>
    <message>
        <source>A new deck from the cards of the last one: give it a name and save it.</source>
        <translation>Una baraja nueva con las cartas de la anterior: dale un nombre y guárdala.</translation>
    </message>
    <message>
        <source>Open Deck</source>
        <translation>Abrir baraja</translation>
    </message>
    <message>
        <source>Deck files (*.toml);;All files (*)</source>
        <translation>Archivos de baraja (*.toml);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>This is not a deck file</source>
        <translation>Esto no es un archivo de baraja</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to {deck}?</source>
        <translation>¿Guardar los cambios de {deck}?</translation>
    </message>
    <message>
        <source>Drawing the cards…</source>
        <translation>Dibujando las cartas…</translation>
    </message>
    <message>
        <source>Export PDF</source>
        <translation>Exportar PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The PDF was not written</source>
        <translation>El PDF no se escribió</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n page(s) to {path}</source>
        <translation>
            <numerusform>%n página escrita en {path}</numerusform>
            <numerusform>%n páginas escritas en {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Export Card Images To</source>
        <translation>Exportar las imágenes de las cartas a</translation>
    </message>
    <message>
        <source>The images were not written</source>
        <translation>Las imágenes no se escribieron</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n image(s) to {folder}</source>
        <translation>
            <numerusform>%n imagen escrita en {folder}</numerusform>
            <numerusform>%n imágenes escritas en {folder}</numerusform>
        </translation>
    </message>
    <message>
        <source>This deck cannot run the gauntlet</source>
        <translation>Esta baraja no puede correr el desafío</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>sin título</translation>
    </message>
</context>
<context>
    <name>DeckDocument</name>
    <message>
        <source>{deck} (copy)</source>
        <translation>{deck} (copia)</translation>
    </message>
    <message>
        <source>Untitled deck</source>
        <translation>Baraja sin título</translation>
    </message>
</context>
<context>
    <name>DeckLibrary</name>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file}: too large for a deck ({size} MB at most)</source>
        <translation>{file}: demasiado grande para una baraja ({size} MB como máximo)</translation>
    </message>
    <message>
        <source>{file}: too large for a deck file</source>
        <translation>{file}: demasiado grande para un archivo de baraja</translation>
    </message>
    <message>
        <source>{file}: not a deck file (.toml) nor a deck exported from Audatia (.zip)</source>
        <translation>{file}: no es un archivo de baraja (.toml) ni una baraja exportada desde Audatia (.zip)</translation>
    </message>
    <message>
        <source>cannot write in the library {folder}: {error}</source>
        <translation>no se puede escribir en la biblioteca {folder}: {error}</translation>
    </message>
    <message>
        <source>it is a file, not a folder</source>
        <translation>es un archivo, no una carpeta</translation>
    </message>
    <message>
        <source>a folder on its path is a file</source>
        <translation>una carpeta de su ruta es un archivo</translation>
    </message>
    <message>
        <source>a deck with the id {id} is already there, so this one is {name} ({new_id})</source>
        <translation>ya hay una baraja con el id {id}, así que esta es {name} ({new_id})</translation>
    </message>
    <message>
        <source>the art {art} is missing; the card shows its drawing</source>
        <translation>falta la ilustración {art}; la carta muestra su dibujo</translation>
    </message>
    <message>
        <source>the art {art} is missing</source>
        <translation>falta la ilustración {art}</translation>
    </message>
    <message>
        <source>{file}: the art {art} leads outside the deck&apos;s folder</source>
        <translation>{file}: la ilustración {art} lleva fuera de la carpeta de la baraja</translation>
    </message>
    <message>
        <source>{file}: the art {art}: {reason}</source>
        <translation>{file}: la ilustración {art}: {reason}</translation>
    </message>
    <message>
        <source>{file}: the art {art} is not a PNG, JPEG or WebP image</source>
        <translation>{file}: la ilustración {art} no es una imagen PNG, JPEG o WebP</translation>
    </message>
    <message>
        <source>{file}: the member {member} has an absolute or Windows path</source>
        <translation>{file}: el miembro {member} tiene una ruta absoluta o de Windows</translation>
    </message>
    <message>
        <source>{file}: the member {member} leads outside the deck&apos;s folder</source>
        <translation>{file}: el miembro {member} lleva fuera de la carpeta de la baraja</translation>
    </message>
    <message>
        <source>{file}: the member {member} is a symbolic link</source>
        <translation>{file}: el miembro {member} es un enlace simbólico</translation>
    </message>
    <message>
        <source>{file}: the member {member} is encrypted</source>
        <translation>{file}: el miembro {member} está cifrado</translation>
    </message>
    <message>
        <source>{file}: the member {member} is too large</source>
        <translation>{file}: el miembro {member} es demasiado grande</translation>
    </message>
    <message>
        <source>{file}: the member {member} is damaged ({error})</source>
        <translation>{file}: el miembro {member} está dañado ({error})</translation>
    </message>
    <message>
        <source>{file}: not a zip file (damaged or truncated)</source>
        <translation>{file}: no es un archivo zip (dañado o incompleto)</translation>
    </message>
    <message>
        <source>{file}: holds {count} files, more than a deck needs</source>
        <translation>{file}: contiene {count} archivos, más de los que necesita una baraja</translation>
    </message>
    <message>
        <source>{file}: too large once unpacked</source>
        <translation>{file}: demasiado grande una vez descomprimido</translation>
    </message>
    <message>
        <source>{file}: holds no deck file (.toml); an exported deck holds one</source>
        <translation>{file}: no contiene ningún archivo de baraja (.toml); una baraja exportada contiene uno</translation>
    </message>
    <message>
        <source>deck.id: {id} is another deck&apos;s id; give this deck its own in the Deck Builder</source>
        <translation>deck.id: {id} es el id de otra baraja; dale a esta uno propio en el editor de barajas</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>{file}: holds {count} deck files; an exported deck holds one</source>
        <translation>{file}: contiene {count} archivos de baraja; una baraja exportada contiene uno</translation>
    </message>
</context>
<context>
    <name>DeckProblems</name>
    <message>
        <source>{folder}: no deck files (*.toml) in this folder</source>
        <translation>{folder}: no hay archivos de baraja (*.toml) en esta carpeta</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>a blow is listed twice</source>
        <translation>un golpe aparece dos veces</translation>
    </message>
    <message>
        <source>name at least one blow, or omit it for all</source>
        <translation>nombra al menos un golpe, u omítelo para todos</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>{file}: warning: {warning}</source>
        <translation>{file}: aviso: {warning}</translation>
    </message>
    <message numerus="yes">
        <source>{line} (and %n more problem(s))</source>
        <translation>
            <numerusform>{line} (y %n problema más)</numerusform>
            <numerusform>{line} (y %n problemas más)</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>this is a binary file, not a TOML deck file</source>
        <translation>es un archivo binario, no un archivo de baraja TOML</translation>
    </message>
    <message>
        <source>not UTF-8 text (bad byte at offset {offset})</source>
        <translation>no es texto UTF-8 (byte erróneo en la posición {offset})</translation>
    </message>
    <message>
        <source>is {kind}, not a deck file</source>
        <translation>es {kind}, no un archivo de baraja</translation>
    </message>
    <message>
        <source>too large for a deck file ({size} KiB at most)</source>
        <translation>demasiado grande para un archivo de baraja ({size} KiB como máximo)</translation>
    </message>
    <message>
        <source>must be a table of fields</source>
        <translation>debe ser una tabla de campos</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>falta un campo obligatorio</translation>
    </message>
    <message>
        <source>unknown field (not part of the deck schema)</source>
        <translation>campo desconocido (no forma parte del esquema de baraja)</translation>
    </message>
    <message>
        <source>must be a list ([...] or [[...]] entries)</source>
        <translation>debe ser una lista (entradas [...] o [[...]])</translation>
    </message>
    <message>
        <source>the kind field is missing</source>
        <translation>falta el campo kind</translation>
    </message>
    <message>
        <source>Input should be a valid integer</source>
        <translation>debe ser un número entero</translation>
    </message>
    <message>
        <source>Input should be a valid integer, unable to parse string as an integer</source>
        <translation>debe ser un número entero; el texto no se lee como número entero</translation>
    </message>
    <message>
        <source>Input should be a valid integer, got a number with a fractional part</source>
        <translation>debe ser un número entero, no un número con decimales</translation>
    </message>
    <message>
        <source>Input should be a valid string</source>
        <translation>debe ser un texto</translation>
    </message>
    <message>
        <source>Input should be a valid boolean</source>
        <translation>debe ser true o false</translation>
    </message>
    <message>
        <source>Input should be a valid boolean, unable to interpret input</source>
        <translation>debe ser true o false; el valor no se entiende</translation>
    </message>
    <message>
        <source>Input should be greater than or equal to {ge}</source>
        <translation>debe ser mayor o igual que {ge}</translation>
    </message>
    <message>
        <source>Input should be less than or equal to {le}</source>
        <translation>debe ser menor o igual que {le}</translation>
    </message>
    <message>
        <source>Input should be {expected}</source>
        <translation>debe ser {expected}</translation>
    </message>
    <message>
        <source>has characters not allowed here</source>
        <translation>tiene caracteres no permitidos aquí</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no debe estar vacío</translation>
    </message>
    <message>
        <source>must be at least {least} characters</source>
        <translation>debe tener al menos {least} caracteres</translation>
    </message>
    <message>
        <source>must be at most {most} characters long</source>
        <translation>debe tener como máximo {most} caracteres</translation>
    </message>
    <message>
        <source>must hold at most {most} items</source>
        <translation>debe tener como máximo {most} elementos</translation>
    </message>
    <message>
        <source>List should have at least 1 item after validation, not {actual}</source>
        <translation>debe tener al menos 1 elemento, no {actual}</translation>
    </message>
    <message>
        <source>List should have at least {least} items after validation, not {actual}</source>
        <translation>debe tener al menos {least} elementos, no {actual}</translation>
    </message>
    <message>
        <source>kind must be one of {kinds}, got {value}</source>
        <translation>kind debe ser uno de {kinds}, pero es {value}</translation>
    </message>
    <message>
        <source>{problem}, got {value}</source>
        <translation>{problem}, pero es {value}</translation>
    </message>
    <message>
        <source>Input should be a number, not true or false</source>
        <translation>debe ser un número, no true ni false</translation>
    </message>
    <message>
        <source>unknown language code (translations are for {codes})</source>
        <translation>código de idioma desconocido (las traducciones son para {codes})</translation>
    </message>
    <message>
        <source>an empty translation: give a name, a text or a gender</source>
        <translation>una traducción vacía: da un nombre, un texto o un género</translation>
    </message>
    <message>
        <source>must be lowercase letters and digits joined by single hyphens, e.g. &apos;mandritto-fendente&apos;</source>
        <translation>deben ser letras minúsculas y dígitos unidos por guiones simples, p. ej. &apos;mandritto-fendente&apos;</translation>
    </message>
    <message>
        <source>must be one line of text</source>
        <translation>debe ser una sola línea de texto</translation>
    </message>
    <message>
        <source>must be text without control characters (line breaks are fine)</source>
        <translation>debe ser texto sin caracteres de control (los saltos de línea valen)</translation>
    </message>
    <message>
        <source>must be the English text&apos;s fingerprint: 12 digits and letters a to f, as the deck checker gives it</source>
        <translation>debe ser la huella del texto inglés: 12 cifras y letras de la a a la f, como la da el verificador de barajas</translation>
    </message>
    <message>
        <source>the deck file has no such table</source>
        <translation>el archivo de baraja no tiene esta tabla</translation>
    </message>
    <message>
        <source>must be [[{section}]] tables</source>
        <translation>deben ser tablas [[{section}]]</translation>
    </message>
</context>
<context>
    <name>DeckSave</name>
    <message>
        <source>cannot write in {folder}: {reason}</source>
        <translation>no se puede escribir en {folder}: {reason}</translation>
    </message>
    <message>
        <source>cannot save {file}: {reason}</source>
        <translation>no se puede guardar {file}: {reason}</translation>
    </message>
</context>
<context>
    <name>DeckSelection</name>
    <message>
        <source>two decks are needed, found {count} bundled; use --decks</source>
        <translation>hacen falta dos barajas, se encontraron {count} incluidas; usa --decks</translation>
    </message>
    <message>
        <source>not a deck file, nor a bundled deck (bundled: {known})</source>
        <translation>no es un archivo de baraja ni una baraja incluida (incluidas: {known})</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
</context>
<context>
    <name>DeckStatus</name>
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
        <source>Counter-Remedy</source>
        <translation>Contrarremedio</translation>
    </message>
    <message>
        <source>Skill</source>
        <translation>Habilidad</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básicas</translation>
    </message>
    <message numerus="yes">
        <source>The rules want %n {kind} card(s); this deck has {have}.</source>
        <translation>
            <numerusform>Las reglas piden %n carta de {kind}; esta baraja tiene {have}.</numerusform>
            <numerusform>Las reglas piden %n cartas de {kind}; esta baraja tiene {have}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemas</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: this deck follows every rule of deck building.</source>
        <translation>Sin problemas: esta baraja sigue todas las reglas de construcción de barajas.</translation>
    </message>
    <message>
        <source>✓ A legal deck</source>
        <translation>✓ Una baraja legal</translation>
    </message>
    <message>
        <source>Warning: {what}</source>
        <translation>Aviso: {what}</translation>
    </message>
    <message>
        <source>Deck: </source>
        <translation>Baraja: </translation>
    </message>
    <message>
        <source>Deck details: </source>
        <translation>Detalles de la baraja: </translation>
    </message>
</context>
<context>
    <name>DeckSummary</name>
    <message>
        <source>{deck}: {posta} posta, {strike} strike, {remedy} remedy, {counter_remedy} counter-remedy, {skill} skill, {basic} basic</source>
        <translation>{deck}: Poste {posta}, Golpes {strike}, Remedios {remedy}, Contrarremedios {counter_remedy}, Habilidades {skill}, Básicas {basic}</translation>
    </message>
</context>
<context>
    <name>DeckWarnings</name>
    <message>
        <source>{warning} ({detail})</source>
        <translation>{warning} ({detail})</translation>
    </message>
    <message>
        <source>in the deck file, once it matches the English: translates = &quot;{fingerprint}&quot;</source>
        <translation>en el archivo de la baraja, cuando coincida con el inglés: translates = &quot;{fingerprint}&quot;</translation>
    </message>
    <message>
        <source>The deck has no translation into {language} ({code}): English is shown.</source>
        <translation>La baraja no tiene traducción ({language}, {code}): se muestra el inglés.</translation>
    </message>
    <message>
        <source>{card}: no translation into {language} ({code}); English is shown.</source>
        <translation>{card}: sin traducción ({language}, {code}); se muestra el inglés.</translation>
    </message>
    <message>
        <source>{card}: its translation into {language} ({code}) has no text; English is shown.</source>
        <translation>{card}: su traducción ({language}, {code}) no tiene texto; se muestra el inglés.</translation>
    </message>
    <message>
        <source>{card}: its translation into {language} ({code}) gives no gender, so its article is a guess.</source>
        <translation>{card}: su traducción ({language}, {code}) no da el género, así que su artículo es una suposición.</translation>
    </message>
    <message>
        <source>{card}: the English text changed after the {language} translation was written. Compare them in the card&apos;s Translations and edit the {language} text: once edited, it counts as up to date.</source>
        <translation>{card}: el texto inglés cambió después de escribirse la traducción al {language}. Compáralos en las Traducciones de la carta y edita el texto en {language}: una vez editado, cuenta como al día.</translation>
    </message>
    <message>
        <source>{card}: the {language} translation is not marked as matching the English text, so a later change to the English would go unnoticed. Check it in the card&apos;s Translations and edit it: once edited, it counts as up to date.</source>
        <translation>{card}: la traducción al {language} no está marcada como acorde con el texto inglés, así que un cambio posterior del inglés pasaría inadvertido. Revísala en las Traducciones de la carta y edítala: una vez editada, cuenta como al día.</translation>
    </message>
    <message>
        <source>The deck&apos;s name, character or description changed after their {language} translation was written. Compare them in Deck details, under Translations, and edit the {language} text: once edited, it counts as up to date.</source>
        <translation>El nombre, el personaje o la descripción de la baraja cambiaron después de escribirse su traducción al {language}. Compáralos en Detalles de la baraja, en Traducciones, y edita el texto en {language}: una vez editado, cuenta como al día.</translation>
    </message>
    <message>
        <source>The {language} translation of the deck&apos;s name, character and description is not marked as matching the English, so a later change to the English would go unnoticed. Check it in Deck details, under Translations, and edit it: once edited, it counts as up to date.</source>
        <translation>La traducción al {language} del nombre, el personaje y la descripción de la baraja no está marcada como acorde con el inglés, así que un cambio posterior del inglés pasaría inadvertido. Revísala en Detalles de la baraja, en Traducciones, y edítala: una vez editada, cuenta como al día.</translation>
    </message>
</context>
<context>
    <name>EffectField</name>
    <message>
        <source>the amount</source>
        <translation>la cantidad</translation>
    </message>
</context>
<context>
    <name>FieldValues</name>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>Counterattack</source>
        <translation>Contraataque</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Romper</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <source>Cycle</source>
        <translation>Ciclo</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Luna</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
    <message>
        <source>Top left</source>
        <translation>Arriba a la izquierda</translation>
    </message>
    <message>
        <source>Top right</source>
        <translation>Arriba a la derecha</translation>
    </message>
    <message>
        <source>Posta choice</source>
        <translation>Elección de Posta</translation>
    </message>
    <message>
        <source>Out of measure</source>
        <translation>Fuera de Alcance</translation>
    </message>
    <message>
        <source>On attacked</source>
        <translation>Al ser atacado</translation>
    </message>
    <message>
        <source>After parried</source>
        <translation>Tras ser parado</translation>
    </message>
    <message>
        <source>On opponent skill</source>
        <translation>Ante una Habilidad del oponente</translation>
    </message>
    <message>
        <source>Documented</source>
        <translation>Documentada</translation>
    </message>
    <message>
        <source>Reconstructed</source>
        <translation>Reconstruida</translation>
    </message>
</context>
<context>
    <name>FieldWidget</name>
    <message>
        <source>from {low} to {high}</source>
        <translation>de {low} a {high}</translation>
    </message>
    <message>
        <source>{typed} is out of range: {what} is {allowed}.</source>
        <translation>{typed} está fuera de rango: {what} va {allowed}.</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>una tubería con nombre (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un dispositivo de caracteres</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un dispositivo de bloques</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un archivo especial</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>no existe el archivo</translation>
    </message>
    <message>
        <source>is {kind}</source>
        <translation>es {kind}</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>too large (more than {size} bytes)</source>
        <translation>demasiado grande (más de {size} bytes)</translation>
    </message>
    <message>
        <source>a loop of symbolic links</source>
        <translation>un bucle de enlaces simbólicos</translation>
    </message>
    <message>
        <source>an art path is empty</source>
        <translation>una ruta de ilustración está vacía</translation>
    </message>
    <message>
        <source>an art path must be a relative path with forward slashes</source>
        <translation>una ruta de ilustración debe ser una ruta relativa con barras normales (/)</translation>
    </message>
    <message>
        <source>an art path must stay inside the deck&apos;s folder</source>
        <translation>una ruta de ilustración debe quedar dentro de la carpeta de la baraja</translation>
    </message>
</context>
<context>
    <name>GatedField</name>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>With {virtue}</source>
        <translation>Con {virtue}</translation>
    </message>
</context>
<context>
    <name>GauntletDialog</name>
    <message>
        <source>Overall</source>
        <translation>En total</translation>
    </message>
    <message>
        <source>As challenger</source>
        <translation>Como Retador</translation>
    </message>
    <message>
        <source>As respondent</source>
        <translation>Como Retado</translation>
    </message>
    <message>
        <source>Bundled decks vs this opponent</source>
        <translation>Barajas incluidas contra este oponente</translation>
    </message>
    <message>
        <source>Who plays whom</source>
        <translation>Quién juega contra quién</translation>
    </message>
    <message>
        <source>The win rate over every deal of the pairing, then the games played</source>
        <translation>El porcentaje de victorias en todos los repartos del emparejamiento, y luego las partidas jugadas</translation>
    </message>
    <message>
        <source>The win rate in the deals where the deck was the first bout&apos;s challenger</source>
        <translation>El porcentaje de victorias en los repartos en que la baraja fue el Retador del primer asalto</translation>
    </message>
    <message>
        <source>The win rate in the deals where the deck was the first bout&apos;s respondent</source>
        <translation>El porcentaje de victorias en los repartos en que la baraja fue el Retado del primer asalto</translation>
    </message>
    <message>
        <source>The yardstick: how the other bundled decks fared against the same opponent, as many deals. A deck far below it is weaker than the bundled ones; far above, stronger.</source>
        <translation>La vara de medir: cómo les fue a las demás barajas incluidas contra el mismo oponente, en tantos repartos como estos. Una baraja muy por debajo es más débil que las incluidas; muy por encima, más fuerte.</translation>
    </message>
    <message>
        <source>Gauntlet — {deck}</source>
        <translation>Desafío — {deck}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{deck}&lt;/b&gt; against each bundled deck ({opponents}), the computer playing both sides at the same level. Each deal alternates the seats and the challenger, so every pairing plays both seats and both roles. The bundled decks then play each other the same way: their figures are the yardstick.</source>
        <translation>&lt;b&gt;{deck}&lt;/b&gt; contra cada baraja incluida ({opponents}), con el ordenador jugando ambos lados al mismo nivel. Cada reparto alterna los puestos y el Retador, así que cada emparejamiento juega ambos puestos y ambos papeles. Después las barajas incluidas juegan entre sí del mismo modo: sus cifras son la vara de medir.</translation>
    </message>
    <message>
        <source> per opponent</source>
        <translation> por oponente</translation>
    </message>
    <message>
        <source>Deals per pairing; a multiple of 4 balances seats and roles.</source>
        <translation>Repartos por emparejamiento; un múltiplo de 4 equilibra puestos y papeles.</translation>
    </message>
    <message>
        <source>{title} (default)</source>
        <translation>{title} (predeterminado)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Computer (both sides)</source>
        <translation>Ordenador (ambos lados)</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v de %m partidas</translation>
    </message>
    <message>
        <source>Press Run to start.</source>
        <translation>Pulsa Correr para empezar.</translation>
    </message>
    <message>
        <source>Win rates with 95% confidence intervals (Wilson), then the games played; roles are the first bout&apos;s. An interval that includes 50% does not show the deck unfair. The last column is the yardstick: the other bundled decks against the same opponent.</source>
        <translation>Porcentajes de victoria con intervalos de confianza del 95 % (Wilson), y luego las partidas jugadas; los papeles son los del primer asalto. Un intervalo que incluye el 50 % no muestra que la baraja sea injusta. La última columna es la vara de medir: las demás barajas incluidas contra el mismo oponente.</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Correr</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Playing {games} games, {computer}…</source>
        <translation>Jugando {games} partidas, {computer}…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Cancelled after {played} of {total} games ({seconds} s): the figures of the games played.</source>
        <translation>Cancelado tras {played} de {total} partidas ({seconds} s): las cifras de las partidas jugadas.</translation>
    </message>
    <message>
        <source>{played} games in {seconds} s.</source>
        <translation>{played} partidas en {seconds} s.</translation>
    </message>
    <message>
        <source>The gauntlet stopped: {reason}</source>
        <translation>El desafío se detuvo: {reason}</translation>
    </message>
    <message>
        <source>{deck} (this deck)</source>
        <translation>{deck} (esta baraja)</translation>
    </message>
    <message>
        <source>vs {opponent}</source>
        <translation>contra {opponent}</translation>
    </message>
    <message>
        <source>vs all opponents</source>
        <translation>contra todos los oponentes</translation>
    </message>
    <message>
        <source>Bundled decks against each other</source>
        <translation>Las barajas incluidas entre sí</translation>
    </message>
    <message>
        <source>{deck} vs {opponent}</source>
        <translation>{deck} contra {opponent}</translation>
    </message>
    <message>
        <source>{deck} against {opponent}, as many deals</source>
        <translation>{deck} contra {opponent}, con tantos repartos</translation>
    </message>
    <message>
        <source>No bundled decks were found to play against.</source>
        <translation>No se encontraron barajas incluidas contra las que jugar.</translation>
    </message>
</context>
<context>
    <name>MeasureDialog</name>
    <message>
        <source>Measure — {deck}</source>
        <translation>Medir — {deck}</translation>
    </message>
    <message>
        <source>Games per pairing:</source>
        <translation>Partidas por emparejamiento:</translation>
    </message>
    <message>
        <source>Every hero played by:</source>
        <translation>Cada héroe lo juega:</translation>
    </message>
    <message>
        <source>Pairing</source>
        <translation>Emparejamiento</translation>
    </message>
    <message>
        <source>First wins</source>
        <translation>Gana el primero</translation>
    </message>
    <message>
        <source>95% interval</source>
        <translation>Intervalo del 95 %</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Each hero against each other hero, each deal played twice with the seats swapped; then the first hero alone against each monster. A game at Normal takes some seconds: Cancel shows the games played so far.</source>
        <translation>Cada héroe contra cada otro héroe, cada reparto jugado dos veces con los asientos cambiados; después el primer héroe en solitario contra cada monstruo. Una partida en Normal tarda unos segundos: Cancelar muestra las partidas jugadas hasta ahora.</translation>
    </message>
    <message>
        <source>Playing…</source>
        <translation>Jugando…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>The measure stopped: {reason}</source>
        <translation>La medición se detuvo: {reason}</translation>
    </message>
    <message>
        <source>Cut short: the games played so far.</source>
        <translation>Interrumpida: las partidas jugadas hasta ahora.</translation>
    </message>
    <message>
        <source>Done. A fair duel is near 50%; a monster is beaten 40-70% of the time.</source>
        <translation>Hecho. Un duelo justo ronda el 50 %; a un monstruo se le vence entre el 40 y el 70 % de las veces.</translation>
    </message>
    <message>
        <source>{first} alone against {second}</source>
        <translation>{first} en solitario contra {second}</translation>
    </message>
    <message>
        <source>{first} against {second}</source>
        <translation>{first} contra {second}</translation>
    </message>
    <message>
        <source>{rate}% of {games}</source>
        <translation>{rate} % de {games}</translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta (EE. UU.)</translation>
    </message>
</context>
<context>
    <name>PlaytestDialog</name>
    <message>
        <source>First player (challenges)</source>
        <translation>Primer jugador (reta)</translation>
    </message>
    <message>
        <source>Second player (is challenged)</source>
        <translation>Segundo jugador (es retado)</translation>
    </message>
    <message>
        <source>Playtest Settings</source>
        <translation>Ajustes de la partida de prueba</translation>
    </message>
    <message>
        <source>Your deck</source>
        <translation>Tu baraja</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>Contra</translation>
    </message>
    <message>
        <source>Computer&apos;s strength</source>
        <translation>Fuerza del ordenador</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Juegas como</translation>
    </message>
    <message>
        <source>The game opens in its own window; when it ends you come back here.</source>
        <translation>La partida se abre en su propia ventana; cuando termina vuelves aquí.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
</context>
<context>
    <name>PlaytestWindow</name>
    <message>
        <source>Playtest</source>
        <translation>Partida de prueba</translation>
    </message>
    <message>
        <source>Playtest: {deck} against {opponent}</source>
        <translation>Partida de prueba: {deck} contra {opponent}</translation>
    </message>
    <message>
        <source>Back to the Deck Builder</source>
        <translation>Volver al editor de barajas</translation>
    </message>
    <message>
        <source>Play Again</source>
        <translation>Jugar otra vez</translation>
    </message>
</context>
<context>
    <name>PrintOptionsDialog</name>
    <message>
        <source>Print-and-Play PDF</source>
        <translation>PDF para imprimir y jugar</translation>
    </message>
    <message>
        <source>{paper} ({width} x {height} mm)</source>
        <translation>{paper} ({width} x {height} mm)</translation>
    </message>
    <message>
        <source>Add a {bleed} mm bleed around each card</source>
        <translation>Añadir un sangrado de {bleed} mm alrededor de cada carta</translation>
    </message>
    <message>
        <source>Card backs on alternate pages (for duplex printing)</source>
        <translation>Dorsos en páginas alternas (para imprimir a doble cara)</translation>
    </message>
    <message>
        <source>Crop marks</source>
        <translation>Marcas de corte</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <source>Cards print at 63 x 88 mm, 300 dpi, nine to a page.</source>
        <translation>Las cartas se imprimen a 63 x 88 mm, 300 ppp, nueve por página.</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>a resolution of {dpi} dpi is outside 36..1200</source>
        <translation>una resolución de {dpi} ppp está fuera de 36..1200</translation>
    </message>
    <message>
        <source>a bleed of {bleed} mm is outside 0..10 mm</source>
        <translation>un sangrado de {bleed} mm está fuera de 0..10 mm</translation>
    </message>
    <message>
        <source>3 x 3 cards with a {bleed} mm bleed do not fit on {paper}</source>
        <translation>3 x 3 cartas con un sangrado de {bleed} mm no caben en {paper}</translation>
    </message>
    <message>
        <source>a sheet holds {most} cards, not {cards}</source>
        <translation>una hoja lleva {most} cartas, no {cards}</translation>
    </message>
    <message>
        <source>printing backs needs the card back&apos;s image</source>
        <translation>imprimir los dorsos necesita la imagen del dorso de las cartas</translation>
    </message>
    <message>
        <source>cannot write in {folder}: {reason}</source>
        <translation>no se puede escribir en {folder}: {reason}</translation>
    </message>
    <message>
        <source>there are no cards to print</source>
        <translation>no hay cartas que imprimir</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>no se puede escribir {file}: {reason}</translation>
    </message>
    <message>
        <source>cannot make the folder {folder}: {reason}</source>
        <translation>no se puede crear la carpeta {folder}: {reason}</translation>
    </message>
</context>
<context>
    <name>ProvenanceField</name>
    <message>
        <source>Why: the source, or the choice made</source>
        <translation>Por qué: la fuente, o la elección hecha</translation>
    </message>
</context>
<context>
    <name>ReadyFence</name>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>no se puede escribir {file}: {reason}</translation>
    </message>
    <message>
        <source>a resolution of {dpi} dpi is outside 72..600</source>
        <translation>una resolución de {dpi} ppp está fuera de 72..600</translation>
    </message>
    <message>
        <source>there are no cards to print</source>
        <translation>no hay cartas que imprimir</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Roja</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>Dark Blue</source>
        <translation>Azul oscuro</translation>
    </message>
    <message>
        <source>Light Blue</source>
        <translation>Azul claro</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Dorada</translation>
    </message>
    <message>
        <source>Offence</source>
        <translation>Ofensiva</translation>
    </message>
    <message>
        <source>Special attack</source>
        <translation>Ataque especial</translation>
    </message>
    <message>
        <source>Defence</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Counter-offence</source>
        <translation>Contraofensiva</translation>
    </message>
    <message>
        <source>Offence or counter-offence</source>
        <translation>Ofensiva o contraofensiva</translation>
    </message>
    <message>
        <source>Defence and offence</source>
        <translation>Defensa y ofensiva</translation>
    </message>
    <message>
        <source>Speed bonus</source>
        <translation>Bonificación de velocidad</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Stamina</source>
        <translation>Resistencia</translation>
    </message>
    <message>
        <source>documented</source>
        <translation>documentada</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>reconstruida</translation>
    </message>
</context>
<context>
    <name>ReadyFenceDeckBuilder</name>
    <message>
        <source>the file is not a Ready...Fence! deck: {problem}</source>
        <translation>el archivo no es un mazo de Ready...Fence!: {problem}</translation>
    </message>
    <message>
        <source>Red (offensive)</source>
        <translation>Roja (ofensiva)</translation>
    </message>
    <message>
        <source>Orange (special attack)</source>
        <translation>Naranja (ataque especial)</translation>
    </message>
    <message>
        <source>Light Blue (counter-offensive)</source>
        <translation>Azul claro (contraofensiva)</translation>
    </message>
    <message>
        <source>Dark Blue (defensive)</source>
        <translation>Azul oscuro (defensiva)</translation>
    </message>
    <message>
        <source>Red and Light Blue</source>
        <translation>Roja y azul claro</translation>
    </message>
    <message>
        <source>Dark Blue and Red</source>
        <translation>Azul oscuro y roja</translation>
    </message>
    <message>
        <source>Orange and Light Blue</source>
        <translation>Naranja y azul claro</translation>
    </message>
    <message>
        <source>Gold (the Joker)</source>
        <translation>Dorada (el Comodín)</translation>
    </message>
    <message>
        <source>Tutorial (T)</source>
        <translation>Tutorial (T)</translation>
    </message>
    <message>
        <source>Basic (B)</source>
        <translation>Básico (B)</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>Counterattack</source>
        <translation>Contraataque</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonificación</translation>
    </message>
    <message>
        <source>Renewed attack</source>
        <translation>Ataque renovado</translation>
    </message>
    <message>
        <source>Feint</source>
        <translation>Finta</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
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
        <source>Reconstructed (rebuilt within what the rulebook says)</source>
        <translation>Reconstruida (rehecha dentro de lo que dice el reglamento)</translation>
    </message>
    <message>
        <source>Documented (printed in the rulebook)</source>
        <translation>Documentada (impresa en el reglamento)</translation>
    </message>
    <message>
        <source>Deck id</source>
        <translation>Id del mazo</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nombre del mazo</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edición</translation>
    </message>
    <message>
        <source>Custom (30 to 200 cards)</source>
        <translation>Personalizada (de 30 a 200 cartas)</translation>
    </message>
    <message>
        <source>Boxed (exactly the manual&apos;s 54 cards)</source>
        <translation>De la caja (exactamente las 54 cartas del manual)</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Name in Spanish</source>
        <translation>Nombre en español</translation>
    </message>
    <message>
        <source>Description in Spanish</source>
        <translation>Descripción en español</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>Técnica</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>Stamina cost</source>
        <translation>Coste de resistencia</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <translation>Copias en el mazo</translation>
    </message>
    <message>
        <source>Levels (Advanced plays every card)</source>
        <translation>Niveles (el Avanzado juega todas las cartas)</translation>
    </message>
    <message>
        <source>Played as</source>
        <translation>Se juega como</translation>
    </message>
    <message>
        <source>Opens a phrase at</source>
        <translation>Abre una frase a</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Text in Spanish</source>
        <translation>Texto en español</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Procedencia</translation>
    </message>
    <message>
        <source>Why it is so</source>
        <translation>Por qué es así</translation>
    </message>
    <message>
        <source>Red: offensive</source>
        <translation>Rojas: ofensivas</translation>
    </message>
    <message>
        <source>Orange: special attacks</source>
        <translation>Naranjas: ataques especiales</translation>
    </message>
    <message>
        <source>Light Blue: counter-offensive</source>
        <translation>Azul claro: contraofensivas</translation>
    </message>
    <message>
        <source>Dark Blue: defensive</source>
        <translation>Azul oscuro: defensivas</translation>
    </message>
    <message>
        <source>Two-colour</source>
        <translation>De dos colores</translation>
    </message>
    <message>
        <source>Gold: the Joker</source>
        <translation>Dorada: el Comodín</translation>
    </message>
    <message>
        <source>To mend: no colour of the game</source>
        <translation>Por arreglar: sin un color del juego</translation>
    </message>
    <message>
        <source>&amp;Add a Card</source>
        <translation>&amp;Añadir una carta</translation>
    </message>
    <message>
        <source>Ready...Fence! Deck Builder</source>
        <translation>Editor de mazos de Ready...Fence!</translation>
    </message>
    <message>
        <source>Open Ready...Fence! Deck</source>
        <translation>Abrir mazo de Ready...Fence!</translation>
    </message>
    <message>
        <source>Ready...Fence! decks (*.toml)</source>
        <translation>Mazos de Ready...Fence! (*.toml)</translation>
    </message>
    <message>
        <source>Save Ready...Fence! Deck As</source>
        <translation>Guardar mazo de Ready...Fence! como</translation>
    </message>
</context>
<context>
    <name>ReadyFenceMeasureDialog</name>
    <message>
        <source>Bouts:</source>
        <translation>Asaltos:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <source>Both fencers played by:</source>
        <translation>Ambos tiradores los juega:</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Two equal computer fencers fence seeded bouts of the level with this deck: a fair deck gives each seat 45-55% of the bouts. Cancel shows the bouts fenced so far.</source>
        <translation>Dos tiradores del ordenador iguales disputan asaltos sembrados del nivel con este mazo: un mazo justo da a cada puesto el 45-55% de los asaltos. Cancelar muestra los asaltos disputados hasta ahora.</translation>
    </message>
    <message>
        <source>Fencing…</source>
        <translation>Tirando…</translation>
    </message>
    <message>
        <source>Cut short: the bouts fenced so far.</source>
        <translation>Interrumpido: los asaltos disputados hasta ahora.</translation>
    </message>
    <message>
        <source>Done. A fair deck gives each seat 45-55% of the bouts.</source>
        <translation>Hecho. Un mazo justo da a cada puesto el 45-55% de los asaltos.</translation>
    </message>
    <message>
        <source>The first fencer (seat 1)</source>
        <translation>El primer tirador (puesto 1)</translation>
    </message>
    <message>
        <source>The second fencer (seat 2)</source>
        <translation>El segundo tirador (puesto 2)</translation>
    </message>
    <message>
        <source>{rate}% of {bouts}</source>
        <translation>{rate}% de {bouts}</translation>
    </message>
</context>
<context>
    <name>Swordplay</name>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>the boxed edition&apos;s combat deck holds {wanted} cards, this one {actual}</source>
        <translation>el mazo de combate de la edición en caja tiene {wanted} cartas, este {actual}</translation>
    </message>
    <message>
        <source>a combat deck holds {least} to {most} cards, this one {actual}</source>
        <translation>un mazo de combate tiene de {least} a {most} cartas, este {actual}</translation>
    </message>
    <message>
        <source>a deck needs at least {least} heroes, this one has {actual}</source>
        <translation>un mazo necesita al menos {least} héroes, este tiene {actual}</translation>
    </message>
    <message>
        <source>a deck needs at least {least} monster for solo play, this one has {actual}</source>
        <translation>un mazo necesita al menos {least} monstruo para el juego en solitario, este tiene {actual}</translation>
    </message>
    <message>
        <source>the id {id} is used by another card too</source>
        <translation>el id {id} lo usa también otra carta</translation>
    </message>
    <message>
        <source>the boxed edition&apos;s cards are reconstructed or documented, not original: make the deck&apos;s edition custom</source>
        <translation>las cartas de la edición en caja son reconstruidas o documentadas, no originales: haz la edición del mazo personalizada (custom)</translation>
    </message>
    <message>
        <source>the boxed edition has {least} heroes and {monsters} monster of its own</source>
        <translation>la edición en caja tiene {least} héroes y {monsters} monstruo propios</translation>
    </message>
    <message>
        <source>a defence counters at least one location (or is a Dodge: dodge = true)</source>
        <translation>una defensa contrarresta al menos una ubicación (o es una Esquiva: dodge = true)</translation>
    </message>
    <message>
        <source>a Dodge counters any attack: list no locations for it</source>
        <translation>una Esquiva contrarresta cualquier ataque: no le pongas ubicaciones</translation>
    </message>
    <message>
        <source>a value is listed twice</source>
        <translation>un valor aparece dos veces</translation>
    </message>
    <message>
        <source>unknown language code {code} (translations are for {codes})</source>
        <translation>código de idioma desconocido {code} (las traducciones son para {codes})</translation>
    </message>
    <message>
        <source>no translation into {code}</source>
        <translation>falta la traducción a {code}</translation>
    </message>
    <message>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
    <message>
        <source>this is a binary file, not a TOML deck file</source>
        <translation>es un archivo binario, no un archivo de mazo TOML</translation>
    </message>
    <message>
        <source>not UTF-8 text (bad byte at offset {offset})</source>
        <translation>no es texto UTF-8 (byte erróneo en la posición {offset})</translation>
    </message>
    <message>
        <source>is {kind}, not a deck file</source>
        <translation>es {kind}, no un archivo de mazo</translation>
    </message>
    <message>
        <source>too large for a deck file ({size} KiB at most)</source>
        <translation>demasiado grande para un archivo de mazo ({size} KiB como mucho)</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>falta un campo obligatorio</translation>
    </message>
    <message>
        <source>unknown field (not part of the deck schema)</source>
        <translation>campo desconocido (no forma parte del esquema del mazo)</translation>
    </message>
    <message>
        <source>must be a table of fields</source>
        <translation>debe ser una tabla de campos</translation>
    </message>
    <message>
        <source>must be a list ([...] or [[...]] entries)</source>
        <translation>debe ser una lista (entradas [...] o [[...]])</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>debe ser un número entero</translation>
    </message>
    <message>
        <source>must be text in quotes</source>
        <translation>debe ser texto entre comillas</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>debe ser true o false</translation>
    </message>
    <message>
        <source>has characters not allowed here (ids: lowercase words joined by hyphens)</source>
        <translation>tiene caracteres no permitidos aquí (ids: palabras en minúsculas unidas por guiones)</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>no debe estar vacío</translation>
    </message>
    <message>
        <source>must be at least {least}, not {value}</source>
        <translation>debe ser al menos {least}, no {value}</translation>
    </message>
    <message>
        <source>must be at most {most}, not {value}</source>
        <translation>debe ser como mucho {most}, no {value}</translation>
    </message>
    <message>
        <source>must be at most {most} characters long</source>
        <translation>debe tener como mucho {most} caracteres</translation>
    </message>
    <message>
        <source>must hold at most {most} items</source>
        <translation>debe tener como mucho {most} elementos</translation>
    </message>
    <message>
        <source>must be one of {allowed}, not {value}</source>
        <translation>debe ser uno de {allowed}, no {value}</translation>
    </message>
    <message>
        <source>{problem}, got {value}</source>
        <translation>{problem}, pero es {value}</translation>
    </message>
    <message>
        <source>a resolution of {dpi} dpi is outside 72..600</source>
        <translation>una resolución de {dpi} ppp está fuera de 72..600</translation>
    </message>
    <message>
        <source>there are no cards to print</source>
        <translation>no hay cartas que imprimir</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>no se puede escribir {file}: {reason}</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Ataque</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>Defensa</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Shield</source>
        <translation>Escudo</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héroe</translation>
    </message>
    <message>
        <source>Monster</source>
        <translation>Monstruo</translation>
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
        <translation>Solo Esquiva</translation>
    </message>
    <message>
        <source>Piercing</source>
        <translation>Perforante</translation>
    </message>
    <message>
        <source>Disarming</source>
        <translation>Desarmante</translation>
    </message>
    <message>
        <source>Shield-breaking</source>
        <translation>Rompeescudos</translation>
    </message>
    <message>
        <source>documented</source>
        <translation>documentada</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <translation>reconstruida</translation>
    </message>
    <message>
        <source>original</source>
        <translation>original</translation>
    </message>
    <message>
        <source>No location: only a Dodge counters it</source>
        <translation>Sin ubicación: solo una Esquiva lo contrarresta</translation>
    </message>
    <message>
        <source>Counters any attack</source>
        <translation>Contrarresta cualquier ataque</translation>
    </message>
    <message>
        <source>Parry</source>
        <translation>Parada</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Vida</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Uses</source>
        <translation>Usos</translation>
    </message>
    <message>
        <source>Absorbs</source>
        <translation>Absorbe</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonificación</translation>
    </message>
    <message>
        <source>Defends on a d10 roll of</source>
        <translation>Se defiende con un d10 de</translation>
    </message>
    <message>
        <source>{number}+</source>
        <translation>{number}+</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca</translation>
    </message>
</context>
<context>
    <name>SwordplayDeckBuilder</name>
    <message>
        <source>Heroes</source>
        <translation>Héroes</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstruos</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>Ataques</translation>
    </message>
    <message>
        <source>Defenses</source>
        <translation>Defensas</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Armas</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Armadura</translation>
    </message>
    <message>
        <source>Shields</source>
        <translation>Escudos</translation>
    </message>
    <message>
        <source>the file is not a Swordplay deck: {problem}</source>
        <translation>el archivo no es un mazo de Swordplay: {problem}</translation>
    </message>
    <message>
        <source>&amp;Add a Design</source>
        <translation>&amp;Añadir un diseño</translation>
    </message>
    <message>
        <source>Swordplay Deck Builder</source>
        <translation>Constructor de mazos de Swordplay</translation>
    </message>
    <message>
        <source>Open Swordplay Deck</source>
        <translation>Abrir mazo de Swordplay</translation>
    </message>
    <message>
        <source>Swordplay decks (*.toml)</source>
        <translation>Mazos de Swordplay (*.toml)</translation>
    </message>
    <message>
        <source>Save Swordplay Deck As</source>
        <translation>Guardar mazo de Swordplay como</translation>
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
        <source>Reconstructed (the box&apos;s card, rebuilt from the rulebook)</source>
        <translation>Reconstruida (carta de la caja, rehecha a partir del reglamento)</translation>
    </message>
    <message>
        <source>Documented (printed in the rulebook)</source>
        <translation>Documentada (impresa en el reglamento)</translation>
    </message>
    <message>
        <source>Original (the project&apos;s own)</source>
        <translation>Original (propia del proyecto)</translation>
    </message>
    <message>
        <source>Piercing</source>
        <translation>Perforante</translation>
    </message>
    <message>
        <source>Disarming</source>
        <translation>Desarmante</translation>
    </message>
    <message>
        <source>Shield breaking</source>
        <translation>Rompeescudos</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Texto</translation>
    </message>
    <message>
        <source>Name in Spanish</source>
        <translation>Nombre en español</translation>
    </message>
    <message>
        <source>Text in Spanish</source>
        <translation>Texto en español</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Procedencia</translation>
    </message>
    <message>
        <source>Why it is so</source>
        <translation>Por qué es así</translation>
    </message>
    <message>
        <source>Copies in the deck</source>
        <translation>Copias en el mazo</translation>
    </message>
    <message>
        <source>Deck id</source>
        <translation>Id del mazo</translation>
    </message>
    <message>
        <source>Deck name</source>
        <translation>Nombre del mazo</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Edición</translation>
    </message>
    <message>
        <source>Custom (30 to 200 combat cards)</source>
        <translation>Personalizada (de 30 a 200 cartas de combate)</translation>
    </message>
    <message>
        <source>Boxed (exactly the box&apos;s 57 combat cards)</source>
        <translation>En caja (exactamente las 57 cartas de combate de la caja)</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descripción</translation>
    </message>
    <message>
        <source>Description in Spanish</source>
        <translation>Descripción en español</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>Vida</translation>
    </message>
    <message>
        <source>Base damage</source>
        <translation>Daño base</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Hands (0: readies no weapon)</source>
        <translation>Manos (0: no prepara armas)</translation>
    </message>
    <message>
        <source>Defends High on</source>
        <translation>Defiende Alto con</translation>
    </message>
    <message>
        <source>Defends Low on</source>
        <translation>Defiende Bajo con</translation>
    </message>
    <message>
        <source>Defends Left on</source>
        <translation>Defiende Izquierda con</translation>
    </message>
    <message>
        <source>Defends Right on</source>
        <translation>Defiende Derecha con</translation>
    </message>
    <message>
        <source>Defends Dodge Only on</source>
        <translation>Defiende Solo esquiva con</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Ubicación</translation>
    </message>
    <message>
        <source>None (a special attack)</source>
        <translation>Ninguna (un ataque especial)</translation>
    </message>
    <message>
        <source>Damage bonus</source>
        <translation>Bonificación de daño</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Reglas especiales</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Contrarresta</translation>
    </message>
    <message>
        <source>A Dodge (counters any attack)</source>
        <translation>Una Esquiva (contrarresta cualquier ataque)</translation>
    </message>
    <message>
        <source>A Parry (Realistic Parries may forbid it)</source>
        <translation>Una Parada (las Paradas realistas pueden impedirla)</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Daño</translation>
    </message>
    <message>
        <source>Piercing (past armor)</source>
        <translation>Perforante (atraviesa la armadura)</translation>
    </message>
    <message>
        <source>Absorbs</source>
        <translation>Absorbe</translation>
    </message>
    <message>
        <source>Counters before discarded</source>
        <translation>Contrarresta antes de descartarse</translation>
    </message>
</context>
<context>
    <name>TomlDeckBuilder</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open Deck…</source>
        <translation>&amp;Abrir mazo…</translation>
    </message>
    <message>
        <source>New Deck from the &amp;Bundled One</source>
        <translation>Nuevo mazo a partir del &amp;incluido</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Print Sheets to PDF…</source>
        <translation>&amp;Imprimir hojas en PDF…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Deck &amp;Details</source>
        <translation>&amp;Detalles de la baraja</translation>
    </message>
    <message>
        <source>D&amp;uplicate the Design</source>
        <translation>D&amp;uplicar el diseño</translation>
    </message>
    <message>
        <source>&amp;Remove the Design</source>
        <translation>&amp;Quitar el diseño</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Mazo</translation>
    </message>
    <message>
        <source>&amp;Play This Deck</source>
        <translation>&amp;Jugar con este mazo</translation>
    </message>
    <message>
        <source>&amp;Measure…</source>
        <translation>&amp;Medir…</translation>
    </message>
    <message>
        <source>template: Save puts a copy in your decks</source>
        <translation>plantilla: Guardar pone una copia en tus mazos</translation>
    </message>
    <message>
        <source>Opened {deck}</source>
        <translation>Abierto {deck}</translation>
    </message>
    <message>
        <source>The deck was not opened</source>
        <translation>El mazo no se abrió</translation>
    </message>
    <message>
        <source>{kind}  ·  {designs} designs, {cards} cards</source>
        <translation>{kind}  ·  {designs} diseños, {cards} cartas</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s): the deck cannot be saved yet</source>
        <translation>
            <numerusform>%n problema: el mazo aún no se puede guardar</numerusform>
            <numerusform>%n problemas: el mazo aún no se puede guardar</numerusform>
        </translation>
    </message>
    <message>
        <source>No problems: the deck can be saved, printed and played.</source>
        <translation>Sin problemas: el mazo se puede guardar, imprimir y jugar.</translation>
    </message>
    <message>
        <source>✓ A playable deck: every check passes</source>
        <translation>✓ Un mazo jugable: supera todas las comprobaciones</translation>
    </message>
    <message>
        <source>The preview waits until this design&apos;s fields are valid.</source>
        <translation>La vista previa espera a que los campos de este diseño sean válidos.</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>La baraja no se guardó</translation>
    </message>
    <message>
        <source>The decks that come with the game are never changed: save a copy.</source>
        <translation>Los mazos que vienen con el juego nunca se cambian: guarda una copia.</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Guardado {path}</translation>
    </message>
    <message>
        <source>The sheets were not printed</source>
        <translation>Las hojas no se imprimieron</translation>
    </message>
    <message numerus="yes">
        <source>Printed %n page(s) to {path}</source>
        <translation>
            <numerusform>Impresa %n página en {path}</numerusform>
            <numerusform>Impresas %n páginas en {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Print Sheets to PDF</source>
        <translation>Imprimir hojas en PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to {deck}?</source>
        <translation>¿Guardar los cambios de {deck}?</translation>
    </message>
</context>
<context>
    <name>TomlProblems</name>
    <message>
        <source>at line {line}, column {column}</source>
        <translation>en la línea {line}, columna {column}</translation>
    </message>
    <message>
        <source>at end of document</source>
        <translation>al final del documento</translation>
    </message>
    <message>
        <source>Invalid statement ({position})</source>
        <translation>instrucción no válida ({position})</translation>
    </message>
    <message>
        <source>Expected newline or end of document after a statement ({position})</source>
        <translation>se esperaba un salto de línea o el final del documento tras una instrucción ({position})</translation>
    </message>
    <message>
        <source>Expected {expected} ({position})</source>
        <translation>se esperaba {expected} ({position})</translation>
    </message>
    <message>
        <source>Found invalid character {character} ({position})</source>
        <translation>hay un carácter no válido, {character} ({position})</translation>
    </message>
    <message>
        <source>Cannot declare {key} twice ({position})</source>
        <translation>no se puede declarar {key} dos veces ({position})</translation>
    </message>
    <message>
        <source>Cannot overwrite a value ({position})</source>
        <translation>no se puede sobrescribir un valor ({position})</translation>
    </message>
    <message>
        <source>Expected &apos;]&apos; at the end of a table declaration ({position})</source>
        <translation>se esperaba &apos;]&apos; al final de la declaración de una tabla ({position})</translation>
    </message>
    <message>
        <source>Cannot mutate immutable namespace {key} ({position})</source>
        <translation>no se puede modificar el espacio de nombres inmutable {key} ({position})</translation>
    </message>
    <message>
        <source>Expected &apos;]]&apos; at the end of an array declaration ({position})</source>
        <translation>se esperaba &apos;]]&apos; al final de la declaración de una matriz ({position})</translation>
    </message>
    <message>
        <source>Cannot redefine namespace {key} ({position})</source>
        <translation>no se puede redefinir el espacio de nombres {key} ({position})</translation>
    </message>
    <message>
        <source>Expected &apos;=&apos; after a key in a key/value pair ({position})</source>
        <translation>se esperaba &apos;=&apos; tras la clave de un par clave/valor ({position})</translation>
    </message>
    <message>
        <source>Invalid initial character for a key part ({position})</source>
        <translation>carácter inicial no válido en una parte de una clave ({position})</translation>
    </message>
    <message>
        <source>Unclosed array ({position})</source>
        <translation>matriz sin cerrar ({position})</translation>
    </message>
    <message>
        <source>Duplicate inline table key {key} ({position})</source>
        <translation>clave repetida en una tabla en línea: {key} ({position})</translation>
    </message>
    <message>
        <source>Unclosed inline table ({position})</source>
        <translation>tabla en línea sin cerrar ({position})</translation>
    </message>
    <message>
        <source>Unescaped &apos;\&apos; in a string ({position})</source>
        <translation>&apos;\&apos; sin escapar en una cadena ({position})</translation>
    </message>
    <message>
        <source>Invalid hex value ({position})</source>
        <translation>valor hexadecimal no válido ({position})</translation>
    </message>
    <message>
        <source>Escaped character is not a Unicode scalar value ({position})</source>
        <translation>el carácter escapado no es un valor escalar Unicode ({position})</translation>
    </message>
    <message>
        <source>Unterminated string ({position})</source>
        <translation>cadena sin terminar ({position})</translation>
    </message>
    <message>
        <source>Illegal character {character} ({position})</source>
        <translation>carácter no permitido: {character} ({position})</translation>
    </message>
    <message>
        <source>Invalid date or datetime ({position})</source>
        <translation>fecha o fecha y hora no válida ({position})</translation>
    </message>
    <message>
        <source>Invalid value ({position})</source>
        <translation>valor no válido ({position})</translation>
    </message>
    <message>
        <source>Exceeds the limit ({limit} digits) for integer string conversion</source>
        <translation>supera el límite ({limit} dígitos) para convertir un texto en número entero</translation>
    </message>
    <message>
        <source>tables, arrays or dotted keys nest more than {limit} levels deep (line {line})</source>
        <translation>tablas, listas o claves con puntos anidadas a más de {limit} niveles (línea {line})</translation>
    </message>
    <message>
        <source>not valid TOML: {reason}</source>
        <translation>no es TOML válido: {reason}</translation>
    </message>
    <message>
        <source>not valid TOML: nested too deeply to read</source>
        <translation>no es TOML válido: anidado demasiado hondo para leerlo</translation>
    </message>
    <message>
        <source>not valid TOML: too large to read into memory</source>
        <translation>no es TOML válido: demasiado grande para leerlo en memoria</translation>
    </message>
</context>
<context>
    <name>TranslationsField</name>
    <message>
        <source>gender not given</source>
        <translation>género sin indicar</translation>
    </message>
    <message>
        <source>masculine (un)</source>
        <translation>masculino (un)</translation>
    </message>
    <message>
        <source>feminine (una)</source>
        <translation>femenino (una)</translation>
    </message>
    <message>
        <source>Name (empty: the same as in English)</source>
        <translation>Nombre (vacío: el mismo que en inglés)</translation>
    </message>
    <message>
        <source>Character (empty: the same as in English)</source>
        <translation>Personaje (vacío: el mismo que en inglés)</translation>
    </message>
    <message>
        <source>Text (empty: the English is shown)</source>
        <translation>Texto (vacío: se muestra el inglés)</translation>
    </message>
</context>
</TS>
