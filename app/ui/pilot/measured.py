"""The session's imported pilot results as the quote's "Measured in the pilot" figures.

Only results of this workload (a comparable comparison) go into the quote; several files (the
load test and memory runs) become one section: the earliest date, every run, the highest peak.
"""

from __future__ import annotations

from app.report.quote.model import PilotResults
from app.report.quote.pilot_view import pilot_view
from app.ui.session import Session


def quote_pilot_results(session: Session) -> PilotResults | None:
    comparison = session.pilot.comparison()
    if comparison is None or not comparison.comparable:
        return None
    server = session.server(session.pilot.server())
    name = server.name if server is not None else ""
    # The load test first: its date, endpoint and runs lead; memory runs add their peak and versions.
    docs = sorted(session.pilot.results, key=lambda d: d.tool != "pilot_serve")
    views = [pilot_view(doc, name) for doc in docs]
    versions: dict[str, str] = {}
    for view in views:
        for key, value in view.versions.items():
            versions.setdefault(key, value)
    peaks = [v.peak_memory_bytes for v in views if v.peak_memory_bytes is not None]
    dates = [v.date for v in views if v.date]
    return PilotResults(date=min(dates) if dates else "", server=views[0].server, versions=versions,
                        peak_memory_bytes=max(peaks) if peaks else None,
                        runs=tuple(run for v in views for run in v.runs),
                        notes=" ".join(v.notes for v in views if v.notes))
