"""Page-break rules Qt's text layout lacks: keep headings with what follows, keep short tables whole,
never cut a line in two.

QTextDocument paginates by itself but knows no keep-with-next; these passes look at the laid-out
document, give the blocks or tables that land badly a page break before them, and lay out again.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtGui import QTextBlock, QTextBlockFormat, QTextCursor, QTextDocument, QTextFormat, QTextTable

ALWAYS_BEFORE = QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
POINTS_PER_INCH = 72.0
# A heading with less than this much room left below it on its page starts the next page instead.
KEEP_WITH_NEXT_PT = 90.0
# A table shorter than this share of a page is not split: it moves whole to the next page.
KEEP_TABLE_MAX_PAGE_SHARE = 0.45
# A paragraph split by a page break keeps at least this many lines on each page.
MIN_LINES_TOGETHER = 2
# A line may end right after these without cutting a word (a hyphen, a dash, a slash).
BREAK_AFTER = frozenset("-‐–—/")
# Each pass fixes what it can measure; a document settles in two or three.
MAX_PASSES = 5
# Qt positions lines in 1/64 px steps: a line moved to a new page may start a hair above the
# exact page boundary, so a pixel either way is allowed.
LAYOUT_TOLERANCE_PX = 1.0


class Paginator:
    """Fixes the page breaks of `doc`, laid out on pages `page_h` device pixels tall at `dpi`."""

    def __init__(self, doc: QTextDocument, page_h: float, dpi: float):
        self.doc = doc
        self.page_h = page_h
        self.keep_px = KEEP_WITH_NEXT_PT * dpi / POINTS_PER_INCH

    def run(self) -> None:
        for _ in range(MAX_PASSES):
            blocks, tables = self.bad_breaks()
            if not blocks and not tables:
                blocks = [b for b, _ in self.cut_lines() if self._movable(b)]
            if not blocks and not tables:
                blocks = [b for b in self.lonely_lines() if self._movable(b)]
            if not blocks and not tables:
                return
            block_fmt = QTextBlockFormat()
            block_fmt.setPageBreakPolicy(ALWAYS_BEFORE)
            for block in blocks:
                QTextCursor(block).mergeBlockFormat(block_fmt)
            for table in tables:
                table_fmt = table.format()
                table_fmt.setPageBreakPolicy(ALWAYS_BEFORE)
                table.setFormat(table_fmt)
            # After a format change Qt relayouts incrementally: it stops early (the rest waits for a
            # timer that needs an event loop) and skips page breaks. Setting the page size again
            # asks for a full layout, as the first one was.
            self.doc.setPageSize(self.doc.pageSize())

    def bad_breaks(self) -> tuple[list[QTextBlock], list[QTextTable]]:
        """In document order: headings too close to a page bottom, and the first short table a page
        break cuts. Headings found after a first move are placed by estimating the shift it causes;
        a moved table ends the pass (what follows it is measured again after the relayout)."""
        layout = self.doc.documentLayout()
        items: list[tuple[int, QTextBlock | QTextTable]] = []
        block = self.doc.begin()
        while block.isValid():
            fmt = block.blockFormat()
            if fmt.headingLevel() in (2, 3) and fmt.pageBreakPolicy() != ALWAYS_BEFORE:
                items.append((block.position(), block))
            block = block.next()
        for frame in self.doc.rootFrame().childFrames():
            if isinstance(frame, QTextTable) and frame.format().pageBreakPolicy() != ALWAYS_BEFORE:
                items.append((frame.firstPosition(), frame))
        shift = 0.0
        headings: list[QTextBlock] = []
        lead: tuple[QTextBlock, float] | None = None  # the heading (and page) right before a table
        for _, item in sorted(items, key=lambda pair: pair[0]):
            if isinstance(item, QTextTable):
                rect = layout.frameBoundingRect(item).translated(0, shift)
                first = (rect.top() + LAYOUT_TOLERANCE_PX) // self.page_h
                last = (rect.bottom() - LAYOUT_TOLERANCE_PX) // self.page_h
                if first != last and rect.height() < KEEP_TABLE_MAX_PAGE_SHARE * self.page_h:
                    if lead is not None and lead[1] == first:  # the heading goes along with its table
                        return [*headings, lead[0]], []
                    return headings, [item]
                lead = None
                continue
            rect = layout.blockBoundingRect(item).translated(0, shift)
            on_page = rect.top() % self.page_h
            lead = (item, rect.top() // self.page_h) if on_page > self.keep_px else None
            if self.page_h - on_page - rect.height() < self.keep_px and on_page > self.keep_px:
                headings.append(item)
                shift += self.page_h - on_page
                lead = None
        return headings, []

    def _movable(self, block: QTextBlock) -> bool:
        """Only paragraphs of the page flow can take a page break (not table cells)."""
        return QTextCursor(block).currentFrame() == self.doc.rootFrame() and \
            block.blockFormat().pageBreakPolicy() != ALWAYS_BEFORE

    def cut_lines(self) -> Iterator[tuple[QTextBlock, str]]:
        """Every line that crosses a page boundary, with its text (none, when all is well)."""
        layout = self.doc.documentLayout()
        block = self.doc.begin()
        while block.isValid():
            top = layout.blockBoundingRect(block).top()
            lines = block.layout()
            for i in range(lines.lineCount()):
                line = lines.lineAt(i)
                first_page = (top + line.y() + LAYOUT_TOLERANCE_PX) // self.page_h
                last_page = (top + line.y() + line.height() - LAYOUT_TOLERANCE_PX) // self.page_h
                if first_page != last_page:
                    yield block, block.text()[line.textStart():line.textStart() + line.textLength()]
            block = block.next()

    def broken_words(self) -> Iterator[str]:
        """Every place a line break falls inside a word or between a number and its unit ("170.70 G|B",
        "21,05|GB" with a no-break space): Qt breaks anywhere when a word is wider than its column."""
        layout = self.doc.documentLayout()
        block = self.doc.begin()
        while block.isValid():
            layout.blockBoundingRect(block)  # lays the block out if it is not yet
            text = block.text()
            lines = block.layout()
            for i in range(1, lines.lineCount()):
                at = lines.lineAt(i).textStart()
                before, after = text[at - 1:at], text[at:at + 1]
                if before and after and not before.isspace() and before not in BREAK_AFTER and not after.isspace():
                    yield f"{text[max(0, at - 12):at]}|{text[at:at + 12]}"
            block = block.next()

    def lonely_lines(self) -> Iterator[QTextBlock]:
        """Paragraphs a page break splits leaving fewer than MIN_LINES_TOGETHER lines on one side: a
        lone first line at a page's foot (an orphan) or a lone last line, half a sentence, at the top
        of the next (a widow). Moving the paragraph to the next page keeps it whole."""
        layout = self.doc.documentLayout()
        block = self.doc.begin()
        while block.isValid():
            top = layout.blockBoundingRect(block).top()  # lays the block out if it is not yet
            lines = block.layout()
            count = lines.lineCount()
            if count > 1 and QTextCursor(block).currentFrame() == self.doc.rootFrame():
                pages = [(top + lines.lineAt(i).y() + LAYOUT_TOLERANCE_PX) // self.page_h for i in range(count)]
                first = pages.count(pages[0])
                if pages[0] != pages[-1] and min(first, count - first) < MIN_LINES_TOGETHER:
                    yield block
            block = block.next()
