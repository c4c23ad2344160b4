"""Quote exports shared by the report tests: each example workload in each language, made once."""

from __future__ import annotations

import pytest
from quote_testkit import EXAMPLES, LANGS, Export, make_quote, read_pages


@pytest.fixture(scope="session")
def exports(qapp, tmp_path_factory) -> dict[tuple[str, str], Export]:
    """Every example in every language, A4, with author and company set."""
    from app.report.pdf.writer import write_pdf

    folder = tmp_path_factory.mktemp("quotes")
    out = {}
    for name in EXAMPLES:
        for lang in LANGS:
            quote = make_quote(name, lang, author="Łucja Żak", company="Ёлка Sp. z o.o.")
            pdf = folder / f"{name}-{lang}.pdf"
            write_pdf(quote, pdf)
            out[(name, lang)] = Export(quote, pdf, read_pages(pdf))
    return out
