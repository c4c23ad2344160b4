"""Diagnostic: the LitGPT LoRA/QLoRA activation factor each one-GPU case implies, beside its shape.

`python tests/core/calibration_fit/litgpt_residual.py` prints, per case, the factor on the counted activations
that meets the measurement (the same probe fit_constants.py fits from), the tokens, micro batch, layers, hidden
size and vocabulary, sorted by the factor. It shows whether the gap between LitGPT's measured peaks and the
per-operation count grows with tokens, layers, or is a fixed cost (see README.md, "LitGPT's factor"). The count
already holds LitGPT's attention per release (recipe.py: the fused qkv output MHA keeps, the MQA expand, Gemma 2's
soft-capped scores); what the factor shows is what remains.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent / "calibration")]

import fit_constants  # noqa: E402

from app.core import fitted  # noqa: E402
from app.core.memory.training import LITGPT_LORA_FACTOR  # noqa: E402


def litgpt_lora_cases() -> list[dict]:
    return [c for c in fit_constants.memory_cases()
            if c["workload"].get("training", {}).get("framework") == "litgpt"
            and c["workload"]["mode"] in ("lora", "qlora") and c["workload"].get("gpus", 1) == 1]


def main() -> int:
    cases = {c["id"]: c for c in litgpt_lora_cases()}
    implied = fit_constants.implied_memory(LITGPT_LORA_FACTOR, fitted.fitted(), list(cases.values()))
    for point in sorted(implied, key=lambda p: p.value):
        w = cases[point.case_id]["workload"]
        t, m = w["training"], w["model"]
        print(f"{point.value:6.3f} {w['mode']:5} tokens={t['seq_len'] * t['micro_batch']:5} mb={t['micro_batch']} "
              f"layers={m['layers']:2} hidden={m['hidden_size']:4} vocab={m['vocab_size']:6} "
              f"{m.get('architecture', '?'):8} {point.case_id}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
