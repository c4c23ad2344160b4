"""Two costs of importing the engine after PySide6, removed at the interactive start (app.ui.app.run).

- PySide6 checks every module imported after it for the word "PySide6" (`shibokensupport.feature.
  _mod_uses_pyside`, PYSIDE-2029: a module that mentions it gets the `__feature__` switches) with
  `inspect.getsource`, which goes through `linecache` and the module's loader: about 0.1 ms a module,
  some 300 modules (pydantic, the engine, the window) on the way to a usable window. Reading the file's
  bytes gives the same answer (the word is ASCII, in any source encoding Python reads); a module without a
  `.py` file (built in, an extension, a frozen bundle) still goes to PySide6's own check.
- pydantic looks for plugins among the entry points of every installed distribution when it builds its
  first model (`pydantic.plugin._loader.get_plugins`); Headroom uses none. `PYDANTIC_DISABLE_PLUGINS`
  (pydantic's documented switch) skips the search unless the user set it otherwise.
"""

from __future__ import annotations

import os
import sys
from types import ModuleType

PLUGINS_ENV = "PYDANTIC_DISABLE_PLUGINS"
MARKER = b"PySide6"


def quicker_imports() -> None:
    os.environ.setdefault(PLUGINS_ENV, "__all__")
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or original is None or getattr(original, "reads_bytes", False):
        return

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            with open(path, "rb") as source:
                return MARKER in source.read()
        except OSError:
            return bool(original(module))

    uses_pyside.reads_bytes = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
