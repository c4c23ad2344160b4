"""In-app help: the user guide and the glossary (resources/help/<lang>/), and "?" buttons beside terms."""

from app.ui.help.button import HelpButton
from app.ui.help.window import HelpWindow, show_help

__all__ = ["HelpButton", "HelpWindow", "show_help"]
