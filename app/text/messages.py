"""The engine's codes in words: warnings with their fixes, assumptions, formulas, input problems.

The core returns codes with parameters; this module (Qt-free, shared by the GUI, the CLI and the
PDF) turns them into translated sentences. Templates are marked with QT_TRANSLATE_NOOP so
`pyside6-lupdate` extracts them; `{name}` fields are filled after translation, so translators
may reorder them freely.
"""

from __future__ import annotations

from typing import Any

from app.core.findings import Finding, Note, Problem
from app.core.memory.types import Component
from app.core.runtimes import RUNTIMES
from app.core.units import BILLION
from app.text.counts import counted, parameter_count
from app.text.formatting import Fmt
from app.text.i18n import QT_TRANSLATE_NOOP, translator

CTX = "Messages"

COMPONENT_LABELS: dict[str, str] = {
    "weights": QT_TRANSLATE_NOOP("Messages", "Weights"),
    "quantization_metadata": QT_TRANSLATE_NOOP("Messages", "Quantization metadata"),
    "vision_encoder": QT_TRANSLATE_NOOP("Messages", "Vision encoder"),
    "text_encoders": QT_TRANSLATE_NOOP("Messages", "Text encoders"),
    "vae": QT_TRANSLATE_NOOP("Messages", "VAE (image decoder)"),
    "kv_cache": QT_TRANSLATE_NOOP("Messages", "KV cache"),
    "recurrent_state": QT_TRANSLATE_NOOP("Messages", "Recurrent state"),
    "draft_model": QT_TRANSLATE_NOOP("Messages", "Draft model (speculative decoding)"),
    "activations": QT_TRANSLATE_NOOP("Messages", "Activations"),
    "gradients": QT_TRANSLATE_NOOP("Messages", "Gradients"),
    "optimizer_states": QT_TRANSLATE_NOOP("Messages", "Optimizer states"),
    "adapters": QT_TRANSLATE_NOOP("Messages", "Adapters (LoRA)"),
    "runtime_overhead": QT_TRANSLATE_NOOP("Messages", "Runtime overhead"),
    "pinned_buffers": QT_TRANSLATE_NOOP("Messages", "Pinned buffers"),
    "dataset": QT_TRANSLATE_NOOP("Messages", "Dataset"),
    "host_system": QT_TRANSLATE_NOOP("Messages", "Operating system"),
}

# Where a component lives (Component.device).
DEVICE_LABELS: dict[str, str] = {
    "gpu": QT_TRANSLATE_NOOP("Messages", "GPU memory"),
    "host": QT_TRANSLATE_NOOP("Messages", "system RAM"),
    "nvme": QT_TRANSLATE_NOOP("Messages", "NVMe"),
}

COMPONENT_EXPLANATIONS: dict[str, str] = {
    "weights": QT_TRANSLATE_NOOP("Messages", "The model's parameters stored on the GPU. Only the start of the budget."),
    "quantization_metadata": QT_TRANSLATE_NOOP("Messages", "Scales and zero points that quantized formats store next to the weights."),
    "vision_encoder": QT_TRANSLATE_NOOP("Messages", "The part of a vision-language model that turns each image into tokens for the "
                                         "language model."),
    "text_encoders": QT_TRANSLATE_NOOP("Messages", "The models that read the prompt of an image generator (CLIP, T5) before "
                                        "the image is made."),
    "vae": QT_TRANSLATE_NOOP("Messages", "Turns the finished latent image into pixels; small, but its work at full resolution "
                              "is the largest temporary tensor."),
    "kv_cache": QT_TRANSLATE_NOOP("Messages", "Memory of the conversation so far: grows with input + output tokens and with the "
                       "number of requests served at once."),
    "recurrent_state": QT_TRANSLATE_NOOP("Messages", "The fixed memory each request keeps in a hybrid model's "
                                         "linear-attention or state-space layers; it does not grow with the text."),
    "draft_model": QT_TRANSLATE_NOOP("Messages", "The small model (or prediction heads) that proposes tokens for the "
                                     "main model to check, with its own cache."),
    "activations": QT_TRANSLATE_NOOP("Messages", "Temporary results while the model computes (prompt processing, logits, "
                          "and in training what backpropagation needs)."),
    "gradients": QT_TRANSLATE_NOOP("Messages", "How each trained parameter should change; one value per trained parameter."),
    "optimizer_states": QT_TRANSLATE_NOOP("Messages", "What the optimizer remembers between steps (AdamW: two values per "
                               "parameter, plus an fp32 master copy in mixed precision)."),
    "adapters": QT_TRANSLATE_NOOP("Messages", "The small trainable LoRA matrices added to the frozen model."),
    "runtime_overhead": QT_TRANSLATE_NOOP("Messages", "CUDA context, compiled kernels and graphs, communication buffers and "
                               "allocator slack: present whatever the model."),
    "pinned_buffers": QT_TRANSLATE_NOOP("Messages", "Page-locked system RAM the offload copies through between the GPU, "
                                 "the CPU and NVMe."),
    "dataset": QT_TRANSLATE_NOOP("Messages", "The tokenized training data, kept in the page cache when system RAM allows."),
    "host_system": QT_TRANSLATE_NOOP("Messages", "The operating system and its services on each server."),
}

