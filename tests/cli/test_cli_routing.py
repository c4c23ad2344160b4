"""`headroom` alone opens the app; top-level options never hide a subcommand."""

from __future__ import annotations

import pytest

from app.cli import _wants_gui, _with_gui_command


@pytest.mark.parametrize(("argv", "expected"), [
    ([], ["gui"]),
    (["--lang", "ru"], ["--lang", "ru", "gui"]),
    (["project.headroom.json"], ["gui", "project.headroom.json"]),
    (["--screenshot", "x.png"], ["gui", "--screenshot", "x.png"]),
    (["--lang", "pl", "--screenshot", "a.png"], ["--lang", "pl", "gui", "--screenshot", "a.png"]),
])
def test_gui_is_the_default(argv, expected):
    assert _wants_gui(argv) and _with_gui_command(argv) == expected


@pytest.mark.parametrize("argv", [["--lang", "ru", "model", "inspect", "x"], ["estimate", "f.json"], ["--version"],
                                  ["--help"], ["gui", "--screenshot", "x.png"]])
def test_subcommands_are_kept(argv):
    assert not _wants_gui(argv)
