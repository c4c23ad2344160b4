"""The quote PDFs read back with pypdf: content in the chosen language, embedded fonts, vectors only,
paper sizes, page numbers, tables and lines that survive page breaks, and safe writing."""

from __future__ import annotations

import os
import re

import pytest
from pypdf import PdfReader
from pypdf.generic import DictionaryObject
from quote_testkit import EXAMPLES, LANGS, Export, make_quote, plain

from app.report.quote.texts import HEADINGS, PILOT_STATUS, SECTION_ORDER, heading, t
from app.text.formatting import NBSP, Fmt
from app.text.i18n import document_language

CASES = [(name, lang) for name in EXAMPLES for lang in LANGS]
# A4 is 210 × 297 mm, Letter 8.5 × 11 in: in PDF points (1/72 in).
A4_PT = (595.3, 841.9)
LETTER_PT = (612.0, 792.0)
SIZE_TOLERANCE_PT = 1.0


def expected_headings(lang: str) -> list[str]:
    with document_language(lang):
        return [f"{n}. {heading(key)}" for n, key in enumerate(SECTION_ORDER, 1)]


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_every_section_heading_is_there_in_the_document_language(exports, name, lang):
    export: Export = exports[(name, lang)]
    for title in expected_headings(lang):
        assert title in export.text, title
    if lang != "en":  # the headings come from the .ts file, not the English source
        with document_language(lang):
            assert all(heading(key) != HEADINGS[key] for key in SECTION_ORDER)
            assert t("Request for a GPU server quote") in export.text


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_model_totals_profiles_and_pilot_status_are_text(exports, name, lang):
    export: Export = exports[(name, lang)]
    quote, text = export.quote, export.text
    fmt = Fmt(unit="GB", lang=lang, sep=NBSP)
    b = quote.budget
    assert quote.budget.model.name in text
    # The per-GPU totals row of the budget table, as displayed (decimal comma in ru and pl).
    for total in (b.per_gpu_low_bytes, b.per_gpu_bytes, b.per_gpu_high_bytes):
        assert plain(fmt.bytes(total)) in text
    for r in quote.candidates:
        assert r.server_name in text
        assert plain(fmt.bytes(r.per_gpu_bytes)) in text  # each candidate's need per GPU
    with document_language(lang):
        status = t(PILOT_STATUS[quote.workload.pilot.status])
    assert plain(status) in text
    assert "Łucja Żak" in text and "Ёлка Sp. z o.o." in text  # the sender, with diacritics and Cyrillic


def test_decimal_comma_and_translated_numbers_in_polish(exports):
    text = exports[("chatbot-8b", "pl")].text
    assert "Strona 1 z" in text
    assert re.search(r"\d+,\d\d GB", text)  # 21,05 GB, not 21.05 GB


def _fonts(reader: PdfReader) -> list[DictionaryObject]:
    fonts = {}
    for page in reader.pages:
        for ref in page["/Resources"]["/Font"].values():
            font = ref.get_object()
            fonts[font["/BaseFont"]] = font
    return list(fonts.values())


@pytest.mark.parametrize("lang", LANGS)
def test_fonts_are_embedded(exports, lang):
    reader = PdfReader(exports[("chatbot-8b", lang)].pdf)
    fonts = _fonts(reader)
    assert fonts
    for font in fonts:
        assert "DejaVuSans" in str(font["/BaseFont"])  # ours, not a system font
        descendants = font.get("/DescendantFonts")
        descriptor = (descendants[0].get_object() if descendants else font)["/FontDescriptor"].get_object()
        assert "/FontFile2" in descriptor or "/FontFile3" in descriptor, font["/BaseFont"]


def _xobjects(resources: DictionaryObject) -> list[DictionaryObject]:
    found = []
    for ref in resources.get("/XObject", {}).values():
        obj = ref.get_object()
        found.append(obj)
        if obj.get("/Subtype") == "/Form" and "/Resources" in obj:
            found += _xobjects(obj["/Resources"].get_object())
    return found


@pytest.mark.parametrize(("name", "lang"), CASES)
def test_no_raster_image_anywhere(exports, name, lang):
    pdf = exports[(name, lang)].pdf
    assert not re.search(rb"/Subtype\s*/Image", pdf.read_bytes())
    for page in PdfReader(pdf).pages:
        for xobject in _xobjects(page["/Resources"].get_object()):
            assert xobject.get("/Subtype") != "/Image"


