"""Lays the quote document out on pages and writes the PDF with Qt's own machinery.

QTextDocument paginates the rich text (tables break across pages and repeat their `<thead>`;
app.report.pdf.pagination adds keep-with-next),
QPainter draws each page on a QPdfWriter (or a QPrinter for the preview), and the chart is a text
object drawn by QSvgRenderer, so it stays vector graphics. Text is real text in embedded fonts:
selectable and searchable.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QPyTextObject,
    QTextCharFormat,
    QTextDocument,
    QTextFormat,
    QTextOption,
)
from PySide6.QtSvg import QSvgRenderer

from app import __version__
from app.infra.atomic import atomic_write_bytes
from app.report.pdf.chart import budget_chart_svg
from app.report.pdf.fonts import load_fonts
from app.report.pdf.html import BODY_PT, CHART_MARK, MUTED, RULE, HtmlRenderer
from app.report.pdf.pagination import Paginator
from app.report.quote.model import QuoteDocument

PAPER_SIZES = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
# Page margins, millimetres: room for a hole punch on the left is not needed; 18 mm keeps lines
# at about 95 characters of body text on both A4 and Letter. The footer sits in the bottom margin.
MARGIN_SIDE_MM = 18.0
MARGIN_TOP_MM = 16.0
MARGIN_BOTTOM_MM = 20.0
FOOTER_FROM_CONTENT_MM = 7.0  # footer baseline below the text area
FOOTER_RULE_FROM_CONTENT_MM = 3.0
FOOTER_PT = 7.5
RULE_WIDTH_PT = 0.5
# QPdfWriter's default; PDF coordinates are real numbers, so this only sets layout precision.
PDF_DPI = 1200
MM_PER_INCH = 25.4
POINTS_PER_INCH = 72.0
# Qt rich text takes lengths in CSS pixels (1/96 inch) and scales them to the paint device itself.
CSS_PX_PER_INCH = 96.0
# The chart spans this share of the text width.
CHART_WIDTH_SHARE = 1.0
# Rendering a PDF needs no screen: the CLI runs on servers without one.
OFFSCREEN_PLATFORM = "offscreen"
CHART_OBJECT = QTextFormat.ObjectTypes.UserObject + 1
CHART_INDEX = QTextFormat.Property.UserProperty + 1
CHART_SIZE = QTextFormat.Property.UserProperty + 2

_app: list[QCoreApplication] = []


class QuoteWriteError(OSError):
    """The PDF could not be written where asked; nothing was left behind."""


def ensure_gui_app() -> None:
    """Text layout and fonts need a GUI application; the CLI has none, and needs no display.

    A QApplication (not just a QGuiApplication): if widgets are wanted later in the same process
    (the GUI, a test session), Qt cannot upgrade the application object.
    """
    if QCoreApplication.instance() is None:
        from PySide6.QtWidgets import QApplication

        _app.append(QApplication(["headroom", "-platform", OFFSCREEN_PLATFORM]))


class _ChartObject(QPyTextObject):
    """Draws chart N of the document (an SVG) into the rectangle the layout gives it."""

    def __init__(self, svgs: list[bytes], parent: QTextDocument):
        super().__init__(parent)
        self.renderers = [QSvgRenderer(QByteArray(svg)) for svg in svgs]

    def intrinsicSize(self, doc, pos, fmt):  # type: ignore[no-untyped-def]  # noqa: N802 - Qt's name
        return fmt.property(CHART_SIZE)

    def drawObject(self, painter, rect, doc, pos, fmt):  # type: ignore[no-untyped-def]  # noqa: N802
        self.renderers[int(fmt.property(CHART_INDEX))].render(painter, rect)


def _mm(mm: float, dpi: int) -> float:
    return mm / MM_PER_INCH * dpi


class QuoteLayout:
    """The quote paginated for one paint device (a PDF writer or a printer for the preview)."""

    def __init__(self, quote: QuoteDocument, device: QPagedPaintDevice):
        self.quote = quote
        self.device = device
        device.setPageLayout(QPageLayout(QPageSize(PAPER_SIZES[quote.options.paper]), QPageLayout.Orientation.Portrait,
                                         QMarginsF(0, 0, 0, 0)))
        self.dpi = device.logicalDpiY()
        self.family = load_fonts()
        page = device.pageLayout().fullRectPixels(self.dpi)
        self.page_w, self.page_h = float(page.width()), float(page.height())
        self.left = _mm(MARGIN_SIDE_MM, self.dpi)
        self.top = _mm(MARGIN_TOP_MM, self.dpi)
        self.text_w = self.page_w - 2 * self.left
        self.text_h = self.page_h - self.top - _mm(MARGIN_BOTTOM_MM, self.dpi)
        self.doc = self._build()

    def _build(self) -> QTextDocument:
        doc = QTextDocument()
        doc.documentLayout().setPaintDevice(self.device)
        font = QFont(self.family)
        font.setPointSizeF(BODY_PT)  # QFont(family, size) takes whole points only
        # No ligatures: an "fi" glyph would reach the PDF's text as "ﬁ", and a search for
        # "configuration" would miss it.
        font.setFeature(QFont.Tag("liga"), 0)
        doc.setDefaultFont(font)
        doc.setDocumentMargin(0)
        # Lines break between words only: a number and its unit (joined by a no-break space) or a long
        # word never split in two ("170.70 G|B"); a table column widens to its longest word instead.
        option = doc.defaultTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        doc.setDefaultTextOption(option)
        renderer = HtmlRenderer(px_per_pt=CSS_PX_PER_INCH / POINTS_PER_INCH)
        doc.setHtml(renderer.document(self.quote))
        svgs = [budget_chart_svg(c) for c in renderer.charts]
        handler = _ChartObject(svgs, doc)
        doc.documentLayout().registerHandler(CHART_OBJECT, handler)
        for n, svg_renderer in enumerate(handler.renderers):
            self._place_chart(doc, n, svg_renderer)
        doc.setPageSize(QSizeF(self.text_w, self.text_h))
        Paginator(doc, self.text_h, self.dpi).run()
        return doc

    def _place_chart(self, doc: QTextDocument, n: int, svg: QSvgRenderer) -> None:
        cursor = doc.find(CHART_MARK.format(n=n))
        if cursor.isNull():
            return
        view = svg.viewBoxF()
        width = self.text_w * CHART_WIDTH_SHARE
        fmt = QTextCharFormat()
        fmt.setObjectType(CHART_OBJECT)
        fmt.setProperty(CHART_INDEX, n)
        fmt.setProperty(CHART_SIZE, QSizeF(width, width * view.height() / max(view.width(), 1.0)))
        cursor.insertText("\ufffc", fmt)  # the object replacement character carries the chart

    def page_break_problems(self) -> list[str]:
        """What lands badly on the pages: lines cut in two, stranded headings, short tables split.
        Empty when the layout is sound (the tests hold every export to that)."""
        check = Paginator(self.doc, self.text_h, self.dpi)
        headings, tables = check.bad_breaks()
        return ([f"line cut by a page break: {text}" for _, text in check.cut_lines()]
                + [f"paragraph split leaving a lone line: {b.text()[:60]}" for b in check.lonely_lines()]
                + [f"word broken across lines: {text}" for text in check.broken_words()]
                + [f"heading at a page bottom: {b.text()}" for b in headings]
                + [f"short table split at position {t.firstPosition()}" for t in tables])

    @property
    def page_count(self) -> int:
        return self.doc.pageCount()

    def paint(self, painter: QPainter) -> None:
        """Every page, with its footer; the device gets a new page between them."""
        pages = self.page_count
        for i in range(pages):
            if i:
                self.device.newPage()
            painter.save()
            painter.translate(self.left, self.top - i * self.text_h)
            self.doc.drawContents(painter, QRectF(0, i * self.text_h, self.text_w, self.text_h))
            painter.restore()
            self._footer(painter, i + 1, pages)

    def _footer(self, painter: QPainter, page: int, pages: int) -> None:
        content_bottom = self.top + self.text_h
        rule_y = content_bottom + _mm(FOOTER_RULE_FROM_CONTENT_MM, self.dpi)
        painter.save()
        painter.setPen(QPen(QColor(RULE), RULE_WIDTH_PT * self.dpi / POINTS_PER_INCH))
        painter.drawLine(int(self.left), int(rule_y), int(self.left + self.text_w), int(rule_y))
        font = QFont(self.family)
        font.setPointSizeF(FOOTER_PT)
        painter.setFont(font)
        painter.setPen(QColor(MUTED))
        metrics = QFontMetricsF(font, self.device)
        number = self.quote.page_label.format(page=page, pages=pages)
        number_w = metrics.horizontalAdvance(number)
        box = QRectF(self.left, rule_y, self.text_w, _mm(FOOTER_FROM_CONTENT_MM, self.dpi))
        painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, number)
        left = metrics.elidedText(self.quote.footer, Qt.TextElideMode.ElideRight, self.text_w - number_w * 1.5)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, left)
        painter.restore()


def render_pdf(quote: QuoteDocument) -> tuple[bytes, int]:
    """The quote as PDF bytes and its page count (in memory: a file is written only when complete)."""
    ensure_gui_app()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setTitle(f"{quote.title} — {quote.project}")
    writer.setCreator(f"Headroom {__version__}")
    if hasattr(writer, "setAuthor"):  # Qt ≥ 6.8
        writer.setAuthor(quote.options.author)
    layout = QuoteLayout(quote, writer)
    painter = QPainter(writer)
    try:
        layout.paint(painter)
    finally:
        painter.end()
    buffer.close()
    return bytes(buffer.data().data()), layout.page_count


def write_pdf(quote: QuoteDocument, path: str | os.PathLike[str]) -> int:
    """Write the PDF atomically and return its page count; a path that cannot be written raises
    QuoteWriteError and leaves no file (not even a half-written one)."""
    data, pages = render_pdf(quote)
    try:
        atomic_write_bytes(path, data)
    except OSError as exc:
        raise QuoteWriteError(exc.errno, exc.strerror or str(exc), os.fspath(path)) from exc
    return pages
