"""The library's table model and its filter: Qt's model contract, sorting by value, GB/GiB, flags."""

from __future__ import annotations

from PySide6.QtCore import Qt

from app.core.offers.server import ServerProfile
from app.ui.library.filter_proxy import ProfileFilterProxy
from app.ui.library.table_model import (
    ID_ROLE,
    SORT_ROLE,
    UNKNOWN_GPU_ROLE,
    Column,
    ProfileTableModel,
)

MYSTERY = {"name": "Mystery box", "provider": "Acme", "gpu": {"id": "zz-9000"}, "gpu_count": 4}


def _column(proxy: ProfileFilterProxy, column: Column, role: int = Qt.ItemDataRole.DisplayRole) -> list:
    return [proxy.index(r, column).data(role) for r in range(proxy.rowCount())]


def test_model_passes_qt_model_tester(qtmodeltester, ui_session) -> None:
    ui_session.store.create(ServerProfile.model_validate(MYSTERY))
    model = ProfileTableModel(ui_session)
    qtmodeltester.check(model, force_py=True)
    proxy = ProfileFilterProxy()
    proxy.setSourceModel(model)
    qtmodeltester.check(proxy, force_py=True)


def test_lists_shipped_and_user_profiles(ui_session) -> None:
    new_id = ui_session.store.create(ServerProfile.model_validate(MYSTERY))
    model = ProfileTableModel(ui_session)
    ids = [model.index(r, 0).data(ID_ROLE) for r in range(model.rowCount())]
    shipped = [e.id for e in ui_session.store.shipped_profiles()]
    assert ids == [*shipped, new_id]
    assert model.index(0, Column.SOURCE).data() == "Example"
    assert model.index(len(ids) - 1, Column.SOURCE).data() == "Yours"


def test_unknown_gpu_is_kept_listed_and_flagged(ui_session) -> None:
    new_id = ui_session.store.create(ServerProfile.model_validate(MYSTERY))
    model = ProfileTableModel(ui_session)
    row = model.row_of(new_id)
    gpu = model.index(row, Column.GPU)
    assert gpu.data(UNKNOWN_GPU_ROLE) is True
    assert "zz-9000" in gpu.data() and "unknown" in gpu.data()
    assert "does not know" in gpu.data(Qt.ItemDataRole.ToolTipRole)
    assert gpu.data(Qt.ItemDataRole.ForegroundRole) is not None
    assert model.index(row, Column.GPU_MEMORY).data() == "?"
    known = model.row_of("srv-1x-l40s")
    assert model.index(known, Column.GPU).data(UNKNOWN_GPU_ROLE) is False


def test_numbers_sort_as_numbers(ui_session) -> None:
    proxy = ProfileFilterProxy()
    proxy.setSourceModel(ProfileTableModel(ui_session))
    proxy.sort(Column.PRICE, Qt.SortOrder.AscendingOrder)
    prices = _column(proxy, Column.PRICE, SORT_ROLE)
    priced = [p for p in prices if p is not None]
    assert priced == sorted(priced)
    assert prices[len(priced):] == [None] * (len(prices) - len(priced))  # unpriced offers last
    # As text "1,300 USD a month" < "290 USD a month"; as numbers 290 < 1300.
    shown = _column(proxy, Column.PRICE)
    assert shown.index("290 USD a month") < shown.index("1,300 USD a month")
    proxy.sort(Column.GPU_MEMORY, Qt.SortOrder.DescendingOrder)
    memory = _column(proxy, Column.GPU_MEMORY, SORT_ROLE)
    assert memory == sorted(memory, reverse=True)
    assert memory[0] == 288 * 10**9  # B300 and MI355X (issue 35 profiles): 288 GB, the largest shipped


def test_filters_by_gpu_count_and_provider(ui_session) -> None:
    ui_session.store.create(ServerProfile.model_validate(MYSTERY))
    proxy = ProfileFilterProxy()
    proxy.setSourceModel(ProfileTableModel(ui_session))
    total = proxy.rowCount()
    proxy.set_gpu("l40s")
    assert set(_column(proxy, Column.GPU)) == {"L40S"}
    assert proxy.rowCount() == 4  # 1x, 2x, 4x and the lean 4x L40S servers
    proxy.set_gpu_count(4)
    assert proxy.rowCount() == 2
    proxy.set_gpu(None)
    proxy.set_gpu_count(None)
    proxy.set_provider("Acme")
    assert _column(proxy, Column.NAME) == ["Mystery box"]
    proxy.set_provider(None)
    proxy.set_text("h200")
    assert _column(proxy, Column.NAME) == ["HGX H200 8-GPU server, 8x H200 SXM"]
    proxy.set_text("")
    assert proxy.rowCount() == total


def test_unit_switch_changes_shown_sizes(qtbot, ui_session) -> None:
    model = ProfileTableModel(ui_session)
    row = model.row_of("srv-1x-l40s")
    assert model.index(row, Column.GPU_MEMORY).data() == "48 GB"
    with qtbot.wait_signal(model.dataChanged):
        ui_session.set_unit("GiB")
    # 48 × 10^9 / 2^30 = 44.70 GiB
    assert model.index(row, Column.GPU_MEMORY).data() == "44.7 GiB"


def test_reloads_when_profiles_change(qtbot, ui_session) -> None:
    model = ProfileTableModel(ui_session)
    before = model.rowCount()
    with qtbot.wait_signal(model.modelReset):  # the store announces its own change
        ui_session.store.create(ServerProfile.model_validate(MYSTERY))
    assert model.rowCount() == before + 1


def test_filters_take_any_text_literally_and_search_within_one_field(ui_session) -> None:
    odd = ui_session.store.create(ServerProfile.model_validate(
        {**MYSTERY, "name": "Box (EU) [1]", "provider": "A+B.*", "gpu": {"id": "l40s"}}))
    proxy = ProfileFilterProxy()
    proxy.setSourceModel(ProfileTableModel(ui_session))
    proxy.set_provider("A+B.*")  # regular-expression characters mean themselves
    assert _column(proxy, Column.NAME) == ["Box (EU) [1]"]
    proxy.set_provider("A+B")  # a provider is matched whole
    assert proxy.rowCount() == 0
    proxy.set_provider(None)
    proxy.set_text("(eu) [1")
    assert _column(proxy, Column.NAME, ID_ROLE) == [odd]
    proxy.set_text("]a+")  # the end of the name and the start of the provider are not one text
    assert proxy.rowCount() == 0


def test_without_a_filter_no_row_is_asked_for(ui_session, monkeypatch) -> None:
    """A library of 10,000 offers is shown without a Python call per row."""
    model = ProfileTableModel(ui_session)
    asked = []
    real = model.data
    monkeypatch.setattr(model, "data", lambda index, role=Qt.ItemDataRole.DisplayRole: asked.append(role)
                        or real(index, role))
    proxy = ProfileFilterProxy()
    proxy.setSourceModel(model)
    assert proxy.rowCount() == model.rowCount() and asked == []
