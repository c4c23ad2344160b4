"""Translation for every user-visible string, with or without Qt.

The GUI installs Qt's translator (`QCoreApplication.translate`) as the backend. The CLI and the
report path, which must not load Qt for a plain `headroom estimate`, read the same Qt Linguist
`.ts` sources with a small reader. Strings are marked with `QT_TRANSLATE_NOOP(context, text)` or
passed to `translate(context, text)` so `pyside6-lupdate` extracts them.
"""

from __future__ import annotations

import os
from collections.abc import Callable

from app.text.languages import CODES

SUPPORTED = CODES

Backend = Callable[[str, str, str | None, int], str]

_state: dict[str, object] = {"lang": "en", "backend": None}


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    """Mark a string for extraction without translating it here."""
    return text


def system_language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var, "")
        if value:
            code = value.split(":")[0][:2].lower()
            return code if code in SUPPORTED else "en"
    import locale  # only when no environment variable names the language

    try:
        code = (locale.getlocale()[0] or "en")[:2].lower()
    except ValueError:
        code = "en"
    return code if code in SUPPORTED else "en"


def current_language() -> str:
    return str(_state["lang"])


def set_language(lang: str | None) -> str:
    """Select the language for the Qt-free backend; None means the system's. Returns the choice."""
    chosen = lang if lang in SUPPORTED else system_language()
    _state["lang"] = chosen
    _state["backend"] = None
    return chosen


def install_backend(backend: Backend | None) -> None:
    """The GUI hands in Qt's translate so one catalog serves every layer."""
    _state["backend"] = backend


def translator(context: str) -> Callable[..., str]:
    """A module's `tr(text)` / `tr(text, "", n)`: `tr = i18n.translator(CTX)` at module level.

    pyside6-lupdate files every bare `tr("...")` call under the empty context; `translate` falls back
    to it when the module's own context has no entry. A plural is `tr("{n} files", "", n)`: lupdate
    sees the count only as the third argument. Empty text stays empty."""

    def tr(text: str, disambiguation: str | int | None = None, n: int = -1) -> str:
        if isinstance(disambiguation, int):  # `tr(text, n)`: a count without a disambiguation
            return translate(context, text, None, disambiguation) if text else ""
        return translate(context, text, disambiguation or None, n) if text else ""

    return tr


tr = translator("")  # bare-call strings outside any module context


class document_language:  # noqa: N801 - used as `with document_language("pl"):`
    """Temporarily translate through the .ts reader for another language (quote documents are
    written in their own language, whatever the UI shows)."""

    def __init__(self, lang: str):
        self.lang = lang if lang in SUPPORTED else "en"
        self._saved: dict[str, object] = {}

    def __enter__(self) -> str:
        from app.text.ts_reader import reader_backend

        self._saved = dict(_state)
        _state["lang"] = self.lang
        _state["backend"] = reader_backend(self.lang)
        return self.lang

    def __exit__(self, *exc: object) -> None:
        _state.update(self._saved)


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    backend = _state["backend"]
    if backend is None and _state["lang"] == "en" and n < 0:
        return text  # the sources are English; plurals take their forms from headroom_en.ts
    if backend is None:
        from app.text.ts_reader import reader_backend

        backend = reader_backend(current_language())
        _state["backend"] = backend
    assert callable(backend)
    result = backend(context, text, disambiguation, n)
    if result == text and context:
        # pyside6-lupdate files every bare `tr("...")` call under the empty context, whatever the
        # module's own context: look there too.
        result = backend("", text, disambiguation, n)
    if n >= 0 and "%n" in result:
        result = result.replace("%n", str(n))
    return str(result)
