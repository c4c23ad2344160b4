"""Finds text a window shows only in part: labels cut at their edge, elided combo and tab texts,
buttons narrower than their words, table headers and cells cut short, chart labels off the canvas,
a form wider than its scrolling pane (a sideways scroll bar), and widgets of one layout drawn over
each other (names under a chart running into its axis and tick marks).

Used by the render test (every view at 1× and 1.5× scale, in every language) and by
`headroom gui --screenshot DIR --check-text`. Text inside a scroll area counts as shown when it
fits its own widget: the user scrolls to it. Each finding names the widget and its text.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetrics, Qt, QTextDocument  # QtGui's Qt has mightBeRichText
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListView,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QTableView,
    QToolButton,
    QWidget,
)

# Layout rounding: a pixel either way is not a cut.
TOLERANCE_PX = 2
# Cells of a table are checked in the rows a user sees without scrolling (a long list scrolls).
MAX_ROWS_CHECKED = 40


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _name(widget: QWidget) -> str:
    return widget.accessibleName() or widget.objectName() or type(widget).__name__


def _short(text: str, limit: int = 70) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _in_scroll_area(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea) and parent.viewport().isAncestorOf(widget):
            return True
        parent = parent.parentWidget()
    return False


def _clipped_by_parents(widget: QWidget) -> bool:
    """Part of the widget lies outside a parent's area (and no scroll bar reaches it)."""
    if _in_scroll_area(widget):
        return False
    rect = widget.rect()
    visible = widget.visibleRegion().boundingRect()
    return visible.height() + TOLERANCE_PX < rect.height() or visible.width() + TOLERANCE_PX < rect.width()


def _label_width_needed(label: QLabel) -> int:
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (label.textFormat() == Qt.TextFormat.AutoText
                                                         and Qt.mightBeRichText(text)):
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setDocumentMargin(0)
        doc.setHtml(text)
        return int(doc.idealWidth() + 0.999)
    metrics = label.fontMetrics()
    return max((metrics.horizontalAdvance(_plain(line)) for line in text.splitlines()), default=0)


def _label_problem(label: QLabel) -> str | None:
    if not label.text().strip() or (label.pixmap() is not None and not label.pixmap().isNull()):
        return None
    box = label.contentsRect()
    inner_w = box.width() - 2 * label.margin() - label.indent() * (label.indent() > 0)
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height() + TOLERANCE_PX:
            return f"needs {needed} px of height, has {label.height()}"
        # A single word longer than the line also cuts: wrapped text never breaks inside a word.
        if _label_width_needed_longest_word(label) > inner_w + TOLERANCE_PX:
            return "a word is wider than the label"
        return None
    needed_w = _label_width_needed(label)
    if needed_w > inner_w + TOLERANCE_PX:
        return f"needs {needed_w} px of width, has {inner_w}"
    lines = max(1, len(label.text().splitlines()))
    if label.textFormat() == Qt.TextFormat.PlainText or not Qt.mightBeRichText(label.text()):
        needed_h = label.fontMetrics().lineSpacing() * lines
        if needed_h > box.height() + TOLERANCE_PX + label.fontMetrics().leading():
            return f"needs {needed_h} px of height, has {box.height()}"
    return None


def _label_width_needed_longest_word(label: QLabel) -> int:
    text = label.text()
    if Qt.mightBeRichText(text) and label.textFormat() != Qt.TextFormat.PlainText:
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setHtml(text)
        text = doc.toPlainText()
    metrics = label.fontMetrics()
    words = text.replace("\u00a0", "\u2060").split()  # no-break spaces join words
    return max((metrics.horizontalAdvance(_plain(w).replace("\u2060", " ")) for w in words), default=0)


def _button_problem(button: QAbstractButton) -> str | None:
    if not button.text():
        return None
    if isinstance(button, (QPushButton, QCheckBox, QRadioButton, QToolButton)):
        hint = button.sizeHint().width()
        if hint > button.width() + TOLERANCE_PX:
            return f"needs {hint} px of width, has {button.width()}"
    return None


def _combo_problem(combo: QComboBox) -> str | None:
    # A combo that shortens its face on purpose shows the whole text beside it (checked as a label).
    text = getattr(combo, "shown_text", combo.currentText)()
    if not text or combo.isEditable():
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, option,
                                         QStyle.SubControl.SC_ComboBoxEditField, combo)
    needed = combo.fontMetrics().horizontalAdvance(text)
    if needed > field.width() + TOLERANCE_PX:
        return f"current item needs {needed} px, has {field.width()}"
    return None


