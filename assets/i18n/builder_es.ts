<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>CardFace</name>
    <message>
        <source>Posta</source>
        <extracomment>An sRGB colour, 0-255 per channel.</extracomment>
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
        <extracomment>The Stretto Side card&apos;s two halves: the rule each says (a whole sentence each).</extracomment>
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
    <name>DeckBuilderWindow</name>
    <message>
        <source>Card &amp;Language</source>
        <extracomment>The pause after an edit before the preview is drawn again (typing stays smooth). How the playtest&apos;s table moves (tests switch animations and pauses off). The language the cards&apos; faces are drawn in (View &gt; Card Language): the app&apos;s.</extracomment>
        <translation>&amp;Idioma de las cartas</translation>
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
    <message>
        <source>The rules want {wanted} {kind} cards; this deck has {have}.</source>
        <translation>Las reglas piden {wanted} cartas de {kind}; esta baraja tiene {have}.</translation>
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
    <name>DeckWarnings</name>
    <message>
        <source>The deck has no translation into {language} ({code}): English is shown.</source>
        <extracomment>The deck file&apos;s table for each part of the rules&apos; ``DeckDef``. The composition every character deck must have (&quot;Deck Contents&quot;), by deck-file table.</extracomment>
        <translation>La baraja no tiene traducción al {language} ({code}): se muestra el inglés.</translation>
    </message>
    <message>
        <source>{card}: no translation into {language} ({code}); English is shown.</source>
        <translation>{card}: sin traducción al {language} ({code}); se muestra el inglés.</translation>
    </message>
    <message>
        <source>{card}: its translation into {language} ({code}) has no text; English is shown.</source>
        <translation>{card}: su traducción al {language} ({code}) no tiene texto; se muestra el inglés.</translation>
    </message>
    <message>
        <source>{card}: its translation into {language} ({code}) gives no gender, so its article is a guess.</source>
        <translation>{card}: su traducción al {language} ({code}) no da el género, así que su artículo es una suposición.</translation>
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
        <source>Name (empty: the same as the card&apos;s)</source>
        <translation>Nombre (vacío: el mismo de la carta)</translation>
    </message>
    <message>
        <source>Character (empty: the same)</source>
        <translation>Personaje (vacío: el mismo)</translation>
    </message>
    <message>
        <source>Text (empty: the English is shown)</source>
        <translation>Texto (vacío: se muestra el inglés)</translation>
    </message>
</context>
</TS>
