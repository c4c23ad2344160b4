"""Costs of the interactive start that are not Headroom's own work, removed at `app.ui.app.run`.

- PySide6 checks every module imported after it for the word "PySide6" (`shibokensupport.feature.
  _mod_uses_pyside`, PYSIDE-2029: a module that mentions it gets the `__feature__` switches) with
  `inspect.getsource`, which goes through `linecache` and the module's loader: about 0.1 ms a module,
  some 300 modules (pydantic, the engine, the window) on the way to a usable window. Reading the file's
  bytes gives the same answer (the word is ASCII, in any source encoding Python reads); a module without a
  `.py` file (built in, an extension, a frozen bundle) still goes to PySide6's own check. The bytes are read
  with `os.read` (some 5 MB of source by the time the window is ready: Python's buffered file objects cost
  about three times as much per file).
- pydantic looks for plugins among the entry points of every installed distribution when it builds its
  first model (`pydantic.plugin._loader.get_plugins`); Headroom uses none. `PYDANTIC_DISABLE_PLUGINS`
  (pydantic's documented switch) skips the search unless the user set it otherwise. With the search
  switched off, pydantic still imports `importlib.metadata` (and with it `email`, `csv`, `zipfile`…: 15-30 ms)
  only to define the search it will not run; that module is answered by one that finds no plugins, which is
  what `get_plugins()` returns under the switch.
- Python's cycle collector runs about 140 times while the engine and the window are imported and built
  (some 35 ms, one full collection among them), and finds almost nothing: what a start allocates lives as
  long as the window. It is paused until the window is ready to use (`resume_collection`), then what the
  start built is frozen out of later collections (CPython's `gc.freeze`, "Garbage Collector interface").
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Iterable
from types import ModuleType

PLUGINS_ENV = "PYDANTIC_DISABLE_PLUGINS"
PLUGINS_OFF = "__all__"  # pydantic's value for "no plugins at all" (pydantic.plugin._loader.get_plugins)
PLUGIN_LOADER = "pydantic.plugin._loader"
MARKER = b"PySide6"


def quicker_imports() -> None:
    os.environ.setdefault(PLUGINS_ENV, PLUGINS_OFF)
    if os.environ[PLUGINS_ENV] == PLUGINS_OFF:
        _no_plugin_search()
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or original is None or getattr(original, "reads_bytes", False):
        return

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            return MARKER in _read_bytes(path)
        except OSError:
            return bool(original(module))

    uses_pyside.reads_bytes = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]


def _read_bytes(path: str) -> bytes:
    """The whole file, read with the operating system's calls (no buffered file object)."""
    descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0))
    try:
        chunks = []
        size = os.fstat(descriptor).st_size + 1  # one more byte than the size: a single read reaches the end
        while chunk := os.read(descriptor, size):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def _no_plugins() -> Iterable[object]:
    return ()


def _no_plugin_search() -> None:
    """pydantic's plugin loader as it behaves with every plugin switched off, without its imports. Only
    before pydantic has loaded its own (then that one is kept)."""
    if PLUGIN_LOADER in sys.modules:
        return
    loader = ModuleType(PLUGIN_LOADER, "pydantic's plugin loader with every plugin switched off (Headroom)")
    loader.get_plugins = _no_plugins  # type: ignore[attr-defined]
    sys.modules[PLUGIN_LOADER] = loader


def pause_collection() -> None:
    """No cycle collection until `resume_collection()`."""
    gc.disable()


def resume_collection() -> None:
    """Once the window is on screen: the start's garbage (about a thousand objects) collected in one pass, what
    survives kept out of later collections (`gc.freeze`: it lives as long as the window, and every later
    collection would walk it again), and the collector on again."""
    gc.collect()
    gc.freeze()
    gc.enable()
