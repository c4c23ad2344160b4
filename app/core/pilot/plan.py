"""The pilot plan: the small experiment that checks an estimate on a real server.

From a workload and its targets: the runs to make (a warm-up kept apart; short and long input;
single and parallel requests up to and past the requested concurrency; for training a few steps at
the planned sequence length and micro-batch, and one step up), what to record for each run, the
acceptance criteria from the targets, and the out-of-memory rule (change one factor, repeat the
same work, find the boundary). Serialized, the plan is the `plan.json` that
`resources/pilot/pilot_serve.py` reads (`format`, `api`, `timeout_s`, `runs[]` with `name`,
`input_tokens`, `output_tokens`, `concurrency`, `requests`, `warmup`); the other fields are for
people, `pilot_memory.py` and `headroom pilot import`, and the script ignores them.
"""

from __future__ import annotations

import json
import math
from typing import Final, Literal

from pydantic import Field, ValidationError

from app.core.catalog import Catalog
from app.core.findings import InputError, Note, Problem
from app.core.fit.types import FitResult
from app.core.memory.components import budget_for
from app.core.model.arch import FrozenModel
from app.core.pilot.ceiling import decode_ceiling
from app.core.pilot.rules import Criterion, OomStep, RecordItem, acceptance_criteria, oom_rule, record_items
from app.core.runtimes import traits
from app.core.workload.identity import path_name
from app.core.workload.identity import workload_fingerprint as workload_fingerprint  # its old home: re-exported
from app.core.workload.resolve import Resolved, resolve
from app.core.workload.schema import Mode, Runtime, Workload

PLAN_FORMAT: Final = "headroom.pilot-plan/1"

# Without `load.long_input_tokens`, the long case is this multiple of the typical input (capped at
# the model's context): long enough to show prefill and KV-cache growth, short enough to run.
LONG_INPUT_MULTIPLE = 4
# Past the requested concurrency: 1.5× and 2× show how fast acceptance degrades under a peak.
PAST_REQUESTED_FACTORS = (1.5, 2.0)
# Each run sends this many rounds of `concurrency` requests (at least MIN_REQUESTS_PER_RUN), so
# that p95 rests on more than one or two requests.
ROUNDS_PER_RUN = 3
MIN_REQUESTS_PER_RUN = 8
# The warm-up: a couple of short requests that compile kernels and fill caches; never measured.
WARMUP_REQUESTS = 2
WARMUP_OUTPUT_TOKENS = 32
# No planned run goes above this many parallel requests (a memory boundary can be in the thousands).
MAX_PLANNED_CONCURRENCY = 1024
# Seconds one request may take (pilot_serve's default): a long answer under load takes minutes.
REQUEST_TIMEOUT_S = 300.0
# Training: optimizer steps per memory run; step 1 separates the components, later steps show
# the steady state (optimizer states exist from the first step on).
TRAINING_STEPS = 3
# Training speed run: a few hundred optimizer steps at the planned shape; pilot_memory.py leaves out a tenth
# as warm-up and times the rest (the step time settles after the first tens of steps: allocator, kernels).
TRAINING_SPEED_STEPS = 200
# "One step up": the next micro-batch / sequence length a user would try, doubled.
STEP_UP_FACTOR = 2
# Weight precisions pilot_memory.py can build (it makes random 16/32-bit weights, or NF4 for QLoRA).
MEMORY_DTYPES = {"bf16": "bfloat16", "fp16": "float16", "fp32": "float32"}

RunPurpose = Literal["warmup", "single", "requested", "past_requested", "memory_boundary"]
InputCase = Literal["warmup", "short", "long"]
MemoryPurpose = Literal["planned", "long_input", "step_up_batch", "step_up_seq", "memory_boundary", "speed"]


class ServeRun(FrozenModel):
    """One run of pilot_serve.py: `requests` requests, `concurrency` of them in flight at once."""

    name: str
    input_tokens: int = Field(ge=1)
    output_tokens: int = Field(ge=1)
    concurrency: int = Field(ge=1)
    requests: int = Field(ge=1)
    warmup: bool = False
    purpose: RunPurpose
    input_case: InputCase


class MemoryRun(FrozenModel):
    """One run of pilot_memory.py; `args` follow `--config config.json --plan plan.json`."""

    name: str
    purpose: MemoryPurpose
    mode: Mode
    out: str = Field(description="The results file this run writes.")
    args: list[str]
    batch: int | None = None
    input_tokens: int | None = None
    output_tokens: int | None = None
    seq_len: int | None = None
    micro_batch: int | None = None
    steps: int | None = None