def _line_edit_problem(line: QLineEdit) -> str | None:
    placeholder = line.placeholderText()
    if not placeholder or line.text():
        return None
    margins = line.textMargins()
    # QLineEdit's own frame and padding: the style's frame width on each side plus Qt's 2 px text margin.
    frame = line.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, line) * 2 + 4
    room = line.width() - frame - margins.left() - margins.right()
    if line.isClearButtonEnabled():
        room -= line.height() // 2
    needed = line.fontMetrics().horizontalAdvance(placeholder)
    if needed > room + TOLERANCE_PX:
        return f"placeholder needs {needed} px, has {room}"
    return None


def _tab_problems(bar: QTabBar) -> Iterator[str]:
    for i in range(bar.count()):
        if not bar.isTabVisible(i):
            continue
        want = bar.tabSizeHint(i).width() if bar.elideMode() == Qt.TextElideMode.ElideNone else \
            _tab_width_without_elide(bar, i)
        rect: QRect = bar.tabRect(i)
        if rect.width() + TOLERANCE_PX < want or not bar.rect().contains(rect.adjusted(1, 1, -1, -1)):
            yield f"tab {_plain(bar.tabText(i))!r} is cut"


def _tab_width_without_elide(bar: QTabBar, i: int) -> int:
    text_w = bar.fontMetrics().horizontalAdvance(_plain(bar.tabText(i)))
    return min(bar.tabSizeHint(i).width(), text_w + bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabHSpace,
                                                                             None, bar))


def _header_problems(header: QHeaderView) -> Iterator[str]:
    model = header.model()
    if model is None or not header.isVisible():
        return
    metrics = QFontMetrics(header.font())
    bold = header.font()
    bold.setBold(True)
    bold_metrics = QFontMetrics(bold)
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = str(model.headerData(section, header.orientation()) or "")
        if not text:
            continue
        size = header.sectionSize(section)
        needed = max(max(metrics.horizontalAdvance(line), bold_metrics.horizontalAdvance(line))
                     for line in text.splitlines()) if header.orientation() == Qt.Orientation.Horizontal else 0
        margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header) * 2
        if model.headerData(section, header.orientation(), Qt.ItemDataRole.DecorationRole) is not None:
            margin += header.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize, None, header) + margin // 2
        if needed and needed + margin > size + TOLERANCE_PX:
            yield f"column title {_short(text)!r} needs {needed + margin} px, has {size}"


def _cell_problems(view: QAbstractItemView) -> Iterator[str]:
    """Cells cut short in the rows shown. A view that wraps its text lays rows out to fit (a list) or
    is held to each row's wrapped height (a table)."""
    model = view.model()
    if model is None:
        return
    wraps = bool(getattr(view, "wordWrap", lambda: False)())
    if wraps and isinstance(view, QListView):
        return
    root = view.rootIndex()
    try:
        columns = model.columnCount(root)
    except TypeError:
        columns = 1
    viewport = view.viewport().rect()
    for row in range(min(model.rowCount(root), MAX_ROWS_CHECKED)):
        if wraps and isinstance(view, QTableView) and not view.isRowHidden(row):
            needed_h, has_h = view.sizeHintForRow(row), view.rowHeight(row)
            if needed_h > has_h + TOLERANCE_PX:
                yield f"row {row + 1} needs {needed_h} px of height, has {has_h}"
            continue
        for col in range(columns):
            index = model.index(row, col, root)
            text = model.data(index, Qt.ItemDataRole.DisplayRole)
            if not isinstance(text, str) or not text:
                continue
            rect = view.visualRect(index)
            if not rect.isValid() or not viewport.intersects(rect):
                continue
            needed = view.sizeHintForIndex(index).width()
            cell_w = min(rect.width(), viewport.width() - rect.left()) if isinstance(view, QListView) else rect.width()
            if needed > cell_w + TOLERANCE_PX:
                yield f"cell {_short(text)!r} needs {needed} px, has {cell_w}"


