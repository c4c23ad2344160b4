"""Words for the server-side rules (fit, bottlenecks), speed assumptions and importer notes.

See app/messages.py: templates are extracted by lupdate; `{name}` fields are filled afterwards.
"""

from __future__ import annotations

from app.i18n import QT_TRANSLATE_NOOP as N

CTX = "Messages"

RULE_FINDINGS: dict[str, tuple[str, str]] = {
    "unknown_gpu": (
        N(CTX, "The profile's GPU '{gpu}' is not in the catalog, so its memory is unknown."),
        N(CTX, "Pick the GPU from the catalog, or enter its memory, bandwidth and throughput in the profile.")),
    "does_not_fit": (
        N(CTX, "Needs {per_gpu_bytes} per GPU; this server offers {capacity_bytes} usable on each of its {gpus} "
               "GPU(s). Several GPUs are not one pool."),
        N(CTX, "Choose GPUs with more memory, a smaller precision, fewer concurrent requests or a shorter "
               "context — or a server with more GPUs to split the model.")),
    "try_zero3": (
        N(CTX, "With {gpus} GPUs, ZeRO-3 / FSDP full sharding would divide weights, gradients and optimizer "
               "states across them."),
        N(CTX, "Set sharding to ZeRO-3 and check the estimate again.")),
    "tight": (
        N(CTX, "Only {headroom_bytes} left per GPU; the high estimate ({high_bytes}) would not fit in "
               "{capacity_bytes}."),
        N(CTX, "Confirm the peak memory in a pilot before buying, or leave more room.")),
    "fp8_not_native": (
        N(CTX, "The {gpu} has no FP8 tensor cores: FP8 weights run through slower conversion kernels."),
        N(CTX, "Use BF16 or an INT4/INT8 format on this GPU, or choose Ada/Hopper/Blackwell/MI300-class GPUs.")),
    "bf16_not_native": (
        N(CTX, "The {gpu} does not compute in BF16."),
        N(CTX, "Run the model in FP16 on this GPU (check it is numerically stable), or choose a newer GPU.")),
    "long_input_does_not_fit": (
        N(CTX, "The long case ({tokens} tokens) does not fit next to the other requests: at this concurrency "
               "at most {max_context} tokens per sequence do."),
        N(CTX, "Serve long documents with fewer parallel requests, a quantized KV cache, or more GPU memory.")),
    "kv_pool": (
        N(CTX, "The reserved KV-cache pool holds about {max_concurrency} sequences of {tokens} tokens at once."),
        N(CTX, "Requests beyond that wait in a queue: their time to first token grows.")),
    "ram_below_model": (
        N(CTX, "System RAM ({ram_bytes}) is smaller than what loading the model needs ({need_bytes})."),
        N(CTX, "Add RAM, or load with memory-mapped safetensors and a single copy per process.")),
    "ram_double_copy": (
        N(CTX, "transformers may hold two copies of the weights in RAM while loading ({need_bytes} needed, "
               "{ram_bytes} present)."),
        N(CTX, "Load with low_cpu_mem_usage / device_map, or add RAM.")),
    "ram_below_vram": (
        N(CTX, "System RAM ({ram_bytes}) is below the total GPU memory ({vram_bytes}); ratio {ratio}."),
        N(CTX, "Plan at least as much RAM as GPU memory (1.5–2× is comfortable) for loading, caching and "
               "data preparation.")),
    "ram_offload_short": (
        N(CTX, "CPU offload needs {offload_bytes} of RAM beyond the model; the server has {ram_bytes}."),
        N(CTX, "Reduce offloading or add RAM; offloading is also much slower than GPU memory.")),
    "cpu_dataloader": (
        N(CTX, "{cores} CPU cores for {gpus} GPUs: training data loading needs about {need}."),
        N(CTX, "Choose a CPU with more physical cores, or pre-tokenize the data.")),
    "cpu_per_gpu": (
        N(CTX, "{per_gpu} CPU cores per GPU ({cores} for {gpus}); reference designs use at least {need}."),
        N(CTX, "More cores keep tokenization, scheduling and the HTTP server from starving the GPUs.")),
    "nvme_none": (
        N(CTX, "No local NVMe: the weights load over the {network_gbps} Gb/s network in about {load_s}."),
        N(CTX, "Add local NVMe drives for model files, caches and checkpoints.")),
    "nvme_slow_load": (
        N(CTX, "Loading {model_bytes} of weights from disk takes about {load_s} at {read_gbps} GB/s."),
        N(CTX, "Use faster (Gen4/Gen5) NVMe or several drives in RAID 0 to shorten restarts.")),
    "nvme_load_time": (
        N(CTX, "Loading the weights ({model_bytes}) from NVMe takes about {load_s}."),
        N(CTX, "")),
    "nvme_checkpoint": (
        N(CTX, "Each checkpoint is about {checkpoint_bytes} and takes about {write_s} to write."),
        N(CTX, "Plan checkpoint intervals accordingly; faster NVMe shortens the pause.")),
    "nvme_data_rate": (
        N(CTX, "Training may read {need_gbps} GB/s of data against {read_gbps} GB/s of NVMe."),
        N(CTX, "Pre-tokenize and pack the data, or add drives.")),
    "nvme_capacity": (
        N(CTX, "Model files, checkpoints and data need about {need_bytes}; the NVMe holds {capacity_bytes}."),
        N(CTX, "Add NVMe capacity or keep fewer checkpoints.")),
    "tp_over_pcie": (
        N(CTX, "The model is split over {tp} {gpu} GPUs that talk over PCIe only: every generated token waits "
               "for all-reduces over PCIe."),
        N(CTX, "Prefer GPUs with NVLink/NVSwitch for tensor parallel, or a GPU large enough for one replica.")),
    "multinode_slow_fabric": (
        N(CTX, "Training across {nodes} servers over {gbps} Gb/s Ethernet: gradient exchange will stall the GPUs."),
        N(CTX, "Use InfiniBand or RoCE at 200–400 Gb/s per node, or train on one server.")),
    "multinode_fabric": (
        N(CTX, "Training across {nodes} servers with {gbps} Gb/s per node: communication may limit scaling."),
        N(CTX, "Use 400 Gb/s per node (as DGX systems do) or ZeRO settings that communicate less.")),
    "serving_traffic": (
        N(CTX, "Streaming answers may need {traffic_gbps} Gb/s against a {link_gbps} Gb/s link."),
        N(CTX, "Use a faster network link or spread replicas over servers.")),
    "power_unknown": (
        N(CTX, "No power budget given; a server like this draws up to about {estimate_w} W."),
        N(CTX, "Ask the provider for the power and cooling available per server.")),
    "power_short": (
        N(CTX, "Power budget {power_w} W is below the GPUs' own {gpu_tdp_w} W plus CPU and fans."),
        N(CTX, "Raise the power budget (about {estimate_w} W) or reduce the GPU count or power limit.")),
    "power_tight": (
        N(CTX, "Power budget {power_w} W is below the usual maximum draw of about {estimate_w} W."),
        N(CTX, "Confirm power and cooling with the provider, or cap GPU power (slower).")),
}

