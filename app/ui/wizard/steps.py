"""The wizard's steps, in the order a provider needs the answers to quote."""

from __future__ import annotations

from app.ui.wizard.goal_page import GoalPage
from app.ui.wizard.load_page import LoadPage
from app.ui.wizard.model_page import ModelPage
from app.ui.wizard.operations_page import OperationsPage
from app.ui.wizard.page import WizardPage
from app.ui.wizard.representation_page import RepresentationPage
from app.ui.wizard.targets_page import TargetsPage

STEPS: tuple[type[WizardPage], ...] = (
    GoalPage, ModelPage, RepresentationPage, LoadPage, TargetsPage, OperationsPage,
)
