"""Every formula code the core writes into a component has a plain-language template: no code reaches a user."""
from __future__ import annotations

import ast
from pathlib import Path

from app.text.formatting import Fmt
from app.text.messages import FORMULAS, formula_text

CORE = Path(__file__).resolve().parents[2] / "app" / "core"
# The core's helpers that build a Component take the formula code as their fifth argument.
COMPONENT_HELPERS = {"component"}
FORMULA_ARGUMENT = 4


def literal_formula_codes() -> dict[str, str]:
    """Formula codes written as string literals in app/core: as a helper's fifth argument or a `formula=` keyword."""
    codes: dict[str, str] = {}
    for path in CORE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            args = [node.args[FORMULA_ARGUMENT]] if name in COMPONENT_HELPERS and len(node.args) > FORMULA_ARGUMENT else []
            args += [k.value for k in node.keywords if k.arg == "formula"]
            for arg in args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    codes.setdefault(arg.value, path.name)
    return codes


def test_every_literal_formula_code_has_a_template():
    codes = literal_formula_codes()
    assert "act_speech_phased" in codes and "kv_host" in codes  # the scan sees both ways of naming one
    assert {code: where for code, where in codes.items() if code not in FORMULAS} == {}


def test_the_phased_whisper_formula_reads_as_words():
    from app.core.memory.types import Component

    terms = {"windows": 24, "positions": 1500, "attention": "sdpa", "encoder_phase_bytes": 1_154_000_000,
             "score_bytes": 0, "encoder_output_bytes": 92_160_000, "logit_bytes": 10_000_000,
             "decoder_phase_bytes": 500_000_000}
    c = Component(key="activations", bytes=1, low_bytes=1, high_bytes=1, formula="act_speech_phased", terms=terms)
    text = formula_text(c, Fmt())
    assert text.startswith("transformers runs the encoder to its end") and "24 × 1,500 positions" in text
    assert "act_speech_phased" not in text
