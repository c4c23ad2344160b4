"""The workload wizard: six steps from the goal to operations, editing the session's draft."""

from app.ui.wizard.panel import WizardPanel

__all__ = ["WizardPanel"]