FORMULAS: dict[str, str] = {
    "weights": QT_TRANSLATE_NOOP("Messages", "{body_params} parameters × {body_bits} bits ({format}) + embeddings {embedding_params} × "
                      "{embedding_bits} bits + output head {lm_head_params} × {lm_head_bits} bits, ÷ 8 bits per "
                      "byte, ÷ {gpus_sharing:gpus} sharing them"),
    "weights_training": QT_TRANSLATE_NOOP("Messages", "{params} parameters × {bytes_per_param} bytes at the training precision "
                               "÷ {gpus_sharing} (sharding)"),
    "quant_metadata": QT_TRANSLATE_NOOP("Messages", "{body_params} quantized parameters × {scale_bits} bits of scales ({format}) ÷ 8, "
                             "÷ {gpus_sharing:gpus}"),
    "kv": QT_TRANSLATE_NOOP("Messages", "{sequences:sequences} × ({full_layers:full_layers} × {tokens:tokens} + "
                 "{windowed_layers:windowed_layers} × at most {window:tokens}) × {elements_per_token_layer:values} (K and V) × "
                 "{bytes_per_element:bytes}, in blocks of {block_tokens:tokens}, ÷ {shard}"),
    "kv_mla": QT_TRANSLATE_NOOP("Messages", "{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × "
                     "{elements_per_token_layer} latent values (MLA) × {bytes_per_element:bytes}"),
    "kv_mla_full": QT_TRANSLATE_NOOP("Messages", "{sequences:sequences} × {tokens:tokens} × {full_layers:layers} × "
                          "{elements_per_token_layer:values}: this runtime decompresses MLA into full K and V"),
    "state": QT_TRANSLATE_NOOP("Messages", "{sequences:sequences} × {state_layers:layers} × {bytes_per_layer:bytes} "
                               "({conv_values} convolution + {recurrent_values} recurrent values per layer, the "
                               "recurrent ones at {recurrent_bits} bits): fixed, whatever the context length"),
    "state_vllm_padded": QT_TRANSLATE_NOOP("Messages", "{sequences:sequences} × {state_layers:layers} × "
                                           "{bytes_per_layer:bytes}: vLLM pads each layer's state ({conv_values} "
                                           "convolution + {recurrent_values} recurrent values) to one attention page "
                                           "of {block_tokens:tokens}; fixed, whatever the context length"),
    "draft_model": QT_TRANSLATE_NOOP("Messages", "{method} draft: {draft_params} parameters ({weight_bytes:bytes}) + "
                                     "its cache {kv_bytes_per_token:bytes} per token × {tokens:tokens} × "
                                     "{sequences:sequences}; {num_tokens} tokens proposed per step, each accepted "
                                     "with probability {acceptance_rate}"),
    "kv_unknown_arch": QT_TRANSLATE_NOOP("Messages", "{sequences:sequences} × {tokens:tokens} × {params_b} parameters × typical "
                              "KV bytes per token per billion parameters (architecture unknown)"),
    "kv_none_encoder": QT_TRANSLATE_NOOP("Messages", "Encoder models read the whole input at once: no KV cache"),
    "kv_none_training": QT_TRANSLATE_NOOP("Messages", "Training does not keep a generation cache"),
    "kv_on_cpu": QT_TRANSLATE_NOOP("Messages", "No layer on the GPU: llama.cpp keeps the cache in system memory"),
    "act_vllm_profile": QT_TRANSLATE_NOOP("Messages", "{engine} start-up profile: larger of the forward over {batched_tokens} "
                               "tokens ({forward_bytes_per_token} bytes per token) and the sampler warm-up over "
                               "{sampler_rows} requests × {vocab} vocabulary × {bytes_per_logit} bytes"),
    "act_vllm_profile_moe": QT_TRANSLATE_NOOP("Messages", "{engine} start-up profile: larger of the forward over "
                               "{batched_tokens} tokens ({forward_bytes_per_token} bytes per token) and the sampler "
                               "warm-up over {sampler_rows} requests × {vocab} vocabulary × {bytes_per_logit} bytes, "
                               "plus {moe_workspace_bytes} of fused-MoE workspace that stays allocated"),
    "act_serving": QT_TRANSLATE_NOOP("Messages", "Larger of one prefill chunk of {prefill_tokens} tokens "
                          "({forward_bytes_per_token} bytes per token) and the sampler over {sampler_rows} "
                          "requests × {vocab} vocabulary"),
    "act_generate": QT_TRANSLATE_NOOP("Messages", "{engine}: larger of the {prompt_tokens} prompt tokens through one layer "
                           "({layer_bytes}; {attention} attention scores {score_bytes}) and the logits "
                           "({logit_bytes})"),
    "act_llamacpp": QT_TRANSLATE_NOOP("Messages", "llama.cpp compute buffer: the largest stage of one {ubatch}-token batch over "
                           "{cells} cache cells, in 32-bit - MLP {mlp_bytes}, attention {attention_bytes}, logits "
                           "{logit_bytes}"),
    "act_training": QT_TRANSLATE_NOOP("Messages", "{tokens} tokens × {layers} layers × {per_layer_bytes_per_token} bytes saved per "
                           "token and layer, plus logits over {vocab} vocabulary"),
    "act_training_ckpt": QT_TRANSLATE_NOOP("Messages", "Gradient checkpointing: {tokens} tokens × ({layers} layer inputs × {hidden} × "
                                "2 bytes + one layer recomputed), plus logits over {vocab} vocabulary"),
    "adapters": QT_TRANSLATE_NOOP("Messages", "{adapter_params} adapter parameters (rank {rank}) × {bytes_per_param} bytes"),
    "grads_adapters": QT_TRANSLATE_NOOP("Messages", "{adapter_params} adapter parameters × {bytes_per_param} bytes"),
    "grads_in_backward": QT_TRANSLATE_NOOP("Messages", "Optimizer step fused into backward: about one layer's gradients "
                                "({params} parameters ÷ {layers} layers) at a time"),
    "grads": QT_TRANSLATE_NOOP("Messages", "{params:parameters} × {bytes_per_param:bytes} ÷ {gpus_sharing:gpus}"),
    "opt_adapters": QT_TRANSLATE_NOOP("Messages", "{adapter_params} adapter parameters × {bytes_per_param} bytes ({optimizer})"),
    "opt": QT_TRANSLATE_NOOP("Messages", "{params:parameters} × ({master_bytes:bytes} master copy + {state_bytes:bytes} of "
                  "{optimizer} state) ÷ {gpus_sharing:gpus}"),
    "opt_step": QT_TRANSLATE_NOOP("Messages", "{params:parameters} × ({master_bytes:bytes} master copy + "
                       "{state_bytes:bytes} of {optimizer} state) ÷ {gpus_sharing:gpus}, + {step_temporaries} "
                       "the step's temporaries hold beyond the activations"),
    "overhead": QT_TRANSLATE_NOOP("Messages", "CUDA context {cuda_context} + kernels, graphs, buffers and allocator slack"),
    # beside the GPUs: system RAM and NVMe
    "weights_host_llamacpp": QT_TRANSLATE_NOOP("Messages", "In system RAM: the token-embedding table {embedding_bytes} + "
                                    "{cpu_layers} of {layers:layers} run on the CPU ({cpu_layers_bytes}) + the output "
                                    "layer when it stays on the CPU {output_bytes}; further layers whose MoE experts "
                                    "stay on the CPU (--n-cpu-moe): {cpu_moe_layers}"),
    "weights_host_offload": QT_TRANSLATE_NOOP("Messages", "{cpu_offload_bytes} of weights per GPU kept in system RAM "
                                   "(vLLM --cpu-offload-gb) and read over PCIe in every forward pass"),
    "kv_host": QT_TRANSLATE_NOOP("Messages", "In system RAM: the cache of the {cpu_layers} of {layers:layers} on the CPU "
                      "({cpu_layers_bytes}) + the offloaded cache tier {kv_offload_bytes} + swap space {swap_bytes}"),
    "act_llamacpp_host": QT_TRANSLATE_NOOP("Messages", "llama.cpp compute buffer in system RAM for the layers on the CPU, "
                                "sized like the GPU's: the largest stage of one {ubatch}-token batch"),
    "host_os": QT_TRANSLATE_NOOP("Messages", "Operating system and services: about {os_bytes} per server"),
    "stage_host": QT_TRANSLATE_NOOP("Messages", "Kept in system RAM between its stages ({host_bytes}), moved to the GPU for "
                         "its own stage (diffusers model CPU offload)"),
    "host_process": QT_TRANSLATE_NOOP("Messages", "The runtime's own process in system RAM: about {process_bytes} (one "
                           "per GPU for PyTorch runtimes, with the data loaders in training)"),
    "host_dataset": QT_TRANSLATE_NOOP("Messages", "Tokenized dataset {dataset_bytes}, memory-mapped: cached in RAM when "
                           "there is room"),
    "opt_moved": QT_TRANSLATE_NOOP("Messages", "Offloaded to {device}: {params:parameters} × ({master_bytes:bytes} master "
                        "copy + {state_bytes:bytes} of {optimizer} state) ÷ {gpus_sharing:gpus}"),
    "opt_adapters_moved": QT_TRANSLATE_NOOP("Messages", "Offloaded to {device}: adapters of {adapter_params:parameters} × "
                                 "{bytes_per_param:bytes} ({optimizer})"),
    "weights_moved": QT_TRANSLATE_NOOP("Messages", "Offloaded to {device}: the frozen model's {params:parameters} as "
                            "stored, gathered to the GPU layer by layer"),
    "weights_training_moved": QT_TRANSLATE_NOOP("Messages", "Offloaded to {device}: {params:parameters} × "
                                     "{bytes_per_param:bytes} ÷ {gpus_sharing:gpus}, gathered to the GPU layer by "
                                     "layer"),
    "opt_off_gpu": QT_TRANSLATE_NOOP("Messages", "None on the GPU: the optimizer states and step live in {device}"),
    "grads_offloaded": QT_TRANSLATE_NOOP("Messages", "Offloaded to {device}: {params:parameters} × {bytes_per_param:bytes} "
                              "(fp32 gradient partition) ÷ {gpus_sharing:gpus}"),
    "grads_buckets": QT_TRANSLATE_NOOP("Messages", "Gradient buckets of {bucket_elements:values} in 16 bits, streamed to "
                            "{device} as backward fills them"),
    "weights_gathered": QT_TRANSLATE_NOOP("Messages", "Only the layers being computed: about {layers_gathered:layers} × "
                               "{layer_bytes}, fetched from {device}"),
    "weights_gathered_root": QT_TRANSLATE_NOOP("Messages", "Only the layers being computed: about "
                                    "{layers_gathered:layers} × {layer_bytes}, fetched from {device}, and the "
                                    "embeddings and output head ({kept_bytes}), which FSDP keeps gathered from "
                                    "forward into backward"),
    "weights_gathered_head": QT_TRANSLATE_NOOP("Messages", "Only the layers being computed: about "
                                    "{layers_gathered:layers} × {layer_bytes}, fetched from {device}, and the output "
                                    "head ({kept_bytes}), which DeepSpeed keeps gathered from its forward to its "
                                    "backward"),
    "grads_units": QT_TRANSLATE_NOOP("Messages", "The full gradient of the unit being reduced ({unit_bytes}); each "
                          "shard goes to {device} as backward produces it"),
    "pinned_nvme": QT_TRANSLATE_NOOP("Messages", "ZeRO-Infinity swap buffers: {param_buffers} × {param_buffer_elements:values} "
                          "of parameters + {optimizer_buffers} × {sub_group_elements:values} of optimizer state"),
    "pinned_offload": QT_TRANSLATE_NOOP("Messages", "Staging and the optimizer step's temporaries: {params:parameters} × "
                             "{bytes_per_param:bytes} (16-bit copy buffer, gradient unscaling, CPU Adam)"),
    "vision_encoder": QT_TRANSLATE_NOOP("Messages", "{params} vision-encoder parameters × {bits} bits ÷ 8 ÷ GPUs sharing them: "
                                         "{gpus_sharing}"),
    "act_vision": QT_TRANSLATE_NOOP("Messages", "Larger of the language model's peak ({language_model_bytes}) and the vision "
                                     "encoder over {patches} patches per image, images at once: {images} "
                                     "({encoder_bytes}), plus the image embeddings kept for the prompt "
                                     "({embedding_bytes})"),
    "kv_cross_attention": QT_TRANSLATE_NOOP("Messages", "Text cache on the {self_attention_layers} self-attention layers, plus "
                                             "{image_tokens} image tokens per request on each of the {cross_layers} "
                                             "cross-attention layers ({image_cache_bytes})"),
    "weights_denoiser": QT_TRANSLATE_NOOP("Messages", "Denoiser ({denoiser}): {params} parameters × {bits} bits ({format}) ÷ 8"),
    "text_encoders": QT_TRANSLATE_NOOP("Messages", "{encoders}: {params} parameters × {bits} bits ({format}) ÷ 8"),
    "vae": QT_TRANSLATE_NOOP("Messages", "{params} VAE parameters × {bits} bits ÷ 8"),
    "act_diffusion": QT_TRANSLATE_NOOP("Messages", "Largest stage at {resolution} px, images at once: {images}: text encoders "
                                        "{text_bytes}; denoiser over {tokens} tokens per image × {passes} "
                                        "passes {denoiser_bytes}; VAE decode {vae_bytes}"),
    "act_diffusion_offload": QT_TRANSLATE_NOOP("Messages", "Parts moved to the GPU one stage at a time; the largest stage is "
                                                "{stage}: text encoders {text_bytes}, denoiser {denoiser_bytes}, "
                                                "VAE decode {vae_bytes} at {resolution} px"),
    "stage_offloaded": QT_TRANSLATE_NOOP("Messages", "Kept in system memory ({host_bytes}) and moved to the GPU only for its "
                                          "own stage"),
    "weights_speech": QT_TRANSLATE_NOOP("Messages", "Encoder {encoder_params} + decoder {decoder_params} parameters × {bits} bits "
                                         "({format}) ÷ 8 ÷ GPUs sharing them: {gpus_sharing}"),
    "kv_speech": QT_TRANSLATE_NOOP("Messages", "Rows decoded at once: {rows} × {layers} decoder layers × ({positions} encoder "
                                    "positions + {tokens} tokens written) × {values_per_position} values × "
                                    "{bytes_per_element} bytes"),
    "kv_speech_ctranslate2": QT_TRANSLATE_NOOP("Messages", "CTranslate2: {layers} decoder layers × keys and values "
                                                "of the encoder's {positions} positions for {windows} windows "
                                                "({cross_tensor_bytes} each, shared by the beams) and of {tokens} "
                                                "tokens for {rows} rows ({self_tensor_bytes} each), in allocator "
                                                "bins; + {allocator_cache_bytes} of freed blocks kept cached"),
    "act_speech": QT_TRANSLATE_NOOP("Messages", "Encoder forward over windows at once: {windows} × {positions} positions "
                                     "({encoder_bytes}); {attention} attention scores {score_bytes}; logits "
                                     "{logit_bytes}"),
    "act_speech_phased": QT_TRANSLATE_NOOP("Messages", "transformers runs the encoder to its end, then the decoder; the "
                                            "larger phase counts. Encoder: {windows} × {positions} positions "
                                            "({encoder_phase_bytes}; {attention} attention scores {score_bytes}); "
                                            "decoder: caches, encoder output {encoder_output_bytes} and logits "
                                            "{logit_bytes} ({decoder_phase_bytes})"),
}

