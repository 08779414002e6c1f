# Audatia Qt developer entry points. Each target bootstraps what it needs: the Debian
# libraries Qt loads, a .venv made with python3.11, and the package installed into it.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := test

PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
PYTEST_ARGS ?=
# make test runs the suite on every core (pytest-xdist); worksteal evens out the long whole-game
# tests at the end of a run. TEST_JOBS=0 runs it in one process (a debugger, -x, print output).
TEST_JOBS ?= auto

# The stamps are named after pyproject.toml's hash: editing it reinstalls, nothing else does.
PYPROJECT_HASH := $(shell sha256sum pyproject.toml | cut -c1-16)
STAMP_RUN := $(VENV)/.installed-run-$(PYPROJECT_HASH)
STAMP_TEST := $(VENV)/.installed-test-$(PYPROJECT_HASH)
STAMP_DEV := $(VENV)/.installed-dev-$(PYPROJECT_HASH)
STAMP_PACKAGE := $(VENV)/.installed-package-$(PYPROJECT_HASH)
PIP_INSTALL := $(BIN)/python -m pip install --quiet --disable-pip-version-check

# Shared libraries that PySide6-Essentials' wheels do not bundle, as soname=debian-package.
# Found with ldd on QtCore/QtGui/QtWidgets and the platform plugins. Headless (offscreen
# platform, used by the tests) needs these:
QT_LIBS_OFFSCREEN := \
	libEGL.so.1=libegl1 \
	libGL.so.1=libgl1 \
	libX11.so.6=libx11-6 \
	libxkbcommon.so.0=libxkbcommon0 \
	libfontconfig.so.1=libfontconfig1 \
	libfreetype.so.6=libfreetype6 \
	libdbus-1.so.3=libdbus-1-3 \
	libglib-2.0.so.0=libglib2.0-0 \
	/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf=fonts-dejavu-core
# A window on an X11 display (the xcb platform plugin, also used under XWayland) adds these:
QT_LIBS_XCB := \
	libX11-xcb.so.1=libx11-xcb1 \
	libxkbcommon-x11.so.0=libxkbcommon-x11-0 \
	libxcb-cursor.so.0=libxcb-cursor0 \
	libxcb-icccm.so.4=libxcb-icccm4 \
	libxcb-image.so.0=libxcb-image0 \
	libxcb-keysyms.so.1=libxcb-keysyms1 \
	libxcb-randr.so.0=libxcb-randr0 \
	libxcb-render-util.so.0=libxcb-render-util0 \
	libxcb-shape.so.0=libxcb-shape0 \
	libxcb-shm.so.0=libxcb-shm0 \
	libxcb-sync.so.1=libxcb-sync1 \
	libxcb-xfixes.so.0=libxcb-xfixes0 \
	libxcb-xkb.so.1=libxcb-xkb1 \
	libxcb-glx.so.0=libxcb-glx0

# The tests also check the menu entry with desktop-file-validate (tests/packaging/test_desktop.py).
TEST_TOOLS := /usr/bin/desktop-file-validate=desktop-file-utils

