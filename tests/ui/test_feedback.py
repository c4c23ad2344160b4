"""The window answers what the user does: "Compare selected" says what it did and shows the comparison,
a saved file is named in the status bar, a problem that comes and goes moves nothing under the pointer,
and the unit beside a number agrees with it."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QApplication

from app.ui.library.table_model import ID_ROLE


def select_rows(view, ids):
    selection = view.table.selectionModel()
    selection.clearSelection()
    for row in range(view.proxy.rowCount()):
        index = view.proxy.index(row, 0)
        if index.data(ID_ROLE) in ids:
            selection.select(index, QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)


def test_compare_selected_switches_to_the_comparison_and_says_so(qtbot, main_window, ui_session):
    library = main_window.show_view("servers")
    view = main_window.view_widget("servers")
    assert library is main_window.views["servers"]
    ids = ["srv-1x-l40s", "srv-2x-l40s"]
    select_rows(view, ids)
    qtbot.mouseClick(view.compare_button, Qt.MouseButton.LeftButton)
    assert ui_session.compare_ids == ids
    assert main_window.tabs.currentWidget() is main_window.views["compare"]
    assert main_window.statusBar().currentMessage() == "Comparing 2 profiles."


def test_compare_selected_without_a_selection_explains(qtbot, main_window, ui_session):
    main_window.show_view("servers")
    view = main_window.view_widget("servers")
    view.table.selectionModel().clearSelection()
    view.compare_selected()
    assert main_window.tabs.currentWidget() is main_window.views["servers"]
    assert view.banner_row.isVisibleTo(view) and "Select the profiles" in view.banner.text()


def test_saving_names_the_file_in_the_status_bar(qtbot, main_window, ui_session, tmp_path):
    target = tmp_path / "chat.headroom.json"
    assert main_window.files.write(target)
    assert main_window.statusBar().currentMessage() == f"Saved {target}"


def test_the_quote_export_names_the_pdf(qtbot, main_window, ui_session, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from app.ui.quote_dialog import QuoteDialog

    out = tmp_path / "quote.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(out), ""))
    dialog = QuoteDialog(ui_session, main_window)
    qtbot.add_widget(dialog)
    dialog.save()
    assert out.is_file()
    message = main_window.statusBar().currentMessage()
    assert message.startswith("Saved the quote request, ") and message.endswith(str(out))
    assert " pages, " in message or " page, " in message


def test_a_problem_that_comes_and_goes_moves_nothing_below(qtbot, main_window, ui_session):
    main_window.wizard.go(3)
    page = main_window.wizard.current_page()
    fields = {f.path: f for f in page.fields}
    typed, below = fields["load.output_tokens"], fields["load.long_input_tokens"]
    QApplication.processEvents()
    before = below.mapTo(page.body, below.rect().topLeft())
    typed.line.setFocus()
    typed.line.selectAll()
    qtbot.keyClicks(typed.line, "lots")
    QApplication.processEvents()
    assert typed.problems() == ["must be a whole number"] and typed._problem.isVisible()
    assert below.mapTo(page.body, below.rect().topLeft()) == before
    typed.line.selectAll()
    qtbot.keyClicks(typed.line, "512")
    QApplication.processEvents()
    assert not typed._problem.isVisible()
    assert below.mapTo(page.body, below.rect().topLeft()) == before


def test_the_unit_beside_a_number_agrees_with_it(qtbot, main_window, ui_session):
    main_window.wizard.go(3)
    field = next(f for f in main_window.wizard.current_page().fields if f.path == "load.output_tokens")
    ui_session.set_field("load.output_tokens", 1)
    assert field.unit.text() == "token"
    ui_session.set_field("load.output_tokens", 512)
    assert field.unit.text() == "tokens"