RANGE_REASONS: dict[str, str] = {
    "unknown_embedding_share": QT_TRANSLATE_NOOP("Messages", "depends on whether embeddings are quantized (architecture unknown)"),
    "embeddings_higher_precision": QT_TRANSLATE_NOOP("Messages", "low end: every tensor quantized; typical: embeddings and head "
                                          "kept at higher precision, as usual"),
    "unknown_architecture": QT_TRANSLATE_NOOP("Messages", "the architecture is unknown: KV heads and layers decide this"),
    "window_support": QT_TRANSLATE_NOOP("Messages", "high end: a runtime version that keeps windowed layers at full length"),
    "block_rounding": QT_TRANSLATE_NOOP("Messages", "the runtime allocates whole blocks"),
    "state_precision": QT_TRANSLATE_NOOP("Messages", "the precision the runtime keeps the recurrent state in "
                                         "(16 or 32 bits) and its padding to attention pages"),
    "flash_attention": QT_TRANSLATE_NOOP("Messages", "low end: with flash attention (llama.cpp's default since 2025); "
                                          "typical unless stated and high end: without it"),
    "sampler_and_chunk": QT_TRANSLATE_NOOP("Messages", "depends on the sampler's copies of the logits"),
    "vllm_batch_defaults": QT_TRANSLATE_NOOP("Messages", "depends on the GPU: vLLM samples 1024 requests at start-up on GPUs of "
                                              "70 GiB and more (not A100), 256 on others; low end also with the "
                                              "FlashInfer sampler"),
    "attention_and_logits": QT_TRANSLATE_NOOP("Messages", "low end: fused attention and last-token logits; high end: eager "
                                               "attention scores and logits for every prompt token; either way "
                                               "-2 % to +4 % of the weights and cache for buffers not itemized"),
    "loss_kernel_and_allocator": QT_TRANSLATE_NOOP("Messages", "low end: a fused loss kernel; high end: allocator fragmentation"),
    "grad_precision": QT_TRANSLATE_NOOP("Messages", "16-bit gradients (DeepSpeed) or fp32 gradients (PyTorch AMP)"),
    "runtime_buffers": QT_TRANSLATE_NOOP("Messages", "CUDA version, graphs and allocator behaviour"),
    "activation_kernels": QT_TRANSLATE_NOOP("Messages", "the framework's kernels (fused or eager normalisation, attention "
                                 "and loss) and padding to the longest sample"),
    "gathered_units": QT_TRANSLATE_NOOP("Messages", "how many layers FSDP / ZeRO-3 holds gathered at once (one to three)"),
    "gradient_sync": QT_TRANSLATE_NOOP("Messages", "high end: the copy made when the gradients are synchronised"),
    "pinned_memory": QT_TRANSLATE_NOOP("Messages", "low end: only the 16-bit copy buffer; high end: DeepSpeed before "
                                       "its pinned-memory fix (28 bytes per parameter in all, as measured)"),
    "host_services": QT_TRANSLATE_NOOP("Messages", "the distribution, monitoring agents and containers"),
    "host_process": QT_TRANSLATE_NOOP("Messages", "the runtime's libraries, tokenizer and, in training, its data loaders"),
    "page_cache": QT_TRANSLATE_NOOP("Messages", "low end: read from disk as needed; typical: held in the page cache"),
    "vae_decode_workspace": QT_TRANSLATE_NOOP("Messages", "low end: the VAE's full-resolution block alone; high end: the "
                                               "allocator keeps every stage's blocks and cuDNN takes a large workspace"),
    "attention_kernel": QT_TRANSLATE_NOOP("Messages", "high end: eager attention keeps the scores of every window"),
}

