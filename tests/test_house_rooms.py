"""The house: every room holds what its name says (docs/architecture.md, "Rooms").

- no Qt-free module in app/ui holds sentences (words live in app/text, widgets in app/ui);
- the CLI opens the window in one place only (the `gui` command), as the layer contract allows;
- one home for the size constants (10**9 and 2**30 bound once, in app/core/units.py);
- '#rrggbb' colours in one ui module (app/ui/palette.py);
- ruff selects the naming, blind-except, complexity and ruff-specific rules;
- CI builds the frozen bundle and smoke-tests it.
"""

from __future__ import annotations

import ast
import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "app"
TRANSLATING = {"QT_TRANSLATE_NOOP", "translate", "tr", "translator", "QT_TR_NOOP"}
HEX_COLOUR = re.compile(r"#[0-9A-Fa-f]{6}\b")


def _modules(folder: Path) -> list[Path]:
    return sorted(folder.rglob("*.py"))


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _imported(tree: ast.AST) -> set[str]:
    """Every module an import statement names (at any depth: lazy imports count)."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _is_qt_free(tree: ast.AST) -> bool:
    return not any(n.split(".")[0] in ("PySide6", "shiboken6") for n in _imported(tree))


def _holds_sentences(tree: ast.AST) -> bool:
    """Marks or translates a sentence: QT_TRANSLATE_NOOP(...), translate(...), tr(...), self.tr(...)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name in TRANSLATING:
                return True
    return False


def test_the_helpers_find_what_they_look_for() -> None:
    assert _holds_sentences(ast.parse('x = QT_TRANSLATE_NOOP("Ctx", "A sentence.")'))
    assert _holds_sentences(ast.parse('y = i18n.translate("Ctx", "A sentence.")'))
    assert not _holds_sentences(ast.parse('z = "#505050"'))
    assert not _is_qt_free(ast.parse("def f():\n    from PySide6.QtWidgets import QLabel"))


def test_no_qt_free_module_in_ui_holds_sentences() -> None:
    wrong_room = [str(p.relative_to(ROOT)) for p in _modules(APP / "ui")
                  if _is_qt_free(t := _tree(p)) and _holds_sentences(t)]
    assert wrong_room == [], "Qt-free sentence tables belong in app/text"


def test_the_cli_opens_the_window_only_in_the_gui_command() -> None:
    bridges = [p.name for p in _modules(APP / "cli") if any(n.startswith("app.ui") for n in _imported(_tree(p)))]
    assert bridges == ["gui_cmd.py"]


def _module_level_values(path: Path) -> list[tuple[str, object]]:
    out = []
    for node in _tree(path).body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
        value = getattr(node, "value", None)
        if value is None:
            continue
        try:
            literal = eval(compile(ast.Expression(value), str(path), "eval"), {"__builtins__": {}})
        except Exception:  # noqa: BLE001 - a name or call: not a literal, so not a binding of the number
            continue
        for target in targets:
            for name in ast.walk(target):
                if isinstance(name, ast.Name):
                    out.append((name.id, literal))
    return out


# Module-level numbers equal to 10^9 that count something other than bytes (so they are not the GB unit).
COUNTS_NOT_BYTES = {
    "app/core/constants.py:DEEPSPEED_SUB_GROUP_SIZE",  # elements per optimizer sub-group (DeepSpeed's default 1e9)
}


def test_one_module_level_name_for_ten_to_the_nine_and_one_for_two_to_the_thirty() -> None:
    bound: dict[int, list[str]] = {10**9: [], 2**30: []}
    for path in _modules(APP):
        for name, value in _module_level_values(path):
            where = f"{path.relative_to(ROOT)}:{name}"
            for size in bound:
                if isinstance(value, int | float) and not isinstance(value, bool) and value == size \
                        and where not in COUNTS_NOT_BYTES:
                    bound[size].append(where)
    assert bound == {10**9: ["app/core/units.py:GB"], 2**30: ["app/core/units.py:GiB"]}


def test_rrggbb_colours_live_in_one_ui_module() -> None:
    holders = [str(p.relative_to(ROOT)) for p in _modules(APP / "ui") if HEX_COLOUR.search(p.read_text(encoding="utf-8"))]
    assert holders == ["app/ui/palette.py"]


def test_ruff_selects_naming_blind_except_complexity_and_its_own_rules() -> None:
    lint = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]["lint"]
    assert {"N", "BLE", "C90", "RUF"} <= set(lint["select"])
    assert lint["mccabe"]["max-complexity"] <= 15  # a documented ceiling, not an unlimited one


def test_ci_builds_the_frozen_bundle_and_smoke_tests_it() -> None:
    steps = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.lstrip().startswith("#")]
    builds = [line for line in steps if "build/build.sh" in line or "build/build.py" in line]
    assert builds and not any("--no-smoke" in line for line in builds)  # build.py smoke-tests unless told not to
    dev = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]["dev"]
    assert any(d.startswith("pyinstaller>=") and "<" in d for d in dev)  # pinned range
    assert "smoke_test" in (ROOT / "build" / "build.py").read_text(encoding="utf-8")
