"""Every code the engine emits has words in the presentation layer (app/text/*.py)."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from app.text.messages import all_codes

CORE = Path(__file__).resolve().parents[2] / "app" / "core"
# The engine's areas that emit findings, notes and problems (the pilot has its own test).
SCANNED_AREAS = ("memory", "fit", "speed", "workload")
SCANNED = sorted(str(p.relative_to(CORE)) for area in SCANNED_AREAS for p in (CORE / area).rglob("*.py"))
MEMORY_FILES = sorted(str(p.relative_to(CORE)) for p in (CORE / "memory").rglob("*.py"))


IDENT = re.compile(r"^[a-z][a-z0-9_]*$")


def _calls(name: str):  # type: ignore[no-untyped-def]
    tree = ast.parse((CORE / name).read_text(encoding="utf-8"))
    return tree, [n for n in ast.walk(tree) if isinstance(n, ast.Call)]


def _codes() -> set[str]:
    """String codes passed as `code=` (Finding/Note/Problem) or as `_f(rule, code, ...)`."""
    found: set[str] = set()
    for name in SCANNED:
        for node in _calls(name)[1]:
            func = getattr(node.func, "id", getattr(node.func, "attr", ""))
            for kw in node.keywords:
                if kw.arg == "code" and isinstance(kw.value, ast.Constant):
                    found.add(kw.value.value)
            if func == "_f" and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant):
                found.add(node.args[1].value)
    return found


def _formula_and_range_codes() -> set[str]:
    """Identifier-like strings given to the memory `component()` helper (after its key) or assigned to
    `formula`/`code`."""
    trees = [_calls(name) for name in MEMORY_FILES]
    calls = [c for _, cs in trees for c in cs]

    def choices(expr: ast.expr) -> set[str]:
        """The string results an expression can take: a constant, or either branch of `a if c else b`."""
        if isinstance(expr, ast.IfExp):
            return choices(expr.body) | choices(expr.orelse)
        if isinstance(expr, ast.Constant) and isinstance(expr.value, str) and IDENT.match(expr.value):
            return {expr.value}
        return set()

    found: set[str] = set()
    for node in calls:
        if getattr(node.func, "id", "") in ("component", "_component"):
            for arg in node.args[1:]:
                found |= choices(arg)
    for node in (n for tree, _ in trees for n in ast.walk(tree)):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id in ("formula", "code")
                                                for t in node.targets):
            found |= choices(node.value)
    return found


def test_every_finding_note_and_problem_code_has_words():
    codes = all_codes()
    known = codes["findings"] | codes["notes"] | codes["problems"]
    missing = _codes() - known
    assert not missing, f"codes without words: {sorted(missing)}"


def test_every_formula_and_range_reason_has_words():
    codes = all_codes()
    missing = _formula_and_range_codes() - codes["formulas"] - codes["ranges"]
    assert not missing, sorted(missing)


def test_scan_finds_codes():
    assert {"kv_dominates", "tp_over_pcie", "unknown_model", "ranges_need_pilot"} <= _codes()
    assert {"weights", "kv", "act_training_ckpt", "block_rounding"} <= _formula_and_range_codes()
