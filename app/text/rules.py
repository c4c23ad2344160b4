"""Words for the server-side rules (fit, bottlenecks), speed assumptions and importer notes.

See app/text/messages.py: templates are extracted by lupdate; `{name}` fields are filled afterwards.
"""

from __future__ import annotations

from app.text.i18n import QT_TRANSLATE_NOOP

CTX = "Messages"

RULE_FINDINGS: dict[str, tuple[str, str]] = {
    "unknown_gpu": (
        QT_TRANSLATE_NOOP("Messages", "The profile's GPU '{gpu}' is not in the catalog, so its memory is unknown."),
        QT_TRANSLATE_NOOP("Messages", "Pick the GPU from the catalog, or enter its memory, bandwidth and throughput in the profile.")),
    "does_not_fit": (
        QT_TRANSLATE_NOOP("Messages", "Needs {per_gpu_bytes} per GPU; this server offers {capacity_bytes} usable on each GPU "
               "({gpus:gpus} in all). Several GPUs are not one pool."),
        QT_TRANSLATE_NOOP("Messages", "Choose GPUs with more memory, a smaller precision, fewer concurrent requests or a shorter "
               "context — or a server with more GPUs to split the model.")),
    "try_zero3": (
        QT_TRANSLATE_NOOP("Messages", "With {gpus} GPUs, ZeRO-3 / FSDP full sharding would divide weights, gradients and optimizer "
               "states across them."),
        QT_TRANSLATE_NOOP("Messages", "Set sharding to ZeRO-3 and check the estimate again.")),
    "tight": (
        QT_TRANSLATE_NOOP("Messages", "Only {headroom_bytes} left per GPU; the high estimate ({high_bytes}) would not fit in "
               "{capacity_bytes}."),
        QT_TRANSLATE_NOOP("Messages", "Confirm the peak memory in a pilot before buying, or leave more room.")),
    "fp8_not_native": (
        QT_TRANSLATE_NOOP("Messages", "The {gpu} has no FP8 tensor cores: FP8 weights run through slower conversion kernels."),
        QT_TRANSLATE_NOOP("Messages", "Use BF16 or an INT4/INT8 format on this GPU, or choose Ada/Hopper/Blackwell/MI300-class GPUs.")),
    "bf16_not_native": (
        QT_TRANSLATE_NOOP("Messages", "The {gpu} does not compute in BF16."),
        QT_TRANSLATE_NOOP("Messages", "Run the model in FP16 on this GPU (check it is numerically stable), or choose a newer GPU.")),
    "long_input_does_not_fit": (
        QT_TRANSLATE_NOOP("Messages", "The long case ({tokens} tokens) does not fit next to the other requests: one request of at most "
               "{max_context} tokens does. The long case is a must-have."),
        QT_TRANSLATE_NOOP("Messages", "Serve long documents with fewer parallel requests, a quantized KV cache, or more GPU memory.")),
    "target_missed_ttft_s": (
        QT_TRANSLATE_NOOP("Messages", "The estimated time to first token ({estimate_s}) is above the target of {target_s}."),
        QT_TRANSLATE_NOOP("Messages", "Choose a faster GPU, split the model over more GPUs, shorten the input, or check the real figure in a pilot.")),
    "target_missed_tokens_per_s_per_user": (
        QT_TRANSLATE_NOOP("Messages", "The estimated speed per user ({estimate} tokens/s) is below the target of {target} tokens/s."),
        QT_TRANSLATE_NOOP("Messages", "Choose GPUs with more memory bandwidth, serve fewer users per GPU, or a smaller precision; a pilot measures the real speed.")),
    "target_missed_throughput_tokens_per_s": (
        QT_TRANSLATE_NOOP("Messages", "The estimated total throughput ({estimate} tokens/s) is below the target of {target} tokens/s."),
        QT_TRANSLATE_NOOP("Messages", "Add GPUs or replicas, or allow more requests at once; a pilot measures the real throughput.")),
    "target_missed_training_hours": (
        QT_TRANSLATE_NOOP("Messages", "The estimated training time ({estimate_h} h) is above the target of {target_h} h."),
        QT_TRANSLATE_NOOP("Messages", "Choose more or faster GPUs, fewer epochs, or a later deadline; a pilot of a few steps measures the real speed.")),
    "target_missed_batch_deadline": (
        QT_TRANSLATE_NOOP("Messages", "The batch job takes about {estimate_h} h, beyond its deadline of {target_h} h."),
        QT_TRANSLATE_NOOP("Messages", "Choose more or faster GPUs, run more requests at once, or allow more time; a pilot on a sample of the work measures the real rate.")),
    "kv_pool": (
        QT_TRANSLATE_NOOP("Messages", "The reserved KV-cache pool holds about {max_concurrency} sequences of {tokens} tokens at once."),
        QT_TRANSLATE_NOOP("Messages", "Requests beyond that wait in a queue: their time to first token grows.")),
    "ram_below_model": (
        QT_TRANSLATE_NOOP("Messages", "System RAM ({ram_bytes}) is smaller than what loading the model needs ({need_bytes})."),
        QT_TRANSLATE_NOOP("Messages", "Add RAM, or load with memory-mapped safetensors and a single copy per process.")),
    "ram_double_copy": (
        QT_TRANSLATE_NOOP("Messages", "transformers may hold two copies of the weights in RAM while loading ({need_bytes} needed, "
               "{ram_bytes} present)."),
        QT_TRANSLATE_NOOP("Messages", "Load with low_cpu_mem_usage / device_map, or add RAM.")),
    "ram_below_vram": (
        QT_TRANSLATE_NOOP("Messages", "System RAM ({ram_bytes}) is below the total GPU memory ({vram_bytes}); ratio {ratio}."),
        QT_TRANSLATE_NOOP("Messages", "Plan at least as much RAM as GPU memory (1.5–2× is comfortable) for loading, caching and "
               "data preparation.")),
    "ram_offload_short": (
        QT_TRANSLATE_NOOP("Messages", "CPU offload needs {offload_bytes} of RAM beyond the model; the server has {ram_bytes}."),
        QT_TRANSLATE_NOOP("Messages", "Reduce offloading or add RAM; offloading is also much slower than GPU memory.")),
    "cpu_dataloader": (
        QT_TRANSLATE_NOOP("Messages", "{cores} CPU cores for {gpus} GPUs: training data loading needs about {need}."),
        QT_TRANSLATE_NOOP("Messages", "Choose a CPU with more physical cores, or pre-tokenize the data.")),
    "cpu_per_gpu": (
        QT_TRANSLATE_NOOP("Messages", "{per_gpu} CPU cores per GPU ({cores} for {gpus}); reference designs use at least {need}."),
        QT_TRANSLATE_NOOP("Messages", "More cores keep tokenization, scheduling and the HTTP server from starving the GPUs.")),
    "nvme_none": (
        QT_TRANSLATE_NOOP("Messages", "No local NVMe: the weights load over the {network_gbps} Gb/s network in about {load_s}."),
        QT_TRANSLATE_NOOP("Messages", "Add local NVMe drives for model files, caches and checkpoints.")),
    "nvme_slow_load": (
        QT_TRANSLATE_NOOP("Messages", "Loading {model_bytes} of weights from disk takes about {load_s} at {read_gbps} GB/s."),
        QT_TRANSLATE_NOOP("Messages", "Use faster (Gen4/Gen5) NVMe or several drives in RAID 0 to shorten restarts.")),
    "nvme_load_time": (
        QT_TRANSLATE_NOOP("Messages", "Loading the weights ({model_bytes}) from NVMe takes about {load_s}."),
        ""),
    "nvme_checkpoint": (
        QT_TRANSLATE_NOOP("Messages", "Each checkpoint is about {checkpoint_bytes} and takes about {write_s} to write."),
        QT_TRANSLATE_NOOP("Messages", "Plan checkpoint intervals accordingly; faster NVMe shortens the pause.")),
    "nvme_data_rate": (
        QT_TRANSLATE_NOOP("Messages", "Training may read {need_gbps} GB/s of data against {read_gbps} GB/s of NVMe."),
        QT_TRANSLATE_NOOP("Messages", "Pre-tokenize and pack the data, or add drives.")),
    "nvme_capacity": (
        QT_TRANSLATE_NOOP("Messages", "Model files, checkpoints and data need about {need_bytes}; the NVMe holds {capacity_bytes}."),
        QT_TRANSLATE_NOOP("Messages", "Add NVMe capacity or keep fewer checkpoints.")),
    "tp_over_pcie": (
        QT_TRANSLATE_NOOP("Messages", "The model is split over {tp} {gpu} GPUs that talk over PCIe only: every generated token waits "
               "for all-reduces over PCIe."),
        QT_TRANSLATE_NOOP("Messages", "Prefer GPUs with NVLink/NVSwitch for tensor parallel, or a GPU large enough for one replica.")),
    "multinode_slow_fabric": (
        QT_TRANSLATE_NOOP("Messages", "Training across {nodes} servers over {gbps} Gb/s Ethernet: gradient exchange will stall the GPUs."),
        QT_TRANSLATE_NOOP("Messages", "Use InfiniBand or RoCE at 200–400 Gb/s per node, or train on one server.")),
    "multinode_fabric": (
        QT_TRANSLATE_NOOP("Messages", "Training across {nodes} servers with {gbps} Gb/s per node: communication may limit scaling."),
        QT_TRANSLATE_NOOP("Messages", "Use 400 Gb/s per node (as DGX systems do) or ZeRO settings that communicate less.")),
    "serving_traffic": (
        QT_TRANSLATE_NOOP("Messages", "Streaming answers may need {traffic_gbps} Gb/s against a {link_gbps} Gb/s link."),
        QT_TRANSLATE_NOOP("Messages", "Use a faster network link or spread replicas over servers.")),
    "power_unknown": (
        QT_TRANSLATE_NOOP("Messages", "No power budget given; a server like this draws up to about {estimate_w} W."),
        QT_TRANSLATE_NOOP("Messages", "Ask the provider for the power and cooling available per server.")),
    "power_short": (
        QT_TRANSLATE_NOOP("Messages", "Power budget {power_w} W is below the GPUs' own {gpu_tdp_w} W plus CPU and fans."),
        QT_TRANSLATE_NOOP("Messages", "Raise the power budget (about {estimate_w} W) or reduce the GPU count or power limit.")),
    "power_tight": (
        QT_TRANSLATE_NOOP("Messages", "Power budget {power_w} W is below the usual maximum draw of about {estimate_w} W."),
        QT_TRANSLATE_NOOP("Messages", "Confirm power and cooling with the provider, or cap GPU power (slower).")),
}

