#!/usr/bin/env python3
"""Headroom pilot: measure the GPU memory of a model at the planned batch.

Needs PyTorch and transformers (peft for LoRA, bitsandbytes for QLoRA).  The
model is built from its config.json with random weights: nothing is downloaded
(HF_HUB_OFFLINE=1 is set, no hub id is ever loaded).

    python3 pilot_memory.py --config config.json [--device cuda|cpu] [--dtype bfloat16]
        --mode inference --batch B --input-tokens N --output-tokens M
    python3 pilot_memory.py --config config.json
        --mode full_finetune|lora|qlora --seq-len S --micro-batch B --steps K
        [--gradient-checkpointing] [--optimizer adamw|sgd] [--lora-rank R]
    common: [--model-id DIR] [--plan plan.json] [--out results.json] [--seed N]
            [--attn-implementation sdpa|eager|flash_attention_2]

Inference: one forward over the prompt (logits of the last position only, as
serving engines do), then M decode steps, one token each, with the KV cache.
Training: K optimizer steps on random token ids (labels = inputs).  With more
steps than the warm-up (a speed run: the kit plans a few hundred), the steps
after the warm-up are timed: `training_timing` holds the step time (p50, p95, mean) and
the tokens/s of the steady state; the allocator is read at each phase of the
first MARKED_STEPS steps only, so that reading it does not slow the timed ones.

results.json (format "headroom.pilot-results/1", tool "pilot_memory", see
plan_schema.md) holds the parameter count, the bytes of the tensors (weights,
gradients, optimizer states, KV cache: exact, on any device), the CUDA
allocator's readings after each phase and its peaks (null on the CPU), the
versions, the GPU, the exact command line and the config.

Exit codes: 0 done, 2 bad argument, 3 a dependency or the GPU is missing,
4 the run failed, 5 out of memory (results written in both cases).
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import json
import os
import platform
import shlex
import shutil
import subprocess
import sys
import time
import traceback

RESULTS_FORMAT = "headroom.pilot-results/1"
TOOL = "pilot_memory"
TOOL_VERSION = "1.1"  # 1.1: `training_timing` of a training speed run

EXIT_USAGE = 2
EXIT_MISSING = 3
EXIT_FAILED = 4
EXIT_OOM = 5

MODES = ("inference", "full_finetune", "lora", "qlora")
DTYPES = ("bfloat16", "float16", "float32")
PLAN_ID_KEYS = ("format", "model", "workload_name", "workload_fingerprint")
# Config keys that would make transformers load code or quantized weights;
# the pilot builds plain random weights in --dtype instead.
IGNORED_CONFIG_KEYS = ("auto_map", "quantization_config")
LEARNING_RATE = 1e-5  # irrelevant to memory; small so that the random model stays finite
CACHE_WALK_DEPTH = 5  # how deep the KV-cache walker looks into cache objects
MAX_ERROR_CHARS = 300
NVIDIA_SMI_TIMEOUT_S = 5.0
# transformers renamed from_config's torch_dtype to dtype in 4.56.
DTYPE_KWARG_SINCE = (4, 56)
# Training steps read phase by phase (the components come from step 1; 3 show the steady state).
MARKED_STEPS = 3
# Steps left out of the timing: the first ones allocate, pick kernels and warm caches. A tenth of the run,
# at least MARKED_STEPS (those are slowed by the readings), so a run of 200 times 180 steps.
WARMUP_SHARE = 0.1


class Refusal(Exception):
    """A missing dependency or GPU: one line, exit code 3."""


class OneLineParser(argparse.ArgumentParser):
    def error(self, message):
        sys.stderr.write(f"pilot_memory: error: {message} (see --help)\n")
        sys.exit(EXIT_USAGE)


def now_iso():
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")  # noqa: UP017 - 3.8


def log(text):
    sys.stderr.write(f"pilot_memory: {text}\n")
    sys.stderr.flush()


def write_json_atomic(path, data):
    directory = os.path.dirname(os.path.abspath(path))
    tmp = os.path.join(directory, f".{os.path.basename(path)}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=2, default=str)
        handle.write("\n")
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


# ---------------------------------------------------------------- arguments

def parse_args(argv):
    parser = OneLineParser(description="Measure a model's memory for a Headroom pilot (random weights).")
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--config", help="the model's config.json")
    source.add_argument("--model-id", help="a local folder holding config.json (nothing is downloaded)")
    parser.add_argument("--mode", choices=MODES, default="inference")
    parser.add_argument("--device", choices=("cuda", "cpu"), default="cuda")
    parser.add_argument("--dtype", choices=DTYPES, default=None,
                        help="weights' dtype (default bfloat16 on cuda, float32 on cpu)")
    parser.add_argument("--batch", type=int, default=1, help="inference: sequences in the batch")
    parser.add_argument("--input-tokens", type=int, default=512, help="inference: prompt length")
    parser.add_argument("--output-tokens", type=int, default=64, help="inference: decode steps")
    parser.add_argument("--seq-len", type=int, default=512, help="training: sequence length")
    parser.add_argument("--micro-batch", type=int, default=1, help="training: sequences per step")
    parser.add_argument("--steps", type=int, default=3, help="training: optimizer steps")
    parser.add_argument("--gradient-checkpointing", action="store_true")
    parser.add_argument("--optimizer", choices=("adamw", "sgd"), default="adamw")
    parser.add_argument("--lora-rank", type=int, default=16)
    parser.add_argument("--lora-alpha", type=int, default=None, help="default: 2 x rank")
    parser.add_argument("--attn-implementation", default=None, help="e.g. sdpa, eager, flash_attention_2")
    parser.add_argument("--plan", help="plan.json of the pilot kit (its ids are copied into the results)")
    parser.add_argument("--out", default="results.json")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for name in ("batch", "input_tokens", "output_tokens", "seq_len", "micro_batch", "steps", "lora_rank"):
        if getattr(args, name) <= 0:
            parser.error(f"--{name.replace('_', '-')} must be positive")
    if args.mode == "qlora" and args.device != "cuda":
        parser.error("--mode qlora needs --device cuda (bitsandbytes 4-bit runs on CUDA GPUs)")
    args.dtype = args.dtype or ("bfloat16" if args.device == "cuda" else "float32")
    args.lora_alpha = args.lora_alpha or 2 * args.lora_rank
    return args


# ---------------------------------------------------------------- dependencies

def require(module, why):
    try:
        return importlib.import_module(module)
    except Exception as exc:  # ImportError, or a broken install raising anything
        raise Refusal(f"{why} ({module} cannot be imported: {type(exc).__name__}: {exc})") from None


def load_dependencies(args):
    """Import what the mode needs, in the order a user would install it."""
    # Before transformers is imported: it reads these at import time.
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ["TRANSFORMERS_OFFLINE"] = "1"
    os.environ["HF_HUB_DISABLE_TELEMETRY"] = "1"
    deps = {"torch": require("torch", "PyTorch is needed: pip install torch")}
    torch = deps["torch"]
    if args.device == "cuda" and not torch.cuda.is_available():
        raise Refusal(f"no CUDA GPU is visible to PyTorch {torch.__version__} "
                      "(use --device cpu to try the script on the CPU)")
    deps["transformers"] = require("transformers", "transformers is needed: pip install transformers")
    if args.mode in ("lora", "qlora"):
        deps["peft"] = require("peft", f"--mode {args.mode} needs peft: pip install peft")
    if args.mode == "qlora":
        deps["bnb"] = require("bitsandbytes", "--mode qlora needs bitsandbytes: pip install bitsandbytes")
    return deps


def package_version(name):
    try:
        from importlib import metadata
        return metadata.version(name)
    except Exception:
        return None


def versions(torch, device):
    info = {"python": platform.python_version(), "platform": platform.platform(),
            "torch": torch.__version__, "transformers": package_version("transformers"),
            "peft": package_version("peft"), "bitsandbytes": package_version("bitsandbytes"),
            "accelerate": package_version("accelerate"), "cuda": torch.version.cuda}
    if device.type == "cuda":
        props = torch.cuda.get_device_properties(device)
        info["gpu_name"] = props.name
        info["gpu_total_bytes"] = props.total_memory
        info["cudnn"] = torch.backends.cudnn.version()
        info["nvidia_driver"] = nvidia_driver()
    return info


def nvidia_driver():
    exe = shutil.which("nvidia-smi")
    if not exe:
        return None
    try:
        out = subprocess.run([exe, "--query-gpu=driver_version", "--format=csv,noheader"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             timeout=NVIDIA_SMI_TIMEOUT_S, check=True)
    except (OSError, subprocess.SubprocessError):
        return None
    lines = out.stdout.decode("utf-8", "replace").split()
    return lines[0] if lines else None


# ---------------------------------------------------------------- config and model

def config_path(args):
    path = args.config or args.model_id
    if os.path.isdir(path):
        path = os.path.join(path, "config.json")
    if not os.path.isfile(path):
        raise Refusal(f"no config.json at {path} (the pilot reads a local config only; it downloads nothing)")
    return path


def read_config(args):
    path = config_path(args)
    try:
        with open(path, encoding="utf-8") as handle:
            raw = json.load(handle)
    except (OSError, ValueError) as exc:
        raise Refusal(f"cannot read {path}: {exc}") from None
    if not isinstance(raw, dict) or not raw.get("model_type"):
        raise Refusal(f"{path} has no model_type: not a transformers config.json")
    return path, raw


def build_config(transformers, raw):
    kwargs = {k: v for k, v in raw.items() if k != "model_type" and k not in IGNORED_CONFIG_KEYS}
    try:
        return transformers.AutoConfig.for_model(raw["model_type"], **kwargs)
    except (KeyError, ValueError) as exc:
        raise Refusal(f"model_type {raw['model_type']!r} is not known to transformers "
                      f"{transformers.__version__}: {exc}") from None


def dtype_kwarg(transformers):
    parts = []
    for piece in transformers.__version__.split(".")[:2]:
        digits = "".join(ch for ch in piece if ch.isdigit())
        parts.append(int(digits or 0))
    return "dtype" if tuple(parts) >= DTYPE_KWARG_SINCE else "torch_dtype"


def build_model(deps, args, config, device, dtype):
    """Random weights, created directly on the device (no CPU copy for CUDA)."""
    torch, transformers = deps["torch"], deps["transformers"]
    kwargs = {dtype_kwarg(transformers): dtype}
    if args.attn_implementation:
        kwargs["attn_implementation"] = args.attn_implementation
    build_device = "cpu" if args.mode == "qlora" else device  # qlora quantizes layer by layer onto the GPU
    with torch.device(build_device):
        model = transformers.AutoModelForCausalLM.from_config(config, **kwargs)
    parameters = sum(p.numel() for p in model.parameters())
    if args.mode == "qlora":
        quantize_4bit(deps, model, device, dtype)
    return model, parameters


def quantize_4bit(deps, model, device, dtype):
    """Swap every nn.Linear but the output head for a bitsandbytes NF4 layer on the GPU,
    what from_pretrained(quantization_config=...) does, without a checkpoint."""
    torch, bnb = deps["torch"], deps["bnb"]
    output = model.get_output_embeddings()
    for parent in list(model.modules()):
        for name, child in list(parent.named_children()):
            if not isinstance(child, torch.nn.Linear) or child is output:
                continue
            layer = bnb.nn.Linear4bit(child.in_features, child.out_features, bias=child.bias is not None,
                                      compute_dtype=dtype, quant_type="nf4", device="cpu")
            layer.weight = bnb.nn.Params4bit(child.weight.data, requires_grad=False, quant_type="nf4")
            if child.bias is not None:
                layer.bias = torch.nn.Parameter(child.bias.data, requires_grad=False)
            setattr(parent, name, layer.to(device))  # the move quantizes the weight
    model.to(device)


# ---------------------------------------------------------------- measuring

class Memory:
    """CUDA allocator readings per phase.  On the CPU every reading is None."""

    def __init__(self, torch, device):
        self.torch = torch
        self.cuda = device.type == "cuda"
        self.device = device
        self.phases = []
        self.max_allocated = None
        self.max_reserved = None
        if self.cuda:
            torch.cuda.synchronize(device)
            torch.cuda.reset_peak_memory_stats(device)
            self.baseline = torch.cuda.memory_allocated(device)
        else:
            self.baseline = None

    def mark(self, phase):
        """Record the allocator after `phase` and the peak since the previous mark."""
        entry = {"phase": phase, "allocated": None, "reserved": None, "peak_allocated": None}
        if self.cuda:
            cuda = self.torch.cuda
            cuda.synchronize(self.device)
            entry["allocated"] = cuda.memory_allocated(self.device)
            entry["reserved"] = cuda.memory_reserved(self.device)
            entry["peak_allocated"] = cuda.max_memory_allocated(self.device)
            peak_reserved = cuda.max_memory_reserved(self.device)
            self.max_allocated = max(self.max_allocated or 0, entry["peak_allocated"])
            self.max_reserved = max(self.max_reserved or 0, peak_reserved)
            cuda.reset_peak_memory_stats(self.device)
        self.phases.append(entry)
        return entry

    def allocated(self, phase):
        for entry in self.phases:
            if entry["phase"] == phase:
                return entry["allocated"]
        return None

    def as_dict(self):
        return {
            "device": str(self.device),
            "measured_by": "torch.cuda caching allocator" if self.cuda else
            "not measured: the CPU has no CUDA allocator (tensor_bytes still hold)",
            "baseline_allocated": self.baseline,
            "max_memory_allocated": self.max_allocated,
            "max_memory_reserved": self.max_reserved,
            "phases": self.phases,
        }


def tensor_bytes(torch, obj, seen=None, depth=0):
    """Bytes of the distinct tensors reachable from obj (lists, dicts, cache objects)."""
    seen = set() if seen is None else seen
    if torch.is_tensor(obj):
        if id(obj) in seen:
            return 0
        seen.add(id(obj))
        return obj.numel() * obj.element_size()
    if depth >= CACHE_WALK_DEPTH or obj is None or isinstance(obj, (str, bytes, int, float, bool)):
        return 0
    if isinstance(obj, dict):
        items = list(obj.values())
    elif isinstance(obj, (list, tuple)):
        items = list(obj)
    elif hasattr(obj, "__dict__"):
        items = list(vars(obj).values())
    else:
        return 0
    return sum(tensor_bytes(torch, item, seen, depth + 1) for item in items)


def weight_bytes(model):
    return sum(p.numel() * p.element_size() for p in model.parameters())


def synchronize(torch, device):
    if device.type == "cuda":
        torch.cuda.synchronize(device)


# ---------------------------------------------------------------- inference

def forward_params(model):
    import inspect
    return inspect.signature(model.forward).parameters


def run_inference(deps, args, model, device, memory, report):
    torch = deps["torch"]
    params = forward_params(model)
    cache_kwarg = "cache" if "cache" in params else "past_key_values"  # renamed in transformers 5
    extra = {"logits_to_keep": 1} if "logits_to_keep" in params else {}
    vocab = model.get_input_embeddings().num_embeddings
    generator = torch.Generator(device="cpu").manual_seed(args.seed)
    prompt = torch.randint(0, vocab, (args.batch, args.input_tokens), generator=generator).to(device)
    model.eval()
    with torch.inference_mode():
        start = time.perf_counter()
        out = model(input_ids=prompt, use_cache=True, **extra)
        cache, token = take_step(out)
        del out
        synchronize(torch, device)
        prefill_s = time.perf_counter() - start
        memory.mark("after_prefill")
        start = time.perf_counter()
        for _ in range(args.output_tokens):
            out = model(input_ids=token, use_cache=True, **{cache_kwarg: cache}, **extra)
            cache, token = take_step(out)
            del out
        synchronize(torch, device)
        decode_s = time.perf_counter() - start
        memory.mark("after_decode")
        report["tensor_bytes"]["kv_cache"] = tensor_bytes(torch, cache)
    report["timing"] = {"prefill_s": round(prefill_s, 6), "decode_s": round(decode_s, 6),
                        "decode_tokens_per_s_per_sequence": round(args.output_tokens / decode_s, 3)}
    report["settings"]["logits_of_last_position_only"] = bool(extra)


def take_step(out):
    """The cache and the greedy next token of a forward's output."""
    cache = out.get("cache") if out.get("cache") is not None else out.get("past_key_values")
    return cache, out.logits[:, -1:].argmax(dim=-1)


