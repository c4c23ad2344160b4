"""Step 5 — what "good enough" means: response time, reading speed, throughput, quality; each weighted."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtWidgets import QWidget

from app.core.workload.schema import TRAINING_MODES
from app.text import i18n
from app.text.formatting import Fmt
from app.ui.session import Session
from app.ui.wizard.fields import Choice, ChoiceField, NumberField, TargetField, TextField
from app.ui.wizard.page import WizardPage

if TYPE_CHECKING:
    from app.core.speed.estimate import Rate


class TargetsPage(WizardPage):
    prefixes = ("targets",)
    terms: ClassVar[dict[str, str]] = {"targets.ttft_s": "ttft", "targets.tokens_per_s_per_user": "tokens-per-second",
             "targets.throughput_tokens_per_s": "throughput", "targets.quality_must_have": "must-have"}

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(session, parent)
        self.speed_box, speed = self.group_box(self.tr("Speed"))
        self.ttft = self.add(speed, self.tr("First words wi&thin:"), TargetField(
            session, "targets.ttft_s",
            self.tr("Time to first token: how long someone waits before the answer starts to appear. 1–3 s feels "
                    "responsive in chat."), placeholder=self.tr("no target"), suffix=self.tr("seconds")))
        self.ttft_percentile = self.add(speed, self.tr("…for th&is share of answers:"), NumberField(
            session, "targets.ttft_s.percentile",
            self.tr("With traffic (Load step): the share of answers, in per cent, that must start within the time "
                    "above, e.g. 95 for '95 % of answers start within 2 s'. Empty: half of them (the median)."),
            integer=False, placeholder="50", suffix="%"))
        self.request = self.add(speed, self.tr("Who&le answer within:"), TargetField(
            session, "targets.request_s",
            self.tr("Time from sending the question to the last word of the answer."),
            placeholder=self.tr("no target"), suffix=self.tr("seconds")))
        self.request_percentile = self.add(speed, self.tr("…for this share of &complete answers:"), NumberField(
            session, "targets.request_s.percentile",
            self.tr("With traffic: the share of answers, in per cent, that must finish within the time above."),
            integer=False, placeholder="50", suffix="%"))
        self.per_user = self.add(speed, self.tr("&Reading speed per user:"), TargetField(
            session, "targets.tokens_per_s_per_user",
            self.tr("How fast each answer streams. People read about 5–10 tokens per second; 20 feels fluent."),
            placeholder=self.tr("no target"), suffix=self.tr("tokens/s")))
        self.throughput = self.add(speed, self.tr("Total thr&oughput:"), TargetField(
            session, "targets.throughput_tokens_per_s",
            self.tr("Tokens generated per second by the whole server, all users together; matters for batch "
                    "jobs."), placeholder=self.tr("no target"), suffix=self.tr("tokens/s")))
        self.training_note = self.note(self.tr("Speed targets apply to serving. For training, the result shows "
                                               "the estimated training time on the picked server."))
        self.deadline_box, deadline = self.group_box(self.tr("Training time"))
        self.deadline = self.add(deadline, self.tr("Whole &job within:"), TargetField(
            session, "targets.training_hours",
            self.tr("The whole training job, every epoch over the dataset, must finish within this many hours. "
                    "Needs the dataset size (Load step) to be checked."),
            placeholder=self.tr("no target"), suffix=self.tr("hours")))
        quality = self.group(self.tr("Quality"))
        self.add(quality, self.tr("&Quality notes:"), TextField(
            session, "targets.quality",
            self.tr("What a good answer looks like, in your words: e.g. 'cites the right contract clause'. "
                    "The pilot checks it."), placeholder=self.tr("e.g. Answers match our knowledge base"),
            multiline=True))
        self.add(quality, self.tr("Quality wei&ght:"), ChoiceField(
            session, "targets.quality_must_have", self.tr("Must-have: a setup that fails it is out."),
            [Choice(True, self.tr("must-have")), Choice(False, self.tr("nice-to-have"))], default=False))
        self.finish()

    def title(self) -> str:
        return self.tr("Targets")

    def subtitle(self) -> str:
        return self.tr("What is good enough? Leave a field empty when it does not matter. Must-haves rule servers "
                       "out; nice-to-haves rank them.")

    def _rate_text(self, rate: Rate | None, unit: str, fmt: Fmt) -> str:
        if rate is None:
            return ""
        fit = self.session.outcome.fit
        name = fit.server_name if fit is not None else ""
        return self.tr("Estimate on {server}: about {typical} {unit} (between {low} and {high}).").format(
            server=name, typical=fmt.rate(rate.typical), unit=unit, low=fmt.rate(rate.low), high=fmt.rate(rate.high))

    def refresh(self) -> None:
        super().refresh()
        training = (self.session.value("mode") or "inference") in TRAINING_MODES
        self.speed_box.setVisible(not training)
        self.training_note.setVisible(training)
        self.deadline_box.setVisible(training)
        fit = self.session.outcome.fit
        speed = fit.speed if fit is not None else None
        fmt = Fmt(unit=self.session.unit, lang=i18n.current_language())
        seconds, rate = self.tr("s"), self.tr("tokens/s")
        self.ttft.show_estimate(self._rate_text(speed.ttft_s if speed else None, seconds, fmt))
        self.per_user.show_estimate(self._rate_text(speed.tokens_per_s_per_user if speed else None, rate, fmt))
        self.throughput.show_estimate(self._rate_text(speed.aggregate_tokens_per_s if speed else None, rate, fmt))
        self.deadline.show_estimate(self._rate_text(speed.training_hours if speed else None, self.tr("h"), fmt))
