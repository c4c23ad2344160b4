"""The results of placing a workload on server profiles: placement, target checks, fit, comparison.

Kept apart from the arithmetic (as `memory.types` is from `memory.components`): the bottleneck
rules, the CLI, the window and the quote read these.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from app.core.findings import Finding
from app.core.memory.types import Budget, Component
from app.core.offers.money import ExchangeRates
from app.core.offers.pricing import OfferCost, PurchaseTerms, Term
from app.core.offers.server import Price
from app.core.speed.estimate import SpeedEstimate

# What memory alone says (the first step of the verdict).
MemoryVerdict = Literal["fits", "tight", "does_not_fit", "unknown_gpu"]
# The verdict a buyer reads: memory, then every must-have (documented in docs/formats.md):
#   fits              — the typical AND the high estimate fit with at least 10 % of usable memory left,
#                       the long case fits next to the other requests, every must-have is met;
#   tight             — as fits, but the high estimate (of the work or of the long case) does not fit, or
#                       less than 10 % is left;
#   misses_must_have  — the typical estimate fits, but a must-have is missed: the long case, the model's
#                       context limit, or a must-have target (each named in `missed`, with figure and target);
#   does_not_fit      — the typical estimate exceeds the usable memory.
Verdict = Literal["fits", "tight", "misses_must_have", "does_not_fit", "unknown_gpu"]
COMFORT_HEADROOM_SHARE = 0.10
VERDICT_RANK = {"fits": 0, "tight": 1, "misses_must_have": 2, "does_not_fit": 3, "unknown_gpu": 4}
# Verdicts of a server that can do the job as specified (every must-have met).
MEETS_MUST_HAVES: frozenset[str] = frozenset({"fits", "tight"})

TargetKey = Literal["ttft_s", "request_s", "tokens_per_s_per_user", "throughput_tokens_per_s", "training_hours",
                    "batch_deadline"]
# What a must-have can be: the long case, the model's context limit, or a target (a batch job's deadline too).
MissKey = Literal["long_input", "context_limit", "ttft_s", "request_s", "tokens_per_s_per_user",
                  "throughput_tokens_per_s", "training_hours", "batch_deadline"]


class Placement(BaseModel):
    model_config = ConfigDict(frozen=True)

    replicas: int
    tensor_parallel: int
    data_parallel: int
    zero_stage: int
    gpus_used: int
    nodes: int = 1
    code: str = Field(description="replicas | tensor_parallel | layer_split | pipeline_parallel | partial_offload | "
                                  "training_one_gpu | sharded_data_parallel | "
                                  "data_parallel | too_large | unknown_gpu")
    pipeline_parallel: int = Field(default=1, description="Pipeline stages (groups of GPUs holding consecutive layers; "
                                                          "llama.cpp's layer split: one GPU each).")
    nodes_per_replica: int = Field(default=1, description="Server nodes one copy of the model spans (pipeline "
                                                          "stages on different nodes talk over the network).")
    gpu_layers: int | None = Field(default=None, description="llama.cpp/Ollama: repeating layers on the GPUs when "
                                                             "not all fit (the rest run on the CPU); None = all.")
    model_layers: int | None = Field(default=None, description="The model's repeating layers (with gpu_layers).")
    reason: str = Field(default="", description="Why this split: a code the text layer words (split_*).")
    reason_params: dict[str, float | int | str] = Field(default_factory=dict)

    @property
    def gpus_per_replica(self) -> int:
        """GPUs one copy of the model spans."""
        return max(1, self.tensor_parallel) * max(1, self.pipeline_parallel)


# Targets met by staying at or below the value (times); the others are rates met at or above it.
LOWER_IS_BETTER: frozenset[str] = frozenset({"ttft_s", "request_s", "training_hours", "batch_deadline"})


class TargetCheck(BaseModel):
    """One target of the workload held against the typical speed estimate on this server."""

    model_config = ConfigDict(frozen=True)

    key: TargetKey
    target: float
    estimate: float
    met: bool
    must_have: bool
    percentile: float | None = Field(default=None, description="With traffic: the percentile the estimate is "
                                     "at; `estimate` and `met` are for the servers needed.")
    one_server_estimate: float | None = Field(default=None, description="With traffic: the same percentile with "
                                              "all the traffic on one server.")
    servers: int | None = Field(default=None, description="With traffic: the servers the estimate is for (None: "
                                "no number of servers meets the target).")

    @property
    def met_on_one_server(self) -> bool:
        figure = self.estimate if self.one_server_estimate is None else self.one_server_estimate
        return figure <= self.target if self.key in LOWER_IS_BETTER else figure >= self.target


class Missed(BaseModel):
    """One must-have this server misses: what it reaches (`figure`) against what is required (`target`).

    Units by key: long_input and context_limit in tokens (input + output of one request); ttft_s in
    seconds (at most); the rates in tokens/s (at least); training_hours and batch_deadline in hours (at most).
    """

    model_config = ConfigDict(frozen=True)

    key: MissKey
    figure: float
    target: float


class FitResult(BaseModel):
    model_config = ConfigDict(frozen=True)

    server_id: str | None
    server_name: str
    gpu_id: str | None
    gpu_name: str
    gpu_count: int
    gpu_vendor: str = Field(default="", description="The GPU's vendor (catalog), for the software stack it runs.")
    verdict: Verdict
    memory_verdict: MemoryVerdict = Field(description="What memory alone says (the verdict's first step).")
    missed: list[Missed] = Field(default_factory=list, description="Must-haves this server misses.")
    per_gpu_bytes: int
    per_gpu_low_bytes: int
    per_gpu_high_bytes: int
    capacity_bytes: int = Field(description="Usable memory per GPU after the runtime's reservation.")
    gpu_memory_bytes: int = Field(description="What the driver reports per GPU (or the vendor figure).")
    reserved_fraction: float | None
    headroom_bytes: int
    headroom_fraction: float
    placement: Placement
    budget: Budget | None
    max_concurrency: int | None = Field(description="Most sequences at the requested context that fit.")
    max_context: int | None = Field(description="Longest input+output per sequence at the requested concurrency.")
    max_context_limited_by_model: bool = False
    speed: SpeedEstimate | None
    warnings: list[Finding] = Field(default_factory=list)
    price_monthly: float | None = Field(
        default=None, description="What a month of the offer costs running all month, under its cheapest term "
                                  "(monthly price; hourly × 730 h; bought: the monthly equivalent).")
    currency: str | None = None
    price: Price | None = Field(default=None, description="The offer's terms as its profile states them.")
    power_draw_w: float | None = Field(
        default=None, description="What the server draws, for a bought offer's electricity: the profile's power_w, "
                                  "else the GPUs' TDP × the usual system share.")
    power_stated: bool = Field(default=False, description="power_draw_w is the profile's own figure.")
    month_cost: OfferCost | None = Field(default=None, description="A month of the offer, with its term.")
    job_cost: OfferCost | None = Field(
        default=None, description="A job of a known length (training with a dataset size, load.batch): its cost "
                                  "under the offer's cheapest term for it.")
    price_per_million_tokens: float | None = Field(
        default=None, description="Monthly price ÷ output tokens a month at the typical aggregate rate.")
    targets: list[TargetCheck] = Field(default_factory=list, description="The workload's targets vs the estimate.")
    batch_cost: float | None = Field(
        default=None, description="A batch job (load.batch): its cost on this server, monthly price ÷ hours a month "
                                  "× the hours it takes (typical estimate), in the offer's currency.")
    host_parts_per_node: list[Component] = Field(
        default_factory=list, description="The budget's host tier for what one server node runs (its GPUs and its "
                                          "copies of the model), each part scaled to the node.")
    host_bytes_per_node: int | None = Field(
        default=None, description="System RAM one server node needs while the work runs: typical.")
    host_high_bytes_per_node: int | None = Field(default=None, description="... the high estimate.")
    ram_bytes: int | None = Field(default=None, description="System RAM of one node of the server.")

    @property
    def key(self) -> str:
        """How a comparison names this result: the profile id, or its name for an unsaved one."""
        return self.server_id or self.server_name

    @property
    def misses_must_have(self) -> bool:
        return bool(self.missed)

    @property
    def servers_needed(self) -> int:
        """Servers of this offer the workload's traffic needs (one without traffic, or when none suffices)."""
        traffic = self.speed.traffic if self.speed is not None else None
        return traffic.servers_needed or 1 if traffic is not None else 1

    @property
    def meets_must_haves(self) -> bool:
        """The work as specified runs here: memory fits and every must-have is met."""
        return self.verdict in MEETS_MUST_HAVES