def inference_components(memory, report):
    if not memory.cuda:
        return None
    after_load = memory.allocated("after_load")
    after_decode = memory.allocated("after_decode")
    return {
        "weights": after_load - memory.baseline,
        "kv_cache": report["tensor_bytes"]["kv_cache"],
        # Activations and workspaces above the steady state (weights + full cache).
        "transient_peak": memory.max_allocated - after_decode,
    }


# ---------------------------------------------------------------- training

def prepare_training(deps, args, model):
    torch = deps["torch"]
    model.train()
    if args.mode == "qlora":
        # The usual QLoRA recipe casts norms and embeddings to float32.  Checkpointing
        # is enabled below: peft only does it for models transformers loaded quantized.
        model = deps["peft"].prepare_model_for_kbit_training(model, use_gradient_checkpointing=False)
    if args.gradient_checkpointing:
        enable_checkpointing(model)
    if args.mode in ("lora", "qlora"):
        peft = deps["peft"]
        lora = peft.LoraConfig(r=args.lora_rank, lora_alpha=args.lora_alpha, lora_dropout=0.0,
                               target_modules="all-linear", task_type="CAUSAL_LM")
        model = peft.get_peft_model(model, lora)
    trainable = [p for p in model.parameters() if p.requires_grad]
    if args.optimizer == "adamw":
        optimizer = torch.optim.AdamW(trainable, lr=LEARNING_RATE)
    else:
        optimizer = torch.optim.SGD(trainable, lr=LEARNING_RATE)  # no momentum: no state
    return model, trainable, optimizer