EXTRA_NOTES: dict[str, str] = {
    "assume_decode_mbu": N(CTX, "Generation speed assumes 45–75 % of the GPU's memory bandwidth is reached."),
    "assume_prefill_mfu": N(CTX, "Prompt processing assumes 30–65 % of the GPU's dense tensor throughput."),
    "assume_train_mfu": N(CTX, "Training speed assumes 25–50 % of the GPU's dense BF16 throughput (MFU)."),
}

# Placement wording: code → template
PLACEMENTS: dict[str, str] = {
    "replicas": N(CTX, "One copy of the model per GPU: {replicas} replica(s), each serving its share of the "
                       "requests."),
    "tensor_parallel": N(CTX, "Tensor parallel over {tensor_parallel} GPUs, {replicas} replica(s)."),
    "data_parallel": N(CTX, "Data parallel over {data_parallel} GPUs, ZeRO stage {zero_stage}."),
    "too_large": N(CTX, "Needs more than this server: even split over {tensor_parallel} GPUs it does not fit."),
    "unknown_gpu": N(CTX, "Cannot place: the GPU is unknown."),
}

VERDICTS: dict[str, str] = {
    "fits": N(CTX, "fits comfortably"),
    "tight": N(CTX, "tight"),
    "does_not_fit": N(CTX, "does not fit"),
    "unknown_gpu": N(CTX, "unknown GPU"),
}

REASONS: dict[str, str] = {
    "cheapest_fitting": N(CTX, "{name} fits comfortably at the lowest price per million generated tokens."),
    "most_headroom": N(CTX, "{name} fits comfortably with the most memory to spare."),
    "only_fitting": N(CTX, "{name} is the only profile where the workload fits comfortably."),
    "tight_only": N(CTX, "No profile fits comfortably; {name} fits, but tightly — confirm with a pilot."),
    "none_fits": N(CTX, "None of these profiles can hold the workload."),
}
