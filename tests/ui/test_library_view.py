"""The profile library as a user drives it: create, edit, duplicate, export, re-import, delete, undo.

File and message dialogs are Qt's static helpers, patched here (Vorta's profile tests do the same).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QMessageBox, QWidget

from app.core.offers.server import ServerProfile
from app.store.profiles_io import read_profiles_file
from app.ui.library.form import ProfileForm
from app.ui.library.view import ProfileLibraryView

# What the form below types, as the library must store it: 512 GB = 512·10^9 bytes; one row of
# two 3.84 TB drives (the new row's default capacity, 3.84·10^12 bytes) at 7 / 4 GB/s.
TYPED = ServerProfile.model_validate({
    "name": "Acme 2x L40S", "provider": "Acme GmbH", "gpu": {"id": "l40s"}, "gpu_count": 2,
    "interconnect": "pcie", "cpu": {"model": "EPYC 9354", "cores": 32}, "ram_bytes": 512 * 10**9,
    "nvme": [{"capacity_bytes": 3_840_000_000_000, "read_gbps": 7.0, "write_gbps": 4.0, "count": 2}],
    "network": {"gbps": 25, "kind": "ethernet", "count": 1}, "power_w": 2000,
    "price": {"monthly": 1800, "currency": "EUR"}, "notes": "Quoted in March",
})
MYSTERY = {"name": "Mystery box", "provider": "Acme", "gpu": {"id": "zz-9000"}, "gpu_count": 4}


@pytest.fixture
def view(qtbot, ui_session) -> ProfileLibraryView:
    widget = ProfileLibraryView(ui_session)
    qtbot.add_widget(widget)
    widget.resize(1280, 720)
    widget.show()
    return widget


def _type(qtbot, widget: QWidget, text: str) -> None:
    """Replace a field's text as a user would: select all, type."""
    widget.setFocus()
    widget.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(widget, text)


def _save(qtbot, form: ProfileForm) -> None:
    button = form.buttons.button(QDialogButtonBox.StandardButton.Save)
    assert button.isEnabled(), form.problems
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _fill_new(qtbot, form: ProfileForm) -> None:
    _type(qtbot, form.name, "Acme 2x L40S")
    _type(qtbot, form.provider, "Acme GmbH")
    form.gpu.combo.setCurrentIndex(form.gpu.combo.findData("l40s"))
    _type(qtbot, form.gpu_count, "2")
    _type(qtbot, form.cpu_model, "EPYC 9354")
    _type(qtbot, form.cores, "32")
    _type(qtbot, form.ram, "512 GB")
    qtbot.mouseClick(form.nvme.add_button, Qt.MouseButton.LeftButton)
    count = form.nvme.findChildren(type(form.cores))[0]
    _type(qtbot, count, "2")
    _type(qtbot, form.net_speed, "25")
    _type(qtbot, form.power, "2000")
    _type(qtbot, form.price, "1800")
    form.currency.setCurrentText("EUR")
    form.notes.setFocus()
    qtbot.keyClicks(form.notes, "Quoted in March")


def _create(qtbot, view: ProfileLibraryView) -> str:
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    form = view.form
    assert form is not None and form.isVisible()
    _fill_new(qtbot, form)
    with qtbot.wait_signal(view.session.profiles_changed):
        _save(qtbot, form)
    (entry,) = view.selected_entries()
    return entry.id


def _stored(view: ProfileLibraryView, profile_id: str) -> ServerProfile:
    return view.session.store.get(profile_id).profile.model_copy(update={"id": None})


def test_create_a_profile_through_the_form(qtbot, view) -> None:
    new_id = _create(qtbot, view)
    assert _stored(view, new_id) == TYPED
    assert not view.form.isVisible()
    assert "Saved" in view.banner.text()
    row = view.model.row_of(new_id)
    assert view.model.index(row, 0).data() == "Acme 2x L40S"


def test_form_shows_problems_next_to_fields_and_keeps_the_text(qtbot, view) -> None:
    form = view.new_profile()
    save = form.buttons.button(QDialogButtonBox.StandardButton.Save)
    assert not save.isEnabled()
    assert form.boxes["name"].error.text() == "must not be empty"
    assert "choose the GPU" in form.boxes["gpu"].error.text()
    _fill_new(qtbot, form)
    assert save.isEnabled()
    _type(qtbot, form.ram, "lots")
    assert form.ram.text() == "lots"  # what was typed stays
    assert "512 GB" in form.boxes["ram_bytes"].error.text()  # the hint gives an example size
    _type(qtbot, form.price, "cheap")
    assert form.boxes["price"].error.text() == "must be a number"
    form.currency.setCurrentText("EURO")
    assert "is too long" in form.boxes["price"].error.text()
    assert not save.isEnabled()
    _type(qtbot, form.ram, "480 GiB")
    _type(qtbot, form.price, "1800")
    form.currency.setCurrentText("EUR")
    assert form.problems == {}
    with qtbot.wait_signal(view.session.profiles_changed):
        _save(qtbot, form)
    (entry,) = view.selected_entries()
    assert entry.profile.ram_bytes == 480 * 2**30


