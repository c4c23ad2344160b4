"""Headroom: an offline GPU-server sizing advisor."""

from __future__ import annotations


def _read_version() -> str:
    """The one source of truth is pyproject.toml; the installed metadata carries it."""
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("headroom")
    except PackageNotFoundError:  # frozen bundle or plain source tree
        from app.infra.resources import bundled_version

        return bundled_version()


def __getattr__(name: str) -> str:
    # Read on first use: importlib.metadata costs ~50 ms, which the window's first paint should not pay.
    if name == "__version__":
        value = _read_version()
        globals()["__version__"] = value
        return value
    raise AttributeError(name)
