"""The quote document as Qt rich text (the HTML subset QTextDocument reads).

Qt-free string building. Lengths in Qt rich text are CSS pixels (1/96 inch) that Qt scales to
the paint device; margins, paddings and borders are set here in points and converted. Charts
become `[[chart-N]]` placeholders that the PDF writer replaces with vector objects.

Tables get space above, never below: Qt places the next block inside a table's bottom margin
when that margin crosses a page boundary, and the block's first line is then cut in two.
"""

from __future__ import annotations

from html import escape

from app.report.quote.model import (
    Block,
    BudgetChart,
    Bullets,
    Paragraph,
    QuoteDocument,
    Rich,
    Section,
    Span,
    Subheading,
    Table,
)

# Type sizes, points: body text readable in print, tables a step smaller so four columns fit.
TITLE_PT = 17
PROJECT_PT = 12.5
H2_PT = 12.5
H3_PT = 10
BODY_PT = 9.5
LEAD_PT = 10.5
TABLE_PT = 8.5
NOTE_PT = 8
# Vertical rhythm and table geometry, points.
H2_ABOVE_PT = 14
H2_BELOW_PT = 5
H3_ABOVE_PT = 8
H3_BELOW_PT = 3
PARA_BELOW_PT = 5
TABLE_ABOVE_PT = 6
PARA_ABOVE_PT = 3
CELL_PADDING_PT = 2.6
BORDER_PT = 0.5
# Colours: dark text, one accent for headings, quiet rules and fills.
TEXT = "#1a1a1a"
ACCENT = "#1f4e79"
MUTED = "#555555"
RULE = "#aab7c4"
HEADER_FILL = "#e6ecf2"
GROUP_FILL = "#f4f6f8"
LABEL_FILL = "#f4f6f8"
STATUS_FILL = "#fff3cd"

CHART_MARK = "[[chart-{n}]]"