def test_other_gpu_with_explicit_figures(qtbot, view) -> None:
    form = view.new_profile()
    _fill_new(qtbot, form)
    form.gpu.combo.setCurrentIndex(form.gpu.combo.findData("__other__"))
    assert form.gpu.other.isVisible()
    assert form.gpu.boxes["gpu.memory_bytes"].error.text() == "give the memory of one GPU"
    _type(qtbot, form.gpu.name, "A100 40GB")
    _type(qtbot, form.gpu.memory, "40 GB")
    _type(qtbot, form.gpu.bandwidth, "1555")
    with qtbot.wait_signal(view.session.profiles_changed):
        _save(qtbot, form)
    (entry,) = view.selected_entries()
    gpu = entry.profile.gpu
    assert (gpu.id, gpu.name, gpu.memory_bytes, gpu.bandwidth_gbps) == (None, "A100 40GB", 40 * 10**9, 1555.0)


def test_edit_a_profile(qtbot, view) -> None:
    new_id = _create(qtbot, view)
    form = view.edit_selected()
    assert form is not None and form.windowTitle() == "Edit server profile"
    _type(qtbot, form.provider, "Beta AG")
    _type(qtbot, form.price, "1650.5")
    with qtbot.wait_signal(view.session.profiles_changed):
        _save(qtbot, form)
    expected = TYPED.model_copy(update={"provider": "Beta AG", "price": TYPED.price.model_copy(
        update={"monthly": 1650.5})})
    assert _stored(view, new_id) == expected


def test_opening_and_saving_changes_nothing(qtbot, view, ui_session) -> None:
    """Sizes shown in GiB and floats shown as text come back as the exact stored values."""
    shipped = ui_session.store.get("srv-2x-l40s").profile.model_copy(update={"id": None, "name": "Mine"})
    new_id = ui_session.store.create(shipped)
    ui_session.set_unit("GiB")
    view.select_ids([new_id])
    form = view.edit_selected()
    _save(qtbot, form)
    assert _stored(view, new_id) == shipped


def test_shipped_profiles_are_read_only_but_duplicable(qtbot, view) -> None:
    view.select_ids(["srv-1x-l40s"])
    assert view.edit_button.text() == "View…"
    assert not view.delete_button.isEnabled()
    form = view.edit_selected()
    assert form.windowTitle() == "Shipped profile (read-only)"
    assert not form.buttons.button(QDialogButtonBox.StandardButton.Save).isVisible()
    assert form.name.isReadOnly()
    with qtbot.wait_signal(view.session.profiles_changed):
        qtbot.mouseClick(form.duplicate_button, Qt.MouseButton.LeftButton)
    (copy,) = view.selected_entries()
    assert copy.profile.name == "2U server, 1x L40S (copy)" and not copy.shipped
    assert view.form is not form and view.form.windowTitle() == "Edit server profile"
    view.form.reject()


def test_duplicate_button(qtbot, view) -> None:
    view.select_ids(["dgx-8x-h100"])
    with qtbot.wait_signal(view.session.profiles_changed):
        qtbot.mouseClick(view.duplicate_button, Qt.MouseButton.LeftButton)
    (copy,) = view.selected_entries()
    original = view.session.store.get("dgx-8x-h100").profile
    assert copy.profile.model_copy(update={"id": None, "name": original.name}) == original.model_copy(
        update={"id": None})


def test_export_and_reimport_round_trip(qtbot, view, tmp_path, monkeypatch) -> None:
    new_id = _create(qtbot, view)
    original = _stored(view, new_id)
    target = tmp_path / "acme"  # no suffix typed: .json is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    qtbot.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
    written = target.with_suffix(".json")
    profiles, problems = read_profiles_file(written)
    assert problems == [] and [p for _index, p in profiles] == [original]
    assert json.loads(written.read_text())["format"] == "headroom.server/2"

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    with qtbot.wait_signal(view.session.profiles_changed):
        qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert view.model.row_of(new_id) == -1

    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(written), ""))
    with qtbot.wait_signal(view.session.profiles_changed):
        qtbot.mouseClick(view.import_button, Qt.MouseButton.LeftButton)
    (entry,) = view.selected_entries()
    assert entry.id != new_id and _stored(view, entry.id) == original
    assert "Imported 1 profile" in view.banner.text()


