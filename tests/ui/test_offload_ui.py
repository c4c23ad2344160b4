"""Beyond one GPU's memory in the window: offload offered where the runtime supports it, the training framework
and its offload, the system-RAM bar of the budget chart, and the comparison's RAM row."""

from __future__ import annotations

import pytest

from app.charts.palette import VERDICT_COLORS
from app.text.formatting import Fmt
from app.ui.compare.view import ComparisonView
from app.ui.wizard.load_page import LoadPage
from app.ui.wizard.representation_page import RepresentationPage

GB = 10**9


def _page(window, kind):  # type: ignore[no-untyped-def]
    return next(p for p in window.wizard.pages if isinstance(p, kind))


def _shown(page, field) -> bool:  # type: ignore[no-untyped-def]
    return field.editor.isVisibleTo(page)


@pytest.mark.parametrize(("runtime", "offered"), [
    ("vllm", {"cpu_offload_bytes", "kv_offload_bytes"}),
    ("llama.cpp", {"gpu_layers", "cpu_moe_layers"}),
    ("sglang", {"kv_offload_bytes"}),
    ("tgi", set()),
    ("transformers", set()),
])
def test_offload_is_offered_only_where_the_runtime_supports_it(qtbot, main_window, ui_session, runtime, offered):
    page = _page(main_window, RepresentationPage)
    main_window.wizard.go(main_window.wizard.pages.index(page))
    ui_session.set_field("runtime", runtime)
    shown = {key for key, field in page.offload.rows.items() if _shown(page, field)}
    assert shown == offered
    assert page.offload.box.isVisibleTo(page) == bool(offered)


def test_offloaded_weights_are_typed_in_the_display_unit_and_stored_in_bytes(qtbot, main_window, ui_session):
    page = _page(main_window, RepresentationPage)
    main_window.wizard.go(main_window.wizard.pages.index(page))
    ui_session.set_field("runtime", "vllm")
    field = page.offload.rows["cpu_offload_bytes"]
    qtbot.keyClicks(field.line, "12.5")
    assert ui_session.value("runtime_options.cpu_offload_bytes") == 12_500_000_000
    weights = ui_session.outcome.budget.offloaded_component("weights")
    assert weights is not None and weights.bytes == 12_500_000_000


def test_the_training_step_offers_the_framework_and_what_it_can_offload(qtbot, main_window, ui_session):
    ui_session.set_field("model", {"id": "llama-3.1-8b"})
    ui_session.set_field("mode", "full_finetune")
    page = _page(main_window, LoadPage)
    main_window.wizard.go(main_window.wizard.pages.index(page))
    controls = page.training_offload
    framework = controls.framework.combo
    framework.setCurrentIndex(framework.findData("torchtune"))
    framework.activated.emit(framework.currentIndex())
    assert ui_session.value("training.framework") == "torchtune"
    offload = controls.offload.combo
    # torchtune: torchao's CPU optimizer, or FSDP2's fsdp_cpu_offload (parameters too); no NVMe tier.
    assert [offload.itemData(i) for i in range(offload.count())] == ["none", "optimizer_cpu", "params_cpu"]
    framework.setCurrentIndex(framework.findData("deepspeed"))
    framework.activated.emit(framework.currentIndex())
    assert [offload.itemData(i) for i in range(offload.count())] == ["none", "optimizer_cpu", "params_cpu", "nvme"]
    offload.setCurrentIndex(offload.findData("optimizer_cpu"))
    offload.activated.emit(offload.currentIndex())
    budget = ui_session.outcome.budget
    assert ui_session.value("training.offload") == "optimizer_cpu"
    assert budget.component("optimizer_states").bytes == 0
    assert budget.offloaded_component("optimizer_states").bytes == 12 * budget.model.params


def test_the_budget_chart_has_a_system_ram_bar(qtbot, main_window, ui_session):
    ui_session.set_server("ws-1x-rtx4090")
    ui_session.update_fields({"model": {"id": "llama-3.1-70b"}, "precision.weights": "q4_k_m",
                              "runtime": "llama.cpp"})
    fit = ui_session.outcome.fit
    assert fit is not None and fit.placement.code == "partial_offload"
    chart = main_window.result.chart
    host = chart.host_heights()
    parts = {c.key: c.bytes for c in fit.host_parts_per_node}
    assert host["weights"] == pytest.approx(parts["weights"] / GB)  # the CPU layers, in GB
    assert host["host_system"] == pytest.approx(parts["host_system"] / GB)
    assert chart.bar_heights()["weights"] == pytest.approx(fit.budget.component("weights").bytes / GB)
    chart.pin("host:weights")
    assert "in system RAM" in chart.explanation.text()


def test_the_comparison_shows_the_ram_need_next_to_each_servers_ram(qtbot, ui_session):
    ui_session.update_fields({"model": {"id": "llama-3.1-8b"}, "mode": "full_finetune",
                              "training.offload": "optimizer_cpu"})
    view = ComparisonView(ui_session)
    qtbot.add_widget(view)
    view.show()
    ids = ["srv-2x-h100-pcie", "ws-1x-rtx4090"]
    with qtbot.wait_signal(ui_session.selection_changed):
        ui_session.set_compare_ids(ids)
    qtbot.wait_until(lambda: {r.server_id for r in view.shown} == set(ids))
    fmt = Fmt("GB")
    for column, result in enumerate(view.shown):
        text = view.table.text("System RAM", column)
        assert text == f"{fmt.bytes(result.host_bytes_per_node, 0)} of {fmt.bytes(result.ram_bytes, 0)}"
    workstation = next(i for i, r in enumerate(view.shown) if r.server_id == "ws-1x-rtx4090")
    # About 150 GB of optimizer state, gradients and buffers against the workstation's 64 GiB: shown as short.
    assert view.shown[workstation].host_bytes_per_node > view.shown[workstation].ram_bytes
    row = next(r for r in range(view.table.rowCount()) if view.table.verticalHeaderItem(r).text() == "System RAM")
    item = view.table.item(row, workstation)
    assert item.foreground().color().name().lower() == VERDICT_COLORS["does_not_fit"].lower()
    assert "pinned buffers" in item.toolTip()
