"""Words for the server-side rules (fit, bottlenecks) and importer notes; see app/messages.py."""

from __future__ import annotations

from app.i18n import QT_TRANSLATE_NOOP as N

CTX = "Messages"

RULE_FINDINGS: dict[str, tuple[str, str]] = {}

EXTRA_NOTES: dict[str, str] = {}
