"""Headroom: an offline GPU-server sizing advisor."""

from __future__ import annotations


def _read_version() -> str:
    """The one source of truth is pyproject.toml; the installed metadata carries it."""
    try:
        from importlib.metadata import PackageNotFoundError, version

        return version("headroom")
    except PackageNotFoundError:  # frozen bundle or plain source tree
        from app.resources import bundled_version

        return bundled_version()


__version__ = _read_version()
