"""How to start the model server for a pilot: an example command line per runtime.

vLLM, SGLang, TGI, llama.cpp's server and Ollama all expose an OpenAI-compatible endpoint that
pilot_serve.py drives. The lines carry the workload's precision, context and concurrency, so the
pilot runs what the estimate assumed. They are commands, not prose: the README shows them as
they are. Flags from each runtime's documented CLI (vLLM `vllm serve --help`, SGLang
`server_args.py`, TGI `text-generation-launcher --help`, llama.cpp `tools/server/README.md`,
Ollama `docs/faq.md` environment variables).
"""

from __future__ import annotations

import shlex

from pydantic import Field

from app.core.model.arch import FrozenModel
from app.core.pilot.plan import PilotPlan
from app.core.runtimes import RUNTIMES
from app.core.units import GiB
from app.core.workload.schema import Workload

# Default ports of each server (their documentation's).
PORTS = {r: t.port for r, t in RUNTIMES.items() if t.port is not None}  # each runtime's default port
TGI_IMAGE = "ghcr.io/huggingface/text-generation-inference:latest"
# Runtimes without an OpenAI-compatible server of their own: the example uses vLLM instead.
SUBSTITUTE_RUNTIME = "vllm"
# llama.cpp: offload every layer to the GPU (more than any model has).
LLAMACPP_ALL_LAYERS = "999"

VLLM_PRECISION = {
    "bf16": ["--dtype", "bfloat16"], "fp16": ["--dtype", "float16"], "fp32": ["--dtype", "float32"],
    "fp8": ["--quantization", "fp8"], "awq": ["--quantization", "awq"], "gptq": ["--quantization", "gptq"],
    "gptq-int8": ["--quantization", "gptq"], "nf4": ["--quantization", "bitsandbytes"],
    "nf4-dq": ["--quantization", "bitsandbytes"],
}
SGLANG_PRECISION = VLLM_PRECISION
TGI_PRECISION = {
    "bf16": ["--dtype", "bfloat16"], "fp16": ["--dtype", "float16"], "fp8": ["--quantize", "fp8"],
    "awq": ["--quantize", "awq"], "gptq": ["--quantize", "gptq"], "gptq-int8": ["--quantize", "gptq"],
    "nf4": ["--quantize", "bitsandbytes-nf4"], "nf4-dq": ["--quantize", "bitsandbytes-nf4"],
}
VLLM_KV = {"fp8": ["--kv-cache-dtype", "fp8"]}
SGLANG_KV = {"fp8": ["--kv-cache-dtype", "fp8_e5m2"]}
LLAMACPP_KV = frozenset({"q8_0", "q5_0", "q5_1", "q4_0", "q4_1", "iq4_nl"})


class LaunchCommand(FrozenModel):
    runtime: str = Field(description="The runtime the command starts (vLLM when the workload's has no server).")
    substitute: bool = Field(default=False, description="The workload's runtime has no OpenAI-compatible server.")
    env: dict[str, str] = Field(default_factory=dict)
    argv: list[str]
    then: list[list[str]] = Field(default_factory=list, description="Commands to run once the server is up.")
    base_url: str
    served_model: str

    def shell(self) -> str:
        prefix = " ".join(f"{k}={shlex.quote(v)}" for k, v in self.env.items())
        return (prefix + " " if prefix else "") + shlex.join(self.argv)

    def then_shell(self) -> list[str]:
        return [shlex.join(cmd) for cmd in self.then]


def _context(plan: PilotPlan) -> int:
    load = plan.load
    return max(load.input_tokens, load.long_input_tokens or 0) + max(1, load.output_tokens)


def _parallel(workload: Workload, plan: PilotPlan) -> int:
    """Sequences the server admits: the workload's setting, else the highest planned level."""
    return workload.runtime_options.max_num_seqs or max(plan.load.levels)