# code → (what is wrong, how to fix it)
FINDINGS: dict[str, tuple[str, str]] = {
    "context_exceeds_model": (
        QT_TRANSLATE_NOOP("Messages", "Input + output is {tokens} tokens, more than the model's maximum context of {max_context}."),
        QT_TRANSLATE_NOOP("Messages", "Shorten the input or the answer, or choose a model with a longer context.")),
    "long_input_exceeds_model": (
        QT_TRANSLATE_NOOP("Messages", "The long case needs {tokens} tokens, more than the model's maximum context of {max_context}."),
        QT_TRANSLATE_NOOP("Messages", "Split long documents into parts, or choose a long-context model.")),
    "seq_len_exceeds_model": (
        QT_TRANSLATE_NOOP("Messages", "Training sequences of {seq_len} tokens exceed the model's context of {max_context}."),
        QT_TRANSLATE_NOOP("Messages", "Use sequences no longer than the model's context.")),
    "kv_dominates": (
        QT_TRANSLATE_NOOP("Messages", "The KV cache ({kv_bytes}) is {share} of the memory per GPU: concurrency and context, not the "
               "model, decide the server."),
        QT_TRANSLATE_NOOP("Messages", "Store the KV cache in FP8 (halves it; small quality cost on most models), serve fewer requests "
               "at once, or cap the context. Each trades something: confirm in a pilot.")),
    "quant_quality": (
        QT_TRANSLATE_NOOP("Messages", "The {format} format trades quality for memory ({quality})."),
        QT_TRANSLATE_NOOP("Messages", "Check answer quality on your own data in the pilot, or choose a higher-precision format.")),
    "kv_quant_quality": (
        QT_TRANSLATE_NOOP("Messages", "A KV cache in {kv_precision} may cost answer quality on long inputs."),
        QT_TRANSLATE_NOOP("Messages", "Prefer FP8 or 8-bit KV cache unless a pilot shows the quality holds.")),
    "architecture_incomplete": (
        QT_TRANSLATE_NOOP("Messages", "Only the parameter count is known: the KV cache and activations are rough estimates."),
        QT_TRANSLATE_NOOP("Messages", "Pick the model from the catalog or import its config.json for exact figures.")),
    "runtime_preallocates": (
        QT_TRANSLATE_NOOP("Messages", "{runtime} reserves {fraction} of each GPU's memory at start, whatever the model needs; "
               "monitoring will show that much in use."),
        QT_TRANSLATE_NOOP("Messages", "This is expected. Lower gpu_memory_utilization only to share the GPU with other programs.")),
    "kv_heads_replicated": (
        QT_TRANSLATE_NOOP("Messages", "The model has {kv_heads} KV heads but is split over {tp} GPUs: KV heads are copied, so the cache "
               "does not shrink further."),
        QT_TRANSLATE_NOOP("Messages", "Use a tensor-parallel degree no larger than the number of KV heads, and replicas beyond it.")),
    "data_parallel_replicates": (
        QT_TRANSLATE_NOOP("Messages", "Without sharding, each of the {gpus} GPUs holds a full copy of weights, gradients and optimizer "
               "states."),
        QT_TRANSLATE_NOOP("Messages", "Use ZeRO-2/3 (FSDP) to divide them across the GPUs.")),
    "qlora_not_4bit": (
        QT_TRANSLATE_NOOP("Messages", "QLoRA is chosen with {format} weights, not 4-bit."),
        QT_TRANSLATE_NOOP("Messages", "Use NF4 for the frozen model as QLoRA does, or choose LoRA.")),
}

