"""Entry script of the frozen app (packaging/audatia.spec): the same main() as `audatia`."""

import multiprocessing

from audatia_qt.__main__ import main

if __name__ == "__main__":
    # A frozen app's worker processes (the searches on every core, the arena's games) are
    # this executable started again: freeze_support makes such a start run the worker's task
    # and exit, where it would otherwise open a second app.
    multiprocessing.freeze_support()
    raise SystemExit(main())