def test_chart_is_drawn_as_vector_paths(exports):
    export = exports[("chatbot-8b", "en")]
    reader = PdfReader(export.pdf)
    page = next(p for p in reader.pages if "3. GPU memory (VRAM) budget" in plain(p.extract_text()))
    content = page.get_contents().get_data().decode("latin-1")
    # The weights bar in its palette colour (#0072B2) is a filled path, and the chart's labels
    # are glyph outlines: hundreds of Bézier segments.
    assert re.search(r"\b0 0\.44705\d* 0\.69803\d* (scn|rg)\b", content)
    assert len(re.findall(r" c\n", content)) > 300


@pytest.mark.parametrize(("paper", "size"), [("a4", A4_PT), ("letter", LETTER_PT)])
def test_paper_sizes(qapp, tmp_path, paper, size):
    from app.report.pdf.writer import write_pdf

    pdf = tmp_path / "q.pdf"
    write_pdf(make_quote("chatbot-8b", paper=paper), pdf)
    for page in PdfReader(pdf).pages:
        assert float(page.mediabox.width) == pytest.approx(size[0], abs=SIZE_TOLERANCE_PT)
        assert float(page.mediabox.height) == pytest.approx(size[1], abs=SIZE_TOLERANCE_PT)


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_is_numbered(exports, lang):
    export = exports[("longdoc-70b-int4", lang)]
    n = len(export.pages)
    assert n >= 2
    for i, text in enumerate(export.pages, 1):
        assert plain(export.quote.page_label.format(page=i, pages=n)) in text


def _layout(quote):  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QBuffer, QIODevice
    from PySide6.QtGui import QPdfWriter

    from app.report.pdf.writer import PDF_DPI, QuoteLayout

    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    return QuoteLayout(quote, writer), writer, buffer


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(("name", "lang"), CASES)
def test_page_breaks_cut_no_line_strand_no_heading_split_no_short_table(qapp, name, lang, paper):
    layout, *_ = _layout(make_quote(name, lang, paper))
    assert layout.page_break_problems() == []


def test_tables_repeat_their_header_row_on_every_page(qapp):
    from PySide6.QtGui import QTextTable

    quote = make_quote("chatbot-8b", ids=None)  # the best three of all profiles
    layout, *_ = _layout(quote)
    tables = [f for f in layout.doc.rootFrame().childFrames() if isinstance(f, QTextTable)]
    with_header = [tb for tb in tables if tb.format().headerRowCount() == 1]
    # requirements, budget components, one per candidate, risks (the header block has none)
    assert len(with_header) == 3 + len(quote.candidates)


def test_unwritable_path_raises_a_clear_error_and_leaves_nothing(qapp, tmp_path):
    from app.report.pdf.writer import QuoteWriteError, write_pdf

    quote = make_quote("chatbot-8b")
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    for target in (blocker / "q.pdf", tmp_path / "missing" / "q.pdf"):
        with pytest.raises(QuoteWriteError) as info:
            write_pdf(quote, target)
        assert str(target) in str(info.value)
        assert not target.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["not-a-folder"]


def test_failed_write_keeps_the_old_file_and_no_temporary(qapp, tmp_path, monkeypatch):
    from app.report.pdf.writer import QuoteWriteError, write_pdf

    target = tmp_path / "quote.pdf"
    target.write_bytes(b"old quote")

    def refuse(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(QuoteWriteError):
        write_pdf(make_quote("chatbot-8b"), target)
    assert target.read_bytes() == b"old quote"
    assert [p.name for p in tmp_path.iterdir()] == ["quote.pdf"]


def _english_fragments(lang: str) -> set[str]:
    """Runs of at least five words from English sources whose translation differs (fields cut out)."""
    from app.text.ts_reader import _messages

    fields = re.compile(r"\{[a-z_0-9]*\}|%n|<[^>]+>")
    out: set[str] = set()
    for (_ctx, source, _comment), forms in _messages(lang).items():
        if any(f == source for f in forms):
            continue
        for piece in fields.split(source):
            words = piece.split()
            if len(words) >= 5:
                out.add(" ".join(words))
    return out


@pytest.mark.parametrize(("name", "lang"), [c for c in CASES if c[1] != "en"])
def test_no_english_sentence_in_a_russian_or_polish_quote(exports, name, lang):
    text = " ".join(exports[(name, lang)].text.split())
    fragments = _english_fragments(lang)
    assert len(fragments) > 100  # the catalog is there: the check can find something
    left = sorted(f for f in fragments if f in text)
    assert not left, f"{lang}: untranslated English in the {name} quote: {left[:10]}"
