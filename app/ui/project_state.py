"""The project's part of the window's state: the workloads meant for one server, and which one is edited.

The session's draft is the workload being edited; the others are kept here as typed (a workload with a
problem keeps what the user wrote). Adding, switching and removing go through this object; the engine
judges the set with app.core.fit.together, once per change of the workloads or the server.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject

from app.core.files.versioning import PROJECT
from app.core.workload.draft import Draft
from app.core.workload.project import MAX_PROJECT_WORKLOADS
from app.core.workload.schema import Workload

if TYPE_CHECKING:  # the placement engine is imported when a project of several workloads is judged
    from app.core.catalog import Catalog
    from app.core.fit.together import TogetherComparison, TogetherResult
    from app.core.offers.server import ServerProfile
    from app.ui.history import DraftHistory


class Host(Protocol):
    """What the project state reads and sets of the window's session (the session itself)."""

    draft: Draft
    history: DraftHistory
    has_figures: bool
    server_id: str | None
    catalog: Catalog
    history_changed: Any
    project_changed: Any

    def mark_dirty(self) -> None: ...

    def recompute(self) -> None: ...

    def server(self, server_id: str | None = None) -> ServerProfile | None: ...


class ProjectState(QObject):
    def __init__(self, session: Host, default: Mapping[str, Any], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self._default = dict(default)  # the document a new workload starts from
        self.name = ""  # the project's name (a file of several workloads); "" = the first workload's
        self._others: list[dict[str, Any]] = []  # every workload but the edited one, in order
        self.current = 0  # the edited workload's position
        self._together: tuple[tuple[str, str | None], TogetherResult | None] | None = None

    # -- the list ----------------------------------------------------------------------------------
    def documents(self) -> list[dict[str, Any]]:
        """Every workload's document, in order (the edited one as it is now)."""
        docs = [copy.deepcopy(d) for d in self._others]
        docs.insert(self.current, copy.deepcopy(dict(self._session.draft.document)))
        return docs

    def count(self) -> int:
        return len(self._others) + 1

    def names(self) -> list[str]:
        return [str(d.get("name") or "") for d in self.documents()]

    def can_add(self) -> bool:
        return self.count() < MAX_PROJECT_WORKLOADS

    def add(self, name: str, document: Mapping[str, Any] | None = None) -> None:
        """A new workload (the default one, named `name`), edited from now on."""
        if not self.can_add():
            return
        docs = self.documents()
        docs.append({**copy.deepcopy(dict(document or self._default)), "name": name})
        self._switch(docs, len(docs) - 1)
        self._session.mark_dirty()

    def switch(self, index: int) -> None:
        if index != self.current and 0 <= index < self.count():
            self._switch(self.documents(), index)

    def remove(self, index: int) -> None:
        """Remove a workload (never the last one); the one before it is edited if it was the edited one."""
        docs = self.documents()
        if len(docs) <= 1 or not 0 <= index < len(docs):
            return
        del docs[index]
        current = self.current - 1 if index < self.current else self.current
        self._switch(docs, max(0, min(current, len(docs) - 1)))
        self._session.mark_dirty()

    def _switch(self, docs: list[dict[str, Any]], index: int) -> None:
        s = self._session
        self._others = docs[:index] + docs[index + 1:]
        self.current = index
        s.draft = Draft.of(docs[index])
        s.history.clear()  # undo steps belong to the workload they were made on
        s.history_changed.emit()
        s.has_figures = False
        s.project_changed.emit()
        s.recompute()

    # -- files -------------------------------------------------------------------------------------
    def take(self, data: Mapping[str, Any]) -> dict[str, Any]:
        """Keep a document opened from a file: a project's workloads (the first is returned to edit), or
        one workload (returned as it is)."""
        self.current = 0
        workloads = data.get("workloads")
        if PROJECT.owns(data.get("format")) and isinstance(workloads, list) and workloads:
            docs = [dict(w) if isinstance(w, Mapping) else {"notes": json.dumps(w)} for w in workloads]
            self.name = str(data.get("name") or "")
            self._others = [copy.deepcopy(d) for d in docs[1:]]
            self._session.project_changed.emit()
            return docs[0]
        self.name = ""
        had = bool(self._others)
        self._others = []
        if had:
            self._session.project_changed.emit()
        return dict(data)

    def document(self) -> dict[str, Any]:
        """The file's document: the workload alone, or a project of every workload."""
        if not self._others:
            return dict(self._session.draft.document)
        names = self.names()
        return {"format": PROJECT.tag, "name": self.name or names[0], "workloads": self.documents()}

    def text(self) -> str:
        """What Save writes: the workload file as today for one workload; for several, a project whose
        workloads are written as each one's own file would be (valid ones tidied, others as typed)."""
        if not self._others:
            return self._session.draft.text()
        doc = self.document()
        doc["workloads"] = [json.loads(Draft.of(d).text()) for d in doc["workloads"]]
        return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"

    # -- the engine --------------------------------------------------------------------------------
    def workloads(self) -> list[Workload] | None:
        """Every workload validated, or None while any has a problem to fix."""
        out = []
        for doc in self.documents():
            w = Draft.of(doc).workload
            if w is None:
                return None
            out.append(w)
        return out

    def problem_names(self) -> list[str]:
        """The workloads that have a field to fix (by name)."""
        return [str(d.get("name") or "") for d in self.documents() if Draft.of(d).workload is None]

    def together(self) -> TogetherResult | None:
        """The set judged on the target server (None: one workload, no server, or a workload to fix)."""
        s = self._session
        if self.count() < 2 or s.server_id is None:
            return None
        key = (json.dumps(self.documents(), sort_keys=True, default=str), s.server_id)
        if self._together is not None and self._together[0] == key:
            return self._together[1]
        from app.core.fit.together import place_together

        workloads, server = self.workloads(), s.server()
        result = place_together(workloads, server, s.catalog) if workloads and server is not None else None
        self._together = (key, result)
        return result

    def comparison(self, ids: list[str]) -> TogetherComparison | None:
        """The set judged on each of the chosen profiles (None: one workload or a workload to fix)."""
        s = self._session
        workloads = self.workloads() if self.count() >= 2 else None
        servers = [p for p in (s.server(i) for i in ids) if p is not None]
        if not workloads or not servers:
            return None
        from app.core.fit.together import compare_together
        from app.core.offers.money import load_rates

        return compare_together(workloads, servers, s.catalog, load_rates())
