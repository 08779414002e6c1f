"""The deck builder's look: green felt behind the cards, parchment behind the fields."""

from __future__ import annotations

STYLE_SHEET = """
QMainWindow#deckBuilder { background: #173423; }
QScrollArea#cardGrid, QWidget#gridBody {
    background-color: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1,
        stop: 0 #24553a, stop: 1 #173423);
    border: none;
}
QLabel#sectionHeader {
    color: #f3e6c4;
    font-family: "EB Garamond", serif;
    font-size: 17pt;
    padding: 6px 0 2px 2px;
    border-bottom: 1px solid rgba(224, 180, 76, 110);
}
QWidget#cardPreview, QGraphicsView#previewView {
    background-color: qradialgradient(cx: 0.5, cy: 0.45, radius: 0.8,
        stop: 0 #3a2a1c, stop: 1 #1c140d);
    border: none;
}
QLabel#previewNote { color: #f0c8a0; padding: 0 10px; }
QLabel#zoomLabel { color: #e8dcc0; }
QToolButton#zoomButton {
    color: #f3e6c4; background: rgba(255, 255, 255, 30);
    border: 1px solid rgba(224, 180, 76, 120);
    border-radius: 6px; min-width: 28px; padding: 2px 6px;
}
QToolButton#zoomButton:hover { background: rgba(224, 180, 76, 80); }
QScrollArea#cardEditor, QWidget#editorBody { background: #f3e6c4; border: none; }
QWidget#editorBody QLabel { color: #2e2416; }
QLabel#editorTitle {
    font-family: "EB Garamond", serif; font-size: 19pt; color: #5a1414;
    border-bottom: 1px solid #b08d4a; padding-bottom: 2px;
}
QLabel#editorHint { color: #6b4e1f; background: #f3e6c4; font-style: italic; }
QLabel#fieldProblem { color: #a1261b; font-weight: bold; }
QWidget#editorBody QLineEdit, QWidget#editorBody QPlainTextEdit, QWidget#editorBody QComboBox,
QWidget#editorBody QSpinBox {
    background: #fffaf0; color: #2e2416; border: 1px solid #c9ad78; border-radius: 4px;
    padding: 2px 4px;
}
QWidget#editorBody QCheckBox { color: #2e2416; }
QWidget#deckStatus { background: #12291b; }
QListWidget#problemList {
    background: #1b3a27; color: #f3e6c4; border: 1px solid #2f5d40; border-radius: 6px;
}
QListWidget#problemList::item:selected { background: #6b4e1f; }
QSplitter::handle { background: #0f2217; }
QStatusBar { background: #0f2217; color: #cfe0c8; }
QMenuBar { background: #0f2217; color: #f3e6c4; }
QMenuBar::item:selected { background: #2f5d40; }
"""
