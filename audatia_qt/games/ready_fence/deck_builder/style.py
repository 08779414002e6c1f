"""Ready...Fence!'s deck builder look: the piste's steel grey and the épée's blue, not
Audatia's felt nor Swordplay's sand."""

from __future__ import annotations

STYLE_SHEET = """
QMainWindow#readyFenceDeckBuilder { background: #1c232c; }
QScrollArea#cardGrid, QWidget#gridBody {
    background-color: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1,
        stop: 0 #3a4656, stop: 1 #1c232c);
    border: none;
}
QLabel#sectionHeader {
    color: #eef2f6; font-size: 14pt; font-weight: bold; letter-spacing: 1px;
    padding: 8px 0 2px 2px; border-bottom: 2px solid rgba(124, 192, 236, 160);
}
QWidget#cardPreview, QGraphicsView#previewView {
    background-color: qradialgradient(cx: 0.5, cy: 0.45, radius: 0.8,
        stop: 0 #dfe4ea, stop: 1 #8d98a6);
    border: none;
}
QLabel#previewNote { color: #1c232c; padding: 0 10px; }
QLabel#zoomLabel { color: #1c232c; }
QToolButton#zoomButton {
    color: #1c232c; background: rgba(255, 255, 255, 110);
    border: 1px solid #3a4656; border-radius: 6px; min-width: 28px; padding: 2px 6px;
}
QToolButton#zoomButton:hover { background: rgba(124, 192, 236, 160); }
QScrollArea#cardEditor, QWidget#editorBody { background: #f4f6f8; border: none; }
QWidget#editorBody QLabel { color: #1c2028; }
QLabel#editorTitle {
    font-size: 17pt; font-weight: bold; color: #1e3682;
    border-bottom: 2px solid #c4242a; padding-bottom: 3px;
}
QLabel#fieldProblem {
    color: #ffffff; background: #c4242a; border-radius: 5px; padding: 4px 6px;
    font-weight: bold;
}
QWidget#editorBody QLineEdit, QWidget#editorBody QPlainTextEdit, QWidget#editorBody QComboBox {
    background: #ffffff; color: #1c2028; border: 1px solid #98a4b4; border-radius: 4px;
    padding: 2px 4px;
}
QWidget#editorBody QCheckBox { color: #1c2028; }
QWidget#deckStatus { background: #141a21; }
QLabel#verdict { color: #bfe6c8; font-weight: bold; }
QLabel#verdict[off="true"] { color: #ffb4a8; }
QListWidget#problemList {
    background: #26303c; color: #eef2f6; border: 1px solid #4a5868; border-radius: 6px;
}
QListWidget#problemList::item:selected { background: #1e3682; }
QSplitter::handle { background: #141a21; }
QStatusBar { background: #141a21; color: #dfe4ea; }
QMenuBar { background: #141a21; color: #eef2f6; }
QMenuBar::item:selected { background: #3a4656; }
QDialog#measureDialog { background: #f4f6f8; }
"""