NOTES: dict[str, str] = {
    "range_from_measured_error": QT_TRANSLATE_NOOP(
        "Messages", "From measured error, each GPU needs {range_low} to {range_high} ({low_pct} % to {high_pct} % of the "
        "typical figure): set so that a job like this, measured by a source Headroom has never seen, falls inside "
        "about 9 times in 10 and above the high figure about 1 time in 20 ({cases} published measurements from "
        "{sources} sources, each predicted without its own source). The per-GPU low and high are this range; "
        "each part's own low and high say what that part depends on."),
    "range_capped_parameters_kept": QT_TRANSLATE_NOOP(
        "Messages", "The high figure stops at {kept_bytes}, what the same job needs with its parameters kept on the "
        "GPUs: offloading them never holds more on a GPU. Published runs with parameters offloaded disagree widely "
        "({cases} measurements from {sources} sources), so a pilot should confirm the peak before buying."),
    "warmup_by_gpu": QT_TRANSLATE_NOOP("Messages", "The runtime's start-up warm-up depends on the GPU's size: vLLM "
                                                   "profiles a batch of {tokens} tokens on a {gpu} (larger batches "
                                                   "from 70 GiB, A100 excepted), so the need per GPU changes when a "
                                                   "server is picked."),
    "moe_all_experts_resident": QT_TRANSLATE_NOOP("Messages", "Mixture of experts: all {experts} experts ({params} parameters) stay in "
                                       "memory; speed follows the {active_params} active per token."),
    "sliding_window_capped": QT_TRANSLATE_NOOP("Messages", "{windowed_layers} of {layers} layers attend only to the last {window} "
                                    "tokens: their KV cache stops growing there."),
    "mla_latent_cache": QT_TRANSLATE_NOOP("Messages", "Multi-head latent attention: the cache keeps a compressed latent "
                               "({kv_lora_rank} values) per token and layer."),
    "mla_full_cache_transformers": QT_TRANSLATE_NOOP("Messages", "transformers expands multi-head latent attention into full K and V: "
                                          "a much larger cache than vLLM or SGLang."),
    "encoder_no_kv": QT_TRANSLATE_NOOP("Messages", "An embedding/reranking encoder: no KV cache, small activations."),
    "mtp_not_loaded": QT_TRANSLATE_NOOP("Messages", "The checkpoint's multi-token-prediction layers ({layers}) are not loaded "
                             "for inference and are not counted."),
    "assume_vllm_profile": QT_TRANSLATE_NOOP("Messages", "vLLM: KV blocks of {block_size} tokens; activations sized by its start-up "
                                  "profile at {max_num_batched_tokens} batched tokens."),
    "assume_llamacpp": QT_TRANSLATE_NOOP("Messages", "llama.cpp: physical batch of {ubatch} tokens; one KV cache for all sequences."),
    "tensor_parallel_split": QT_TRANSLATE_NOOP("Messages", "Tensor parallel over {tp} GPUs: each holds 1/{tp} of the weights and of "
                                    "the KV heads."),
    "assume_training": QT_TRANSLATE_NOOP("Messages", "Training with {optimizer}, fp32 master weights: {master_weights}, gradient "
                              "checkpointing: {gradient_checkpointing}, sharding: {sharding}, {gpus:gpus}."),
    "assume_lora": QT_TRANSLATE_NOOP("Messages", "LoRA rank {rank} on {targets} layers; adapters, their gradients and optimizer "
                          "states in {adapter_precision}."),
    "assume_training_framework": QT_TRANSLATE_NOOP("Messages", "Training memory as {framework} keeps it."),
    "assume_offload": QT_TRANSLATE_NOOP("Messages", "Training state kept off the GPUs: {mode}, as DeepSpeed does it (ZeRO "
                             "stage {stage}, the least that offloading needs)."),
    "training_model_parallel": QT_TRANSLATE_NOOP("Messages", "Each copy of the model is split into pipeline stages "
                                      "({pp}), each over {tp:gpus} in tensor parallel; data-parallel copies: {dp}."),
    "pipeline_split": QT_TRANSLATE_NOOP("Messages", "Pipeline parallel: stages ({pp}) of {tp:gpus}, each holding its "
                             "layers' weights and cache; the first also the embeddings, the last the output head."),
    "ranges_need_pilot": QT_TRANSLATE_NOOP("Messages", "Ranges, not a single number: allocator, runtime version and kernels move "
                                "the result. A pilot on the real server decides."),
    "full_ft_needs_16bit": QT_TRANSLATE_NOOP("Messages", "Full fine-tuning cannot train {asked} weights: budgeted in BF16."),
    "image_tokens": QT_TRANSLATE_NOOP("Messages", "Images per request: {images} at {resolution} px, {tokens} tokens each "
                                       "({total} in all), read by the language model ({where})."),
    "diffusers_pipeline": QT_TRANSLATE_NOOP("Messages", "Image generation is budgeted as a diffusers pipeline in PyTorch: the "
                                             "runtime chosen ({runtime}) does not run image models."),
    "assume_diffusion": QT_TRANSLATE_NOOP("Messages", "Images of {resolution} × {resolution} px, {steps} steps, denoiser passes per "
                                           "step: {passes}, images per request: {images}."),
    "stage_offload": QT_TRANSLATE_NOOP("Messages", "Model CPU offload: each part is moved to the GPU for its own stage, which "
                                        "costs time at every request."),
    "assume_speech": QT_TRANSLATE_NOOP("Messages", "Audio in 30-second windows, windows decoded at once: {windows}; about "
                                        "{tokens_per_second} tokens written per second of speech; beams: {beams}."),
}

