"""The result side of the window: verdict, budget chart, warnings — all from the session's outcome."""

from app.ui.result.chart import BudgetChart
from app.ui.result.panel import ResultPanel

__all__ = ["BudgetChart", "ResultPanel"]
