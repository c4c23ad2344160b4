"""The one session object of a window: the draft workload, the engine's assessment of it, selections.

Widgets take the session in `__init__`, edit the draft through `set_field()` (a path checked against
the workload format) and listen to `changed`; they never compute figures (napari's QtDims(dims)
pattern). Every change asks the engine once (`app.core.assess.assess`) for everything the views
show, synchronously (well under the 50 ms budget). The profile library announces its own changes;
the session listens and refreshes selections and the assessment.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from app.core.assess import Assessment, assess
from app.core.catalog import Catalog, load_catalog
from app.core.findings import Problem
from app.core.units import Unit
from app.core.workload.draft import Draft
from app.ui.history import DraftHistory
from app.ui.pilot_state import PilotState
from app.ui.project_state import ProjectState

if TYPE_CHECKING:
    # Imported where first used: the window is ready (a budget, no server) before the placement engine, the
    # rankings and the profile library are loaded (docs/benchmarks.md, issue 36).
    from app.core.fit.library import Placements
    from app.core.fit.types import Comparison, FitResult
    from app.core.offers.server import ServerProfile
    from app.store import ProfileStore
    from app.ui.library_access import Notice

DEFAULT_WORKLOAD: dict[str, Any] = {
    "format": "headroom.workload/1",
    "name": "Untitled workload",
    "model": {"id": "llama-3.1-8b"},
    "mode": "inference",  # the runtime left out: vLLM serves; a training job takes its framework
    "load": {"input_tokens": 2048, "output_tokens": 512, "concurrency": 8},
}

# What the views read after every change (kept as a name: widgets and tests say `Outcome`).
Outcome = Assessment


class Session(QObject):
    changed = Signal()  # the assessment was recomputed
    unit_changed = Signal(str)
    dirty_changed = Signal(bool)
    path_changed = Signal(object)
    server_changed = Signal(object)  # target server id (or None)
    profiles_changed = Signal()  # the profile library changed
    selection_changed = Signal()  # comparison / quote selections
    history_changed = Signal()  # what Undo / Redo can do changed
    notice = Signal(str)  # a short confirmation for the window's status bar ("Saved …", "Comparing …")
    view_requested = Signal(str)  # a view asks the window to show another ("compare", "servers", …)
    rates_changed = Signal()  # the exchange rates (Settings): rankings across currencies change
    started_afresh = Signal()  # File ▸ New: views go back to their start (the wizard to its first step)
    project_changed = Signal()  # a workload was added, removed or switched to (the project's list changed)

    def __init__(self, catalog: Catalog | None = None, store: ProfileStore | None = None,
                 parent: QObject | None = None,
                 open_store: Callable[[], tuple[ProfileStore, Notice | None]] | None = None):
        """`open_store`: how the profile library is opened on first use (default: `open_library`)."""
        super().__init__(parent)
        self.catalog = catalog or load_catalog()
        self._store = store
        self._open_store = open_store
        self.store_notice: Notice | None = None  # what the UI should tell about the library
        self.draft = Draft.of(DEFAULT_WORKLOAD)
        self.history = DraftHistory()
        # A project holds several workloads meant for one server: the draft is the one being edited (at
        # `current_workload`), the others are kept as typed (app.ui.project_state).
        self.project = ProjectState(self, DEFAULT_WORKLOAD, self)
        self._saved_document = self.document()  # what the file on disk holds (for dirty after undo)
        self.outcome = Assessment()
        self.unit: str = Unit.GB.value
        self.path: Path | None = None
        self.dirty = False
        self.server_id: str | None = None
        # Whether the draft has had valid figures since it was opened (a new or opened document starts
        # without): views that keep "the last valid figures" while the user types must not show another
        # document's.
        self.has_figures = False
        self.compare_ids: list[str] = []
        self.quote_ids: list[str] = []
        # The library's best profiles for a workload (compared by identity), and the placements made for
        # one resolved workload: reused until the workload, the library or the exchange rates change.
        self._best: tuple[object, list[FitResult]] | None = None
        self._placements: tuple[object, Placements] | None = None
        # What pilots measured on a server (its calibrations) replaces the formula's speed; the Pilot view's
        # switch turns that off to see the estimate as it was (`headroom --no-calibration`).
        self.use_calibrations = True
        self.pilot = PilotState(self, self)
        self.rates_changed.connect(self._forget_recommendation)
        if store is not None:
            store.subscribe(self._library_changed)
        self.recompute()

    # -- the profile library -------------------------------------------------------------------
    @property
    def store(self) -> ProfileStore:
        """The profile library, opened on first use (after the window's first paint)."""
        if self._store is None:
            if self._open_store is None:
                from app.ui.library_access import open_library

                self._open_store = open_library
            self._store, self.store_notice = self._open_store()
            self._store.subscribe(self._library_changed)
        return self._store

    def server(self, server_id: str | None = None) -> ServerProfile | None:
        wanted = server_id or self.server_id
        if not wanted:
            return None
        from app.store import StoreError

        try:
            return self._as_used(self.store.get(wanted).profile)
        except StoreError:
            return None

    def _as_used(self, profile: ServerProfile) -> ServerProfile:
        """The profile as the engine should see it: without its calibrations when they are switched off."""
        if self.use_calibrations or not profile.calibrations:
            return profile
        return profile.model_copy(update={"calibrations": []})

    def set_use_calibrations(self, on: bool) -> None:
        """Use what pilots measured on the servers (True), or the formula's estimate as it was."""
        if on != self.use_calibrations:
            self.use_calibrations = on
            self._best = None
            self.recompute()

    def _library_changed(self) -> None:
        """The library announced a change: drop vanished ids from selections, recompute."""
        self._best = None
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
    def value(self, path: str) -> Any:
        return self.draft.get(path)

    def set_field(self, path: str, value: Any) -> None:
        """Change one field of the draft (None removes it, restoring the default) and recompute."""
        if self.draft.get(path) != value:
            self.update_fields({path: value})

    def update_fields(self, values: Mapping[str, Any]) -> None:
        """Several fields at once (a scenario template, an imported model): one recompute, one undo step."""
        self.history.record(self.draft, values.keys())
        self.draft = self.draft.with_values(values)
        self.mark_dirty()
        self.history_changed.emit()
        self.recompute()

    def undo(self) -> None:
        self._restore(self.history.undo(self.draft))

    def redo(self) -> None:
        self._restore(self.history.redo(self.draft))

    def _restore(self, draft: Draft | None) -> None:
        if draft is None:
            return
        self.draft = draft
        self._set_dirty(self.document() != self._saved_document)
        self.history_changed.emit()
        self.recompute()

    def problems_for(self, path: str) -> list[Problem]:
        return [p for p in self.outcome.problems if p.field == path or p.field.startswith(path + ".")]

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
        """A new document: the default workload, and no target server (File ▸ New starts afresh)."""
        self.load_data(DEFAULT_WORKLOAD, None)
        self.set_server(None)
        self.pilot.set_server(None)
        self.started_afresh.emit()

    def load_data(self, data: Mapping[str, Any], path: Path | None) -> None:
        """Take a document as the draft, even an invalid one: its problems are listed, nothing lost."""
        self.has_figures = False
        self.draft = Draft.of(self.project.take(data))
        self._saved_document = self.document()
        self.history.clear()
        self.history_changed.emit()
        self.path = path
        self.path_changed.emit(path)
        self._set_dirty(False)
        self.recompute()

    def mark_saved(self, path: Path) -> None:
        self._saved_document = self.document()
        self.path = path
        self.path_changed.emit(path)
        self._set_dirty(False)

    def mark_dirty(self) -> None:
        """The draft holds unsaved work (an edit, a restored autosave)."""
        self._set_dirty(True)

    def _set_dirty(self, dirty: bool) -> None:
        if dirty != self.dirty:
            self.dirty = dirty
            self.dirty_changed.emit(dirty)

    def document(self) -> dict[str, Any]:
        """What the file holds: the workload, or the project with every workload when there are several."""
        return self.project.document()

    def text(self) -> str:
        """What Save writes (app.ui.project_state.ProjectState.text)."""
        return self.project.text()

    # -- the engine ----------------------------------------------------------------------------
    def recompute(self) -> None:
        self.outcome = assess(self.draft, self.catalog, self.server())
        self.has_figures = self.has_figures or self.outcome.budget is not None
        self.changed.emit()

    def _forget_recommendation(self) -> None:
        self._best = None

    def library_best(self) -> list[FitResult]:
        """The best three profiles of the library for the current workload, best first (the Compare
        view's default and the recommendation): ranked once per workload, library and exchange rates,
        without the boundary searches the policy does not use (app.core.fit.shortlist)."""
        resolved, workload = self.outcome.resolved, self.outcome.workload
        if resolved is None or workload is None:
            return []
        if self._best is not None and self._best[0] is workload:
            return self._best[1]
        if self._placements is None or self._placements[0] is not resolved:
            self._placements = (resolved, {})
        from app.core.fit.shortlist import best_results
        from app.core.offers.money import load_rates

        profiles = [self._as_used(e.profile) for e in self.store.all_profiles(include_archived=False)]
        best = best_results(resolved, profiles, self.catalog, rates=load_rates(), cache=self._placements[1])
        self._best = (workload, best)
        return best

    def recommended_server_id(self) -> str | None:
        """The engine's recommendation among every profile of the library (None when none meets the
        must-haves)."""
        from app.core.fit.shortlist import recommended_of

        return recommended_of(self.library_best())

    def comparison(self, ids: list[str] | None = None) -> Comparison | None:
        """Rank the chosen profiles (default: the comparison selection) for the current workload."""
        if self.outcome.workload is None:
            return None
        from app.core.fit.rank import compare
        from app.core.offers.money import load_rates

        chosen = [p for p in (self.server(i) for i in (ids if ids is not None else self.compare_ids)) if p]
        return compare(self.outcome.workload, chosen, self.catalog, load_rates())