PROBLEMS: dict[str, str] = {
    "missing": QT_TRANSLATE_NOOP("Messages", "is required"),
    "greater_than": QT_TRANSLATE_NOOP("Messages", "must be greater than {gt}"),
    "greater_than_equal": QT_TRANSLATE_NOOP("Messages", "must be at least {ge}"),
    "less_than_equal": QT_TRANSLATE_NOOP("Messages", "must be at most {le}"),
    "less_than": QT_TRANSLATE_NOOP("Messages", "must be less than {lt}"),
    "int_parsing": QT_TRANSLATE_NOOP("Messages", "must be a whole number"),
    "int_type": QT_TRANSLATE_NOOP("Messages", "must be a whole number"),
    "int_from_float": QT_TRANSLATE_NOOP("Messages", "must be a whole number"),
    "float_parsing": QT_TRANSLATE_NOOP("Messages", "must be a number"),
    "float_type": QT_TRANSLATE_NOOP("Messages", "must be a number"),
    "bool_parsing": QT_TRANSLATE_NOOP("Messages", "must be true or false"),
    "bool_type": QT_TRANSLATE_NOOP("Messages", "must be true or false"),
    "string_type": QT_TRANSLATE_NOOP("Messages", "must be text"),
    "string_too_short": QT_TRANSLATE_NOOP("Messages", "must not be empty"),
    "string_too_long": QT_TRANSLATE_NOOP("Messages", "is too long (at most {max_length} characters)"),
    "too_long": QT_TRANSLATE_NOOP("Messages", "has too many entries (at most {max_length})"),
    "literal_error": QT_TRANSLATE_NOOP("Messages", "must be one of {expected}"),
    "extra_forbidden": QT_TRANSLATE_NOOP("Messages", "is not a known field"),
    "model_type": QT_TRANSLATE_NOOP("Messages", "must be an object"),
    "dict_type": QT_TRANSLATE_NOOP("Messages", "must be an object"),
    "list_type": QT_TRANSLATE_NOOP("Messages", "must be a list"),
    "value_error": QT_TRANSLATE_NOOP("Messages", "{reason}"),
    "unknown_format": QT_TRANSLATE_NOOP("Messages", "not a Headroom file (format {found})"),
    "newer_format": QT_TRANSLATE_NOOP("Messages", "written by a newer Headroom (format {found}); this one reads up to {supported}"),
    "unknown_version": QT_TRANSLATE_NOOP("Messages", "format version {found} was never written by Headroom (this one reads versions {first} to {supported})"),
    "not_an_object": QT_TRANSLATE_NOOP("Messages", "the file must hold one JSON object"),
    "invalid_json": QT_TRANSLATE_NOOP("Messages", "not valid JSON (line {line}, column {column})"),
    "file_too_large": QT_TRANSLATE_NOOP("Messages", "the file is too large ({bytes}; at most {limit_bytes})"),
    "too_deep": QT_TRANSLATE_NOOP("Messages", "the file nests more than {limit} levels deep: not a file Headroom writes"),
    "not_finite": QT_TRANSLATE_NOOP("Messages", "must be a finite number, not {value}"),
    "number_too_long": QT_TRANSLATE_NOOP("Messages", "a number of {digits} digits is out of range"),
    "bad_text": QT_TRANSLATE_NOOP("Messages", "is not valid text (it holds a lone UTF-16 surrogate)"),
    "is_folder": QT_TRANSLATE_NOOP("Messages", "is a folder, not a file"),
    "is_pipe": QT_TRANSLATE_NOOP("Messages", "is a named pipe, not a file: Headroom reads only ordinary files"),
    "is_device": QT_TRANSLATE_NOOP("Messages", "is a device, not a file: Headroom reads only ordinary files"),
    "not_a_regular_file": QT_TRANSLATE_NOOP("Messages", "is not an ordinary file"),
    "not_text": QT_TRANSLATE_NOOP("Messages", "not a text file"),
    "unreadable": QT_TRANSLATE_NOOP("Messages", "cannot be read: {reason}"),
    "unknown_model": QT_TRANSLATE_NOOP("Messages", "no model '{id}' in the catalog"),
    "unknown_precision": QT_TRANSLATE_NOOP("Messages", "unknown precision '{value}'"),
    "unknown_kv_precision": QT_TRANSLATE_NOOP("Messages", "'{value}' is not a KV-cache precision"),
    "import_failed": QT_TRANSLATE_NOOP("Messages", "cannot read the model at {path}: {reason}"),
    "task_needs_part": QT_TRANSLATE_NOOP("Messages", "this model cannot do {task}: it has no {part}"),
    "batch_unit_for_task": QT_TRANSLATE_NOOP("Messages", "{unit} is not a unit of {task} work"),
    "task_not_trainable": QT_TRANSLATE_NOOP("Messages", "Headroom sizes {task} for inference only"),
    "serving_runtime_for_training": QT_TRANSLATE_NOOP("Messages", "{runtime} serves models and cannot train them: choose "
                                                                  "'transformers' (or leave the runtime out) and a "
                                                                  "training framework such as {framework}"),
    "beyond_context": QT_TRANSLATE_NOOP("Messages", "input and output together are {tokens} tokens, more than "
                                                    "{model} reads at once ({max_context} tokens of context)"),
}


