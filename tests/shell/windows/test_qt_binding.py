"""The Qt binding we run on keeps Python's reference counts: PySide6 6.12.0 did not.

On Python 3.11, PySide6-Essentials 6.12.0 dropped a reference to None on every Qt call that
returns nothing, and a game's worth of calls aborted the interpreter ("none_dealloc");
pyproject.toml excludes that release. This test fails on any binding with the same fault.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    fired = Signal(bool)


def test_void_calls_keep_the_reference_to_none() -> None:
    target = QObject()
    before = sys.getrefcount(None)
    for _ in range(1000):
        target.setObjectName("x")
    assert before - sys.getrefcount(None) < 10


def test_emitting_keeps_the_reference_to_true() -> None:
    emitter = _Emitter()
    received: list[bool] = []
    emitter.fired.connect(received.append)
    before = sys.getrefcount(True)
    for _ in range(1000):
        emitter.fired.emit(True)
    assert len(received) == 1000
    received.clear()
    assert before - sys.getrefcount(True) < 10
