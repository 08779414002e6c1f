"""Card faces and backs drawn with Pillow as pure functions, plus their disk cache."""