# How the recommendation ranks the servers that meet every must-have:
#   monthly_cost         — a service with a fixed demand: the lowest monthly price (spare speed is headroom);
#   token_cost           — throughput-bound batch work: the lowest price per million tokens produced;
#   job_cost             — training with a dataset size: the lowest cost of the job (hourly rate × hours);
#   training_token_cost  — training without a dataset size: the lowest price per million training tokens;
#   batch_cost           — a batch job with a size (load.batch): the lowest cost of the job (hourly rate × hours);
#   unit_cost            — throughput-bound image or speech work: the lowest price per unit (image, audio hour);
#   headroom             — no prices to compare: the most memory to spare.
RankRule = Literal["monthly_cost", "token_cost", "job_cost", "training_token_cost", "batch_cost", "unit_cost",
                   "headroom"]
# Why this recommendation (or none):
#   cheapest         — the rule chose it among several that meet every must-have;
#   only_one         — the only server that meets every must-have (and fits comfortably);
#   tight_only       — none fits comfortably; the best of those that fit tightly;
#   none_meets       — the memory fits somewhere, but no server meets every must-have: none recommended;
#   none_fits        — the work fits on none of them: none recommended.
Reason = Literal["cheapest", "only_one", "tight_only", "none_meets", "none_fits"]


class Cost(BaseModel):
    """The figure the rule ranks a server by, in the offer's own currency (and converted, where it was)."""

    model_config = ConfigDict(frozen=True)

    amount: float
    currency: str
    in_base: float | None = Field(default=None, description="In the rates' base currency, when converted.")
    term: Term | None = Field(default=None, description="The offer's term that decided the cost.")
    detail: OfferCost | None = Field(default=None, description="How the term gives the cost (hours or months "
                                                               "billed, the purchase's parts).")


