"""The pilot's findings and notes as templates (the engine's pilot codes → words).

Apart from app/text/pilot.py so that app/text/messages.py can word any finding without importing
the pilot's presentation module (which itself uses messages).
"""

from __future__ import annotations

from app.text.i18n import QT_TRANSLATE_NOOP

CTX = "Pilot"

PILOT_FINDINGS: dict[str, tuple[str, str]] = {
    "pilot_other_workload": (
        QT_TRANSLATE_NOOP("Pilot", "These results ({tool}) were made with the plan of another workload ('{workload}', fingerprint "
               "{found}; this one is {expected}). They are not compared."),
        QT_TRANSLATE_NOOP("Pilot", "Import the results of this workload's own pilot, or open the workload the pilot was made for.")),
    "pilot_other_model": (
        QT_TRANSLATE_NOOP("Pilot", "These results ({tool}) are for the model '{found}', not '{expected}'. They are not compared."),
        QT_TRANSLATE_NOOP("Pilot", "Run the pilot with this workload's model, or open the workload of the model that was measured.")),
    "pilot_other_model_params": (
        QT_TRANSLATE_NOOP("Pilot", "The measured model has {measured} parameters; this workload's has {expected}. It is another model, "
               "so the results are not compared."),
        QT_TRANSLATE_NOOP("Pilot", "Give pilot_memory.py the config.json of this workload's model (same revision).")),
    "pilot_model_name_differs": (
        QT_TRANSLATE_NOOP("Pilot", "The plan is this workload's, but the server was asked for '{found}' rather than '{expected}'."),
        QT_TRANSLATE_NOOP("Pilot", "Check that the server ran this workload's model; if it did, the name is only an alias.")),
    "pilot_origin_unverified": (
        QT_TRANSLATE_NOOP("Pilot", "These results ({tool}) were made without the kit's plan.json, so they cannot be tied to this "
               "workload for certain; the model name '{model}' matches."),
        QT_TRANSLATE_NOOP("Pilot", "Run the scripts with --plan plan.json from `headroom pilot kit`.")),
    "pilot_incomplete": (
        QT_TRANSLATE_NOOP("Pilot", "The {tool} results are incomplete (stopped after {runs:runs})."),
        QT_TRANSLATE_NOOP("Pilot", "Run the pilot to the end; the criteria are judged on the runs that are there.")),
    "pilot_no_gpu_samples": (
        QT_TRANSLATE_NOOP("Pilot", "No GPU memory was sampled during the load test (nvidia-smi was not on the host that ran "
               "pilot_serve.py)."),
        QT_TRANSLATE_NOOP("Pilot", "Run pilot_serve.py on the GPU server itself, or record the peak memory from nvidia-smi by hand.")),
    "pilot_reserved_up_front": (
        QT_TRANSLATE_NOOP("Pilot", "{runtime} reserves about {share} of each GPU at start: nvidia-smi shows that reservation, not the "
               "memory the work needs."),
        QT_TRANSLATE_NOOP("Pilot", "Judge memory by errors and preemptions at each concurrency, and by pilot_memory.py's components.")),
    "pilot_peak_above_estimate": (
        QT_TRANSLATE_NOOP("Pilot", "Measured peak GPU memory {measured_bytes} is above the high estimate {high_bytes}."),
        QT_TRANSLATE_NOOP("Pilot", "Leave more headroom than the estimate suggests, or check what else ran on the GPU.")),
    "pilot_memory_oom": (
        QT_TRANSLATE_NOOP("Pilot", "The memory run {run} ran out of GPU memory."),
        QT_TRANSLATE_NOOP("Pilot", "Keep the result, change one factor (e.g. the micro-batch), repeat the same work, and find the "
               "boundary.")),
    "pilot_memory_failed": (
        QT_TRANSLATE_NOOP("Pilot", "The memory run {run} failed before it finished."),
        QT_TRANSLATE_NOOP("Pilot", "See the error in its results file; fix it and repeat the same run.")),
    "pilot_memory_on_cpu": (
        QT_TRANSLATE_NOOP("Pilot", "The memory run {run} ran on the CPU: parameter counts and tensor sizes only, no GPU memory."),
        QT_TRANSLATE_NOOP("Pilot", "Run pilot_memory.py on the GPU (--device cuda) to measure memory.")),
    "pilot_memory_settings_differ": (
        QT_TRANSLATE_NOOP("Pilot", "The memory run {run} used another batch or length than the workload: its components are shown "
               "without an estimate."),
        ""),
    "pilot_slower_than_estimate": (
        QT_TRANSLATE_NOOP("Pilot", "{metric}: measured {measured}, outside the estimate's range (bound {bound})."),
        QT_TRANSLATE_NOOP("Pilot", "The measurement decides; check the server's settings (precision, batch, parallelism) against the "
               "plan.")),
    "pilot_boundary_below_requested": (
        QT_TRANSLATE_NOOP("Pilot", "The criteria held only up to {boundary} concurrent requests; {requested} were required."),
        QT_TRANSLATE_NOOP("Pilot", "Change one factor (a larger GPU, a smaller precision, fewer requests at once) and repeat the same "
               "runs.")),
    "pilot_interrupted": (
        QT_TRANSLATE_NOOP("Pilot", "Answers were cut off before they were complete (no finish_reason, or far shorter than asked) "
               "in {runs}: {answers} in all. They count as failures."),
        QT_TRANSLATE_NOOP("Pilot", "Check the server's settings: some servers stop a running answer when a new request arrives "
               "(llama-cpp-python's interrupt_requests), or the context is too small for the input and the output.")),
    "pilot_concurrency_short": (
        QT_TRANSLATE_NOOP("Pilot", "Fewer requests were in flight than planned in {runs}: at most {reached} instead of {planned}. "
               "Concurrency is judged on what was reached."),
        QT_TRANSLATE_NOOP("Pilot", "Run the plan without --max-requests, or with at least as many requests as each run's "
               "concurrency.")),
    "pilot_concurrency_not_recorded": (
        QT_TRANSLATE_NOOP("Pilot", "These results come from an older pilot_serve.py that did not record the concurrency reached: "
               "each run is taken at no more than its number of requests."),
        QT_TRANSLATE_NOOP("Pilot", "Run the kit's current pilot_serve.py to measure the concurrency reached.")),
    "pilot_tokens_assumed": (
        QT_TRANSLATE_NOOP("Pilot", "The server reported no token counts and offers no tokenize endpoint: prompt lengths were assumed "
               "at 1 token per word, so the input lengths are uncertain."),
        QT_TRANSLATE_NOOP("Pilot", "Use a server that reports usage or offers /tokenize, or check the prompt lengths in the "
               "server's log.")),
    "pilot_tokens_estimated": (
        QT_TRANSLATE_NOOP("Pilot", "Output tokens in {runs} were estimated from stream chunks, not counted by the server: the "
               "rates are uncertain."),
        QT_TRANSLATE_NOOP("Pilot", "Use a server that reports usage in the stream or offers /tokenize.")),
    "pilot_bursty_delivery": (
        QT_TRANSLATE_NOOP("Pilot", "Answers in {runs} arrived in a burst ({answers} in all), faster than a GPU can decode: "
               "that is no decode rate, so it is left out."),
        QT_TRANSLATE_NOOP("Pilot", "Check for a proxy or a server setting that buffers the stream, then repeat the run.")),
    "pilot_rate_beyond_physical": (
        QT_TRANSLATE_NOOP("Pilot", "{metric} in {run}: measured {measured}, more than any GPU can decode for this model one token "
               "at a time ({bound}). The text arrived in bursts, or the server decodes speculatively; the rate is not used."),
        QT_TRANSLATE_NOOP("Pilot", "Check for a proxy or a server that buffers the stream, and that the server ran the planned "
               "model.")),
    "pilot_parameters_ignored": (
        QT_TRANSLATE_NOOP("Pilot", "The server ignored the request fields {parameters}: token counts were taken from the server "
               "otherwise, and answers may be shorter than planned."),
        ""),
    "pilot_manual_check": (
        QT_TRANSLATE_NOOP("Pilot", "Check by hand: {text}"),
        QT_TRANSLATE_NOOP("Pilot", "Judge the answers on representative data you are allowed to process.")),
}

