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
    "bnb_not_on_vendor": (
        QT_TRANSLATE_NOOP("Messages", "{format} is a bitsandbytes format: its 4-bit kernels are built for NVIDIA CUDA; on {vendor} GPUs bitsandbytes runs only as a preview backend, if at all, so QLoRA as sized here may not run."),
        QT_TRANSLATE_NOOP("Messages", "Train LoRA on BF16 weights on these GPUs (they have the memory), or run QLoRA on NVIDIA GPUs.")),
    "framework_not_on_vendor": (
        QT_TRANSLATE_NOOP("Messages", "{framework} does not run on {vendor} GPUs: its kernels are written for another vendor's."),
        QT_TRANSLATE_NOOP("Messages", "Choose a framework that runs there (transformers + PEFT, TRL, torchtune, DeepSpeed or FSDP on ROCm), or GPUs it supports.")),
    "framework_single_gpu": (
        QT_TRANSLATE_NOOP("Messages", "{framework} trains on one GPU: this server's other GPUs would stay idle ({gpus} in all)."),
        QT_TRANSLATE_NOOP("Messages", "Choose a framework that spreads the job (DeepSpeed, FSDP, torchtune, TRL with accelerate), or a one-GPU server.")),
    "fp4_not_native": (
        QT_TRANSLATE_NOOP("Messages", "The {gpu} has no FP4 tensor cores: {precision} weights are unpacked to 16 bits "
                          "in the kernels; they save memory but compute no faster."),
        QT_TRANSLATE_NOOP("Messages", "Expect BF16-like speed, or choose a Blackwell or MI355X-class GPU for native "
                          "FP4.")),
    "precision_unsupported": (
        QT_TRANSLATE_NOOP("Messages", "The {gpu} cannot run {precision} weights: the runtimes' FP8 and FP4 kernels "
                          "need an Ampere-class GPU or newer."),
        QT_TRANSLATE_NOOP("Messages", "Use FP16, INT8 or an INT4 format (AWQ, GPTQ, GGUF) on this GPU, or choose a "
                          "newer GPU.")),
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
    "target_missed_request_s": (
        QT_TRANSLATE_NOOP("Messages", "The estimated time for the whole answer ({estimate_s}) is above the target of {target_s}."),
        QT_TRANSLATE_NOOP("Messages", "Shorter answers, GPUs with more memory bandwidth or more servers for the traffic would answer sooner; a pilot measures the real figure.")),
    "traffic_needs_servers": (
        QT_TRANSLATE_NOOP("Messages", "One server completes at most {peak} requests/s; the busiest hour brings {rate} requests/s "
               "({utilisation_share} of one server), so the targets need {servers:servers} behind a load balancer."),
        QT_TRANSLATE_NOOP("Messages", "Order that many servers (the comparison ranks offers by their cost), or lower the traffic, "
               "the answer length or the targets.")),
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
    "ram_below_host_need": (
        QT_TRANSLATE_NOOP("Messages", "Each server needs about {need_bytes} of system RAM while it runs ({offloaded_bytes} of it "
               "offloaded weights, cache and training state, plus buffers, processes and the OS); it has {ram_bytes}."),
        QT_TRANSLATE_NOOP("Messages", "Add RAM, offload less (more layers or state on the GPUs), or choose GPUs with more "
               "memory.")),
    "ram_dataset_uncached": (
        QT_TRANSLATE_NOOP("Messages", "With the dataset ({dataset_bytes}) in the page cache each server would need about "
               "{need_bytes} of system RAM; it has {ram_bytes}: the data is read from disk instead."),
        QT_TRANSLATE_NOOP("Messages", "Usually fine with fast NVMe; add RAM to keep the data cached.")),
    "ram_host_tight": (
        QT_TRANSLATE_NOOP("Messages", "System RAM ({ram_bytes}) covers the typical need ({need_bytes}) but not the high "
               "estimate ({high_bytes})."),
        QT_TRANSLATE_NOOP("Messages", "Leave more room: add RAM or offload less; confirm in a pilot.")),
    "gpu_layers_partial": (
        QT_TRANSLATE_NOOP("Messages", "The whole model does not fit on the GPUs: put {gpu_layers} of {layers:layers} on the GPU; "
               "the others run on the CPU from system memory ({host_gbps} GB/s, {memory_source}) and take about "
               "{cpu_share} of each generated token's time."),
        QT_TRANSLATE_NOOP("Messages", "Expect far fewer tokens per second than with every layer on the GPU. A GPU with more "
               "memory, a second GPU or a smaller quantization keeps all layers on the GPUs; faster system memory "
               "(more channels) helps the rest.")),
    "host_weights_slow": (
        QT_TRANSLATE_NOOP("Messages", "Weights kept in system RAM take about {cpu_share} of each generated token's time "
               "(host memory {host_gbps} GB/s, {memory_source}; PCIe for offloaded weights)."),
        QT_TRANSLATE_NOOP("Messages", "Offload less: a GPU with more memory, more GPUs or a smaller quantization.")),
    "offload_step_cost": (
        QT_TRANSLATE_NOOP("Messages", "Training with {mode}: each step spends about {offload_s} on PCIe transfers, the CPU "
               "optimizer and NVMe next to {compute_s} of GPU compute."),
        QT_TRANSLATE_NOOP("Messages", "Larger batches or gradient accumulation spread this cost over more tokens; more GPU "
               "memory (or more GPUs with ZeRO-3) avoids offloading.")),
    "offload_nvme_missing": (
        QT_TRANSLATE_NOOP("Messages", "Offloading to NVMe needs about {nvme_bytes} of fast local NVMe; the server lists none."),
        QT_TRANSLATE_NOOP("Messages", "Add local NVMe drives (several in RAID 0 for bandwidth) or offload to system RAM.")),
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
    "tp_over_pcie_chosen": (
        QT_TRANSLATE_NOOP("Messages", "The model is split over {tp} {gpu} GPUs over PCIe because one GPU per replica "
               "meets fewer of your targets; every generated token waits for all-reduces over PCIe."),
        QT_TRANSLATE_NOOP("Messages", "GPUs with NVLink make this split faster; a pilot measures it on this server.")),
    "multinode_slow_fabric": (
        QT_TRANSLATE_NOOP("Messages", "Training across {nodes} servers over {gbps} Gb/s Ethernet: gradient exchange will stall the GPUs."),
        QT_TRANSLATE_NOOP("Messages", "Use InfiniBand or RoCE at 200–400 Gb/s per node, or train on one server.")),
    "multinode_fabric": (
        QT_TRANSLATE_NOOP("Messages", "Training across {nodes} servers with {gbps} Gb/s per node: communication may limit scaling."),
        QT_TRANSLATE_NOOP("Messages", "Use 400 Gb/s per node (as DGX systems do) or ZeRO settings that communicate less.")),
    "allreduce_exposed": (
        QT_TRANSLATE_NOOP("Messages", "Training across servers ({nodes}) over {gbps} Gb/s: the gradients of each step "
               "({volume_bytes} per server) take about {exposed_s} more than the backward pass can hide, next to "
               "{compute_s} of compute."),
        QT_TRANSLATE_NOOP("Messages", "Use InfiniBand or RoCE at 400 Gb/s per server, accumulate gradients over more "
               "micro-batches (fewer exchanges per token), or train on fewer servers.")),
    "pipeline_slow_fabric": (
        QT_TRANSLATE_NOOP("Messages", "One copy of the model spans several servers ({nodes}) joined by {gbps} Gb/s Ethernet: every token's "
               "hidden state ({token_bytes}) crosses between them, adding latency to each token and limiting the "
               "prompt rate (about {traffic_gbps} Gb/s at the estimated load)."),
        QT_TRANSLATE_NOOP("Messages", "Join the servers with InfiniBand or RoCE of 100 Gb/s or more, or choose GPUs with "
               "more memory so that one server holds a copy (for example eight H200 hold 405B in BF16).")),
    "pipeline_traffic": (
        QT_TRANSLATE_NOOP("Messages", "Pipeline stages on different servers exchange about {traffic_gbps} Gb/s of hidden "
               "states ({token_bytes} per token) against a {link_gbps} Gb/s link."),
        QT_TRANSLATE_NOOP("Messages", "Use a faster link between the servers, or keep each copy of the model in one server.")),
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
    "assume_offload_step": QT_TRANSLATE_NOOP("Messages", "Offloaded training adds each step's PCIe transfers, the CPU optimizer at the host's memory bandwidth and any NVMe traffic to the GPU's compute time."),
    "assume_allreduce": QT_TRANSLATE_NOOP("Messages", "Across servers each step's gradient exchange uses the server's network; what backward cannot hide adds to the step."),
    "assume_diffusion_mfu": QT_TRANSLATE_NOOP("Messages", "Image speed: steps × the FLOPs of one denoiser pass at the GPU's calibrated share of its tensor throughput (lower for narrow models), plus the text encoders and the VAE decode."),
    "assume_speech_speed": QT_TRANSLATE_NOOP("Messages", "Speech speed: the encoder's FLOPs per 30-second window plus one decoder step per token written (about 3.3 tokens per second of speech), each at the runtime's calibrated efficiency on this GPU family."),
    "speed_range_from_measured_error": QT_TRANSLATE_NOOP("Messages", "Speed ranges come from measured error: set so that a run measured by a source Headroom has never seen falls inside about 9 times in 10. Each end is set on its own, so the typical figure need not lie in the middle."),
    "assume_encoder_speed": QT_TRANSLATE_NOOP("Messages", "Embedding speed: 2 × the layers' matrix parameters per token plus attention over each padded sequence, at the share of the GPU's tensor throughput fitted to published runs of this kind of runtime (TensorRT, PyTorch, other servers), plus a fixed cost per layer and batch."),
}