# Installs with apt-get only what is missing; a path stands for a file the package provides.
# Set SKIP_SYSTEM_LIBS=1 to skip the check (e.g. on a distribution without apt-get).
define ensure_system_libs
	if [[ -n "$${SKIP_SYSTEM_LIBS:-}" ]]; then exit 0; fi; \
	ldconfig=$$(PATH="$$PATH:/sbin:/usr/sbin" command -v ldconfig || true); \
	known=$$( [[ -n "$$ldconfig" ]] && "$$ldconfig" -p | awk 'NR > 1 {print $$1}' || true); \
	missing=(); \
	for pair in $(1); do \
		item=$${pair%%=*}; package=$${pair#*=}; \
		if [[ $$item == /* ]]; then \
			[[ -e $$item ]] || missing+=("$$package"); \
		elif ! grep -qxF "$$item" <<<"$$known"; then \
			missing+=("$$package"); \
		fi; \
	done; \
	if (( $${#missing[@]} == 0 )); then exit 0; fi; \
	echo "Qt needs these system packages: $${missing[*]}"; \
	if ! command -v apt-get >/dev/null; then \
		echo "No apt-get here: install the equivalents of the packages above, or set SKIP_SYSTEM_LIBS=1." >&2; \
		exit 1; \
	fi; \
	sudo=(); \
	if (( $$(id -u) != 0 )); then \
		if command -v sudo >/dev/null; then sudo=(sudo); else \
			echo "Not root and no sudo: run 'apt-get install $${missing[*]}' as root." >&2; exit 1; \
		fi; \
	fi; \
	"$${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq; \
	"$${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
		apt-get install -y -qq --no-install-recommends "$${missing[@]}"
endef

.PHONY: run test test-slow coverage lint catalogs clean system-libs system-libs-test system-libs-x11 arena \
	dist package install-desktop uninstall-desktop

run: system-libs-x11 $(STAMP_RUN)
	$(BIN)/audatia

# The suite starts the app and fresh interpreters in subprocesses, and every worker imports
# and rewrites the test modules: each compiles the package again where bytecode may not be
# written, so the test runs write it (__pycache__ is ignored by git) even where the
# environment sets PYTHONDONTWRITEBYTECODE.
TEST_ENV := env -u PYTHONDONTWRITEBYTECODE QT_QPA_PLATFORM=offscreen

test: system-libs-test $(STAMP_TEST)
	$(TEST_ENV) $(BIN)/python -m pytest -n $(TEST_JOBS) --dist worksteal $(PYTEST_ARGS)

# The soaks include building the wheel and the frozen app, hence the dev and package extras.
# Exit 5 means no test is marked slow yet, which is not a failure of the soak suite.
test-slow: system-libs-test $(STAMP_DEV) $(STAMP_PACKAGE)
	$(TEST_ENV) $(BIN)/python -m pytest -n $(TEST_JOBS) --dist worksteal -m slow $(PYTEST_ARGS) \
		|| { status=$$?; if (( status == 5 )); then echo "No slow tests yet."; else exit $$status; fi; }

# Bot against bot (audatia arena), e.g. make arena BOT_A=ismcts:hard BOT_B=ismcts:normal GAMES=400.
# Long arenas: run them niced in the background with JOBS=1 on a shared machine.
BOT_A ?= ismcts:normal
BOT_B ?= heuristic
GAMES ?= 100
SEED ?= 0
JOBS ?= 1
arena: $(STAMP_RUN)
	$(BIN)/audatia arena --a $(BOT_A) --b $(BOT_B) --games $(GAMES) --seed $(SEED) --jobs $(JOBS)

# Line coverage of the rules engine from the rules tests (target: at least 95%).
coverage: system-libs $(STAMP_TEST)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest --cov=audatia_qt/games/audatia/rules \
		--cov-report=term-missing tests/games/audatia/rules

# mypy reads the whole package, the windows too, and is strict on the pure packages (the
# overrides in pyproject.toml).
lint: $(STAMP_DEV)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy audatia_qt

# The translation catalogs (assets/i18n): extract every shown text from the sources into the
# .ts files that translators edit in Qt Linguist (pyside6-linguist), then compile the .qm files
# the app loads. tests/shell/i18n fails until they are fresh and complete (docs/i18n.md).
catalogs: $(STAMP_RUN)
	$(BIN)/python -m audatia_qt.shell.i18n.extract

# The wheel and the sdist (python -m build) in dist/; the wheel carries assets/ and decks/.
dist: $(STAMP_DEV)
	rm -f dist/audatia_qt-*.whl dist/audatia_qt-*.tar.gz
	$(BIN)/python -m build --outdir dist .

# The frozen one-folder app in dist/audatia/ (PyInstaller, packaging/audatia.spec); it must
# pass its own --self-test before the target succeeds.
package: system-libs-x11 $(STAMP_PACKAGE)
	rm -rf dist/audatia build/pyinstaller
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/audatia.spec
	QT_QPA_PLATFORM=offscreen dist/audatia/audatia --self-test
	@echo "dist/audatia: $$(du -sh dist/audatia | cut -f1)"

# The menu entry, AppStream metainfo and icons into $${XDG_DATA_HOME:-~/.local/share}. The menu
# starts the frozen app if it is built, else the virtualenv's audatia; AUDATIA_EXEC overrides.
AUDATIA_EXEC ?= $(if $(wildcard dist/audatia/audatia),dist/audatia/audatia,$(BIN)/audatia)
install-desktop:
	$(PYTHON) packaging/linux/install_desktop.py --exec "$(AUDATIA_EXEC)"

uninstall-desktop:
	$(PYTHON) packaging/linux/install_desktop.py --uninstall

system-libs:
	@$(call ensure_system_libs,$(QT_LIBS_OFFSCREEN))

system-libs-test:
	@$(call ensure_system_libs,$(QT_LIBS_OFFSCREEN) $(TEST_TOOLS))

system-libs-x11:
	@$(call ensure_system_libs,$(QT_LIBS_OFFSCREEN) $(QT_LIBS_XCB))

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP_RUN): | $(BIN)/python
	$(PIP_INSTALL) -e .
	rm -f $(VENV)/.installed-run-*
	touch $@

$(STAMP_TEST): | $(BIN)/python
	$(PIP_INSTALL) -e '.[test]'
	rm -f $(VENV)/.installed-test-*
	touch $@

$(STAMP_DEV): | $(BIN)/python
	$(PIP_INSTALL) -e '.[dev]'
	rm -f $(VENV)/.installed-dev-*
	touch $@

$(STAMP_PACKAGE): | $(BIN)/python
	$(PIP_INSTALL) -e '.[package]'
	rm -f $(VENV)/.installed-package-*
	touch $@

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