VALUE_LABELS: dict[str, str] = {
    # quality of a quantization format
    "reference": QT_TRANSLATE_NOOP("Messages", "reference quality"),
    "near_lossless": QT_TRANSLATE_NOOP("Messages", "practically no quality loss"),
    "small_loss": QT_TRANSLATE_NOOP("Messages", "a small quality loss"),
    "noticeable_loss": QT_TRANSLATE_NOOP("Messages", "a noticeable quality loss"),
    "large_loss": QT_TRANSLATE_NOOP("Messages", "a large quality loss"),
    # modes
    "inference": QT_TRANSLATE_NOOP("Messages", "inference"),
    "lora": QT_TRANSLATE_NOOP("Messages", "LoRA fine-tuning"),
    "qlora": QT_TRANSLATE_NOOP("Messages", "QLoRA fine-tuning"),
    "full_finetune": QT_TRANSLATE_NOOP("Messages", "full fine-tuning"),
    # LoRA targets, sharding, optimizers
    "all_linear": QT_TRANSLATE_NOOP("Messages", "all linear"),
    "attention": QT_TRANSLATE_NOOP("Messages", "attention"),
    "query_value": QT_TRANSLATE_NOOP("Messages", "query and value"),
    "mlp": QT_TRANSLATE_NOOP("Messages", "MLP"),
    # training frameworks
    "hf_trainer": QT_TRANSLATE_NOOP("Messages", "the transformers Trainer"),
    "peft": QT_TRANSLATE_NOOP("Messages", "PEFT"),
    "trl": QT_TRANSLATE_NOOP("Messages", "TRL"),
    "unsloth": QT_TRANSLATE_NOOP("Messages", "Unsloth"),
    "litgpt": QT_TRANSLATE_NOOP("Messages", "LitGPT"),
    "torchtune": QT_TRANSLATE_NOOP("Messages", "torchtune"),
    "deepspeed": QT_TRANSLATE_NOOP("Messages", "DeepSpeed"),
    "fsdp": QT_TRANSLATE_NOOP("Messages", "PyTorch FSDP"),
    "ddp": QT_TRANSLATE_NOOP("Messages", "PyTorch DDP"),
    "megatron": QT_TRANSLATE_NOOP("Messages", "Megatron-LM"),
    "generic": QT_TRANSLATE_NOOP("Messages", "textbook formulas (no framework named)"),
    "none": QT_TRANSLATE_NOOP("Messages", "none"),
    # training offload; where a component lives; how the host memory bandwidth is known
    "optimizer_cpu": QT_TRANSLATE_NOOP("Messages", "optimizer in system RAM (ZeRO-Offload)"),
    "params_cpu": QT_TRANSLATE_NOOP("Messages", "optimizer and parameters in system RAM"),
    "nvme": QT_TRANSLATE_NOOP("Messages", "NVMe (ZeRO-Infinity)"),
    "gpu": QT_TRANSLATE_NOOP("Messages", "GPU memory"),
    "host": QT_TRANSLATE_NOOP("Messages", "system RAM"),
    "stated": QT_TRANSLATE_NOOP("Messages", "as the profile states"),
    "channels": QT_TRANSLATE_NOOP("Messages", "from the profile's memory channels"),
    "default": QT_TRANSLATE_NOOP("Messages", "assumed: eight channels of DDR4-3200"),
    "True": QT_TRANSLATE_NOOP("Messages", "yes"),
    "False": QT_TRANSLATE_NOOP("Messages", "no"),
    # runtime implementations the activation figure follows; attention kernels
    "vllm-v1": QT_TRANSLATE_NOOP("Messages", "vLLM V1 engine"),
    "vllm-v0": QT_TRANSLATE_NOOP("Messages", "vLLM V0 engine"),
    "transformers": QT_TRANSLATE_NOOP("Messages", "transformers generate()"),
    "autoawq": QT_TRANSLATE_NOOP("Messages", "AutoAWQ fused modules"),
    "flash": QT_TRANSLATE_NOOP("Messages", "flash"),
    "sdpa": QT_TRANSLATE_NOOP("Messages", "fused (SDPA)"),
    "eager": QT_TRANSLATE_NOOP("Messages", "eager"),
    # tasks, parts a task needs, batch units, pipeline stages and parts
    "text_generation": QT_TRANSLATE_NOOP("Messages", "text generation"),
    "embeddings": QT_TRANSLATE_NOOP("Messages", "embeddings"),
    "reranking": QT_TRANSLATE_NOOP("Messages", "reranking"),
    "vision_language": QT_TRANSLATE_NOOP("Messages", "reading images and text"),
    "image_generation": QT_TRANSLATE_NOOP("Messages", "image generation"),
    "speech_to_text": QT_TRANSLATE_NOOP("Messages", "speech to text"),
    "vision": QT_TRANSLATE_NOOP("Messages", "vision encoder"),
    "diffusion": QT_TRANSLATE_NOOP("Messages", "image pipeline (denoiser, text encoders, VAE)"),
    "audio": QT_TRANSLATE_NOOP("Messages", "audio encoder"),
    "text_decoder": QT_TRANSLATE_NOOP("Messages", "text decoder of its own"),
    "documents": QT_TRANSLATE_NOOP("Messages", "documents"),
    "tokens": QT_TRANSLATE_NOOP("Messages", "tokens"),
    "images": QT_TRANSLATE_NOOP("Messages", "images"),
    "audio_hours": QT_TRANSLATE_NOOP("Messages", "audio hours"),
    "text": QT_TRANSLATE_NOOP("Messages", "text encoding"),
    "denoiser": QT_TRANSLATE_NOOP("Messages", "denoising"),
    "vae": QT_TRANSLATE_NOOP("Messages", "VAE decode"),
    "prompt": QT_TRANSLATE_NOOP("Messages", "in the prompt"),
    "cross_attention": QT_TRANSLATE_NOOP("Messages", "through cross-attention"),
    "transformer": QT_TRANSLATE_NOOP("Messages", "transformer"),
    "unet": QT_TRANSLATE_NOOP("Messages", "UNet"),
}
RUNTIME_NAMES = {r: t.name for r, t in RUNTIMES.items()}  # the names the runtimes give themselves
# Parameters whose values are words to translate or names to show.
_WORD_KEYS = frozenset({"quality", "targets", "sharding", "mode", "master_weights", "gradient_checkpointing",
                        "framework", "engine", "attention", "task", "part", "unit", "stage", "where", "denoiser",
                        "device", "memory_source"})
_FORMAT_KEYS = frozenset({"format", "kv_precision", "asked"})


def value_label(value: object) -> str:
    key = str(value)
    return tr(VALUE_LABELS[key]) if key in VALUE_LABELS else key


def format_name(format_id: str) -> str:
    from app.core.catalog import CatalogError, load_catalog

    try:
        fmt = load_catalog().quant(format_id)
    except CatalogError:
        return format_id
    return fmt.name if fmt else format_id


# Parameters whose names end in "bytes" but count bytes per item (4 bytes per parameter), and sizes
# whose names do not say so: both are formatted by what they are, not by their names.
_BYTES_PER_ITEM_KEYS = frozenset({"master_bytes", "state_bytes"})
_SIZE_KEYS = frozenset({"cuda_context", "step_temporaries", "range_low", "range_high"})
# What a server has (its RAM, all its GPUs' memory) reads as the profile tables and the quote show it:
# a hardware size (Fmt.size, "549.8 GB"), not an estimate to two decimals.
_HARDWARE_KEYS = frozenset({"ram_bytes", "vram_bytes"})


def _param_text(key: str, value: object, fmt: Fmt) -> str:
    if key in _WORD_KEYS:
        return value_label(value)
    if key in _FORMAT_KEYS and isinstance(value, str):
        return format_name(value)
    if key == "runtime" and isinstance(value, str):
        return RUNTIME_NAMES.get(value, value)
    if key in _BYTES_PER_ITEM_KEYS and isinstance(value, (int, float)):
        return fmt.number(value, 0 if float(value).is_integer() else 2)
    if key in _SIZE_KEYS and isinstance(value, (int, float)):
        return fmt.bytes(value)
    if key in _HARDWARE_KEYS and isinstance(value, (int, float)):
        return fmt.size(value)
    if key == "params_b" and isinstance(value, (int, float)):
        return parameter_count(value * BILLION, fmt)
    return fmt.auto(key, value)


