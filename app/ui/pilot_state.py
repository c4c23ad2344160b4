"""The pilot's part of the window's state: imported results, where they ran, and their comparison."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:  # the pilot's engine (~70 ms of imports) loads with the first results, and the placement
    # engine with the first fit, not at start
    from app.core.assess import Assessment
    from app.core.catalog import Catalog
    from app.core.fit.types import FitResult
    from app.core.offers.server import ServerProfile
    from app.core.pilot.results import MemoryResults, ServeResults
    from app.core.pilot.review_types import PilotComparison


class Host(Protocol):
    """What the pilot state reads of the window's session (the session itself)."""

    server_id: str | None
    outcome: Assessment
    catalog: Catalog

    def server(self, server_id: str | None = None) -> ServerProfile | None: ...

    def recommended_server_id(self) -> str | None: ...


class PilotState(QObject):
    changed = Signal()  # imported results or the server the pilot ran on

    def __init__(self, session: Host, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.results: list[ServeResults | MemoryResults] = []  # imported results documents
        self.sources: list[str] = []  # their file names, for display
        self.server_id: str | None = None  # the profile the pilot ran on (None: the target server)
        self._cache: tuple[tuple[object, str | None, list[object]], PilotComparison] | None = None

    def server(self) -> str | None:
        """The profile the pilot runs (ran) on: the one picked for it; else the target server where the work
        runs as specified there (memory fits, every must-have met); else the recommended server — a pilot on
        a server the buyer would not buy tests nothing useful."""
        if self.server_id:
            return self.server_id
        session = self._session
        target, fit = session.server_id, session.outcome.fit
        if target and fit is not None and fit.meets_must_haves:
            return target
        return session.recommended_server_id() or target

    def default_differs(self) -> bool:
        """The pilot starts on the recommended server because the work does not run as specified on the target."""
        return not self.server_id and bool(self._session.server_id) and self.server() != self._session.server_id

    def set_server(self, server_id: str | None) -> None:
        if server_id != self.server_id:
            self.server_id = server_id
            self.changed.emit()

    def set_results(self, docs: list[ServeResults | MemoryResults], server_id: str | None = None,
                    sources: list[str] | None = None) -> None:
        """Keep imported results documents (replacing earlier ones); `server_id`: where they ran."""
        self.results = list(docs)
        self.sources = list(sources or [])
        if server_id is not None:
            self.server_id = server_id
        self.changed.emit()

    def clear(self) -> None:
        self.results = []
        self.sources = []
        self.changed.emit()

    def fit(self) -> FitResult | None:
        """The formula's estimate on the server the pilot runs on (the target server's fit when it is that one):
        a pilot is held against the estimate, not against an earlier pilot's calibration."""
        session = self._session
        server_id, outcome = self.server(), session.outcome
        if server_id is None or outcome.resolved is None:
            return None
        from app.core.fit.place import place

        server = session.server(server_id)
        if server is not None and server.calibrations:
            return place(outcome.resolved, server.model_copy(update={"calibrations": []}), session.catalog)
        if server_id == session.server_id:
            return outcome.fit
        return place(outcome.resolved, server, session.catalog) if server is not None else None

    def comparison(self) -> PilotComparison | None:
        """The imported results against the estimate on the pilot's server (None without results)."""
        outcome = self._session.outcome
        w, b = outcome.workload, outcome.budget
        if w is None or b is None or not self.results:
            return None
        key: tuple[object, str | None, list[object]] = (outcome, self.server(), list(self.results))
        cached = self._cache
        if cached is not None and cached[0][0] is key[0] and cached[0][1] == key[1] \
                and len(cached[0][2]) == len(key[2]) and all(a is b for a, b in zip(cached[0][2], key[2], strict=True)):
            return cached[1]
        from app.core.pilot.review import compare_results

        result = compare_results(w, self.results, b, self.fit(), catalog=self._session.catalog)
        self._cache = (key, result)
        return result
