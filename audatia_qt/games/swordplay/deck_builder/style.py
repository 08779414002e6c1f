"""Swordplay's deck builder look: the arena's sand and dark red, not Audatia's felt."""

from __future__ import annotations

STYLE_SHEET = """
QMainWindow#swordplayDeckBuilder { background: #2a1712; }
QScrollArea#cardGrid, QWidget#gridBody {
    background-color: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1,
        stop: 0 #5b2a20, stop: 1 #2a1712);
    border: none;
}
QLabel#sectionHeader {
    color: #f1e7d0; font-size: 14pt; font-weight: bold; letter-spacing: 1px;
    padding: 8px 0 2px 2px; border-bottom: 2px solid rgba(214, 172, 50, 140);
}
QWidget#cardPreview, QGraphicsView#previewView {
    background-color: qradialgradient(cx: 0.5, cy: 0.45, radius: 0.8,
        stop: 0 #d9c7a0, stop: 1 #8c7550);
    border: none;
}
QLabel#previewNote { color: #2a1712; padding: 0 10px; }
QLabel#zoomLabel { color: #2a1712; }
QToolButton#zoomButton {
    color: #2a1712; background: rgba(255, 255, 255, 90);
    border: 1px solid #5b2a20; border-radius: 6px; min-width: 28px; padding: 2px 6px;
}
QToolButton#zoomButton:hover { background: rgba(214, 172, 50, 140); }
QScrollArea#cardEditor, QWidget#editorBody { background: #f1e7d0; border: none; }
QWidget#editorBody QLabel { color: #26201c; }
QLabel#editorTitle {
    font-size: 17pt; font-weight: bold; color: #7a1f16;
    border-bottom: 2px solid #d6ac32; padding-bottom: 3px;
}
QLabel#fieldProblem {
    color: #ffffff; background: #a3271b; border-radius: 5px; padding: 4px 6px;
    font-weight: bold;
}
QWidget#editorBody QLineEdit, QWidget#editorBody QPlainTextEdit, QWidget#editorBody QComboBox {
    background: #fbf6ea; color: #26201c; border: 1px solid #b59a66; border-radius: 4px;
    padding: 2px 4px;
}
QWidget#editorBody QCheckBox { color: #26201c; }
QWidget#deckStatus { background: #1d0f0b; }
QLabel#verdict { color: #cfe6b8; font-weight: bold; }
QLabel#verdict[off="true"] { color: #ffb4a8; }
QListWidget#problemList {
    background: #3a1d16; color: #f1e7d0; border: 1px solid #6b3a2c; border-radius: 6px;
}
QListWidget#problemList::item:selected { background: #8c5a1c; }
QSplitter::handle { background: #1d0f0b; }
QStatusBar { background: #1d0f0b; color: #e8d8b8; }
QMenuBar { background: #1d0f0b; color: #f1e7d0; }
QMenuBar::item:selected { background: #6b3a2c; }
QDialog#measureDialog { background: #f1e7d0; }
"""
