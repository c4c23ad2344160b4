"""The library's calibrations table: what pilots measured on a server (`pilot import --calibrate`).

One row per server + workload fingerprint (model, precision, runtime, mode): a newer pilot of the same
replaces the older. Rows name the server by id only (shipped profiles have no row to point at); a user
profile's calibrations go with it when it is deleted. The content is the `SpeedCalibration` as JSON.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping, Sequence

from pydantic import ValidationError

from app.core.offers.server import ServerProfile
from app.core.speed.calibration import SpeedCalibration

# Schema step 4 (app.store.schema.MIGRATIONS).
CREATE = (
    """CREATE TABLE calibrations (
        id TEXT PRIMARY KEY NOT NULL,
        server_id TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
    )""",
    "CREATE INDEX calibrations_by_server ON calibrations (server_id)",
)


def read_all(conn: sqlite3.Connection) -> list[SpeedCalibration]:
    """Every row that still validates (one that does not is left in the table, unread)."""
    out = []
    for rid, data, created in conn.execute("SELECT id, CAST(data AS BLOB), created_at FROM calibrations "
                                           "ORDER BY created_at, id"):
        try:
            cal = SpeedCalibration.model_validate_json(bytes(data).decode("utf-8"))
        except (ValidationError, UnicodeDecodeError, TypeError):
            continue
        out.append(cal.model_copy(update={"id": str(rid), "created_at": str(created)}))
    return out


def insert(conn: sqlite3.Connection, cal: SpeedCalibration, rid: str, now: str) -> None:
    """Store `cal` under `rid`, replacing one of the same server and fingerprint."""
    conn.execute("DELETE FROM calibrations WHERE server_id = ? AND fingerprint = ?",
                 (cal.server_id, cal.workload_fingerprint))
    clean = cal.model_copy(update={"id": rid, "created_at": now})
    conn.execute("INSERT INTO calibrations (id, server_id, fingerprint, data, created_at) VALUES (?, ?, ?, ?, ?)",
                 (rid, cal.server_id, cal.workload_fingerprint, clean.model_dump_json(), now))


def by_server(calibrations: Sequence[SpeedCalibration]) -> Mapping[str, list[SpeedCalibration]]:
    out: dict[str, list[SpeedCalibration]] = {}
    for cal in calibrations:
        out.setdefault(cal.server_id, []).append(cal)
    return out


def attached(profile: ServerProfile, table: Mapping[str, list[SpeedCalibration]]) -> ServerProfile:
    """The profile carrying its calibrations (the same object when it has none)."""
    found = table.get(profile.id or "")
    return profile.model_copy(update={"calibrations": list(found)}) if found else profile