def enable_checkpointing(model):
    # Renamed activation_checkpointing_enable in transformers 5; non-reentrant
    # checkpointing needs no inputs that require grad (frozen embeddings under LoRA).
    if hasattr(model, "activation_checkpointing_enable"):
        model.activation_checkpointing_enable(activation_checkpointing_kwargs={"use_reentrant": False})
    else:
        model.gradient_checkpointing_enable(gradient_checkpointing_kwargs={"use_reentrant": False})


def run_training(deps, args, model, device, memory, report):
    torch = deps["torch"]
    model, trainable, optimizer = prepare_training(deps, args, model)
    report["parameters"]["trainable"] = sum(p.numel() for p in trainable)
    if args.mode in ("lora", "qlora"):
        report["parameters"]["total_with_adapters"] = sum(p.numel() for p in model.parameters())
    report["tensor_bytes"]["trainable_weights"] = sum(p.numel() * p.element_size() for p in trainable)
    memory.mark("after_training_setup")
    vocab = model.get_input_embeddings().num_embeddings
    generator = torch.Generator(device="cpu").manual_seed(args.seed)
    steps = []
    for step in range(1, args.steps + 1):
        marked = step <= MARKED_STEPS

        def mark(phase):
            return memory.mark(f"step{step}_{phase}")["allocated"] if marked else None

        ids = torch.randint(0, vocab, (args.micro_batch, args.seq_len), generator=generator).to(device)
        start = time.perf_counter()
        out = model(input_ids=ids, labels=ids, use_cache=False)
        entry = {"step": step, "after_forward": mark("after_forward")}
        loss = out.loss
        loss.backward()
        entry["loss"] = float(loss.detach().float().item()) if marked else None
        del out, loss  # the logits go with them, as in a training loop
        entry["after_backward"] = mark("after_backward")
        if step == 1:
            report["tensor_bytes"]["gradients"] = sum(
                p.grad.numel() * p.grad.element_size() for p in trainable if p.grad is not None)
        optimizer.step()
        entry["after_optimizer_step"] = mark("after_optimizer_step")
        optimizer.zero_grad(set_to_none=True)
        synchronize(torch, device)
        entry["time_s"] = round(time.perf_counter() - start, 6)
        steps.append(entry if marked else {"step": step, "time_s": entry["time_s"]})
    if args.steps > MARKED_STEPS:
        memory.mark("after_steps")  # the peak over the unmarked steps
    report["tensor_bytes"]["optimizer_states"] = tensor_bytes(torch, list(optimizer.state.values()))
    report["steps"] = steps
    report["training_timing"] = training_timing(args, steps)