class Comparison(BaseModel):
    model_config = ConfigDict(frozen=True)

    results: list[FitResult]
    recommended: str | None = Field(description="server_id (or name) of the recommended profile.")
    reason: Reason
    rule: RankRule = "monthly_cost"
    costs: dict[str, Cost] = Field(default_factory=dict, description="By result key: what the rule ranked.")
    runner_up: str | None = Field(default=None, description="The next server that meets every must-have.")
    unranked_currencies: list[str] = Field(
        default_factory=list, description="Currencies without an exchange rate: those offers are not ranked "
                                          "against the others.")
    converted: bool = Field(default=False, description="Prices in several currencies were converted with `rates`.")
    rates: ExchangeRates | None = Field(default=None, description="The exchange rates the ranking used.")
    closest: str | None = Field(default=None, description="When none meets every must-have: the nearest miss.")
    cheaper_tight: str | None = Field(
        default=None, description="A server that would cost less by the rule than the recommended one but fits "
                                  "only tightly (ranked after every comfortable fit).")
    hours_per_month: float = Field(default=730.0, description="Hours in a month of service (an hourly offer × this).")
    purchase_terms: PurchaseTerms | None = Field(
        default=None, description="Years of use and electricity price, when a bought offer was costed.")
    short_job: bool = Field(
        default=False, description="The recommended offer bills whole months for a job that uses less than half of "
                                   "them: the buyer should ask for offers billed by the hour.")

    def result(self, key: str | None) -> FitResult | None:
        return next((r for r in self.results if r.key == key), None) if key else None

    @property
    def best(self) -> FitResult | None:
        return self.result(self.recommended)
