"""The languages the app speaks: which there are, the catalogs that hold their words, the
switch between them, and the rendering of the pure packages' messages (docs/i18n.md).

Qt-side: the pure packages say ``audatia_qt.engine.messages.Message`` values and never import this.
"""
