"""The server-profile library (SQLite) and its JSON import/export. No Qt, no matplotlib here."""

from app.store.db import ProfileEntry, ProfileStore
from app.store.errors import MigrationNote, RecoveryNote, StoreError, StoreNote
from app.store.schema import BUSY_TIMEOUT_S, SCHEMA_VERSION

__all__ = [
    "BUSY_TIMEOUT_S",
    "SCHEMA_VERSION",
    "MigrationNote",
    "ProfileEntry",
    "ProfileStore",
    "RecoveryNote",
    "StoreError",
    "StoreNote",
]