# Placement wording: code → template
PLACEMENTS: dict[str, str] = {
    "replicas": QT_TRANSLATE_NOOP("Messages", "One copy of the model per GPU: {replicas:replicas}, each serving its share of "
                       "the requests."),
    "tensor_parallel": QT_TRANSLATE_NOOP("Messages", "Tensor parallel over {tensor_parallel} GPUs, {replicas:replicas}."),
    "layer_split": QT_TRANSLATE_NOOP("Messages", "Layers split over {pipeline_parallel} GPUs that work one after another (llama.cpp); copies of the model: {replicas}."),
    "data_parallel": QT_TRANSLATE_NOOP("Messages", "Data parallel over {data_parallel} GPUs, ZeRO stage {zero_stage}."),
    "sharded_data_parallel": QT_TRANSLATE_NOOP("Messages", "Data parallel over {data_parallel} GPUs with the training state sharded across them (ZeRO stage {zero_stage} / FSDP)."),
    "training_one_gpu": QT_TRANSLATE_NOOP("Messages", "The whole training job on one GPU: no data parallel, no sharding."),
    "pipeline_parallel": QT_TRANSLATE_NOOP("Messages", "Pipeline parallel: stages ({pipeline_parallel}) of {tensor_parallel:gpus} each (tensor parallel inside a stage), over servers: {nodes_per_replica}; copies of the model: {replicas}."),
    "partial_offload": QT_TRANSLATE_NOOP("Messages", "Put {gpu_layers} of {model_layers:layers} on {pipeline_parallel:gpus}; the other layers and their cache run on the CPU from system RAM."),
    "too_large": QT_TRANSLATE_NOOP("Messages", "Needs more than this server: it does not fit even split over {tensor_parallel:gpus}."),
    "unknown_gpu": QT_TRANSLATE_NOOP("Messages", "Cannot place: the GPU is unknown."),
}