class _Param:
    """A template value: `{tokens}` is the number as text; `{tokens:tokens}` the number with its noun
    in the form the number takes (app.text.counts)."""

    def __init__(self, key: str, value: object, fmt: Fmt):
        self.key, self.value, self.fmt = key, value, fmt

    def __format__(self, spec: str) -> str:
        value = self.value
        if spec and isinstance(value, (int, float)) and not isinstance(value, bool):
            try:
                return counted(spec, value, self.fmt)
            except KeyError:
                pass
        return _param_text(self.key, value, self.fmt)

    def __str__(self) -> str:
        return _param_text(self.key, self.value, self.fmt)


def fill(template: str, params: dict[str, object], fmt: Fmt) -> str:
    """Fill a translated template's `{name}` (or `{name:noun}`) fields with formatted parameter values."""
    values = {k: _Param(k, v, fmt) for k, v in params.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


_fill = fill


tr = translator(CTX)


def component_label(key: str) -> str:
    return tr(COMPONENT_LABELS.get(key, key))


def device_label(device: str) -> str:
    return tr(DEVICE_LABELS.get(device, device))


def component_explanation(key: str) -> str:
    return tr(COMPONENT_EXPLANATIONS.get(key, ""))


def formula_text(c: Component, fmt: Fmt) -> str:
    template = FORMULAS.get(c.formula)
    return _fill(tr(template), dict(c.terms), fmt) if template else c.formula


def range_text(c: Component) -> str:
    template = RANGE_REASONS.get(c.range_reason)
    return tr(template) if template else ""


def finding_text(f: Finding, fmt: Fmt) -> tuple[str, str]:
    """(message, fix) for a warning."""
    pair = FINDINGS.get(f.code)
    if pair is None:
        from app.text.pilot_codes import PILOT_FINDINGS
        from app.text.rules import RULE_FINDINGS

        pair = RULE_FINDINGS.get(f.code) or PILOT_FINDINGS.get(f.code, (f.code, ""))
    message, fix = pair
    return _fill(tr(message), dict(f.params), fmt), _fill(tr(fix), dict(f.params), fmt) if fix else ""


def note_text(n: Note, fmt: Fmt) -> str:
    template = NOTES.get(n.code)
    if template is None:
        from app.text.pilot_codes import PILOT_NOTES
        from app.text.rules import EXTRA_NOTES

        template = EXTRA_NOTES.get(n.code) or PILOT_NOTES.get(n.code, n.code)
    return _fill(tr(template), dict(n.params), fmt)


# Added to a problem whose input is close to a known field, choice or id (its `suggestion` parameter).
DID_YOU_MEAN = QT_TRANSLATE_NOOP("Messages", "{problem}; did you mean {suggestion}?")


# What the OS says (in English) by errno, in the user's language; others fall back to a plain sentence.
OS_REASONS = {
    "ENOENT": QT_TRANSLATE_NOOP("Messages", "there is no such file or folder"),
    "EACCES": QT_TRANSLATE_NOOP("Messages", "permission denied"),
    "EPERM": QT_TRANSLATE_NOOP("Messages", "the operation is not permitted"),
    "ENOSPC": QT_TRANSLATE_NOOP("Messages", "the disk is full"),
    "EISDIR": QT_TRANSLATE_NOOP("Messages", "it is a folder"),
    "ENOTDIR": QT_TRANSLATE_NOOP("Messages", "a part of the path is not a folder"),
    "ENAMETOOLONG": QT_TRANSLATE_NOOP("Messages", "the name is too long"),
    "EIO": QT_TRANSLATE_NOOP("Messages", "the disk reported an input/output error"),
    "EROFS": QT_TRANSLATE_NOOP("Messages", "the disk is read-only"),
}
OS_REASON_OTHER = QT_TRANSLATE_NOOP("Messages", "the system refused (error {errno})")


def _translated_params(p: Problem) -> dict[str, Any]:
    """Parameters whose words come from elsewhere in English (the OS, the importers) put in the user's words."""
    params: dict[str, Any] = dict(p.params)
    name = params.get("errno")
    if isinstance(name, str) and "reason" in params:
        params["reason"] = tr(OS_REASONS[name]) if name in OS_REASONS else \
            tr(OS_REASON_OTHER).replace("{errno}", name or "?")
    code = params.get("reason_code")
    if isinstance(code, str):
        from app.text.model_import import error_text

        params["reason"] = error_text(code, {k.removeprefix("reason_"): str(v) for k, v in params.items()
                                             if k.startswith("reason_") and k != "reason_code"})
    return params


def problem_detail(p: Problem, fmt: Fmt | None = None) -> str:
    """What is wrong, without the field path (for a message shown next to the field itself)."""
    template = PROBLEMS.get(p.code)
    text = _fill(tr(template), _translated_params(p), fmt or Fmt()) if template else (p.message or p.code)
    suggestion = p.params.get("suggestion")
    if suggestion is not None and str(suggestion):
        text = tr(DID_YOU_MEAN).replace("{problem}", text).replace("{suggestion}", str(suggestion))
    return text


def problem_text(p: Problem, fmt: Fmt | None = None) -> str:
    """One line naming the field: `load.input_tokens: must be at least 1` (a problem of the whole file
    names no field: its path is already said)."""
    from app.core.files.reading import FILE

    return problem_detail(p, fmt) if p.field == FILE else f"{p.field}: {problem_detail(p, fmt)}"


def placement_text(code: str, params: dict[str, object], fmt: Fmt) -> str:
    from app.text.rules import PLACEMENTS

    scalars = {k: v for k, v in params.items() if not isinstance(v, (dict, list))}
    return _fill(tr(PLACEMENTS.get(code, code)), scalars, fmt)


def split_reason_text(params: dict[str, object], fmt: Fmt) -> str:
    """Why the engine chose this split (a placement's `reason` and `reason_params`); empty when none."""
    from app.text.rules import SPLIT_REASONS

    reason, values = params.get("reason"), params.get("reason_params")
    if not isinstance(reason, str) or reason not in SPLIT_REASONS:
        return ""
    return _fill(tr(SPLIT_REASONS[reason]), dict(values) if isinstance(values, dict) else {}, fmt)


def verdict_text(verdict: str) -> str:
    from app.text.rules import VERDICTS

    return tr(VERDICTS.get(verdict, verdict))


def all_codes() -> dict[str, set[str]]:
    """Every code this module can word (used by the test that checks engine codes have text)."""
    from app.text.pilot_codes import PILOT_FINDINGS, PILOT_NOTES
    from app.text.rules import EXTRA_NOTES, PLACEMENTS, RULE_FINDINGS, SPLIT_REASONS

    return {"findings": set(FINDINGS) | set(RULE_FINDINGS) | set(PILOT_FINDINGS),
            "notes": set(NOTES) | set(EXTRA_NOTES) | set(PILOT_NOTES),
            "formulas": set(FORMULAS), "ranges": set(RANGE_REASONS), "problems": set(PROBLEMS),
            "placements": set(PLACEMENTS), "split_reasons": set(SPLIT_REASONS)}