def _vllm(w: Workload, plan: PilotPlan) -> list[str]:
    o = w.runtime_options
    argv = ["vllm", "serve", plan.model]
    if plan.model_revision:
        argv += ["--revision", plan.model_revision]
    argv += VLLM_PRECISION.get(plan.weights_precision, []) + VLLM_KV.get(plan.kv_precision, [])
    argv += ["--max-model-len", str(_context(plan)), "--max-num-seqs", str(_parallel(w, plan))]
    stages = max(1, plan.pipeline_parallel)
    if plan.gpus // stages > 1:
        argv += ["--tensor-parallel-size", str(plan.gpus // stages)]
    if stages > 1:  # stages on several nodes: vLLM runs them over a Ray cluster of those nodes
        argv += ["--pipeline-parallel-size", str(stages)]
    if o.gpu_memory_utilization:
        argv += ["--gpu-memory-utilization", f"{o.gpu_memory_utilization:g}"]
    if o.cpu_offload_bytes:  # vLLM counts it in GiB
        argv += ["--cpu-offload-gb", f"{o.cpu_offload_bytes / GiB:g}"]
    if o.max_num_batched_tokens:
        argv += ["--max-num-batched-tokens", str(o.max_num_batched_tokens)]
    if o.block_size:
        argv += ["--block-size", str(o.block_size)]
    return [*argv, "--port", str(PORTS["vllm"])]


def _sglang(w: Workload, plan: PilotPlan) -> list[str]:
    o = w.runtime_options
    argv = ["python3", "-m", "sglang.launch_server", "--model-path", plan.model]
    if plan.model_revision:
        argv += ["--revision", plan.model_revision]
    argv += SGLANG_PRECISION.get(plan.weights_precision, []) + SGLANG_KV.get(plan.kv_precision, [])
    argv += ["--context-length", str(_context(plan)), "--max-running-requests", str(_parallel(w, plan))]
    if plan.gpus > 1:
        argv += ["--tp", str(plan.gpus)]
    if o.gpu_memory_utilization:
        argv += ["--mem-fraction-static", f"{o.gpu_memory_utilization:g}"]
    return [*argv, "--host", "0.0.0.0", "--port", str(PORTS["sglang"])]


def _tgi(w: Workload, plan: PilotPlan) -> list[str]:
    longest_input = max(plan.load.input_tokens, plan.load.long_input_tokens or 0)
    argv = ["docker", "run", "--gpus", "all", "--shm-size", "1g", "-p", f"{PORTS['tgi']}:80",
            "-v", "tgi-data:/data", TGI_IMAGE, "--model-id", plan.model]
    if plan.model_revision:
        argv += ["--revision", plan.model_revision]
    argv += TGI_PRECISION.get(plan.weights_precision, [])
    argv += ["--max-input-tokens", str(longest_input), "--max-total-tokens", str(_context(plan)),
             "--max-batch-prefill-tokens", str(longest_input),
             "--max-concurrent-requests", str(_parallel(w, plan))]
    if plan.gpus > 1:
        argv += ["--num-shard", str(plan.gpus)]
    return argv


def _llamacpp(w: Workload, plan: PilotPlan) -> list[str]:
    parallel = _parallel(w, plan)
    gguf = w.model.path if w.model.path and w.model.path.lower().endswith(".gguf") else "MODEL.gguf"
    # --ctx-size is shared by all slots: each of the --parallel slots gets ctx-size / parallel.
    layers = w.runtime_options.gpu_layers if w.runtime_options.gpu_layers is not None else plan.gpu_layers
    argv = ["llama-server", "-m", gguf, "--alias", plan.model, "--ctx-size", str(_context(plan) * parallel),
            "--parallel", str(parallel), "--n-gpu-layers", LLAMACPP_ALL_LAYERS if layers is None else str(layers)]
    if w.runtime_options.cpu_moe_layers:
        argv += ["--n-cpu-moe", str(w.runtime_options.cpu_moe_layers)]
    if plan.kv_precision in LLAMACPP_KV:
        argv += ["--cache-type-k", plan.kv_precision, "--cache-type-v", plan.kv_precision]
    if w.runtime_options.ubatch:
        argv += ["--ubatch-size", str(w.runtime_options.ubatch)]
    return [*argv, "--host", "0.0.0.0", "--port", str(PORTS["llama.cpp"])]


def _ollama_env(w: Workload, plan: PilotPlan) -> dict[str, str]:
    env = {"OLLAMA_NUM_PARALLEL": str(_parallel(w, plan)), "OLLAMA_CONTEXT_LENGTH": str(_context(plan)),
           "OLLAMA_HOST": f"0.0.0.0:{PORTS['ollama']}"}
    if plan.kv_precision in ("q8_0", "q4_0"):
        env.update(OLLAMA_FLASH_ATTENTION="1", OLLAMA_KV_CACHE_TYPE=plan.kv_precision)
    return env


def launch_command(workload: Workload, plan: PilotPlan) -> LaunchCommand:
    """The example command that starts the model server for this pilot."""
    runtime: str = workload.runtime
    substitute = runtime not in PORTS
    if substitute:
        runtime = SUBSTITUTE_RUNTIME
    base_url = f"http://HOST:{PORTS[runtime]}/v1"
    if runtime == "ollama":
        return LaunchCommand(runtime=runtime, env=_ollama_env(workload, plan), argv=["ollama", "serve"],
                             then=[["ollama", "pull", plan.model]], base_url=base_url, served_model=plan.model)
    builders = {"vllm": _vllm, "sglang": _sglang, "tgi": _tgi, "llama.cpp": _llamacpp}
    return LaunchCommand(runtime=runtime, substitute=substitute, argv=builders[runtime](workload, plan),
                         base_url=base_url, served_model=plan.model)


def serve_command(plan: PilotPlan, launch: LaunchCommand, results: str = "results.json") -> str:
    """The pilot_serve.py line (the script's fixed interface)."""
    return shlex.join(["python3", "pilot_serve.py", "--base-url", launch.base_url, "--model", launch.served_model,
                       "--plan", "plan.json", "--out", results, "--api", plan.api])


def memory_commands(plan: PilotPlan) -> list[str]:
    """One pilot_memory.py line per planned memory run."""
    return [shlex.join(["python3", "pilot_memory.py", "--config", "config.json", "--plan", "plan.json",
                        "--out", run.out, *run.args]) for run in plan.memory_runs]
