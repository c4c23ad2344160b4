"""The one session object of a window: the draft workload, its problems and what the engine says.

Widgets take the session in `__init__`, edit the draft through `set_field()` and listen to
`changed`; they never compute figures (napari's QtDims(dims) pattern). Every change recomputes
the budget and the fit on the target server synchronously (well under the 50 ms budget).
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.core.catalog import Catalog, load_catalog
from app.core.findings import InputError, Problem
from app.core.fit.place import place
from app.core.fit.rank import compare
from app.core.fit.types import Comparison, FitResult
from app.core.memory.components import budget_for
from app.core.memory.types import Budget
from app.core.pilot.compare_types import PilotComparison
from app.core.pilot.results import MemoryResults, ServeResults
from app.core.resolve import Resolved, resolve
from app.core.server import ServerProfile
from app.core.units import Unit
from app.core.workload import Workload
from app.core.workload_io import dump_workload, parse_workload

DEFAULT_WORKLOAD: dict[str, Any] = {
    "format": "headroom.workload/1",
    "name": "Untitled workload",
    "model": {"id": "llama-3.1-8b"},
    "mode": "inference",
    "runtime": "vllm",
    "load": {"input_tokens": 2048, "output_tokens": 512, "concurrency": 8},
}


@dataclass
class Outcome:
    """What the engine said about the current draft (None where the draft is invalid)."""

    workload: Workload | None = None
    resolved: Resolved | None = None
    budget: Budget | None = None
    fit: FitResult | None = None
    problems: list[Problem] = field(default_factory=list)


def _set_path(data: dict[str, Any], dotted: str, value: Any) -> None:
    parts = dotted.split(".")
    node = data
    for part in parts[:-1]:
        child = node.get(part)
        if not isinstance(child, dict):
            child = {}
            node[part] = child
        node = child
    if value is None:
        node.pop(parts[-1], None)
    else:
        node[parts[-1]] = value


def _get_path(data: dict[str, Any], dotted: str) -> Any:
    node: Any = data
    for part in dotted.split("."):
        if not isinstance(node, dict) or part not in node:
            return None
        node = node[part]
    return node


class Session(QObject):
    changed = Signal()  # the outcome was recomputed
    unit_changed = Signal(str)
    dirty_changed = Signal(bool)
    path_changed = Signal(object)
    server_changed = Signal(object)  # target server id (or None)
    profiles_changed = Signal()  # the profile library changed
    selection_changed = Signal()  # comparison / quote selections
    pilot_changed = Signal()  # imported pilot results or the server the pilot ran on

    def __init__(self, catalog: Catalog | None = None, store: Any = None, parent: QObject | None = None):
        super().__init__(parent)
        self.catalog = catalog or load_catalog()
        self._store = store
        self.draft: dict[str, Any] = copy.deepcopy(DEFAULT_WORKLOAD)
        self.outcome = Outcome()
        self.unit: str = Unit.GB.value
        self.path: Path | None = None
        self.dirty = False
        self.server_id: str | None = None
        self.compare_ids: list[str] = []
        self.quote_ids: list[str] = []
        self.store_notice: tuple[str, dict[str, Any]] | None = None  # what the UI should tell about the library
        self.pilot_results: list[ServeResults | MemoryResults] = []  # imported results documents
        self.pilot_sources: list[str] = []  # their file names, for display
        self.pilot_server_id: str | None = None  # the profile the pilot ran on (None: the target server)
        self._pilot_cache: tuple[tuple[Outcome, str | None, list[Any]], PilotComparison] | None = None
        self.recompute()

    # -- the profile library -------------------------------------------------------------------
    @property
    def store(self) -> Any:
        """The profile library. A library the app cannot use (a newer version's file) never stops the
        app: a temporary empty library replaces it and `store_notice` says why."""
        if self._store is None:
            from app.store import ProfileStore, StoreError

            try:
                self._store = ProfileStore()
            except StoreError as exc:
                import tempfile

                fallback = Path(tempfile.mkdtemp(prefix="headroom-")) / "profiles.sqlite3"
                self._store = ProfileStore(fallback)
                self.store_notice = (exc.code, dict(exc.params))
            else:
                recovered = self._store.recovered_from
                migrated = self._store.migrated_from
                if recovered is not None:
                    self.store_notice = ("recovered", {"reason": recovered.reason,
                                                       "path": str(recovered.path or ""),
                                                       "in_memory": recovered.in_memory,
                                                       "salvaged": recovered.salvaged,
                                                       "lost": list(recovered.lost)})
                elif migrated is not None:
                    self.store_notice = ("migrated", {"from": migrated.from_version, "to": migrated.to_version,
                                                      "backup": str(migrated.backup or "")})
        return self._store

    def server(self, server_id: str | None = None) -> ServerProfile | None:
        wanted = server_id or self.server_id
        if not wanted:
            return None
        from app.store import StoreError

        try:
            profile: ServerProfile = self.store.get(wanted).profile
            return profile
        except StoreError:
            return None

    def notify_profiles_changed(self) -> None:
        """Call after the library changed: drops vanished ids from selections, recomputes."""
        known = {e.id for e in self.store.all_profiles()}
        self.compare_ids = [i for i in self.compare_ids if i in known]
        self.quote_ids = [i for i in self.quote_ids if i in known]
        if self.server_id and self.server_id not in known:
            self.server_id = None
            self.server_changed.emit(None)
        self.profiles_changed.emit()
        self.selection_changed.emit()
        self.recompute()

    # -- editing -------------------------------------------------------------------------------
    def value(self, dotted: str) -> Any:
        return _get_path(self.draft, dotted)

    def set_field(self, dotted: str, value: Any) -> None:
        """Change one field of the draft (None removes it, restoring the default) and recompute."""
        if _get_path(self.draft, dotted) == value:
            return
        _set_path(self.draft, dotted, value)
        self._mark_dirty()
        self.recompute()

    def update_fields(self, values: dict[str, Any]) -> None:
        """Several fields at once (a scenario template, an imported model): one recompute."""
        for dotted, value in values.items():
            _set_path(self.draft, dotted, value)
        self._mark_dirty()
        self.recompute()

    def replace_model(self, model: dict[str, Any]) -> None:
        self.draft["model"] = dict(model)
        self._mark_dirty()
        self.recompute()

    def problems_for(self, prefix: str) -> list[Problem]:
        return [p for p in self.outcome.problems if p.field == prefix or p.field.startswith(prefix + ".")]

    def set_unit(self, unit: str) -> None:
        if unit != self.unit:
            self.unit = unit
            self.unit_changed.emit(unit)
            self.changed.emit()

    def set_server(self, server_id: str | None) -> None:
        if server_id != self.server_id:
            self.server_id = server_id
            self.server_changed.emit(server_id)
            self.recompute()

    def set_compare_ids(self, ids: list[str]) -> None:
        self.compare_ids = list(dict.fromkeys(ids))
        self.selection_changed.emit()

    def set_quote_ids(self, ids: list[str]) -> None:
        self.quote_ids = list(dict.fromkeys(ids))
        self.selection_changed.emit()

    # -- files ---------------------------------------------------------------------------------
    def new(self) -> None:
        self.load_data(copy.deepcopy(DEFAULT_WORKLOAD), None)

    def load_data(self, data: dict[str, Any], path: Path | None) -> None:
        """Take a document as the draft, even an invalid one: its problems are listed, nothing lost."""
        self.draft = copy.deepcopy(data)
        self.path = path
        self.path_changed.emit(path)
        self._set_dirty(False)
        self.recompute()

    def document_text(self) -> str:
        """What Save writes: the validated workload, or the draft as typed when it has problems."""
        if self.outcome.workload is not None and not self.outcome.problems:
            return dump_workload(self.outcome.workload)
        return json.dumps(self.draft, indent=2, ensure_ascii=False) + "\n"

    def mark_saved(self, path: Path) -> None:
        self.path = path
        self.path_changed.emit(path)
        self._set_dirty(False)

    def mark_dirty(self) -> None:
        """The draft holds unsaved work (e.g. a restored autosave)."""
        self._set_dirty(True)

    _mark_dirty = mark_dirty

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self.dirty:
            self.dirty = dirty
            self.dirty_changed.emit(dirty)

    # -- the engine ----------------------------------------------------------------------------
    def recompute(self) -> None:
        out = Outcome()
        try:
            out.workload = parse_workload(self.draft)
            out.resolved = resolve(out.workload, self.catalog)
            out.budget = budget_for(out.resolved)
            server = self.server()
            if server is not None:
                out.fit = place(out.resolved, server, self.catalog)
        except InputError as exc:
            out.problems = list(exc.problems)
        self.outcome = out
        self.changed.emit()

    def comparison(self, ids: list[str] | None = None) -> Comparison | None:
        """Rank the chosen profiles (default: the comparison selection) for the current workload."""
        if self.outcome.workload is None:
            return None
        chosen = [p for p in (self.server(i) for i in (ids if ids is not None else self.compare_ids)) if p]
        return compare(self.outcome.workload, chosen, self.catalog)

    # -- the pilot -----------------------------------------------------------------------------
    def pilot_server(self) -> str | None:
        """The profile the pilot ran on: the one picked for it, else the target server."""
        return self.pilot_server_id or self.server_id

    def set_pilot_server(self, server_id: str | None) -> None:
        if server_id != self.pilot_server_id:
            self.pilot_server_id = server_id
            self.pilot_changed.emit()

    def set_pilot_results(self, docs: list[ServeResults | MemoryResults], server_id: str | None = None,
                          sources: list[str] | None = None) -> None:
        """Keep imported results documents (replacing earlier ones); `server_id`: where they ran."""
        self.pilot_results = list(docs)
        self.pilot_sources = list(sources or [])
        if server_id is not None:
            self.pilot_server_id = server_id
        self.pilot_changed.emit()

    def clear_pilot_results(self) -> None:
        self.pilot_results = []
        self.pilot_sources = []
        self.pilot_changed.emit()

    def pilot_fit(self) -> FitResult | None:
        """The estimate on the server the pilot runs on (the target server's fit when it is that one)."""
        server_id = self.pilot_server()
        if server_id is None or self.outcome.resolved is None:
            return None
        if server_id == self.server_id:
            return self.outcome.fit
        server = self.server(server_id)
        return place(self.outcome.resolved, server, self.catalog) if server is not None else None

    def pilot_comparison(self) -> PilotComparison | None:
        """The imported results against the estimate on the pilot's server (None without results)."""
        w, b = self.outcome.workload, self.outcome.budget
        if w is None or b is None or not self.pilot_results:
            return None
        from app.core.pilot.compare import compare_results

        key = (self.outcome, self.pilot_server(), list(self.pilot_results))
        cached = self._pilot_cache
        if cached is not None and cached[0][0] is key[0] and cached[0][1] == key[1] \
                and len(cached[0][2]) == len(key[2]) and all(a is b for a, b in zip(cached[0][2], key[2], strict=True)):
            return cached[1]
        result = compare_results(w, self.pilot_results, b, self.pilot_fit(), catalog=self.catalog)
        self._pilot_cache = (key, result)
        return result
