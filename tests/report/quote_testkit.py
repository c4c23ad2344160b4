"""Helpers of the report tests: example workloads, shipped profiles, quotes with fixed dates, PDF text."""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass
from pathlib import Path

from app.core.catalog import load_catalog
from app.core.offers.server import ServerProfile
from app.core.workload.io import read_workload_file
from app.core.workload.schema import Workload
from app.infra.resources import path
from app.report.quote.build import quote_for
from app.report.quote.model import QuoteDocument, QuoteOptions

EXAMPLES = ("chatbot-8b", "longdoc-70b-int4", "qlora-8b")
LANGS = ("en", "ru", "pl")
# Three shipped profiles of different sizes: one too small for the 70B example, one tight, one roomy.
CANDIDATE_IDS = ("srv-1x-l40s", "ws-1x-rtx-pro-6000", "srv-2x-h100-pcie")
FIXED_DATE = dt.date(2026, 1, 15)


def shipped_servers(ids: tuple[str, ...] | None = None) -> list[ServerProfile]:
    """Shipped profiles straight from the catalog (no library needed: these fixtures outlive a test)."""
    profiles = [ServerProfile.model_validate(raw) for raw in load_catalog().servers]
    if ids is None:
        return profiles
    by_id = {p.id: p for p in profiles}
    return [by_id[i] for i in ids]


def example(name: str) -> Workload:
    return read_workload_file(path("examples", f"{name}.headroom.json"))


def make_quote(name: str, lang: str = "en", paper: str = "a4", unit: str = "GB",
               ids: tuple[str, ...] | None = CANDIDATE_IDS, **sender: str) -> QuoteDocument:
    servers = shipped_servers(ids)
    options = QuoteOptions(lang=lang, paper=paper, unit=unit, date=FIXED_DATE, **sender)
    return quote_for(example(name), servers, load_catalog(), options, explicit=ids is not None)


@dataclass(frozen=True)
class Export:
    quote: QuoteDocument
    pdf: Path
    pages: list[str]  # text of each page, whitespace collapsed

    @property
    def text(self) -> str:
        return " ".join(self.pages)


def plain(text: str) -> str:
    """Collapse every run of whitespace (Qt places words apart; numbers use no-break spaces).

    pypdf also breaks after a hyphen Qt drew as a separate run ("GPU-" / "конфигурации"), so a
    space after a hyphen goes too.
    """
    return re.sub(r"-\s+", "-", " ".join(text.split()))


def read_pages(pdf: Path) -> list[str]:
    from pypdf import PdfReader

    return [plain(page.extract_text()) for page in PdfReader(pdf).pages]
