"""The quote's layout, read back: with four candidates the names under the bars never overlap and the
legend is never cut; no word or number-and-unit is broken across lines; no paragraph leaves a lone
line at a page's foot or top; the English quote names the GPU memory "VRAM" as providers do."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QTextDocument, QTextOption
from quote_testkit import LANGS, make_quote, read_pages

from app.report.pdf.chart import budget_chart_figure, layout_problems
from app.report.pdf.pagination import Paginator
from app.report.quote.model import BudgetChart

FOUR = ("hgx-4x-h100-sxm", "hgx-8x-h200", "srv-2x-l40s", "srv-1x-l40s")
SIX = ("srv-4x-l40s-lean", "hgx-4x-h100-sxm", "hgx-8x-a100-80gb", "srv-8x-mi300x", "ws-1x-rtx-pro-6000",
       "cluster-2x-dgx-h100")
UNIT = r"(?:GB|GiB|TB|TiB|MB|KB|%|s|с)"


def charts(quote) -> list[BudgetChart]:
    return [b for s in quote.sections for b in s.blocks if isinstance(b, BudgetChart)]


@pytest.fixture(scope="module")
def four_candidates(qapp, tmp_path_factory):
    """The 70B long-document quote (quantization metadata in the legend) with four candidates, per language."""
    from app.report.pdf.writer import QuoteLayout, write_pdf

    folder = tmp_path_factory.mktemp("four")
    out = {}
    for lang in LANGS:
        quote = make_quote("longdoc-70b-int4", lang, ids=FOUR)
        pdf = folder / f"four-{lang}.pdf"
        write_pdf(quote, pdf)
        from PySide6.QtCore import QBuffer, QIODevice
        from PySide6.QtGui import QPdfWriter

        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        out[lang] = (quote, QuoteLayout(quote, QPdfWriter(buffer)), read_pages(pdf))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_four_candidates_lay_out_without_faults(four_candidates, lang):
    quote, layout, pages = four_candidates[lang]
    assert layout.page_break_problems() == []  # cut lines, stranded headings, split tables, broken words, lone lines
    (chart,) = charts(quote)
    assert len(chart.bars) == 5  # as specified + four candidates
    assert layout_problems(budget_chart_figure(chart)) == []
    text = "\n".join(pages)
    assert not re.search(r"\d[\d,.\u00a0 ]*\n" + UNIT + r"\b", text)  # no number parted from its unit


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", ["chatbot-8b", "longdoc-70b-int4", "qlora-8b"])
def test_six_candidates_chart_fits(qapp, lang, name):
    """The comparison's maximum: seven bars with long names wrap (or turn) instead of overlapping."""
    (chart,) = charts(make_quote(name, lang, ids=SIX))
    fig = budget_chart_figure(chart)
    assert layout_problems(fig) == []
    names = [t.get_text() for t in fig.axes[0].get_xticklabels()]
    assert all(n.replace("\n", " ").split() == b.label.split() for n, b in zip(names, chart.bars, strict=True))


def test_the_chart_check_finds_overlap_and_cut_legend(qapp):
    """Without the measured layout the same names overlap and the Russian legend runs off the page."""
    import matplotlib
    from matplotlib.figure import Figure

    from app.charts.budget import Bar, draw_budget
    from app.report.pdf.chart import AXES_BOX, CHART_RC, FIGURE_HEIGHT_IN, FIGURE_WIDTH_IN

    (chart,) = charts(make_quote("longdoc-70b-int4", "ru", ids=SIX))
    with matplotlib.rc_context(CHART_RC):
        fig = Figure(figsize=(FIGURE_WIDTH_IN, FIGURE_HEIGHT_IN))
        fig.subplots_adjust(**AXES_BOX)
        ax = fig.add_subplot()
        bars = [Bar(" ".join(b.label.split()), b.budget, b.capacity_bytes) for b in chart.bars]
        draw_budget(ax, bars, chart.unit, dict(chart.labels))
    problems = layout_problems(fig)
    assert any("overlap" in p for p in problems)
    assert any("Метаданные" in p for p in problems)  # "Метаданные квантизации" cut at the right edge


def test_english_quote_says_vram(four_candidates):
    _quote, _layout, pages = four_candidates["en"]
    assert " ".join(pages).count("GPU memory (VRAM)") == 1


def _paginator(text: str, width: float, page_h: float, mode: QTextOption.WrapMode) -> Paginator:
    doc = QTextDocument()
    option = doc.defaultTextOption()
    option.setWrapMode(mode)
    doc.setDefaultTextOption(option)
    doc.setHtml(text)
    doc.setPageSize(QSizeF(width, page_h))
    return Paginator(doc, page_h, 96.0)


def test_broken_words_are_found(qapp):
    """A line narrower than "170,70 GB" (no-break space): Qt's default wrap splits it; word wrap does not."""
    cell = "<p>170,70\u00a0GB</p>"
    assert list(_paginator(cell, 30, 1000, QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere).broken_words())
    assert not list(_paginator(cell, 30, 1000, QTextOption.WrapMode.WordWrap).broken_words())


def test_a_lone_line_at_a_page_top_is_moved(qapp):
    """A paragraph whose last line would open the next page goes there whole."""
    filler = "<p>" + "word " * 40 + "</p>"
    tail = "<p>" + "line " * 60 + "</p>"
    for blank in range(40, 200, 5):
        paginator = _paginator(filler + f'<p style="margin-top:{blank}px">x</p>' + tail, 300, 240,
                               QTextOption.WrapMode.WordWrap)
        if list(paginator.lonely_lines()):
            break
    else:
        pytest.fail("no layout left a lone line: the check was never exercised")
    paginator.run()
    assert not list(paginator.lonely_lines())


def test_names_with_a_word_wider_than_the_slot_are_turned_and_kept_on_the_figure(qapp):
    import dataclasses

    (chart,) = charts(make_quote("chatbot-8b", "en", ids=SIX))
    long_word = "Superconductingmegaclusterassembly"
    bars = tuple(dataclasses.replace(b, label=f"{i}. {long_word}") for i, b in enumerate(chart.bars))
    fig = budget_chart_figure(dataclasses.replace(chart, bars=bars))
    assert fig.axes[0].get_xticklabels()[0].get_rotation() > 0
    assert layout_problems(fig) == []
