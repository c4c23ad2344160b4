"""Where Headroom keeps the user's data. `HEADROOM_HOME` overrides it (tests point it at tmp)."""

from __future__ import annotations

import os
from pathlib import Path

ENV_HOME = "HEADROOM_HOME"


def data_dir(create: bool = True) -> Path:
    """The folder (made on first use; `create=False` to only look, e.g. for a file that may not exist)."""
    override = os.environ.get(ENV_HOME)
    if override:
        base = Path(override)
    else:
        from platformdirs import user_data_dir

        base = Path(user_data_dir("Headroom", "Headroom"))
    if create:
        base.mkdir(parents=True, exist_ok=True)
    return base


def profiles_db() -> Path:
    return data_dir() / "profiles.sqlite3"


def autosave_dir() -> Path:
    folder = data_dir() / "autosave"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
