"""The quote-request document as data: sections of paragraphs, lists, tables and one chart.

Qt-free and matplotlib-free: `build_quote()` turns the engine's objects (workload, budget,
comparison) into translated, formatted text in the document's language, so tests can check the
content and the numbers without a PDF. `pdf_writer` only lays this out.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field

from app.core.fit.types import FitResult
from app.core.memory.types import Budget
from app.core.workload.schema import Workload
from app.text.languages import CODES

PAPERS = ("a4", "letter")
LANGUAGES = CODES
# Without an explicit choice ("Add to quote" / --servers) the document shows this many of the ranked.


@dataclass(frozen=True)
class Span:
    """A run of text inside a table cell or paragraph; bold marks what a reader must not miss."""

    text: str
    bold: bool = False
    color: str = ""  # "#rrggbb": a verdict's colour (a missed must-have reads in the colour of a problem)


Rich = str | tuple[Span, ...]


@dataclass(frozen=True)
class Paragraph:
    text: Rich
    style: str = "body"  # body | lead (the summary) | note (small print) | status (a boxed statement)


@dataclass(frozen=True)
class Subheading:
    text: str


@dataclass(frozen=True)
class Bullets:
    items: tuple[Rich, ...]
    numbered: bool = False


@dataclass(frozen=True)
class Table:
    header: tuple[str, ...]  # one cell: a title spanning all columns
    rows: tuple[tuple[Rich, ...], ...]
    widths: tuple[int, ...] = ()  # percent of the text width per column; () = let the layout decide
    numeric: tuple[int, ...] = ()  # right-aligned columns
    strong_rows: tuple[int, ...] = ()  # totals
    group_rows: tuple[int, ...] = ()  # rows that start a group (a rule above them)


@dataclass(frozen=True)
class ChartBar:
    label: str
    budget: Budget
    capacity_bytes: int | None = None
    capacity_label: str = ""


@dataclass(frozen=True)
class BudgetChart:
    """The stacked-bar chart of per-GPU memory; drawn by app.report.pdf.chart."""

    bars: tuple[ChartBar, ...]
    unit: str
    labels: dict[str, str]
    ylabel: str
    caption: str
    lang: str = "en"  # numbers on the chart follow the document's locale


Block = Paragraph | Subheading | Bullets | Table | BudgetChart


@dataclass(frozen=True)
class Section:
    key: str  # summary | requirements | budget | candidates | risks | pilot | questions
    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class PilotRun:
    """One measured pilot scenario (short/long input, single/parallel requests)."""

    label: str
    input_tokens: int
    concurrency: int
    requests: int
    errors: int
    ttft_s: float | None = None
    tokens_per_s_per_user: float | None = None


@dataclass(frozen=True)
class PilotResults:
    """What a pilot measured; the pilot importer converts its files into this."""

    date: str
    server: str
    versions: dict[str, str] = field(default_factory=dict)  # model revision, driver, CUDA, runtime
    peak_memory_bytes: int | None = None  # per GPU, the highest seen
    runs: tuple[PilotRun, ...] = ()
    notes: str = ""


@dataclass(frozen=True)
class QuoteOptions:
    lang: str = "en"
    paper: str = "a4"
    unit: str = "GB"
    author: str = ""
    company: str = ""
    email: str = ""
    date: dt.date | None = None  # None: today


@dataclass(frozen=True)
class QuoteDocument:
    title: str
    project: str
    meta: Table
    sections: tuple[Section, ...]
    footer: str  # left part of every page footer
    page_label: str  # "Page {page} of {pages}", translated
    options: QuoteOptions
    # The engine's objects the text was made from (tests compare the numbers).
    workload: Workload
    budget: Budget
    candidates: tuple[FitResult, ...]
    recommended: FitResult | None
    pilot_results: PilotResults | None = None

    def section(self, key: str) -> Section:
        return next(s for s in self.sections if s.key == key)