class PlanLoad(FrozenModel):
    input_tokens: int
    long_input_tokens: int | None
    output_tokens: int
    concurrency: int
    levels: list[int] = Field(description="Concurrency levels of the measured runs.")
    memory_boundary: int | None = Field(description="fit's most concurrent sequences (or micro-batch).")
    server: str | None = None


class PilotPlan(FrozenModel):
    format: Literal["headroom.pilot-plan/1"] = PLAN_FORMAT
    workload_name: str
    workload_fingerprint: str
    model: str = Field(description="The name the model server is expected to serve the model under.")
    model_revision: str = ""
    mode: Mode
    runtime: Runtime
    weights_precision: str
    kv_precision: str
    gpus: int
    pipeline_parallel: int = Field(default=1, description="Pipeline stages of the fit's split (vLLM/SGLang/TensorRT-"
                                                          "LLM); the GPUs per stage are gpus ÷ this.")
    gpu_layers: int | None = Field(default=None, description="llama.cpp/Ollama: the layers the fit puts on the GPUs "
                                                             "when not all fit (-ngl); None = all.")
    api: Literal["completions", "chat"] = "completions"
    timeout_s: float = REQUEST_TIMEOUT_S
    load: PlanLoad
    runs: list[ServeRun]
    memory_runs: list[MemoryRun]
    record: list[RecordItem]
    acceptance: list[Criterion]
    oom_rule: list[OomStep]
    notes: list[Note] = Field(default_factory=list)
    max_tokens_per_s_per_request: float | None = Field(
        default=None, gt=0, description="The fastest one request of this model decodes on any catalog GPU: "
        "pilot_serve.py flags a faster delivery as a burst (app/core/pilot/ceiling.py).")

    @property
    def is_training(self) -> bool:
        return self.mode != "inference"

    @property
    def measured_runs(self) -> list[ServeRun]:
        return [r for r in self.runs if not r.warmup]

    @property
    def speed_runs(self) -> int:
        """Runs that measure speed: the load test's measured runs, or training's speed runs."""
        return len(self.measured_runs) + sum(1 for r in self.memory_runs if r.purpose == "speed")


# ------------------------------------------------------------------ identity


def served_model_name(workload: Workload, catalog: Catalog) -> str:
    """The name to pass as `--model`: the Hugging Face repository when known, else the file or name."""
    ref = workload.model
    if ref.id:
        entry = catalog.model(ref.id)
        return (entry.hf_repo or entry.id) if entry else ref.id
    if ref.path:
        return path_name(ref.path)
    return ref.name or "model"


def model_names(workload: Workload, catalog: Catalog) -> list[str]:
    """Every name the workload's model may go by (catalog id, repository, display name, file)."""
    ref = workload.model
    names = [ref.id or "", ref.name, path_name(ref.path) if ref.path else ""]
    entry = catalog.model(ref.id) if ref.id else None
    if entry:
        names += [entry.hf_repo, entry.name]
    return [n for n in dict.fromkeys(names) if n]


# ------------------------------------------------------------------ inference runs


def _levels(requested: int, boundary: int | None) -> list[int]:
    levels = {1, requested} | {math.ceil(requested * f) for f in PAST_REQUESTED_FACTORS}
    if boundary and boundary > 0:
        levels.add(boundary)
    return sorted(c for c in levels if c <= MAX_PLANNED_CONCURRENCY)


def _purpose(level: int, requested: int, boundary: int | None) -> RunPurpose:
    if level == requested:
        return "requested"
    if level == boundary:
        return "memory_boundary"
    return "single" if level == 1 else "past_requested"


def _long_input(r: Resolved, notes: list[Note]) -> int | None:
    load = r.workload.load
    max_context = r.model.arch.max_context
    long_tokens = load.long_input_tokens
    if long_tokens is None:
        long_tokens = load.input_tokens * LONG_INPUT_MULTIPLE
        notes.append(Note(code="pilot_long_input_assumed", params={"multiple": LONG_INPUT_MULTIPLE,
                                                                    "tokens": long_tokens}))
    if max_context and long_tokens + load.output_tokens > max_context:
        capped = max_context - load.output_tokens
        notes.append(Note(code="pilot_long_input_capped", params={"tokens": capped, "max_context": max_context}))
        long_tokens = capped
    return long_tokens if long_tokens > load.input_tokens else None


def _requests(concurrency: int) -> int:
    return max(MIN_REQUESTS_PER_RUN, ROUNDS_PER_RUN * concurrency)


