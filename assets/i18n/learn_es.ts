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
        <extracomment>The lesson pane&apos;s width beside the table. Settings keys: one flag per lesson done, and whether the course was offered at first start.</extracomment>
        <translation>Lección: {title}.</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <source>This lesson is over: start it again, or go on to the next.</source>
        <extracomment>The answer to any move once the lesson is over: the table waits for the learner&apos;s choice.</extracomment>
        <translation>Esta lección ha terminado: empiézala de nuevo, o pasa a la siguiente.</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <source>Rules — Audatia</source>
        <extracomment>The side of a symbol&apos;s picture, in logical pixels. The URL scheme of the symbols&apos; pictures in the document (``symbol:attack``). Pixels of paper left above a heading opened at the top of the view. Pixels of paper after the last section, so that any section can open at the top. Milliseconds of pause in the typing before the search runs. Where a search&apos;s matches are marked; more would only slow the typing down.</extracomment>
        <translation>Reglas — Audatia</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <extracomment>The colours of the manuscript: parchment, ink, the deep red of the titles, the gold marks.</extracomment>
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
</TS>