def test_delete_asks_first_and_can_be_undone(qtbot, view, monkeypatch) -> None:
    new_id = _create(qtbot, view)
    original = _stored(view, new_id)
    asked: list[str] = []

    def answer(no_or_yes: QMessageBox.StandardButton):
        def question(_parent, _title, text, *_a, **_k):
            asked.append(text)
            return no_or_yes
        return question

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert "Acme 2x L40S" in asked[0]
    assert view.model.row_of(new_id) >= 0
    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    with qtbot.wait_signal(view.session.profiles_changed):
        qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert view.model.row_of(new_id) == -1
    assert view.undo_button.isVisible()
    with qtbot.wait_signal(view.session.profiles_changed):
        qtbot.mouseClick(view.undo_button, Qt.MouseButton.LeftButton)
    (restored,) = view.selected_entries()
    assert _stored(view, restored.id) == original


def test_import_reports_problems_and_keeps_the_valid_profiles(qtbot, view, tmp_path, monkeypatch) -> None:
    path = tmp_path / "offers.json"
    path.write_text(json.dumps({"format": "headroom.servers/1", "profiles": [
        {"name": "Good one", "gpu": {"id": "l4"}, "gpu_count": 1},
        {"name": "Bad one", "gpu": {"id": "l4"}, "gpu_count": 0},
    ]}), encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a, **k: warnings.append(text))
    with qtbot.wait_signal(view.session.profiles_changed):
        qtbot.mouseClick(view.import_button, Qt.MouseButton.LeftButton)
    (entry,) = view.selected_entries()
    assert entry.profile.name == "Good one"
    assert "profile 2 “Bad one”, gpu_count" in warnings[0]


def test_unknown_gpu_profile_is_kept_and_flagged_in_the_form(qtbot, view, ui_session) -> None:
    new_id = ui_session.store.create(ServerProfile.model_validate(MYSTERY))
    view.select_ids([new_id])
    form = view.edit_selected()
    assert "does not know this GPU" in form.gpu.flag.text()
    _type(qtbot, form.provider, "Acme Ltd")
    _save(qtbot, form)
    assert view.session.store.get(new_id).profile.gpu.id == "zz-9000"


def test_compare_selected_sets_the_comparison(qtbot, view) -> None:
    view.select_ids(["srv-1x-l40s", "dgx-8x-h100"])
    with qtbot.wait_signal(view.session.selection_changed):
        qtbot.mouseClick(view.compare_button, Qt.MouseButton.LeftButton)
    assert view.session.compare_ids == ["srv-1x-l40s", "dgx-8x-h100"]


def test_filter_bar_narrows_the_table(qtbot, view) -> None:
    bar = view.filters
    assert bar.gpu_count.count() == 1  # "Any": the choices are made when the combo is first used
    QApplication.sendEvent(bar.gpu_count, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))
    bar.gpu_count.setCurrentIndex(bar.gpu_count.findData(8))
    names = [view.proxy.index(r, 0).data() for r in range(view.proxy.rowCount())]
    assert names and all(view.proxy.index(r, 4).data() in ("8", "2 × 8") for r in range(view.proxy.rowCount()))
    assert bar.count_label.text() == f"{len(names)} of {view.model.rowCount()} profiles"
    qtbot.keyClicks(bar.search, "B200")
    assert [view.proxy.index(r, 0).data() for r in range(view.proxy.rowCount())] == ["DGX B200-class, 8x B200"]


def test_export_writes_nothing_when_cancelled(qtbot, view, monkeypatch) -> None:
    view.select_ids(["srv-1x-l4"])
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    assert view.files.export_selected() is None
    assert not Path("srv-1x-l4.json").exists()


def test_a_deleted_library_view_leaves_the_session_working(qtbot, ui_session) -> None:
    from shiboken6 import isValid

    doomed = ProfileLibraryView(ui_session)
    doomed.deleteLater()
    qtbot.wait_until(lambda: not isValid(doomed))
    ui_session.set_unit("GiB")  # must not reach the deleted view or its table model
    ui_session.store.duplicate("srv-2x-l40s", copy_suffix=" (x)")  # nor the library's announcement
