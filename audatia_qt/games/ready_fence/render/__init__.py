"""Ready...Fence!'s card faces and print sheets, drawn with Pillow from the card data (pure: no
Qt).

- ``FaceRenderer(fonts, face_words)``: ``render(card, width, height, language)`` and
  ``render_back(width, height)`` return RGBA images; ``face_text(card, language)`` is every
  word a face prints; ``distinct_cards(card_set)`` lists one card per design.
- ``printing``: ``print_run``, ``sheets``, ``export_pdf``, ``export_pngs``: print-and-play
  pages of 3 x 3 cards at 63 x 88 mm on A4 or Letter.
"""
