"""Price terms in the window (issue 30): the profile form saves hourly and purchase terms, the library
shows them, and Settings keeps the purchase defaults the ranking uses."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from app.core.offers.pricing import PurchaseTerms, load_purchase_terms
from app.ui.library.table_model import Column
from app.ui.library.view import ProfileLibraryView
from app.ui.settings_dialog import SettingsDialog


def _type(qtbot, widget, text: str) -> None:
    widget.setFocus()
    widget.selectAll()
    qtbot.keyClicks(widget, text)


def test_an_hourly_offer_with_a_minimum_and_a_purchase_price_are_saved_and_listed(qtbot, ui_session) -> None:
    view = ProfileLibraryView(ui_session)
    qtbot.add_widget(view)
    view.show()
    form = view.new_profile()
    _type(qtbot, form.name, "Rent or buy")
    form.gpu.combo.setCurrentIndex(form.gpu.combo.findData("h100-sxm"))
    _type(qtbot, form.gpu_count, "8")
    _type(qtbot, form.net_speed, "25")
    _type(qtbot, form.minimum_hours, "1")  # a minimum alone is refused, next to the price
    assert "minimum term needs an hourly price" in form.boxes["price.hourly"].error.text()
    _type(qtbot, form.hourly, "24")
    _type(qtbot, form.purchase, "300000")
    form.currency.setCurrentText("USD")
    save = form.buttons.button(QDialogButtonBox.StandardButton.Save)
    assert save.isEnabled(), form.problems
    with qtbot.wait_signal(ui_session.profiles_changed):
        qtbot.mouseClick(save, Qt.MouseButton.LeftButton)
    (entry,) = view.selected_entries()
    price = ui_session.store.get(entry.id).profile.price
    assert price is not None
    assert (price.monthly, price.hourly, price.minimum_hours, price.purchase, price.currency) == \
        (None, 24, 1, 300_000, "USD")
    row = view.model.row_of(entry.id)
    shown = view.model.index(row, Column.PRICE).data()
    assert shown == "24 USD an hour (minimum 1 h) · bought for 300,000 USD"


def test_settings_keep_the_purchase_terms_the_ranking_uses(qtbot, ui_session, headroom_home) -> None:
    dialog = SettingsDialog(ui_session)
    qtbot.add_widget(dialog)
    editor = dialog.purchase
    assert editor.years.value() == 3 and editor.price.value() == 0.2 and editor.currency.currentText() == "EUR"
    assert "Eurostat" in editor.origin.text() and "warranty" in editor.origin.text()
    editor.years.setValue(5)
    editor.price.setValue(0.15)
    editor.currency.setCurrentText("USD")
    with qtbot.wait_signal(ui_session.rates_changed):
        dialog.accept()
    kept = load_purchase_terms()
    assert (kept.years_of_use, kept.electricity_price, kept.electricity_currency, kept.source) == \
        (5, 0.15, "USD", "user")
    assert (headroom_home / "purchase_terms.json").is_file()
    again = SettingsDialog(ui_session)
    qtbot.add_widget(again)
    assert again.purchase.years.value() == 5 and again.purchase.origin.text() == "Your own figures."
    qtbot.mouseClick(again.purchase.defaults_button, Qt.MouseButton.LeftButton)
    again.accept()
    assert load_purchase_terms() == PurchaseTerms() and not (headroom_home / "purchase_terms.json").exists()