def _canvas_problems(widget: QWidget) -> Iterator[str]:
    """matplotlib text (axis labels, ticks, annotations) outside the figure's area."""
    figure = getattr(widget, "figure", None)
    if figure is None or not hasattr(widget, "get_renderer") or getattr(figure, "canvas", None) is not widget:
        return  # only the canvas itself (a widget holding one has a `figure` too)
    renderer = widget.get_renderer()
    bounds = figure.bbox
    for ax in figure.axes:
        texts = [*ax.texts, ax.xaxis.label, ax.yaxis.label, *_drawn_ticks(ax.xaxis), *_drawn_ticks(ax.yaxis)]
        legend = ax.get_legend()
        if legend is not None:
            texts.extend(legend.get_texts())
        for text in texts:
            if not text.get_visible() or not text.get_text().strip():
                continue
            box = text.get_window_extent(renderer)
            if (box.x0 < bounds.x0 - TOLERANCE_PX or box.x1 > bounds.x1 + TOLERANCE_PX
                    or box.y0 < bounds.y0 - TOLERANCE_PX or box.y1 > bounds.y1 + TOLERANCE_PX):
                yield f"chart text {_short(text.get_text())!r} runs off the chart"
        labels = [t for t in _drawn_ticks(ax.xaxis) if t.get_visible() and t.get_text().strip()]
        boxes = [t.get_window_extent(renderer) for t in labels]
        for (a, box_a), (b, box_b) in zip(zip(labels, boxes, strict=True), list(zip(labels, boxes, strict=True))[1:],
                                          strict=False):
            if box_a.overlaps(box_b):
                yield f"chart labels {_short(a.get_text(), 30)!r} and {_short(b.get_text(), 30)!r} overlap"


def _drawn_ticks(axis: Any) -> list[Any]:
    """Tick labels matplotlib draws: those whose tick lies within the axis's view (it keeps others)."""
    low, high = sorted(axis.get_view_interval())
    span = (high - low) * 1e-9
    return [tick.label1 for tick in axis.get_major_ticks()
            if low - span <= tick.get_loc() <= high + span and tick.label1.get_visible()]




def _scroll_overflow(area: QScrollArea) -> str | None:
    """A form (a scroll area's page) wider than its pane: a sideways scroll bar shows and the form's
    right part, texts included, is out of sight until the user scrolls sideways."""
    bar = area.horizontalScrollBar()
    if bar.isVisible() and bar.maximum() > TOLERANCE_PX:
        return f"the form is {bar.maximum()} px wider than its pane (a sideways scroll bar shows)"
    return None


def _overlapping_children(widget: QWidget) -> Iterator[str]:
    """Widgets of one box layout drawn over each other: the layout got less height (or width) than its
    parts need, so one covers another (names under a chart running into its axis and tick marks)."""
    layout = widget.layout()
    if not isinstance(layout, QBoxLayout):
        return
    items = [layout.itemAt(i) for i in range(layout.count())]
    parts: list[QWidget] = [w for w in (item.widget() for item in items if item is not None) if w is not None]
    shown = [w for w in parts if _shown(w)]
    for a, b in itertools.pairwise(shown):
        overlap = a.geometry().intersected(b.geometry())
        if overlap.height() > TOLERANCE_PX and overlap.width() > TOLERANCE_PX:
            yield (f"{_name(a)} and {_name(b)} overlap by {min(overlap.height(), overlap.width())} px "
                   f"(the layout has less room than they need)")


def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def cut_texts(root: QWidget) -> list[str]:  # noqa: C901 - one check per kind of widget that can cut text
    """Every text under `root` (shown widgets only) that the user cannot read whole."""
    problems: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget):
            continue
        found: list[str] = []
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
            if problem is None and widget.text().strip() and _clipped_by_parents(widget):
                problem = "partly hidden by its container"
            if problem:
                found.append(f"{problem}: {_short(widget.text())!r}")
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
            if problem is None and widget.text() and _clipped_by_parents(widget):
                problem = "partly hidden by its container"
            if problem:
                found.append(f"{problem}: {_short(_plain(widget.text()))!r}")
        elif isinstance(widget, QComboBox):
            problem = _combo_problem(widget)
            if problem:
                found.append(f"{problem}: {_short(widget.currentText())!r}")
        elif isinstance(widget, QLineEdit):
            problem = _line_edit_problem(widget)
            if problem:
                found.append(f"{problem}: {_short(widget.placeholderText())!r}")
        elif isinstance(widget, QTabBar):
            found.extend(_tab_problems(widget))
        elif isinstance(widget, QGroupBox) and widget.title():
            needed = widget.fontMetrics().horizontalAdvance(_plain(widget.title()))
            if needed > widget.width():
                found.append(f"group title needs {needed} px, has {widget.width()}: {_short(widget.title())!r}")
        elif isinstance(widget, QHeaderView):
            found.extend(_header_problems(widget))
        if isinstance(widget, QAbstractItemView) and not isinstance(widget, QHeaderView):
            found.extend(_cell_problems(widget))
        found.extend(_canvas_problems(widget))
        found.extend(_overlapping_children(widget))
        if isinstance(widget, QScrollArea):
            overflow = _scroll_overflow(widget)
            if overflow:
                found.append(overflow)
        own_check = getattr(widget, "cut_texts", None)  # a widget that paints text itself checks it itself
        if callable(own_check):
            found.extend(own_check())
        problems.extend(f"{_name(widget)}: {text}" for text in found)
    return problems
