"""Entry script of the frozen app (packaging/audatia.spec): the same main() as `audatia`.

``freeze_support`` comes first: the Hint's search runs in a process started from this same
executable (``audatia_qt.ui.table.hint_search``), which must run the search, not the app.
"""

import multiprocessing

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from audatia_qt.__main__ import main

    raise SystemExit(main())
