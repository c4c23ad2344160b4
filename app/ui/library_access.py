"""Opening the profile library for the window: a library the app cannot use never stops the app.

A newer version's file, a lock or a damaged file: a temporary empty library replaces it and the
notice (a code with parameters; app/text/store_words.py words it) says why.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from app.store import ProfileStore, StoreError

Notice = tuple[str, dict[str, Any]]


def open_library(path: Path | None = None) -> tuple[ProfileStore, Notice | None]:
    try:
        store = ProfileStore(path)
    except StoreError as exc:
        fallback = Path(tempfile.mkdtemp(prefix="headroom-")) / "profiles.sqlite3"
        return ProfileStore(fallback), (exc.code, dict(exc.params))
    recovered, migrated = store.recovered_from, store.migrated_from
    if recovered is not None:
        return store, ("recovered", {"reason": recovered.reason, "path": str(recovered.path or ""),
                                     "in_memory": recovered.in_memory, "salvaged": recovered.salvaged,
                                     "lost": list(recovered.lost)})
    if migrated is not None:
        return store, ("migrated", {"from": migrated.from_version, "to": migrated.to_version,
                                    "backup": str(migrated.backup or "")})
    return store, None