EXTRA_NOTES: dict[str, str] = {
    "assume_decode_mbu": QT_TRANSLATE_NOOP("Messages", "Generation speed uses the runtime's efficiency on this GPU family, calibrated on published measurements: the share of memory bandwidth it reaches and its fixed costs per step."),
    "assume_prefill_mfu": QT_TRANSLATE_NOOP("Messages", "Time to first token uses the runtime's calibrated share of the GPU's tensor throughput, plus the wait behind other users' prompts at the requested load."),
    "assume_train_mfu": QT_TRANSLATE_NOOP("Messages", "Training speed assumes 25–50 % of the GPU's dense BF16 throughput (MFU)."),
    "assume_diffusion_mfu": QT_TRANSLATE_NOOP("Messages", "Image speed: steps × the FLOPs of one denoiser pass at the GPU's calibrated share of its tensor throughput (lower for narrow models), plus the text encoders and the VAE decode."),
    "assume_speech_speed": QT_TRANSLATE_NOOP("Messages", "Speech speed: the encoder's FLOPs per 30-second window plus one decoder step per token written (about 3.3 tokens per second of speech), each at the runtime's calibrated efficiency on this GPU family."),
}

# Placement wording: code → template
PLACEMENTS: dict[str, str] = {
    "replicas": QT_TRANSLATE_NOOP("Messages", "One copy of the model per GPU: {replicas:replicas}, each serving its share of "
                       "the requests."),
    "tensor_parallel": QT_TRANSLATE_NOOP("Messages", "Tensor parallel over {tensor_parallel} GPUs, {replicas:replicas}."),
    "layer_split": QT_TRANSLATE_NOOP("Messages", "Layers split over {pipeline_parallel} GPUs that work one after another (llama.cpp); copies of the model: {replicas}."),
    "data_parallel": QT_TRANSLATE_NOOP("Messages", "Data parallel over {data_parallel} GPUs, ZeRO stage {zero_stage}."),
    "too_large": QT_TRANSLATE_NOOP("Messages", "Needs more than this server: even split over {tensor_parallel} GPUs it does not fit."),
    "unknown_gpu": QT_TRANSLATE_NOOP("Messages", "Cannot place: the GPU is unknown."),
}

