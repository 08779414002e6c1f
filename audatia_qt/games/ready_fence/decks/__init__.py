"""Ready...Fence!'s deck files: their shape (``models``), what a deck must obey across its cards
(``checks``), reading one into the rules' ``CardSet`` (``load``) and the bundled deck
(``bundled``). The shared text types, safe reading and one-line refusals are the kit's
(``audatia_qt.kit.decks``)."""