def serve_runs(r: Resolved, levels: list[int], long_tokens: int | None, boundary: int | None) -> list[ServeRun]:
    load = r.workload.load
    output = max(1, load.output_tokens)
    runs = [ServeRun(name="warmup", input_tokens=load.input_tokens, output_tokens=min(output, WARMUP_OUTPUT_TOKENS),
                     concurrency=1, requests=WARMUP_REQUESTS, warmup=True, purpose="warmup", input_case="warmup")]
    cases: list[tuple[InputCase, int]] = [("short", load.input_tokens)]
    if long_tokens:
        cases.append(("long", long_tokens))
    for case, tokens in cases:
        for level in levels:
            runs.append(ServeRun(name=f"{case}-c{level}", input_tokens=tokens, output_tokens=output,
                                 concurrency=level, requests=_requests(level),
                                 purpose=_purpose(level, load.concurrency, boundary), input_case=case))
    return runs


# ------------------------------------------------------------------ memory runs (pilot_memory.py)


def _memory_dtype(r: Resolved) -> str | None:
    if r.workload.mode == "qlora":
        return "bfloat16"  # the compute dtype around the NF4 weights
    return MEMORY_DTYPES.get(r.weights.id)


def _training_args(r: Resolved, notes: list[Note]) -> list[str]:
    t = r.workload.training
    args = []
    if t.gradient_checkpointing:
        args.append("--gradient-checkpointing")
    optimizer = "sgd" if t.optimizer == "sgd" else "adamw"
    if optimizer != t.optimizer:
        notes.append(Note(code="pilot_optimizer_substituted", params={"asked": t.optimizer, "used": optimizer}))
    args += ["--optimizer", optimizer]
    if r.workload.mode in ("lora", "qlora"):
        args += ["--lora-rank", str(t.lora_rank)]
        if t.lora_targets != "all_linear":
            notes.append(Note(code="pilot_lora_targets_substituted", params={"asked": t.lora_targets}))
    if r.workload.mode == "full_finetune" and t.master_weights:
        notes.append(Note(code="pilot_memory_no_master_weights", params={}))
    return args


def _training_memory_runs(r: Resolved, dtype: str, boundary: int | None, notes: list[Note]) -> list[MemoryRun]:
    t, mode = r.workload.training, r.workload.mode
    extra = _training_args(r, notes)
    max_context = r.model.arch.max_context
    shapes: list[tuple[MemoryPurpose, int, int]] = [("planned", t.seq_len, t.micro_batch),
                                                    ("step_up_batch", t.seq_len, t.micro_batch * STEP_UP_FACTOR)]
    if not max_context or t.seq_len * STEP_UP_FACTOR <= max_context:
        shapes.append(("step_up_seq", t.seq_len * STEP_UP_FACTOR, t.micro_batch))
    if boundary and boundary > t.micro_batch * STEP_UP_FACTOR:
        shapes.append(("memory_boundary", t.seq_len, boundary))
    runs = []
    for purpose, seq, batch in shapes:
        name = f"train-s{seq}-b{batch}"
        args = ["--mode", mode, "--dtype", dtype, "--seq-len", str(seq), "--micro-batch", str(batch),
                "--steps", str(TRAINING_STEPS), *extra]
        runs.append(MemoryRun(name=name, purpose=purpose, mode=mode, out=f"memory-{name}.json", args=args,
                              seq_len=seq, micro_batch=batch, steps=TRAINING_STEPS))
    name = f"train-speed-s{t.seq_len}-b{t.micro_batch}"
    args = ["--mode", mode, "--dtype", dtype, "--seq-len", str(t.seq_len), "--micro-batch", str(t.micro_batch),
            "--steps", str(TRAINING_SPEED_STEPS), *extra]
    runs.append(MemoryRun(name=name, purpose="speed", mode=mode, out=f"speed-{name}.json", args=args,
                          seq_len=t.seq_len, micro_batch=t.micro_batch, steps=TRAINING_SPEED_STEPS))
    return runs


def _inference_memory_runs(r: Resolved, dtype: str, long_tokens: int | None) -> list[MemoryRun]:
    load = r.workload.load
    output = max(1, load.output_tokens)
    shapes: list[tuple[MemoryPurpose, int]] = [("planned", load.input_tokens)]
    if long_tokens:
        shapes.append(("long_input", long_tokens))
    runs = []
    for purpose, tokens in shapes:
        name = f"infer-i{tokens}-b{load.concurrency}"
        args = ["--mode", "inference", "--dtype", dtype, "--batch", str(load.concurrency),
                "--input-tokens", str(tokens), "--output-tokens", str(output)]
        runs.append(MemoryRun(name=name, purpose=purpose, mode="inference", out=f"memory-{name}.json", args=args,
                              batch=load.concurrency, input_tokens=tokens, output_tokens=output))
    return runs


