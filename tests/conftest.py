"""Test setup: Qt offscreen before any QApplication; user data in a temporary folder; English."""

from __future__ import annotations

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("MPLBACKEND", "Agg")

import pytest


@pytest.fixture(autouse=True)
def headroom_home(tmp_path, monkeypatch):
    """Point the per-user data folder at a fresh temporary one (qutebrowser's --temp-basedir)."""
    home = tmp_path / "headroom-home"
    monkeypatch.setenv("HEADROOM_HOME", str(home))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    from app.text import i18n
    i18n.set_language("en")
    yield home
    i18n.set_language("en")
