"""In-app help: the user guide and the glossary (resources/help/<lang>/), and "?" buttons beside terms.

The help window (a text browser) is imported when first asked for: the "?" buttons are on screen from the
start, the window only once one is pressed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from app.ui.help.button import HelpButton

if TYPE_CHECKING:
    from app.ui.help.window import HelpWindow, show_help

__all__ = ["HelpButton", "HelpWindow", "show_help"]


def __getattr__(name: str) -> Any:
    if name in ("HelpWindow", "show_help"):
        from app.ui.help import window

        return getattr(window, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