# Why the engine chose a split: placement.reason → template over placement.reason_params.
SPLIT_REASONS: dict[str, str] = {
    "split_asked": QT_TRANSLATE_NOOP("Messages", "The split the workload asks for: GPUs per copy of the model: {gpus}; copies: {replicas}."),
    "split_asked_unavailable": QT_TRANSLATE_NOOP("Messages", "The workload asks for a copy of the model over {asked} GPUs, which this server cannot give (GPUs per node: {server_gpus}; or the model's attention heads do not divide evenly); Headroom chose the split instead."),
    "split_only_fit": QT_TRANSLATE_NOOP("Messages", "The only split that fits in memory."),
    "split_pipeline": QT_TRANSLATE_NOOP("Messages", "An image or speech pipeline runs whole on one GPU: each GPU holds its own copy (copies: {replicas})."),
    "split_meets_targets": QT_TRANSLATE_NOOP("Messages", "Meets every target with the most tokens per second at the requested load (users at once: {concurrency}; about {throughput} tokens/s): the lowest cost per token on this server."),
    "split_replicas_not_pcie": QT_TRANSLATE_NOOP("Messages", "One copy of the model on each GPU (about {throughput} tokens/s with {concurrency} users at once) rather than one copy split over GPUs that talk over PCIe only: the split might be estimated a little faster, but every generated token would wait for all-reduces over PCIe."),
    "split_closest_to_targets": QT_TRANSLATE_NOOP("Messages", "No split meets every target; this one misses the fewest must-haves (about {throughput} tokens/s; users at once: {concurrency})."),
    "gpu_layers_fit": QT_TRANSLATE_NOOP("Messages", "The whole model does not fit on the GPUs: {gpu_layers} of {layers:layers} is the most that fits (llama.cpp -ngl {gpu_layers}); the rest run on the CPU."),
    "split_most_throughput": QT_TRANSLATE_NOOP("Messages", "The most tokens per second at the requested load (users at once: {concurrency}; about {throughput} tokens/s): the lowest cost per token on this server."),
}

VERDICTS: dict[str, str] = {
    "fits": QT_TRANSLATE_NOOP("Messages", "fits comfortably"),
    "tight": QT_TRANSLATE_NOOP("Messages", "tight"),
    "misses_must_have": QT_TRANSLATE_NOOP("Messages", "misses a must-have"),
    "does_not_fit": QT_TRANSLATE_NOOP("Messages", "does not fit"),
    "unknown_gpu": QT_TRANSLATE_NOOP("Messages", "unknown GPU"),
}