class HtmlRenderer:
    def __init__(self, px_per_pt: float):
        self.px_per_pt = px_per_pt
        self.charts: list[BudgetChart] = []

    def px(self, pt: float) -> str:
        return f"{pt * self.px_per_pt:.1f}"

    # -- inline text -----------------------------------------------------------------------------
    @staticmethod
    def rich(text: Rich) -> str:
        if isinstance(text, str):
            return escape(text).replace("\n", "<br/>")
        return "".join(HtmlRenderer.span(s) for s in text)

    @staticmethod
    def span(s: Span) -> str:
        html = f"<b>{escape(s.text)}</b>" if s.bold else escape(s.text)
        return f'<span style="color:{s.color}">{html}</span>' if s.color else html

    # -- blocks ----------------------------------------------------------------------------------
    def paragraph(self, p: Paragraph) -> str:
        if p.style == "status":  # a boxed statement the reader cannot miss
            return (f'<table width="100%" cellspacing="0" cellpadding="{self.px(5)}" bgcolor="{STATUS_FILL}" '
                    f'style="margin-top:{self.px(TABLE_ABOVE_PT)}px"><tr><td><b>{self.rich(p.text)}</b></td></tr>'
                    f"</table>")
        size = {"lead": LEAD_PT, "note": NOTE_PT}.get(p.style, BODY_PT)
        color = MUTED if p.style == "note" else TEXT
        return (f'<p style="font-size:{size}pt; color:{color}; margin-top:{self.px(PARA_ABOVE_PT)}px; '
                f'margin-bottom:{self.px(PARA_BELOW_PT)}px">{self.rich(p.text)}</p>')

    def subheading(self, s: Subheading) -> str:
        return (f'<h3 style="font-size:{H3_PT}pt; color:{ACCENT}; margin-top:{self.px(H3_ABOVE_PT)}px; '
                f'margin-bottom:{self.px(H3_BELOW_PT)}px">{escape(s.text)}</h3>')

    def bullets(self, b: Bullets) -> str:
        tag = "ol" if b.numbered else "ul"
        items = "".join(f'<li style="margin-bottom:{self.px(2)}px">{self.rich(i)}</li>' for i in b.items)
        return (f'<{tag} style="font-size:{BODY_PT}pt; margin-top:0px; margin-bottom:{self.px(PARA_BELOW_PT)}px; '
                f'-qt-list-indent:1">{items}</{tag}>')

    def table(self, t: Table) -> str:
        out = [f'<table width="100%" cellspacing="0" cellpadding="{self.px(CELL_PADDING_PT)}" '
               f'border="{self.px(BORDER_PT)}" style="border-color:{RULE}; border-style:solid; '
               f'border-collapse:collapse; font-size:{TABLE_PT}pt; margin-top:{self.px(TABLE_ABOVE_PT)}px">']
        widths = list(t.widths)
        columns = len(t.rows[0]) if t.rows else len(t.header)
        spanning = len(t.header) == 1 and columns > 1
        if spanning:  # a title row over a key-value table
            out.append(f'<thead><tr><th colspan="{columns}" bgcolor="{HEADER_FILL}" align="left">'
                       f'<span style="font-size:{H3_PT}pt; color:{ACCENT}">{escape(t.header[0])}</span></th></tr>'
                       f"</thead>")
        elif t.header:  # <thead> rows repeat at the top of every page the table runs onto
            cells = "".join(f'<th{self._width(widths, i)} bgcolor="{HEADER_FILL}" align="{self._align(t, i)}">'
                            f"{escape(h)}</th>" for i, h in enumerate(t.header))
            out.append(f"<thead><tr>{cells}</tr></thead>")
        shade = False
        for r, row in enumerate(t.rows):
            if r in t.group_rows and r:
                shade = not shade  # alternate fills per group: areas read as blocks
            out.append("<tr>" + "".join(self._cell(t, r, i, cell, widths, shade, spanning)
                                        for i, cell in enumerate(row)) + "</tr>")
        out.append("</table>")
        return "".join(out)

    def _cell(self, t: Table, r: int, i: int, cell: Rich, widths: list[int], shade: bool, key_value: bool) -> str:
        text = self.rich(cell)
        if r in t.strong_rows:
            text = f"<b>{text}</b>"
        fill = ""
        if key_value and i == 0:  # the key column is shaded
            fill = f' bgcolor="{LABEL_FILL}"'
        elif shade:
            fill = f' bgcolor="{GROUP_FILL}"'
        width = self._width(widths, i) if r == 0 and (key_value or not t.header) else ""
        return f'<td{width}{fill} valign="top" align="{self._align(t, i)}">{text}</td>'

    @staticmethod
    def _width(widths: list[int], i: int) -> str:
        return f' width="{widths[i]}%"' if i < len(widths) else ""

    @staticmethod
    def _align(t: Table, i: int) -> str:
        return "right" if i in t.numeric else "left"

    def chart(self, c: BudgetChart) -> str:
        mark = CHART_MARK.format(n=len(self.charts))
        self.charts.append(c)
        return (f'<p align="center" style="margin-top:{self.px(2)}px; margin-bottom:{self.px(2)}px">{mark}</p>'
                f'<p style="font-size:{NOTE_PT}pt; color:{MUTED}; margin-top:0px; '
                f'margin-bottom:{self.px(PARA_BELOW_PT)}px">{escape(c.caption)}</p>')

    def block(self, b: Block) -> str:
        if isinstance(b, Paragraph):
            return self.paragraph(b)
        if isinstance(b, Subheading):
            return self.subheading(b)
        if isinstance(b, Bullets):
            return self.bullets(b)
        if isinstance(b, Table):
            return self.table(b)
        return self.chart(b)

    # -- the document ----------------------------------------------------------------------------
    def section(self, n: int, s: Section) -> str:
        head = (f'<h2 style="font-size:{H2_PT}pt; color:{ACCENT}; margin-top:{self.px(H2_ABOVE_PT)}px; '
                f'margin-bottom:{self.px(H2_BELOW_PT)}px">{n}. {escape(s.title)}</h2>')
        return head + "".join(self.block(b) for b in s.blocks)

    def header(self, doc: QuoteDocument) -> str:
        meta = doc.meta
        rows = "".join(
            "<tr>" + "".join(
                f'<td width="{meta.widths[i]}%" style="color:{MUTED if i % 2 == 0 else TEXT}">{self.rich(c)}</td>'
                for i, c in enumerate(row)) + "</tr>" for row in meta.rows)
        return (f'<h1 style="font-size:{TITLE_PT}pt; color:{ACCENT}; margin-top:0px; margin-bottom:{self.px(2)}px">'
                f"{escape(doc.title)}</h1>"
                f'<p style="font-size:{PROJECT_PT}pt; margin-top:0px; margin-bottom:{self.px(6)}px"><b>'
                f"{escape(doc.project)}</b></p>"
                f'<table width="100%" cellspacing="0" cellpadding="{self.px(1.5)}" border="0" '
                f'style="font-size:{TABLE_PT}pt">{rows}</table>')

    def document(self, doc: QuoteDocument) -> str:
        body = self.header(doc) + "".join(self.section(n, s) for n, s in enumerate(doc.sections, 1))
        return f'<html><body style="color:{TEXT}; font-size:{BODY_PT}pt">{body}</body></html>'
