"""A Qt translator asked after the compiled catalog (created only for Russian and Polish)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTranslator


class SourceFallbackTranslator(QTranslator):
    """Asked after the compiled catalog: finds a string that the catalog files under another context
    (a base class's strings asked for under a subclass's name; bare module-level `tr()` calls)."""

    def __init__(self, lang: str, parent: QObject | None = None):
        super().__init__(parent)
        self.lang = lang

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        from app.text.ts_reader import lookup, plural_index

        forms = lookup(self.lang, context or "", source or "", disambiguation)
        if not forms:
            return ""
        return forms[min(plural_index(self.lang, n), len(forms) - 1)] if n >= 0 and len(forms) > 1 else forms[0]

    def isEmpty(self) -> bool:  # noqa: N802 - Qt API
        return False