def memory_runs(r: Resolved, long_tokens: int | None, boundary: int | None, notes: list[Note]) -> list[MemoryRun]:
    w = r.workload
    dtype = _memory_dtype(r)
    if dtype is None or (not w.is_training and traits(w.runtime).layer_split):
        notes.append(Note(code="pilot_memory_16bit_only", params={"format": r.weights.id}))
        return []
    if w.gpus > 1:
        notes.append(Note(code="pilot_memory_single_gpu", params={"gpus": w.gpus}))
    if w.is_training:
        return _training_memory_runs(r, dtype, boundary, notes)
    return _inference_memory_runs(r, dtype, long_tokens)


# ------------------------------------------------------------------ the plan


def _server_gpus(w: Workload, fit_result: FitResult | None) -> int:
    """GPUs one model server spans: the fit's split (tensor × pipeline / layer split), else the workload's GPUs."""
    if fit_result and not w.is_training and fit_result.placement.tensor_parallel:
        return fit_result.placement.gpus_per_replica
    return w.gpus


def plan_for(workload: Workload, catalog: Catalog, fit_result: FitResult | None = None) -> PilotPlan:
    """The pilot for a workload; with a fit, the server's memory boundary is one of the runs."""
    r = resolve(workload, catalog)
    w = r.workload
    notes: list[Note] = []
    boundary = fit_result.max_concurrency if fit_result and fit_result.max_concurrency else None
    if boundary is not None and fit_result is not None:
        code = "pilot_batch_boundary_from_fit" if w.is_training else "pilot_boundary_from_fit"
        notes.append(Note(code=code, params={"concurrency": boundary, "server": fit_result.server_name}))
    if w.is_training:
        long_tokens = None
        levels = [w.training.micro_batch]
        runs: list[ServeRun] = []
    else:
        if r.model.arch.encoder_only:
            notes.append(Note(code="pilot_encoder_not_served", params={}))
        long_tokens = _long_input(r, notes)
        levels = _levels(w.load.concurrency, boundary)
        if boundary and boundary > MAX_PLANNED_CONCURRENCY:
            notes.append(Note(code="pilot_concurrency_capped", params={"concurrency": MAX_PLANNED_CONCURRENCY}))
        runs = serve_runs(r, levels, long_tokens, boundary)
        if w.speculative is not None:
            # The speed-up hangs on the acceptance rate (app/core/model/speculative.py), read from the runtime.
            from app.core.model.speculative import acceptance_rate

            spec = w.speculative
            notes.append(Note(code="pilot_measure_acceptance", params={
                "method": spec.method, "num_tokens": spec.num_tokens,
                "assumed": acceptance_rate(spec.method, spec.acceptance_rate)}))
    load = PlanLoad(input_tokens=w.load.input_tokens, long_input_tokens=long_tokens,
                    output_tokens=w.load.output_tokens, concurrency=w.load.concurrency, levels=levels,
                    memory_boundary=boundary, server=fit_result.server_id if fit_result else None)
    mem_runs = memory_runs(r, long_tokens, boundary, notes)
    return PilotPlan(
        workload_name=w.name, workload_fingerprint=workload_fingerprint(w), model=served_model_name(w, catalog),
        model_revision=w.model.revision, mode=w.mode, runtime=w.runtime, weights_precision=r.weights.id,
        kv_precision=r.kv.id, gpus=_server_gpus(w, fit_result),
        pipeline_parallel=fit_result.placement.pipeline_parallel if fit_result and not w.is_training
        and fit_result.placement.tensor_parallel > 1 and not traits(w.runtime).layer_split else 1,
        gpu_layers=fit_result.placement.gpu_layers if fit_result else None,
        max_tokens_per_s_per_request=None if w.is_training else decode_ceiling(budget_for(r), catalog),
        api="chat" if traits(w.runtime).chat_api else "completions", load=load, runs=runs,
        memory_runs=mem_runs, record=record_items(w), acceptance=acceptance_criteria(w), oom_rule=oom_rule(w),
        notes=notes)


def plan_json_text(plan: PilotPlan) -> str:
    """plan.json as written into the kit."""
    return json.dumps(plan.model_dump(mode="json"), indent=2, ensure_ascii=False) + "\n"


def parse_plan(data: object) -> PilotPlan:
    """A decoded plan.json; InputError naming the field (a newer plan is refused, older migrated)."""
    from app.core.files.versioning import PILOT_PLAN
    from app.core.workload.io import problems_from_validation

    if not isinstance(data, dict):
        raise InputError([Problem(field="(file)", code="not_an_object", message="a plan holds one JSON object")])
    doc, _found = PILOT_PLAN.upgrade(data)
    try:
        return PilotPlan.model_validate(doc)
    except ValidationError as exc:
        raise InputError(problems_from_validation(exc)) from None
