"""The model step reads local files: config.json through the file dialog, a GGUF by drag and drop.

TINY has 86,848 parameters (worked out in ui_builders.py). The GGUF stores them all in 16-bit:
86,848 × 2 bytes = 173,696 bytes of weights, which the budget shows per GPU as is.
"""

from __future__ import annotations

import warnings

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QFileDialog
from ui_builders import TINY_PARAMS, write_config, write_gguf

TINY_FP16_WEIGHT_BYTES = 173_696  # 86,848 parameters × 2 bytes


def click_radio(qtbot, button) -> None:
    """Click the round indicator: a radio button reacts to its indicator and text, not its whole width."""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton, pos=QPoint(8, button.height() // 2))


def open_model_step(qtbot, window):
    window.wizard.go(1)
    page = window.wizard.current_page()
    files_button = page.source_buttons.button(1)
    click_radio(qtbot, files_button)
    assert page.files_box.isVisible() and not page.catalog_box.isVisible()
    return page


def test_config_json_through_the_file_dialog(qtbot, main_window, ui_session, tmp_path, monkeypatch):
    config = write_config(tmp_path / "tiny-llama")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(config), ""))
    page = open_model_step(qtbot, main_window)
    ui_session.update_fields({"model.revision": "v1", "model.usage_rights": "Apache-2.0"})
    qtbot.mouseClick(page.files.choose_file, Qt.MouseButton.LeftButton)

    assert ui_session.value("model") == {"path": str(config), "revision": "v1", "usage_rights": "Apache-2.0"}
    figures = page.files.figures()
    assert figures["Parameters"] == ("86,848", "calculated from the other figures")
    assert figures["Layers"] == ("2", "config.json")
    assert figures["Key/value heads"] == ("2", "config.json")
    assert figures["Head size"] == ("16", "calculated from the other figures")  # 64 / 4 heads
    assert ui_session.outcome.resolved.model.arch.params_b * 1e9 == TINY_PARAMS
    assert page.files.status.text() == f"Found tiny-llama in {config}"
    assert main_window.result.chart.bar_heights()["weights"] > 0


def test_gguf_dropped_on_the_model_step(qtbot, main_window, ui_session, tmp_path):
    gguf_path = write_gguf(tmp_path / "tiny.gguf")
    page = open_model_step(qtbot, main_window)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(gguf_path))])
    # As Qt delivers a drag: the enter goes to the widget under the mouse (the drop zone) and up to the
    # first parent that accepts drops; the drop then goes to that same target.
    with warnings.catch_warnings():  # PySide6 6.12 marks its only QDragEnterEvent constructor deprecated
        warnings.simplefilter("ignore", DeprecationWarning)
        enter = QDragEnterEvent(QPoint(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                                Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(page.files.drop_zone, enter)
    assert enter.isAccepted()
    drop = QDropEvent(QPointF(10, 10), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(page.files.drop_zone, drop)

    assert drop.isAccepted()
    assert ui_session.value("model") == {"path": str(gguf_path)}
    figures = page.files.figures()
    assert figures["Parameters"] == ("86,848", "read from the GGUF file")
    assert figures["Stored precision"][0] == "FP16 (float16)"
    assert figures["Longest context (tokens)"] == ("4,096", "read from the GGUF file")
    assert ui_session.outcome.budget.component("weights").bytes == TINY_FP16_WEIGHT_BYTES


def test_a_file_that_is_not_a_model_is_reported_and_changes_nothing(qtbot, main_window, ui_session, tmp_path,
                                                                   monkeypatch):
    junk = tmp_path / "notes.json"
    junk.write_text("[1, 2, 3]", encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(junk), ""))
    before = dict(ui_session.value("model"))
    page = open_model_step(qtbot, main_window)
    qtbot.mouseClick(page.files.choose_file, Qt.MouseButton.LeftButton)
    assert ui_session.value("model") == before
    assert page.files.status.text().startswith("Could not use")
    assert not page.files.table.isVisible()


def test_typed_in_model_starts_from_the_current_figures(qtbot, main_window, ui_session):
    page = main_window.wizard.pages[1]
    main_window.wizard.go(1)
    click_radio(qtbot, page.source_buttons.button(2))
    model = ui_session.value("model")
    assert "id" not in model and model["layers"] == 32 and model["kv_heads"] == 8  # Llama 3.1 8B's figures
    params = next(f for f in page.fields if f.path == "model.params_b")
    params.line.selectAll()
    qtbot.keyClicks(params.line, "70")
    assert ui_session.value("model.params_b") == 70
    assert ui_session.outcome.budget is not None


def test_found_figures_follow_the_unit_switch(qtbot, main_window, ui_session, tmp_path):
    gguf_path = write_gguf(tmp_path / "tiny.gguf")
    page = open_model_step(qtbot, main_window)
    assert page.import_path(str(gguf_path))
    assert page.files.figures()["Size of the weights"][0].endswith(" GB")
    ui_session.set_unit("GiB")
    assert page.files.figures()["Size of the weights"][0].endswith(" GiB")
