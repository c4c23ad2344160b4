"""One benchmark figure with its target (shared by bench.py, startup.py and scale.py)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Figure:
    name: str
    value: float | None  # None: not measured
    unit: str
    target: float
    note: str = ""
    cmp: str = "<"  # "<" or "<="

    @property
    def passed(self) -> bool | None:
        if self.value is None:
            return None
        return self.value < self.target if self.cmp == "<" else self.value <= self.target

    def row(self) -> tuple[str, str, str, str, str]:
        value = "—" if self.value is None else f"{self.value:.{3 if self.value < 1 else 2}f} {self.unit}".strip()
        target = f"{self.cmp} {self.target:g} {self.unit}".strip()
        result = {True: "PASS", False: "FAIL", None: "—"}[self.passed]
        return self.name, value, target, result, self.note


