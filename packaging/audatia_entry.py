"""Entry script of the frozen app (packaging/audatia.spec): the same main() as `audatia`."""

from audatia_qt.__main__ import main

if __name__ == "__main__":
    raise SystemExit(main())