def percentile(values, share):
    """Nearest-rank percentile of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * share // 1))
    return ordered[int(rank) - 1]


def training_timing(args, steps):
    """The steady state of a speed run: steps after the warm-up (None when none are left)."""
    warmup = max(MARKED_STEPS, int(args.steps * WARMUP_SHARE))
    timed = [s["time_s"] for s in steps[warmup:]]
    if not timed:
        return None
    mean = sum(timed) / len(timed)
    tokens = args.micro_batch * args.seq_len
    return {"warmup_steps": warmup, "steps_timed": len(timed), "tokens_per_step": tokens,
            "step_s": {"p50": percentile(timed, 0.5), "p95": percentile(timed, 0.95), "mean": round(mean, 6)},
            "tokens_per_s": round(tokens / mean, 3) if mean > 0 else None}


def training_components(memory, report):
    if not memory.cuda:
        return None
    first = report["steps"][0]
    after_load = memory.allocated("after_load")
    # Step 1 separates them: activations are held after the forward and freed by
    # the backward, gradients appear with the backward, optimizer states with the
    # first step.
    gradients = first["after_backward"] - after_load
    optimizer_states = first["after_optimizer_step"] - first["after_backward"]
    weights = after_load - memory.baseline
    return {
        "weights": weights,
        "activations": first["after_forward"] - after_load,
        "gradients": gradients,
        "optimizer_states": optimizer_states,
        "peak_above_steady_state": memory.max_allocated - (after_load + gradients + optimizer_states),
    }


# ---------------------------------------------------------------- the run

def new_report(args, path, raw, plan):
    model_name = (plan or {}).get("model") or args.model_id or raw.get("_name_or_path") or path
    settings = {"mode": args.mode, "device": args.device, "dtype": args.dtype, "seed": args.seed}
    if args.mode == "inference":
        settings.update(batch=args.batch, input_tokens=args.input_tokens, output_tokens=args.output_tokens)
    else:
        settings.update(seq_len=args.seq_len, micro_batch=args.micro_batch, steps=args.steps,
                        gradient_checkpointing=args.gradient_checkpointing, optimizer=args.optimizer)
        if args.mode in ("lora", "qlora"):
            settings.update(lora_rank=args.lora_rank, lora_alpha=args.lora_alpha, lora_targets="all-linear")
    ids = {key: plan[key] for key in PLAN_ID_KEYS if plan and key in plan}
    if args.plan:
        ids["source"] = os.path.abspath(args.plan)
    command = [sys.executable] + sys.argv
    return {
        "format": RESULTS_FORMAT, "tool": TOOL, "tool_version": TOOL_VERSION,
        "started_at": now_iso(), "finished_at": None, "status": "running", "error": None,
        "model": model_name, "plan": ids,
        "command": command, "command_line": " ".join(shlex.quote(part) for part in command),
        "config_path": os.path.abspath(path), "config": raw,
        "ignored_config_keys": [k for k in IGNORED_CONFIG_KEYS if k in raw],
        "settings": settings, "versions": None, "model_class": None,
        "parameters": {"total": None, "trainable": None},
        "tensor_bytes": {"weights": None}, "memory": None, "components": None,
    }


def read_plan(path):
    if not path:
        return None
    try:
        with open(path, encoding="utf-8") as handle:
            plan = json.load(handle)
    except (OSError, ValueError) as exc:
        raise Refusal(f"cannot read plan {path}: {exc}") from None
    return plan if isinstance(plan, dict) else None


def measure(deps, args, report, config):
    torch = deps["torch"]
    device = torch.device("cuda:0" if args.device == "cuda" else "cpu")
    dtype = getattr(torch, args.dtype)
    torch.manual_seed(args.seed)
    report["versions"] = versions(torch, device)
    memory = Memory(torch, device)
    try:
        model, parameters = build_model(deps, args, config, device, dtype)
        report["model_class"] = type(model).__name__
        report["attn_implementation"] = getattr(model.config, "_attn_implementation", None)
        report["parameters"]["total"] = parameters
        report["tensor_bytes"]["weights"] = weight_bytes(model)
        report["tensor_bytes"]["buffers"] = sum(b.numel() * b.element_size() for b in model.buffers())
        memory.mark("after_load")
        if args.mode == "inference":
            report["parameters"]["trainable"] = 0
            run_inference(deps, args, model, device, memory, report)
            report["components"] = inference_components(memory, report)
        else:
            run_training(deps, args, model, device, memory, report)
            report["components"] = training_components(memory, report)
    finally:
        report["memory"] = memory.as_dict()


def is_oom(torch, exc):
    oom_type = getattr(torch.cuda, "OutOfMemoryError", None)
    return isinstance(exc, MemoryError) or (oom_type is not None and isinstance(exc, oom_type))


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        deps = load_dependencies(args)
        path, raw = read_config(args)
        config = build_config(deps["transformers"], raw)
        plan = read_plan(args.plan)
    except Refusal as exc:
        sys.stderr.write(f"pilot_memory: error: {exc}\n")
        return EXIT_MISSING
    report = new_report(args, path, raw, plan)
    torch = deps["torch"]
    code = 0
    try:
        measure(deps, args, report, config)
        report["status"] = "ok"
    except Exception as exc:
        oom = is_oom(torch, exc)
        report["status"] = "oom" if oom else "error"
        report["error"] = f"{type(exc).__name__}: {exc}"[:MAX_ERROR_CHARS]
        report["error_trace"] = traceback.format_exc(limit=8)[-4000:]
        code = EXIT_OOM if oom else EXIT_FAILED
    report["finished_at"] = now_iso()
    write_json_atomic(args.out, report)
    if code:
        phases = report["memory"]["phases"] if report["memory"] else []
        where = phases[-1]["phase"] if phases else "model build"
        what = "out of memory" if code == EXIT_OOM else "failed"
        sys.stderr.write(f"pilot_memory: error: {what} after {where}: "
                         f"{report['error'].splitlines()[0]}; results in {args.out}\n")
        return code
    peak = report["memory"]["max_memory_allocated"]
    log(f"{report['model_class']} {args.mode}: {report['parameters']['total']} parameters, "
        f"{report['tensor_bytes']['weights']} weight bytes, "
        f"peak allocated {peak if peak is not None else 'n/a (cpu)'}; results in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