PILOT_NOTES: dict[str, str] = {
    "pilot_long_input_assumed": QT_TRANSLATE_NOOP("Pilot", "No long input was given: the long case is {multiple} × the typical input "
                                       "({tokens} tokens)."),
    "pilot_long_input_capped": QT_TRANSLATE_NOOP("Pilot", "The long input is capped at {tokens} tokens to stay within the model's "
                                      "context of {max_context}."),
    "pilot_optimizer_substituted": QT_TRANSLATE_NOOP("Pilot", "pilot_memory.py has no {asked}; it measures with {used}, which holds "
                                          "at least as much state."),
    "pilot_lora_targets_substituted": QT_TRANSLATE_NOOP("Pilot", "pilot_memory.py puts LoRA on all linear layers, not only on "
                                             "{asked}: its adapters are larger than planned."),
    "pilot_memory_no_master_weights": QT_TRANSLATE_NOOP("Pilot", "pilot_memory.py trains in 16-bit without fp32 master weights: its "
                                             "optimizer states are smaller than the mixed-precision estimate."),
    "pilot_memory_16bit_only": QT_TRANSLATE_NOOP("Pilot", "pilot_memory.py builds 16-bit weights only, so it cannot measure {format}; "
                                      "the load test's GPU memory samples stand in."),
    "pilot_memory_single_gpu": QT_TRANSLATE_NOOP("Pilot", "pilot_memory.py uses one GPU; the work is split over {gpus}, so compare "
                                      "its figures with a one-GPU estimate."),
    "pilot_boundary_from_fit": QT_TRANSLATE_NOOP("Pilot", "On {server} the estimate fits at most {concurrency} concurrent sequences in memory: that "
                                      "level is tested too."),
    "pilot_batch_boundary_from_fit": QT_TRANSLATE_NOOP("Pilot", "On {server} the estimate fits a micro-batch of at most {concurrency} "
                                            "in memory: that micro-batch is measured too."),
    "pilot_measure_acceptance": QT_TRANSLATE_NOOP("Pilot", "Speculative decoding ({method}, {num_tokens} tokens per step): "
                                                  "the estimate assumes each proposed token is accepted with probability "
                                                  "{assumed}. Read the real rate during the load test (vLLM /metrics: "
                                                  "vllm:spec_decode_num_accepted_tokens ÷ vllm:spec_decode_num_draft_tokens; "
                                                  "SGLang logs the accept length) and enter it as speculative.acceptance_rate."),
    "pilot_encoder_not_served": QT_TRANSLATE_NOOP("Pilot", "An encoder model generates no tokens: the load test measures "
                                       "completions and does not apply."),
    "pilot_concurrency_capped": QT_TRANSLATE_NOOP("Pilot", "Planned concurrency is capped at {concurrency}."),
}