# Why the engine chose a split: placement.reason → template over placement.reason_params.
SPLIT_REASONS: dict[str, str] = {
    "split_asked": QT_TRANSLATE_NOOP("Messages", "The split the workload asks for: GPUs per copy of the model: {gpus}; copies: {replicas}."),
    "split_asked_unavailable": QT_TRANSLATE_NOOP("Messages", "The workload asks for a copy of the model over {asked} GPUs, which this server cannot give (GPUs per node: {server_gpus}; or the model's attention heads do not divide evenly); Headroom chose the split instead."),
    "split_only_fit": QT_TRANSLATE_NOOP("Messages", "The only split that fits in memory."),
    "split_pipeline": QT_TRANSLATE_NOOP("Messages", "An image or speech pipeline runs whole on one GPU: each GPU holds its own copy (copies: {replicas})."),
    "split_meets_targets": QT_TRANSLATE_NOOP("Messages", "Meets every target with the most tokens per second at the requested load (users at once: {concurrency}; about {throughput} tokens/s): the lowest cost per token on this server."),
    "split_closest_to_targets": QT_TRANSLATE_NOOP("Messages", "No split meets every target; this one misses the fewest must-haves (about {throughput} tokens/s; users at once: {concurrency})."),
    "split_most_throughput": QT_TRANSLATE_NOOP("Messages", "The most tokens per second at the requested load (users at once: {concurrency}; about {throughput} tokens/s): the lowest cost per token on this server."),
}

VERDICTS: dict[str, str] = {
    "fits": QT_TRANSLATE_NOOP("Messages", "fits comfortably"),
    "tight": QT_TRANSLATE_NOOP("Messages", "tight"),
    "misses_must_have": QT_TRANSLATE_NOOP("Messages", "misses a must-have"),
    "does_not_fit": QT_TRANSLATE_NOOP("Messages", "does not fit"),
    "unknown_gpu": QT_TRANSLATE_NOOP("Messages", "unknown GPU"),
}
