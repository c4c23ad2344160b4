"""Every colour the window paints outside the charts, in one place (the charts' own: app/charts/palette.py).

Widgets name a colour by what it means (a problem, a muted note, a good pilot status); the '#rrggbb'
values live only here (tests/test_house_rooms.py holds app/ui to that).
"""

from __future__ import annotations

from app.charts.palette import VERDICT_COLORS

PROBLEM = "#c0392b"  # a value the user must fix: a field's problem, an unreadable file, a missed figure
ERROR = "#b00020"  # the profile library's errors and a critical warning in the comparison
WARNING = "#b35c00"  # a warning in the comparison
MUTED = "#505050"  # notes, hints and the "what to do" line under a warning
BLACK = "#000000"  # a chart legend entry without a colour of its own
# The pilot's statuses: accepted / failed / not measured or incomplete.
GOOD = "#1b7f4b"
BAD = "#b3261e"
UNSURE = "#9a6700"
# Banners: an information banner, a notice (library recovered or read-only), a recommendation and a warning.
BANNER_BACKGROUND, BANNER_BORDER = "#eef4fb", "#b8cfe8"
NOTICE_BACKGROUND, NOTICE_BORDER = "#fff4e0", "#e0b060"
GOOD_BACKGROUND, GOOD_BORDER = "#e7f5ee", "#9fd3b8"
BAD_BACKGROUND, BAD_BORDER = "#fbeaea", "#e3a5a5"
# The result's findings: Okabe & Ito's vermillion, orange and sky blue (the charts' colour-blind-safe palette).
FINDING_SEVERITY = {"critical": "#D55E00", "warning": "#E69F00", "info": "#56B4E9"}
# The comparison's warnings by severity.
COMPARE_SEVERITY = {"critical": ERROR, "warning": WARNING, "info": MUTED}

# A table cell's tone (app/text/cells.py) → its colour: the verdicts' colours and the pilot's statuses.
TONES: dict[str, str] = {**VERDICT_COLORS, "good": GOOD, "bad": BAD, "unsure": UNSURE}

NOTE_STYLE = f"color: {MUTED};"
PROBLEM_STYLE = f"color: {PROBLEM};"
ERROR_STYLE = f"color: {ERROR};"
_BOX = "border-radius: 3px; padding: {pad}px"
BANNER_STYLE = f"background: {BANNER_BACKGROUND}; border: 1px solid {BANNER_BORDER}; {_BOX.format(pad='4px 8')};"
NOTICE_STYLE = f"background: {NOTICE_BACKGROUND}; border: 1px solid {NOTICE_BORDER}; {_BOX.format(pad='4px 8')};"
GOOD_STYLE = f"background: {GOOD_BACKGROUND}; border: 1px solid {GOOD_BORDER}; {_BOX.format(pad=6)};"
BAD_STYLE = f"background: {BAD_BACKGROUND}; border: 1px solid {BAD_BORDER}; {_BOX.format(pad=6)};"
# The wait-versus-traffic chart (app/ui/result/traffic_canvas.py): the speed charts' first line colour, and the
# target in Okabe & Ito's vermillion.
TRAFFIC_LINE = "#0072B2"
TRAFFIC_TARGET = "#D55E00"
