<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <source>open the desktop window (the default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the desktop window, optionally with a workload file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a .headroom.json workload to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>render the window into this PNG file (offscreen) and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show this wizard step: 1 goal, 2 model, 3 representation, 4 load, 5 targets, 6 operations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show this view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language of the window (default: the saved setting, else the system&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show sizes in GB (10^9 bytes) or GiB (2^30 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server profile to check against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>headroom model inspect: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} routed, {k} per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, {s} shared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>encoder (embeddings / reranking)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decoder (text generation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latent KV (MLA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank} + {rope} rope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (encoder)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache per token (16-bit, all layers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">нет</translation>
    </message>
    <message>
        <source>{window} tokens on {n} of {layers} layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sliding window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation type="unfinished">{n} токенов</translation>
    </message>
    <message>
        <source>Embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tied to the output head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>separate output head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ({bits:.2f} bits per weight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prediction layers not loaded (MTP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from: {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: the folder is not empty (use --force to write into it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: not a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: cannot write the kit: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot kit for {name} written to {folder}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runs} load-test runs, {memory} memory runs, {criteria} acceptance criteria; see README.md.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot results for {name} ({models})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured {start} – {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate (low–high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conc.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Req.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT p95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>est. TTFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>est. tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory run {name} ({mode}, {status}): peak allocated {alloc}, reserved {res}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criterion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boundary: the criteria held at every tested level, up to {n} concurrent requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boundary: the criteria hold up to {n} concurrent requests; they fail at {m}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boundary: the criteria fail already at {m} concurrent request(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The estimate&apos;s memory boundary on {server}: {n} concurrent sequences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions: {list}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: cannot write the PDF: the folder {folder} does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: these pilot results belong to another model or workload; not included in the quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: cannot write the PDF: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote {path} ({pages} pages, {configs} configurations).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usable memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile here has a GPU the catalog knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No speed curve: the workload is training, or fits on none of these profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>users served at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s, all users together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s for each user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished">Пропускная способность</translation>
    </message>
    <message>
        <source>Speed each user sees</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate {low} to {high}; the GPU reports {total}, of which the runtime may use {usable}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{need} of {usable}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>short by {size}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At your concurrency, the longest input + output that fits is {n} tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate; range {range}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the long input of {n} tokens: {time}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{h} h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate; range {low} – {high} h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offer gives no price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs a price and a workload that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} warning(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} note(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many GPUs of which model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished">Вердикт</translation>
    </message>
    <message>
        <source>Fits comfortably: at least 10 % of usable memory left even at the high estimate. Tight: fits, with little to spare. Does not fit: needs more memory per GPU than there is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished">Память на GPU</translation>
    </message>
    <message>
        <source>What the workload needs on each GPU, of what the runtime can use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished">Запас</translation>
    </message>
    <message>
        <source>Memory left on each GPU at the typical estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How it is placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the workload is split over the GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most sequences per GPU step that still fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training speed (tokens/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated training tokens per second, all GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for the dataset</source>
        <translation type="unfinished">Время на набор данных</translation>
    </message>
    <message>
        <source>Estimated time for all epochs over the dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most users at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most requests of your size served at once that still fit in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation type="unfinished">Время до первого токена</translation>
    </message>
    <message>
        <source>Estimated wait before the answer starts, at your input length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation type="unfinished">Токенов/с на пользователя</translation>
    </message>
    <message>
        <source>Estimated speed of one answer at your concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s, all users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated total output of the server at your concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per million tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly price ÷ generated tokens a month at the typical total speed (estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottlenecks found; hover for a summary, see the Warnings tab for fixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU model. Not in the list? Choose “Other GPU” and enter its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gpu} — {memory}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other GPU (enter its figures)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the GPU…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 48 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the vendor names it, e.g. “A100 40GB”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 40 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth (GB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the data sheet; decides generation speed. Optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 TFLOPS (dense)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense BF16 tensor throughput from the data sheet; decides prompt speed. Optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per GPU (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thermal design power. Optional.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {gpu} (not in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{memory} per GPU, {bandwidth} GB/s memory bandwidth, {tflops} BF16 TFLOPS, {tdp} W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog does not know this GPU. The profile is kept as it is, but it cannot be sized until you pick a GPU from the list or choose “Other GPU” and enter its memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the GPU, or “Other GPU” to enter its figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the GPU&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the memory of one GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many drives of this kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity of one drive, e.g. 3.84 TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential read, GB/s (data sheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential write, GB/s (data sheet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVMe drives listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a row for another kind of NVMe drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this row of drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the capacity of one drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the speed in GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 512 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>enter a size such as 512 GB, 480 GiB or 3.84 TB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PCIe only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVSwitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infinity Fabric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{nodes} × {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gbps} Gbit/s {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{total} ({drives} drives)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} × {gpu} (GPU not in the catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} × {gpu}, {memory} each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog does not know the GPU &apos;{gpu}&apos;. The profile is kept, but it cannot be sized: edit it to pick a GPU from the list or to enter the GPU&apos;s memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This profile ships with Headroom and cannot be changed. Duplicate it to make your own copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile no longer exists; another Headroom window may have deleted it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another Headroom window is writing to the profile library. Try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile is not valid: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored profile can no longer be read; delete it and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile library could not be written: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile library is closed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile library reported a problem: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not valid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not a server profile (format “{found}”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an entry is not a profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value is not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profile {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported %n profile(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped %n already in the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed %n to keep names distinct.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n problem(s) found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” is already in the library: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{old}” imported as “{new}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{typical} per GPU (range {low} – {high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;How:&lt;/i&gt; {formula}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;Range:&lt;/i&gt; {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How: {formula}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On hold: {count} field(s) need fixing (marked ⚠ in the steps). The chart shows the last valid figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs {typical} on each of {gpus} GPUs (between {low} and {high}). Pick a server to see whether it fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs {typical} of GPU memory (between {low} and {high}). Pick a server to see whether it fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{verdict}: {server} names a GPU the catalog does not know, so its memory is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{verdict} on {server}: needs {need} per GPU, each {gpu} offers {capacity} usable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{verdict} on {server}: needs {need} of {capacity} usable per {gpu} — {headroom} ({share}) to spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Room for up to {count} requests at once at this text length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training takes about {hours} hours (between {low} and {high}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} million</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the model is called in the quote request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total parameters in billions, as on the model card: 8 for an 8B model. With this alone the estimate is rough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding and reranking models read text at once and generate nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An embeddin&amp;g / reranking model (encoder)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>Something went wrong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom hit an unexpected problem and stopped that action. Your work is autosaved. The details were written to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No server profile &apos;{id}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BudgetChart</name>
    <message>
        <source>Memory budget chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at a coloured part to see what it is and how it is calculated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point at or click a coloured part of the bar (or a legend entry) to see what it is, how it is calculated and its numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation of the selected part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each of {n} GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gpu}: {size} usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU ({unit})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogPicker</name>
    <message>
        <source>Search by name, family or size, e.g. &apos;llama 8b&apos; or &apos;qwen&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the model catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type part of a name (Llama, Qwen, Mistral…), a family, or a size such as 8b or 70b. Press Down to move into the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size in billions of parameters (B). Memory grows with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small (under 10 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium (10–40 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Large (40–150 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Very large (over 150 B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished">Модель</translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished">Размер</translation>
    </message>
    <message>
        <source>Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a model to use it. Sizes are in billions of parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reranking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{size} B</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceField</name>
    <message>
        <source>{value} (not a known choice)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>The shipped catalog is damaged: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{mode} on {runtime}; weights {weights}, KV cache {kv}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tokens} tokens per sequence × {sequences} at once; {gpus} GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tokens} tokens per sequence × micro-batch {sequences}; {gpus} GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation type="unfinished">На один GPU</translation>
    </message>
    <message>
        <source>All {n} GPUs (not one pool)</source>
        <translation type="unfinished">Все {n} GPU (не единый пул)</translation>
    </message>
    <message>
        <source>Component</source>
        <translation type="unfinished">Компонент</translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished">Нижняя</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation type="unfinished">Обычная</translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished">Верхняя</translation>
    </message>
    <message>
        <source>GB = 10^9 bytes, GiB = 2^30 bytes: 16 GB = 14.90 GiB. Shown in {unit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: no server profile in this file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no server profile with id &apos;{id}&apos; (see `headroom compare` for the list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token (estimate): {typ} ({low}–{high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  for the long input of {n} tokens: {typ}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per user at {c} concurrent: {typ} ({low}–{high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregate throughput: {typ} tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training throughput (estimate): {typ} tokens/s ({low}–{high})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time for the dataset: {typ} h ({low}–{high} h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: {verdict}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU: needs {need} ({low}–{high}) of {cap} usable; headroom {head} ({pct})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest micro-batch that fits: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most concurrent sequences that fit: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest sequence that fits: {n} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest input + output that fits: {n} tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the model&apos;s own limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>train tok/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tok/s user / total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished">Вердикт</translation>
    </message>
    <message>
        <source>Per GPU need / usable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation type="unfinished">Запас</translation>
    </message>
    <message>
        <source>Price / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price / M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {n} profiles, best first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speeds and prices per token are estimates; a pilot confirms them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComparisonView</name>
    <message>
        <source>Order of the columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict (recommended first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom (most first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput (fastest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per month (cheapest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep these profiles for the quote request you send to providers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speeds and prices per token are estimates; a pilot on the real server confirms them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per GPU, on one scale; whiskers show the low to high estimate. Names in green fit comfortably, in orange tightly, in red not at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished">Память на GPU</translation>
    </message>
    <message>
        <source>Speed against users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings and notes ({n})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload has problems to fix before profiles can be compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick profiles on the left to compare them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing ticked: showing the three best profiles for this workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one more profile to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of at most 6 ticked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimates. The dotted line marks your {n} users at once; a circle ends a curve where memory runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the quote request</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FiguresTable</name>
    <message>
        <source>★ recommended</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>Search names, providers, GPUs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only profiles with this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only profiles with this many GPUs per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only offers from this provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{shown} of {total} profiles</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingsView</name>
    <message>
        <source>Warnings and assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to watch for with this workload and server, most severe first, each with a way to fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished">Внимание</translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished">Примечание</translation>
    </message>
    <message>
        <source>Correct this field in the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GoalPage</name>
    <message>
        <source>Project na&amp;me:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name you will recognise, e.g. &apos;Support chatbot&apos;. It appears in the quote request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Support chatbot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adaptation metho&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA trains small add-on matrices next to the model. QLoRA does the same on a 4-bit copy of the model: much less memory, slightly slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA — model kept in 16-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA — model compressed to 4-bit, least memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What should the server do? Pick the closest goal, or start from an example and adjust it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What do you want to do?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve a model to &amp;people or apps (chat, assistants, Q&amp;&amp;A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers arrive while someone waits: response time and concurrent users matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run batch &amp;jobs (summarise, classify, translate many documents)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody waits for a single answer: total throughput matters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make &amp;embeddings for search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turns texts into vectors for semantic search; no text is generated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Adapt a model to our data (LoRA / QLoRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trains a small add-on to an existing model: modest memory, hours to days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fully fine-&amp;tune a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trains every weight: several times the memory of running the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something e&amp;lse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe the need in the notes; size it as serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or start from an example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill in the wizard with this example; every value can be changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LibraryFiles</name>
    <message>
        <source>Server profiles (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import server profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import: some profiles were not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export server profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n profile(s) to {file}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoadPage</name>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Texts and users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical &amp;input:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text sent with one request: the question plus any documents or chat history. One token is about ¾ of an English word; a page of text is 500–700 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical &amp;answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length of one answer. A paragraph is about 100 tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Longest input that must work:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The largest document or conversation that must still be handled, even if rare. Leave empty if there is none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests at the same &amp;moment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many requests are being answered at once. For staff chat, about 1 in 5–10 active users; for batch jobs, how many documents run in parallel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per &amp;day:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: for the quote request and throughput checks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;quence length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens in one training example. Longer needs more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples per s&amp;tep:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples processed together on each GPU (micro-batch). More is faster but needs memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Optimizer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The update rule. AdamW is the standard; 8-bit AdamW and Adafactor need less memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW (standard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW 8-bit (less memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adafactor (least memory of the adaptive ones)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recomputes intermediate results instead of keeping them: much less memory, about a third slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient &amp;checkpointing (save memory, a bit slower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA &amp;rank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the add-on matrices. 8–64 is usual; higher learns more and needs a little more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA &amp;applied to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which layers get add-ons. All linear layers is usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all linear layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sharing across G&amp;PUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With several GPUs, ZeRO / FSDP divides the training state among them instead of copying it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none — each GPU holds a full copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-1 — divide optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-2 — also gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 / FSDP — also the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computes the final scores in pieces (torchtune, Liger, Unsloth): saves memory with large vocabularies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chun&amp;ked loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dataset size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens in one pass over the training data. Decides the training time, not the memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passes over the data (&amp;epochs):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs: how many times the data is read. 1–3 is usual.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs to split the work over:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several GPUs are not one big memory: the model and its data are divided between them, each GPU must hold its share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished">Нагрузка</translation>
    </message>
    <message>
        <source>How much work at once. Sizes are in tokens: pieces of words, about ¾ of an English word each.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Working out the memory budget…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This view is not part of this build yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This view could not be opened; the details are in the log file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a .headroom.json workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export quote request…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PDF to send to providers: the workload, the budget and the servers compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quote request is not part of this build yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizes in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Headroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom {version}

Sizes a GPU server for an AI workload: the memory it needs, whether a server holds it, and what to ask a provider for. Every figure is an estimate with a range; a pilot test confirms it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}{file}[*] — Headroom</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantization metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapters (LoRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model&apos;s parameters stored on the GPU. Only the start of the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scales and zero points that quantized formats store next to the weights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of the conversation so far: grows with input + output tokens and with the number of requests served at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temporary results while the model computes (prompt processing, logits, and in training what backpropagation needs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How each trained parameter should change; one value per trained parameter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the optimizer remembers between steps (AdamW: two values per parameter, plus an fp32 master copy in mixed precision).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The small trainable LoRA matrices added to the frozen model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context, compiled kernels and graphs, communication buffers and allocator slack: present whatever the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{body_params} parameters × {body_bits} bits ({format}) + embeddings {embedding_params} × {embedding_bits} bits + output head {lm_head_params} × {lm_head_bits} bits, ÷ 8 bits per byte, ÷ {gpus_sharing} GPU(s) sharing them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{params} parameters × {bytes_per_param} bytes (16-bit working copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{body_params} quantized parameters × {scale_bits} bits of scales ({format}) ÷ 8, ÷ {gpus_sharing} GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sequences} sequence(s) × ({full_layers} full layers × {tokens} tokens + {windowed_layers} windowed layers × at most {window} tokens) × {elements_per_token_layer} values (K and V) × {bytes_per_element} bytes, in blocks of {block_tokens} tokens, ÷ {shard}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sequences} sequence(s) × {tokens} tokens × {full_layers} layers × {elements_per_token_layer} latent values (MLA) × {bytes_per_element} bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sequences} sequence(s) × {tokens} tokens × {full_layers} layers × {elements_per_token_layer} values: this runtime decompresses MLA into full K and V</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{sequences} sequence(s) × {tokens} tokens × {params_b} B parameters × typical KV bytes per token per billion parameters (architecture unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encoder models read the whole input at once: no KV cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training does not keep a generation cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger of one layer&apos;s intermediates over {prefill_tokens} prompt tokens ({layer_elements} values per token) and fp32 logits for {logit_rows} rows × {vocab} vocabulary, plus the hidden states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp compute buffer: larger of one layer over {ubatch} tokens and the logits over {vocab} vocabulary, in 32-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tokens} tokens × {layers} layers × {per_layer_bytes_per_token} bytes saved per token and layer, plus logits over {vocab} vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient checkpointing: {tokens} tokens × ({layers} layer inputs × {hidden} × 2 bytes + one layer recomputed), plus logits over {vocab} vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{adapter_params} adapter parameters (rank {rank}) × {bytes_per_param} bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{adapter_params} adapter parameters × {bytes_per_param} bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer step fused into backward: about one layer&apos;s gradients ({params} parameters ÷ {layers} layers) at a time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{params} parameters × {bytes_per_param} bytes ÷ {gpus_sharing} GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{adapter_params} adapter parameters × {bytes_per_param} bytes ({optimizer})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{params} parameters × ({master_bytes} bytes master copy + {state_bytes} bytes of {optimizer} state) ÷ {gpus_sharing} GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA context {cuda_context} + kernels, graphs, buffers and allocator slack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depends on whether embeddings are quantized (architecture unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low end: every tensor quantized; typical: embeddings and head kept at higher precision, as usual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the architecture is unknown: KV heads and layers decide this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high end: a runtime version that keeps windowed layers at full length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runtime allocates whole blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>high end: without flash attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depends on the sampler&apos;s copies of the logits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low end: a fused loss kernel; high end: allocator fragmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit gradients (DeepSpeed) or fp32 gradients (PyTorch AMP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA version, graphs and allocator behaviour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input + output is {tokens} tokens, more than the model&apos;s maximum context of {max_context}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shorten the input or the answer, or choose a model with a longer context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The long case needs {tokens} tokens, more than the model&apos;s maximum context of {max_context}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split long documents into parts, or choose a long-context model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training sequences of {seq_len} tokens exceed the model&apos;s context of {max_context}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use sequences no longer than the model&apos;s context.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The KV cache ({kv_bytes}) is {share} of the memory per GPU: concurrency and context, not the model, decide the server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store the KV cache in FP8 (halves it; small quality cost on most models), serve fewer requests at once, or cap the context. Each trades something: confirm in a pilot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {format} format trades quality for memory ({quality}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check answer quality on your own data in the pilot, or choose a higher-precision format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A KV cache in {kv_precision} may cost answer quality on long inputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefer FP8 or 8-bit KV cache unless a pilot shows the quality holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the parameter count is known: the KV cache and activations are rough estimates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the model from the catalog or import its config.json for exact figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runtime} reserves {fraction} of each GPU&apos;s memory at start, whatever the model needs; monitoring will show that much in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is expected. Lower gpu_memory_utilization only to share the GPU with other programs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has {kv_heads} KV heads but is split over {tp} GPUs: KV heads are copied, so the cache does not shrink further.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a tensor-parallel degree no larger than the number of KV heads, and replicas beyond it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without sharding, each of the {gpus} GPUs holds a full copy of weights, gradients and optimizer states.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use ZeRO-2/3 (FSDP) to divide them across the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA is chosen with {format} weights, not 4-bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use NF4 for the frozen model as QLoRA does, or choose LoRA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixture of experts: all {experts} experts ({params} parameters) stay in memory; speed follows the {active_params} active per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{windowed_layers} of {layers} layers attend only to the last {window} tokens: their KV cache stops growing there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multi-head latent attention: the cache keeps a compressed latent ({kv_lora_rank} values) per token and layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transformers expands multi-head latent attention into full K and V: a much larger cache than vLLM or SGLang.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An embedding/reranking encoder: no KV cache, small activations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checkpoint&apos;s {layers} multi-token-prediction layer(s) are not loaded for inference and are not counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM: KV blocks of {block_size} tokens; activations sized by its start-up profile at {max_num_batched_tokens} batched tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp: physical batch of {ubatch} tokens; one KV cache for all sequences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel over {tp} GPUs: each holds 1/{tp} of the weights and of the KV heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training with {optimizer}, fp32 master weights: {master_weights}, gradient checkpointing: {gradient_checkpointing}, sharding: {sharding}, {gpus} GPU(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank {rank} on {targets} layers; adapters, their gradients and optimizer states in fp32.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges, not a single number: allocator, runtime version and kernels move the result. A pilot on the real server decides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning cannot train {asked} weights: budgeted in BF16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be greater than {gt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least {ge}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most {le}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be less than {lt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of {expected}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a known field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a Headroom file (format {found})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>written by a newer Headroom (format version {found}); this version reads up to {supported}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON (line {line}, column {column})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is too large ({bytes})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no model &apos;{id}&apos; in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown precision &apos;{value}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;{value}&apos; is not a KV-cache precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the model at {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference quality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practically no quality loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a small quality loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a noticeable quality loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a large quality loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all linear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished">нет</translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile&apos;s GPU &apos;{gpu}&apos; is not in the catalog, so its memory is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the GPU from the catalog, or enter its memory, bandwidth and throughput in the profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs {per_gpu_bytes} per GPU; this server offers {capacity_bytes} usable on each of its {gpus} GPU(s). Several GPUs are not one pool.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose GPUs with more memory, a smaller precision, fewer concurrent requests or a shorter context — or a server with more GPUs to split the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With {gpus} GPUs, ZeRO-3 / FSDP full sharding would divide weights, gradients and optimizer states across them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set sharding to ZeRO-3 and check the estimate again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only {headroom_bytes} left per GPU; the high estimate ({high_bytes}) would not fit in {capacity_bytes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm the peak memory in a pilot before buying, or leave more room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {gpu} has no FP8 tensor cores: FP8 weights run through slower conversion kernels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use BF16 or an INT4/INT8 format on this GPU, or choose Ada/Hopper/Blackwell/MI300-class GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {gpu} does not compute in BF16.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the model in FP16 on this GPU (check it is numerically stable), or choose a newer GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The long case ({tokens} tokens) does not fit next to the other requests: at this concurrency at most {max_context} tokens per sequence do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve long documents with fewer parallel requests, a quantized KV cache, or more GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reserved KV-cache pool holds about {max_concurrency} sequences of {tokens} tokens at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests beyond that wait in a queue: their time to first token grows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System RAM ({ram_bytes}) is smaller than what loading the model needs ({need_bytes}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add RAM, or load with memory-mapped safetensors and a single copy per process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transformers may hold two copies of the weights in RAM while loading ({need_bytes} needed, {ram_bytes} present).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load with low_cpu_mem_usage / device_map, or add RAM.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System RAM ({ram_bytes}) is below the total GPU memory ({vram_bytes}); ratio {ratio}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan at least as much RAM as GPU memory (1.5–2× is comfortable) for loading, caching and data preparation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU offload needs {offload_bytes} of RAM beyond the model; the server has {ram_bytes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reduce offloading or add RAM; offloading is also much slower than GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cores} CPU cores for {gpus} GPUs: training data loading needs about {need}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a CPU with more physical cores, or pre-tokenize the data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{per_gpu} CPU cores per GPU ({cores} for {gpus}); reference designs use at least {need}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More cores keep tokenization, scheduling and the HTTP server from starving the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No local NVMe: the weights load over the {network_gbps} Gb/s network in about {load_s}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add local NVMe drives for model files, caches and checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading {model_bytes} of weights from disk takes about {load_s} at {read_gbps} GB/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use faster (Gen4/Gen5) NVMe or several drives in RAID 0 to shorten restarts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the weights ({model_bytes}) from NVMe takes about {load_s}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source></source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each checkpoint is about {checkpoint_bytes} and takes about {write_s} to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan checkpoint intervals accordingly; faster NVMe shortens the pause.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training may read {need_gbps} GB/s of data against {read_gbps} GB/s of NVMe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-tokenize and pack the data, or add drives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model files, checkpoints and data need about {need_bytes}; the NVMe holds {capacity_bytes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add NVMe capacity or keep fewer checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model is split over {tp} {gpu} GPUs that talk over PCIe only: every generated token waits for all-reduces over PCIe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefer GPUs with NVLink/NVSwitch for tensor parallel, or a GPU large enough for one replica.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training across {nodes} servers over {gbps} Gb/s Ethernet: gradient exchange will stall the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use InfiniBand or RoCE at 200–400 Gb/s per node, or train on one server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training across {nodes} servers with {gbps} Gb/s per node: communication may limit scaling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use 400 Gb/s per node (as DGX systems do) or ZeRO settings that communicate less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Streaming answers may need {traffic_gbps} Gb/s against a {link_gbps} Gb/s link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a faster network link or spread replicas over servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No power budget given; a server like this draws up to about {estimate_w} W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the provider for the power and cooling available per server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget {power_w} W is below the GPUs&apos; own {gpu_tdp_w} W plus CPU and fans.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise the power budget (about {estimate_w} W) or reduce the GPU count or power limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget {power_w} W is below the usual maximum draw of about {estimate_w} W.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm power and cooling with the provider, or cap GPU power (slower).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation speed assumes 45–75 % of the GPU&apos;s memory bandwidth is reached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt processing assumes 30–65 % of the GPU&apos;s dense tensor throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training speed assumes 25–50 % of the GPU&apos;s dense BF16 throughput (MFU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One copy of the model per GPU: {replicas} replica(s), each serving its share of the requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel over {tensor_parallel} GPUs, {replicas} replica(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data parallel over {data_parallel} GPUs, ZeRO stage {zero_stage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs more than this server: even split over {tensor_parallel} GPUs it does not fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot place: the GPU is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits comfortably</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} fits comfortably at the lowest price per million generated tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} fits comfortably with the most memory to spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is the only profile where the workload fits comfortably.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile fits comfortably; {name} fits, but tightly — confirm with a pilot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of these profiles can hold the workload.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelFiles</name>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active parameters per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLP width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest context (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counted in the weight files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read from the GGUF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calculated from the other figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a fi&amp;le…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A config.json from a model download, or a .gguf file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a f&amp;older…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A downloaded model folder (config.json with .safetensors files).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…or drop a config.json, a model folder or a .gguf file here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it came from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was found in the model files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model files (config.json *.json *.gguf *.safetensors);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a model folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not use {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found {name} in {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files read: {files}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelInspect</name>
    <message>
        <source>{path} does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is neither a file nor a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not valid JSON ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} does not hold a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the field &apos;{field}&apos; should be {expected}, but is {got}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model description lacks {field}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} has no config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is truncated: not a complete safetensors file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not a valid safetensors file ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} lists {count} weight files, more than the {limit} allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the safetensors index names a file outside the folder: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not a GGUF file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is GGUF version {version}, which is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is truncated: the GGUF file ends before its contents do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a damaged GGUF file ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s figures contradict each other ({field}: {reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {library} library is not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The config lacks {field}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quantization_config is not readable; ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bitsandbytes {quant_type}: modelled as NF4 (same storage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{key} varies per layer ({low} to {high}); the largest is used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelManual</name>
    <message>
        <source>&amp;Layers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of transformer layers (num_hidden_layers in config.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hi&amp;dden size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of the model (hidden_size in config.json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLP width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of the feed-forward layers (intermediate_size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention h&amp;eads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>num_attention_heads in config.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key/value heads:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>num_key_value_heads: fewer KV heads means a smaller conversation memory (KV cache).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Head si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of one attention head; usually hidden size ÷ heads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voc&amp;abulary:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of distinct tokens the model knows (vocab_size).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest conte&amp;xt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most tokens (input + output) the model handles at once (max_position_embeddings).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message>
        <source>Model catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model files on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version and rights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Revision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact version of the weights that will run (a Hugging Face commit or release tag). Recorded in the quote request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. main, v1.0 or a commit id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Usage rights:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The license or agreement under which you may use the model commercially. Check it before buying hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished">Модель</translation>
    </message>
    <message>
        <source>Which AI model will run? Pick it from the catalog, read it from downloaded files, or type its size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where does the model come from?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the &amp;catalog of common models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From f&amp;iles on this computer (config.json, model folder, GGUF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type in its size (and shape, if known)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;i&gt;No usable model yet — see the marked fields.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} billion parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>released in {format}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to {tokens} tokens of context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using &lt;b&gt;{name}&lt;/b&gt;: {facts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Apache-2.0, or your agreement</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OperationsPage</name>
    <message>
        <source>Running it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Data sensitivity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What kind of data the model sees and where it may be processed, e.g. personal data that must stay in the EU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Customer tickets with personal data; EU only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stora&amp;ge:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk space for models, logs, datasets and checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2 TB NVMe for models and logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System &amp;RAM:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any need for the server&apos;s main memory (not GPU memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. at least as much as the GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Management:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who looks after the operating system, drivers, monitoring and updates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. provider manages OS and drivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bac&amp;kup:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What must be backed up, how often, and where.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. weekly configuration backup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Placement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On premises, colocation, or the provider&apos;s cloud; which country.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. provider data centre in Germany</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Isolation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May GPUs or the server be shared with other customers?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. dedicated server, no shared GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Timeline:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the server is needed, and for how long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. from March, 12 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot test</source>
        <translation type="unfinished">Пилотный тест</translation>
    </message>
    <message>
        <source>Pi&amp;lot status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pilot runs the real model on a rented or borrowed GPU for a few days to confirm the estimate before buying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pilot yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot planned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilot n&amp;otes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was or will be tested, where, and what it showed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. two-week trial on a rented 2× H100 server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operations</source>
        <translation type="unfinished">Эксплуатация</translation>
    </message>
    <message>
        <source>What the provider needs besides GPUs. Plain words are fine; leave empty what does not matter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pilot test exists yet: every figure here is an estimate. A short pilot on the real model confirms memory and speed before you buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pilot is planned: compare its measurements with these estimates before ordering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pilot was done: its measurements outrank these estimates.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Pilot</name>
    <message>
        <source>These results ({tool}) were made with the plan of another workload (&apos;{workload}&apos;, fingerprint {found}; this one is {expected}). They are not compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import the results of this workload&apos;s own pilot, or open the workload the pilot was made for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These results ({tool}) are for the model &apos;{found}&apos;, not &apos;{expected}&apos;. They are not compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the pilot with this workload&apos;s model, or open the workload of the model that was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measured model has {measured} parameters; this workload&apos;s has {expected}. It is another model, so the results are not compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give pilot_memory.py the config.json of this workload&apos;s model (same revision).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan is this workload&apos;s, but the server was asked for &apos;{found}&apos; rather than &apos;{expected}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the server ran this workload&apos;s model; if it did, the name is only an alias.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These results ({tool}) were made without the kit&apos;s plan.json, so they cannot be tied to this workload for certain; the model name &apos;{model}&apos; matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the scripts with --plan plan.json from `headroom pilot kit`.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {tool} results are incomplete (stopped after {runs} run(s)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the pilot to the end; the criteria are judged on the runs that are there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU memory was sampled during the load test (nvidia-smi was not on the host that ran pilot_serve.py).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run pilot_serve.py on the GPU server itself, or record the peak memory from nvidia-smi by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runtime} reserves about {share} of each GPU at start: nvidia-smi shows that reservation, not the memory the work needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge memory by errors and preemptions at each concurrency, and by pilot_memory.py&apos;s components.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured peak GPU memory {measured_bytes} is above the high estimate {high_bytes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave more headroom than the estimate suggests, or check what else ran on the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory run {run} ran out of GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the result, change one factor (e.g. the micro-batch), repeat the same work, and find the boundary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory run {run} failed before it finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See the error in its results file; fix it and repeat the same run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory run {run} ran on the CPU: parameter counts and tensor sizes only, no GPU memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run pilot_memory.py on the GPU (--device cuda) to measure memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The memory run {run} used another batch or length than the workload: its components are shown without an estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{metric}: measured {measured}, outside the estimate&apos;s range (bound {bound}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The measurement decides; check the server&apos;s settings (precision, batch, parallelism) against the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The criteria held only up to {boundary} concurrent requests; {requested} were required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change one factor (a larger GPU, a smaller precision, fewer requests at once) and repeat the same runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check by hand: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judge the answers on representative data you are allowed to process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No long input was given: the long case is {multiple} × the typical input ({tokens} tokens).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The long input is capped at {tokens} tokens to stay within the model&apos;s context of {max_context}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot_memory.py has no {asked}; it measures with {used}, which holds at least as much state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot_memory.py puts LoRA on all linear layers, not only on {asked}: its adapters are larger than planned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot_memory.py trains in 16-bit without fp32 master weights: its optimizer states are smaller than the mixed-precision estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot_memory.py builds 16-bit weights only, so it cannot measure {format}; the load test&apos;s GPU memory samples stand in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pilot_memory.py uses one GPU; the work is split over {gpus}, so compare its figures with a one-GPU estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On {server} the estimate fits at most {concurrency} concurrent sequences in memory: that level is tested too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On {server} the estimate fits a micro-batch of at most {concurrency} in memory: that micro-batch is measured too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An encoder model generates no tokens: the load test measures completions and does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned concurrency is capped at {concurrency}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact model revision (commit or version)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime version (vLLM, SGLang, TGI, llama.cpp, Ollama ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework versions (PyTorch, transformers, peft, CUDA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU driver version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model and count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision of weights and KV cache as launched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact launch command and its parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First start: time from launch to the first answer (download, loading) — apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up requests, kept apart from the measured ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Errors, timeouts and out-of-memory events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token (p50, p95)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per request and in aggregate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per training step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which data was used (representative, and allowed to be processed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded by pilot_serve.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded by pilot_memory.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recorded by the scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write it down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No errors or timeouts at up to {concurrency} concurrent requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token, p95, at most {target_s} (typical input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s per user, median, at least {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aggregate tokens/s at {concurrency} concurrent, at least {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality (judged by hand): {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>check by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accepted: every must-have criterion holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not accepted: a must-have criterion failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incomplete: some criteria were not measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured (no measurable criteria)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not compared: the results are from another model or workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No measurements in the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above the estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak GPU memory (nvidia-smi, per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak PyTorch reserved memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token, typical input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token, long input</source>
        <translation type="unfinished">Время до первого токена, длинный вход</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation type="unfinished">Токенов/с на пользователя</translation>
    </message>
    <message>
        <source>Aggregate tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm-up (not measured)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>single request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the requested concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>past the requested concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the estimated memory boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the planned settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the long input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one step up: micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one step up: sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the failed run&apos;s results and its exact command; do not change everything at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change one factor, the first that applies: {factors}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat the same work: the same plan, inputs and number of requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step between the last run that held and the first that failed until the boundary where the acceptance criteria stop holding is known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record both: the setting that works and the boundary past which it does not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewer concurrent requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shorter context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smaller KV-cache precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runtime&apos;s GPU memory share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smaller weight precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more GPUs per model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smaller micro-batch (more gradient accumulation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradient checkpointing on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shorter sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an 8-bit optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smaller LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO / FSDP sharding</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PilotKit</name>
    <message>
        <source>Pilot for “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An estimate is a first filter; a pilot on representative data decides. This folder holds a small experiment that checks the estimate for this workload on a real server, and the scripts that measure it. Hand it to whoever runs the trial server, then bring the results back to Headroom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use data similar to the real data that you are allowed to process (anonymised where needed). The load test sends synthetic prompts of the planned lengths; judge quality separately on representative data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is in this folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runs, criteria and rules of this pilot (both scripts read it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>load test of an OpenAI-compatible endpoint; Python 3.8+, standard library only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory of the model at the planned batch, from its config.json with random weights (PyTorch + transformers; peft for LoRA; bitsandbytes for QLoRA); downloads nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the workload this pilot was made for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s config.json, for pilot_memory.py</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the model&apos;s config.json (from the exact revision that will run; no weights are needed) in this folder before running pilot_memory.py.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished">Модель</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation type="unfinished">Версия (revision)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision (weights / KV cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input / long input / output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length / micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not given — record it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Start the model server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start it as it will run in production: the same model revision, precision, context and runtime version. An example for {runtime} with this workload&apos;s settings (replace HOST with the server&apos;s address):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{runtime} has no OpenAI-compatible server of its own; the example uses vLLM. Any OpenAI-compatible server will do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once it is up:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the server knows the model under another name (an Ollama tag, a llama.cpp alias), give that name to pilot_serve.py&apos;s --model: the plan&apos;s fingerprint still ties the results to this workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write down the time from starting the server to its first answer. This first start (download, loading, compilation) is recorded apart: it is not an ordinary request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Run the load test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the GPU server itself (so that nvidia-smi can sample GPU memory), or on any host that reaches the endpoint. It contacts nothing but the --base-url you give:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs, in order. The warm-up comes first and is kept apart from the measurements:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation type="unfinished">Входных токенов</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished">Запросов</translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--api chat uses /chat/completions; --max-requests N shortens every run; --timeout S changes the {timeout} s limit per request. The script writes results.json after every run, so an interrupted pilot keeps what it measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}. Measure memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a machine with the same GPU, PyTorch and transformers. pilot_memory.py builds the model from config.json with random weights, runs the planned work and records the peak memory and the components it can separate (weights, KV cache or activations, gradients, optimizer states):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No memory run is planned for this workload.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For every run, so that the result can be repeated:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acceptance criteria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judged on the measured runs at up to {concurrency} concurrent requests. Must-haves decide acceptance; the others are reported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nice to have</source>
        <translation type="unfinished">желательно</translation>
    </message>
    <message>
        <source>The workload names no targets: the pilot reports measurements without a verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runs past {concurrency} concurrent requests find the boundary: the highest concurrency at which the criteria still hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If a run runs out of memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring the results back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the results files to whoever made this kit. In Headroom:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProblemsDialog</name>
    <message>
        <source>Problems in {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file opened, but some values cannot be used. Everything in it was kept: fix the fields marked ⚠ in the wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be opened; your current work is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileForm</name>
    <message>
        <source>Shipped profile (read-only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit server profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New server profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server and GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name *</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name you will recognise, e.g. “2x L40S from Acme”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who offers the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many GPUs one server holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the GPUs talk to each other: NVLink/NVSwitch are much faster than PCIe for splitting a model across GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many such servers, joined by the network below (1 for a single server)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional. Leave empty when the offer has no price yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anything worth remembering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host: CPU, memory, storage, network, power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 2x EPYC 9354</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical cores of all sockets together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation type="unfinished">Системная RAM</translation>
    </message>
    <message>
        <source>e.g. 512 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s NVMe drives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network (Gbit/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed of one link, Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ethernet, InfiniBand or RoCE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many such links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget (W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional. What the server may draw in total, in watts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate to edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make your own copy of this shipped profile and edit it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the system memory, e.g. 512 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the link speed in Gbit/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileLibraryView</name>
    <message>
        <source>New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Describe a server offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the selected profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected profile into your library, e.g. to change a shipped example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected profiles of yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add profiles from a JSON file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the selected profiles to a JSON file to send or keep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the selected profiles (up to six) side by side in the comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back what was just deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click a profile to see or change it. Shipped examples are read-only: duplicate one to make it yours. Hover over a column title for what it means.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipped examples cannot be deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot duplicate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made a copy of “{name}” in your profiles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete these profiles from your library?

{names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n profile(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Cannot undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Restored %n profile(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Only the first six profiles are compared side by side.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfilePicker</name>
    <message>
        <source>&lt;b&gt;Profiles to compare&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick two to six profiles to see them side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untick all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to the three best profiles for this workload</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileTableModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished">Название</translation>
    </message>
    <message>
        <source>The profile&apos;s name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who offers the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per server (servers × GPUs when several)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished">Память на GPU</translation>
    </message>
    <message>
        <source>Memory of one GPU as the vendor states it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the GPUs talk to each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical CPU cores, all sockets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RAM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total NVMe drive capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished">Сеть</translation>
    </message>
    <message>
        <source>Network links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power budget of the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly price, where the offer gives one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipped examples are read-only: duplicate one to change it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ {gpu} (unknown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shipped with Headroom as an example (read-only). Duplicate it to make your own copy.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProjectFiles</name>
    <message>
        <source>Open a workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom workloads (*.headroom.json *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom workloads (*.headroom.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{name}” has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom did not close normally last time. Restore the work that was not saved?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Quote</name>
    <message>
        <source>Memory each GPU needs for the work as specified: sequences of {tokens} tokens in micro-batches of {sequences}, on {gpus} GPU(s), with {runtime}.</source>
        <translation>Память, нужная каждому GPU для задачи в заданном виде: последовательности по {tokens} токенов, micro-batch {sequences}, на {gpus} GPU, с {runtime}.</translation>
    </message>
    <message>
        <source>Memory each GPU needs for the work as specified: {tokens} tokens per request (input and output) × {sequences} requests at a time, on {gpus} GPU(s), with {runtime}.</source>
        <translation>Память, нужная каждому GPU для задачи в заданном виде: {tokens} токенов на запрос (вход и выход) × {sequences} одновременных запросов, на {gpus} GPU, с {runtime}.</translation>
    </message>
    <message>
        <source>As specified</source>
        <translation>Как задано</translation>
    </message>
    <message>
        <source>Memory per GPU by component. Whiskers: the low–high range. Dashed lines: usable memory per GPU of each candidate configuration (numbered as in section {n}).</source>
        <translation>Память на один GPU по компонентам. Усы: диапазон от нижней до верхней оценки. Пунктир: доступная память одного GPU в каждой рассматриваемой конфигурации (нумерация как в разделе {n}).</translation>
    </message>
    <message>
        <source>{unit} per GPU</source>
        <translation>{unit} на GPU</translation>
    </message>
    <message>
        <source>Range: {reason}.</source>
        <translation>Диапазон: {reason}.</translation>
    </message>
    <message>
        <source>All {n} GPUs (not one pool)</source>
        <translation>Все {n} GPU (не единый пул)</translation>
    </message>
    <message>
        <source>GB = 10⁹ bytes (vendors&apos; figures), GiB = 2³⁰ bytes (what monitoring tools such as nvidia-smi show): {gb} = {gib}. A difference between the two is the unit, not missing memory. Figures in this document are in {unit}.</source>
        <translation>GB = 10⁹ байт (так указывают производители), GiB = 2³⁰ байт (так показывают средства мониторинга, например nvidia-smi): {gb} = {gib}. Разница между ними — это единица измерения, а не недостающая память. Значения в этом документе — в {unit}.</translation>
    </message>
    <message>
        <source>meets the target ({kind})</source>
        <translation>цель достигается ({kind})</translation>
    </message>
    <message>
        <source>misses the target ({kind})</source>
        <translation>цель не достигается ({kind})</translation>
    </message>
    <message>
        <source>{value} tokens/s</source>
        <translation>{value} токенов/с</translation>
    </message>
    <message>
        <source>{value} h</source>
        <translation>{value} ч</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>{gpus}; {cores} CPU cores, {ram} RAM, NVMe {nvme}, network {count} × {gbps} Gb/s</source>
        <translation>{gpus}; {cores} ядер CPU, {ram} RAM, NVMe {nvme}, сеть {count} × {gbps} Гбит/с</translation>
    </message>
    <message>
        <source>; {n} servers</source>
        <translation>; серверов: {n}</translation>
    </message>
    <message>
        <source>none: the work as specified does not fit</source>
        <translation>нет: задача в заданном виде не помещается</translation>
    </message>
    <message>
        <source>micro-batch up to {n}; sequences up to {tokens} tokens</source>
        <translation>micro-batch до {n}; последовательности до {tokens} токенов</translation>
    </message>
    <message>
        <source>up to {n} requests at a time; up to {tokens} tokens per request</source>
        <translation>до {n} одновременных запросов; до {tokens} токенов на запрос</translation>
    </message>
    <message>
        <source>none: short by {bytes} per GPU</source>
        <translation>нет: не хватает {bytes} на каждом GPU</translation>
    </message>
    <message>
        <source>recommended</source>
        <translation>рекомендуется</translation>
    </message>
    <message>
        <source>needs {need} ({low}–{high}) of {usable} usable</source>
        <translation>нужно {need} ({low}–{high}) из {usable} доступных</translation>
    </message>
    <message>
        <source>{amount} {currency} per month</source>
        <translation>{amount} {currency} в месяц</translation>
    </message>
    <message>
        <source>; {amount} {currency} per million generated tokens</source>
        <translation>; {amount} {currency} за миллион сгенерированных токенов</translation>
    </message>
    <message>
        <source>Shown: the {shown} best-ranked of {total} server profiles compared.</source>
        <translation>Показаны {shown} лучших из {total} сравненных профилей серверов.</translation>
    </message>
    <message>
        <source>Speeds are estimates from each GPU&apos;s published memory bandwidth and compute, not measurements; the pilot measures them.</source>
        <translation>Скорости — оценки по опубликованной пропускной способности памяти и вычислительной мощности каждого GPU, а не измерения; их измеряет пилот.</translation>
    </message>
    <message>
        <source>Its measured figures are not attached to this document.</source>
        <translation>Его измеренные значения к этому документу не приложены.</translation>
    </message>
    <message>
        <source>Run on {server} on {date}. Versions: {versions}.</source>
        <translation>Проведён на {server}, {date}. Версии: {versions}.</translation>
    </message>
    <message>
        <source>Peak GPU memory measured: {peak} per GPU (estimate: {typical}, range {low}–{high}).</source>
        <translation>Измеренный пик памяти GPU: {peak} на GPU (оценка: {typical}, диапазон {low}–{high}).</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>Input tokens</source>
        <translation>Входных токенов</translation>
    </message>
    <message>
        <source>Parallel</source>
        <translation>Параллельно</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Запросов</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>Ошибок</translation>
    </message>
    <message>
        <source>Tokens/s per user</source>
        <translation>Токенов/с на пользователя</translation>
    </message>
    <message>
        <source>A short training run with sequences of {seq_len} tokens in micro-batches of {batch}, then with the longest sequences you expect.</source>
        <translation>Короткий запуск обучения с последовательностями по {seq_len} токенов и micro-batch {batch}, затем с самыми длинными ожидаемыми последовательностями.</translation>
    </message>
    <message>
        <source>Save and restore one checkpoint, and time both.</source>
        <translation>Сохранить и восстановить один checkpoint и замерить время обоих шагов.</translation>
    </message>
    <message>
        <source>Short input: {input} tokens in, {output} out — one request alone, then {concurrency} requests in parallel.</source>
        <translation>Короткий вход: {input} токенов на входе, {output} на выходе — сначала один запрос, затем {concurrency} параллельных запросов.</translation>
    </message>
    <message>
        <source>Long input: {tokens} tokens — alone, then in parallel with the other requests.</source>
        <translation>Длинный вход: {tokens} токенов — сначала один, затем параллельно с другими запросами.</translation>
    </message>
    <message>
        <source>Long input: the longest document you expect — alone, then in parallel with the other requests.</source>
        <translation>Длинный вход: самый длинный ожидаемый документ — сначала один, затем параллельно с другими запросами.</translation>
    </message>
    <message>
        <source>Record the versions: model revision {revision}, GPU driver, CUDA, {runtime} and its launch parameters, so the result can be repeated.</source>
        <translation>Записать версии: revision модели {revision}, драйвер GPU, CUDA, {runtime} и параметры запуска, чтобы результат можно было повторить.</translation>
    </message>
    <message>
        <source>Measure the peak GPU memory on each GPU and compare it with the estimate of {typical} ({low}–{high}).</source>
        <translation>Измерить пиковую память на каждом GPU и сравнить с оценкой {typical} ({low}–{high}).</translation>
    </message>
    <message>
        <source>Count the errors (out of memory, crashes) and record the training throughput in tokens per second.</source>
        <translation>Подсчитать ошибки (нехватка памяти, падения) и записать скорость обучения в токенах в секунду.</translation>
    </message>
    <message>
        <source>Count the errors (out of memory, timeouts, failed requests) and record the response times — time to first token and tokens per second per user — against the targets above.</source>
        <translation>Подсчитать ошибки (нехватка памяти, тайм-ауты, неудачные запросы) и записать время ответа — время до первого токена и токены в секунду на пользователя — в сравнении с целями выше.</translation>
    </message>
    <message>
        <source>Use representative data you are allowed to process, and leave warm-up and the first start (downloading weights, compiling) out of the figures.</source>
        <translation>Использовать представительные данные, которые вы имеете право обрабатывать; прогрев и первый запуск (скачивание весов, компиляция) в результаты не включать.</translation>
    </message>
    <message>
        <source>Headroom&apos;s pilot kit (pilot_serve.py) runs the serving part of this plan against an OpenAI-compatible endpoint and records the figures.</source>
        <translation>Пилотный набор Headroom (pilot_serve.py) выполняет часть плана, касающуюся обслуживания запросов, на OpenAI-совместимом endpoint и записывает значения.</translation>
    </message>
    <message>
        <source>the offered GPUs</source>
        <translation>предлагаемых GPU</translation>
    </message>
    <message>
        <source>Software stack: which GPU driver, CUDA and {runtime} versions do you support on the {gpu}, and can we choose and pin them?</source>
        <translation>Программный стек: какие версии драйвера GPU, CUDA и {runtime} вы поддерживаете на {gpu}, и можем ли мы выбрать и зафиксировать их?</translation>
    </message>
    <message>
        <source>Availability: when can the configuration be ready, for what minimum term, and how quickly can it be extended or resized?</source>
        <translation>Наличие: когда конфигурация может быть готова, на какой минимальный срок и как быстро её можно продлить или изменить?</translation>
    </message>
    <message>
        <source>Isolation: is the server dedicated to us? What isolation do you guarantee (no shared GPUs, separate networks, where the data is stored and who can access it)?</source>
        <translation>Изоляция: выделен ли сервер только нам? Какую изоляцию вы гарантируете (без общих GPU, отдельные сети, где хранятся данные и у кого есть к ним доступ)?</translation>
    </message>
    <message>
        <source>Management: what do you manage (hardware, operating system, drivers, monitoring, backup), what do we manage, and how fast do you respond to a failure?</source>
        <translation>Управление: чем управляете вы (оборудование, операционная система, драйверы, мониторинг, backup), чем — мы, и как быстро вы реагируете на отказ?</translation>
    </message>
    <message>
        <source>Our requirement: {text}.</source>
        <translation>Наше требование: {text}.</translation>
    </message>
    <message>
        <source>Power and cooling: what power and cooling are available per server?</source>
        <translation>Питание и охлаждение: какая мощность и какое охлаждение доступны на один сервер?</translation>
    </message>
    <message>
        <source>A configuration like this may draw up to about {watts} W.</source>
        <translation>Такая конфигурация может потреблять примерно до {watts} Вт.</translation>
    </message>
    <message>
        <source>Network: what bandwidth and traffic limits apply, and how are the GPUs connected (NVLink, NVSwitch or PCIe)?</source>
        <translation>Сеть: какая пропускная способность и какие ограничения трафика действуют, и как соединены GPU (NVLink, NVSwitch или PCIe)?</translation>
    </message>
    <message>
        <source>Pilot: can we run the pilot described above on the same configuration before we commit?</source>
        <translation>Пилот: можем ли мы провести описанный выше пилот на той же конфигурации до принятия обязательств?</translation>
    </message>
    <message>
        <source>No concern found for any candidate.</source>
        <translation>Ни у одной конфигурации проблем не найдено.</translation>
    </message>
    <message>
        <source>No concern found.</source>
        <translation>Проблем не найдено.</translation>
    </message>
    <message>
        <source>System RAM: at least as much as the GPUs&apos; memory together ({ratio}×), for loading the model, caching and preparing data.</source>
        <translation>Системная RAM: не меньше суммарной памяти GPU ({ratio}×) — для загрузки модели, кэширования и подготовки данных.</translation>
    </message>
    <message>
        <source>CPU: at least {cores} physical cores per GPU, as GPU server reference designs use.</source>
        <translation>CPU: не менее {cores} физических ядер на GPU, как в эталонных конфигурациях GPU-серверов.</translation>
    </message>
    <message>
        <source>NVMe: loading reads at {share} of the drives&apos; rated sequential speed; without local NVMe, at {net} of the network link.</source>
        <translation>NVMe: загрузка читает со скоростью {share} от паспортной последовательной скорости дисков; без локального NVMe — {net} от скорости сетевого канала.</translation>
    </message>
    <message>
        <source>Power: a whole server draws about {typical}× the GPUs&apos; rated power at full load ({low}–{high}×), which sets the power and cooling it needs.</source>
        <translation>Питание: сервер целиком потребляет при полной нагрузке около {typical}× от номинальной мощности GPU ({low}–{high}×); это определяет нужные питание и охлаждение.</translation>
    </message>
    <message>
        <source>The GPU alone does not decide how the system performs. Server-side checks for each candidate configuration (numbered as above):</source>
        <translation>GPU сам по себе не определяет производительность системы. Проверки серверной части для каждой конфигурации (нумерация как выше):</translation>
    </message>
    <message>
        <source>No candidate configuration was compared.</source>
        <translation>Ни одна конфигурация не сравнивалась.</translation>
    </message>
    <message>
        <source>{n} tokens</source>
        <translation>{n} токенов</translation>
    </message>
    <message>
        <source>The {model} model will be adapted by {mode} with {runtime}, on sequences of {seq_len} tokens in micro-batches of {batch}.</source>
        <translation>Модель {model} будет дообучаться методом «{mode}» с {runtime} на последовательностях по {seq_len} токенов, micro-batch {batch}.</translation>
    </message>
    <message>
        <source>The {model} model will process inputs of about {input} tokens with {runtime}, {concurrency} at a time.</source>
        <translation>Модель {model} будет обрабатывать входные данные примерно по {input} токенов с {runtime}, по {concurrency} одновременно.</translation>
    </message>
    <message>
        <source>The {model} model will answer requests with {runtime}: about {input} tokens in and {output} tokens out per request, {concurrency} requests at a time.</source>
        <translation>Модель {model} будет отвечать на запросы с {runtime}: примерно {input} токенов на входе и {output} на выходе на запрос, {concurrency} запросов одновременно.</translation>
    </message>
    <message>
        <source>It needs between {low} and {high} of GPU memory, about {typical} typically, on one GPU.</source>
        <translation>Ей нужно от {low} до {high} памяти GPU, обычно около {typical}, на одном GPU.</translation>
    </message>
    <message>
        <source>It needs between {low} and {high} of memory on each of {gpus} GPUs, about {typical} typically; the memory of several GPUs is not one pool.</source>
        <translation>Ей нужно от {low} до {high} памяти на каждом из {gpus} GPU, обычно около {typical}; память нескольких GPU — не единый пул.</translation>
    </message>
    <message>
        <source>None of the candidate configurations can hold this work: it needs GPUs with more memory, a smaller precision or fewer requests at a time.</source>
        <translation>Ни одна из рассмотренных конфигураций не вмещает эту задачу: нужны GPU с большей памятью, меньшая точность или меньше одновременных запросов.</translation>
    </message>
    <message>
        <source>Recommended configuration: {server}; there each GPU needs about {need} of its {usable} usable, leaving {headroom} ({share}) to spare.</source>
        <translation>Рекомендуемая конфигурация: {server}; там каждому GPU нужно около {need} из {usable} доступных, в запасе остаётся {headroom} ({share}).</translation>
    </message>
    <message>
        <source>Recommended configuration: {server}; there each GPU needs about {need} of its {usable} usable — it fits, but tightly, so a pilot must confirm it.</source>
        <translation>Рекомендуемая конфигурация: {server}; там каждому GPU нужно около {need} из {usable} доступных — помещается, но впритык, поэтому это должен подтвердить пилот.</translation>
    </message>
    <message>
        <source>{n} billion parameters</source>
        <translation>{n} млрд параметров</translation>
    </message>
    <message>
        <source>, {n} billion active per token</source>
        <translation>, {n} млрд активных на токен</translation>
    </message>
    <message>
        <source>optimizer {optimizer}, LoRA rank {rank}, gradient checkpointing {checkpointing}, sharding {sharding}</source>
        <translation>оптимизатор {optimizer}, ранг LoRA {rank}, gradient checkpointing: {checkpointing}, шардирование: {sharding}</translation>
    </message>
    <message>
        <source>{tokens} tokens × {epochs} epoch(s)</source>
        <translation>{tokens} токенов × эпох: {epochs}</translation>
    </message>
    <message>
        <source>not used in training</source>
        <translation>не используется при обучении</translation>
    </message>
    <message>
        <source>micro-batch {batch} × gradient accumulation {steps}</source>
        <translation>micro-batch {batch} × накопление градиента {steps}</translation>
    </message>
    <message>
        <source>sequences of {n} tokens</source>
        <translation>последовательности по {n} токенов</translation>
    </message>
    <message>
        <source>not applicable (training)</source>
        <translation>не применимо (обучение)</translation>
    </message>
    <message>
        <source>one training job</source>
        <translation>одна задача обучения</translation>
    </message>
    <message>
        <source>not specified (the runtime batches the concurrent requests)</source>
        <translation>не указано (runtime сам объединяет одновременные запросы в batch)</translation>
    </message>
    <message>
        <source>up to {n} sequences per step</source>
        <translation>до {n} последовательностей за шаг</translation>
    </message>
    <message>
        <source>{n} requests at a time</source>
        <translation>{n} запросов одновременно</translation>
    </message>
    <message>
        <source>at most {value} s</source>
        <translation>не более {value} с</translation>
    </message>
    <message>
        <source>at least {value} tokens/s</source>
        <translation>не менее {value} токенов/с</translation>
    </message>
    <message>
        <source>at least {value} tokens/s in total</source>
        <translation>не менее {value} токенов/с в сумме</translation>
    </message>
    <message>
        <source>Must-have: an offer that misses it cannot be accepted. Nice to have: preferred, and may be weighed against price.</source>
        <translation>Обязательно: предложение, которое этому не отвечает, не может быть принято. Желательно: предпочтительно, можно соотносить с ценой.</translation>
    </message>
    <message>
        <source>Request for a GPU server quote</source>
        <translation>Запрос коммерческого предложения на GPU-сервер</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Страница {page} из {pages}</translation>
    </message>
    <message>
        <source>not specified</source>
        <translation>не указано</translation>
    </message>
    <message>
        <source>must-have</source>
        <translation>обязательно</translation>
    </message>
    <message>
        <source>nice to have</source>
        <translation>желательно</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>оценка</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Резюме</translation>
    </message>
    <message>
        <source>Requirements</source>
        <translation>Данные для оценки GPU-конфигурации</translation>
    </message>
    <message>
        <source>GPU memory budget</source>
        <translation>Бюджет памяти GPU (VRAM)</translation>
    </message>
    <message>
        <source>Candidate configurations</source>
        <translation>Рассматриваемые конфигурации</translation>
    </message>
    <message>
        <source>Bottlenecks and risks</source>
        <translation>Узкие места и риски</translation>
    </message>
    <message>
        <source>Pilot test</source>
        <translation>Пилотный тест</translation>
    </message>
    <message>
        <source>Questions for the provider</source>
        <translation>Вопросы к провайдеру</translation>
    </message>
    <message>
        <source>What the budget assumes</source>
        <translation>Допущения бюджета</translation>
    </message>
    <message>
        <source>What was assumed</source>
        <translation>Что было принято</translation>
    </message>
    <message>
        <source>Pilot status</source>
        <translation>Статус пилота</translation>
    </message>
    <message>
        <source>The pilot we propose</source>
        <translation>Предлагаемый пилот</translation>
    </message>
    <message>
        <source>Measured in the pilot</source>
        <translation>Измерено в пилоте</translation>
    </message>
    <message>
        <source>Warnings and notes</source>
        <translation>Предупреждения и примечания</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Модель</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>Representation</source>
        <translation>Представление</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>Нагрузка</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Эксплуатация</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Подготовил(а)</translation>
    </message>
    <message>
        <source>Company</source>
        <translation>Компания</translation>
    </message>
    <message>
        <source>Email</source>
        <translation>Эл. почта</translation>
    </message>
    <message>
        <source>Headroom version</source>
        <translation>Версия Headroom</translation>
    </message>
    <message>
        <source>Catalog version</source>
        <translation>Версия каталога</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Область</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Параметр</translation>
    </message>
    <message>
        <source>Requirement</source>
        <translation>Что сообщаем</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>Компонент</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Нижняя</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Верхняя</translation>
    </message>
    <message>
        <source>How it is estimated</source>
        <translation>Как оценено</translation>
    </message>
    <message>
        <source>Per GPU</source>
        <translation>На один GPU</translation>
    </message>
    <message>
        <source>Configuration</source>
        <translation>Конфигурация</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Наблюдение</translation>
    </message>
    <message>
        <source>What to do</source>
        <translation>Что делать</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>Версия (revision)</translation>
    </message>
    <message>
        <source>Usage rights</source>
        <translation>Права использования</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Размер</translation>
    </message>
    <message>
        <source>Maximum context</source>
        <translation>Максимальный контекст</translation>
    </message>
    <message>
        <source>Mode of work</source>
        <translation>Режим работы</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Назначение</translation>
    </message>
    <message>
        <source>Training settings</source>
        <translation>Параметры обучения</translation>
    </message>
    <message>
        <source>Dataset</source>
        <translation>Набор данных</translation>
    </message>
    <message>
        <source>Precision / quantization</source>
        <translation>Точность / квантизация</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>Точность KV-кэша</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>Framework</translation>
    </message>
    <message>
        <source>Typical input</source>
        <translation>Типичный вход</translation>
    </message>
    <message>
        <source>Long input</source>
        <translation>Длинный вход</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>Одновременность</translation>
    </message>
    <message>
        <source>Requests per day</source>
        <translation>Запросов в день</translation>
    </message>
    <message>
        <source>Latency (time to first token)</source>
        <translation>Задержка (время до первого токена)</translation>
    </message>
    <message>
        <source>Speed per user</source>
        <translation>Скорость на пользователя</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Пропускная способность</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Качество</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>Данные</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Хранилище</translation>
    </message>
    <message>
        <source>System RAM</source>
        <translation>Системная RAM</translation>
    </message>
    <message>
        <source>Management</source>
        <translation>Управление</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Резервное копирование</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Размещение</translation>
    </message>
    <message>
        <source>Isolation</source>
        <translation>Изоляция</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Сроки</translation>
    </message>
    <message>
        <source>Other notes</source>
        <translation>Прочее</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Вердикт</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>Память на GPU</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>Запас</translation>
    </message>
    <message>
        <source>Placement of the model</source>
        <translation>Размещение модели</translation>
    </message>
    <message>
        <source>Limits that still fit</source>
        <translation>Пределы, которые ещё помещаются</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Время до первого токена</translation>
    </message>
    <message>
        <source>Time to first token, long input</source>
        <translation>Время до первого токена, длинный вход</translation>
    </message>
    <message>
        <source>Total throughput</source>
        <translation>Общая пропускная способность</translation>
    </message>
    <message>
        <source>Training throughput</source>
        <translation>Скорость обучения</translation>
    </message>
    <message>
        <source>Time for the dataset</source>
        <translation>Время на набор данных</translation>
    </message>
    <message>
        <source>Listed price</source>
        <translation>Цена по прайсу</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>NVMe storage</source>
        <translation>Диски NVMe</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Power and cooling</source>
        <translation>Питание и охлаждение</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Критично</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Внимание</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>No pilot test has been run yet.</source>
        <translation>Пилотный тест ещё не проводился.</translation>
    </message>
    <message>
        <source>A pilot test is planned but has not been run yet.</source>
        <translation>Пилотный тест запланирован, но ещё не проводился.</translation>
    </message>
    <message>
        <source>A pilot test has been run.</source>
        <translation>Пилотный тест проведён.</translation>
    </message>
    <message>
        <source>answer requests through an API</source>
        <translation>отвечать на запросы через API</translation>
    </message>
    <message>
        <source>process batches of documents</source>
        <translation>обрабатывать пакеты документов</translation>
    </message>
    <message>
        <source>compute embeddings</source>
        <translation>вычислять embeddings</translation>
    </message>
    <message>
        <source>adapt the model to our task</source>
        <translation>адаптировать модель к нашей задаче</translation>
    </message>
    <message>
        <source>fine-tune the model</source>
        <translation>дообучить модель</translation>
    </message>
    <message>
        <source>other</source>
        <translation>другое</translation>
    </message>
</context>
<context>
    <name>QuoteDialog</name>
    <message>
        <source>Export quote request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document&apos;s language; it need not be the window&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prepared by:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Company:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;E-mail:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload has problems to fix before a quote can be made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Configurations: the %n profile(s) you added to the quote.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No profiles were added to the quote: it shows the three best-ranked of all %n profiles.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Save quote request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RepresentationPage</name>
    <message>
        <source>The model&apos;s weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wei&amp;ght precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many bits store each of the model&apos;s numbers. Fewer bits: less memory and usually faster answers, at some cost in answer quality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic — as the model is released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The conversation memory (KV cache)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;KV-cache precision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The KV cache holds each conversation&apos;s tokens while the model answers. It grows with text length and with the number of users; storing it in fewer bits lets more fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic — 16-bit (BF16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The software that runs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-throughput serving for many users; reserves most of the GPU memory at start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High-throughput serving, similar to vLLM; strong at shared prompt prefixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face Text Generation Inference: production serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hugging Face library: simple, slower for serving; usual for training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs GGUF files, also on small servers and workstations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy local serving on top of llama.cpp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another runtime: a neutral estimate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Runtime:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The serving or training software. It decides how memory is reserved and which formats can be used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Representation</source>
        <translation type="unfinished">Представление</translation>
    </message>
    <message>
        <source>How the model is stored and run. Each choice trades memory against answer quality and speed; &apos;Automatic&apos; keeps the model as released.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} — {bits} bits, {quality}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed: the reference; every token reads all weights at full size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed: usually faster generation than 16-bit (half the bytes read per token).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed: usually the fastest generation for one user (fewest bytes per token); prompt processing can be slower while weights are unpacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: about {bits} bits per weight (16-bit formats use 16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality: {quality}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs GPUs with native {kinds} support to be fast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs on: {runtimes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: about {bits} bits per cached value (16-bit uses 16); fewer bits fit more users or longer texts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic uses {format} here (as released; BF16 for training, NF4 for QLoRA).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic keeps the cache in 16-bit: the reference quality.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Target &amp;server:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished">Вердикт</translation>
    </message>
    <message>
        <source>How the work is placed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Warnings and advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizes in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show sizes in {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every size in the window switches to {unit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB = 10⁹ bytes, GiB = 2³⁰ bytes (1 GiB ≈ 1.074 GB); vendors quote GB, nvidia-smi shows GiB.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <source>Internal chat assistant for about 50 staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 3.1 8B in full 16-bit quality on vLLM. Of 50 staff, about 1 in 6 asks something at the same moment: 8 conversations at once. A question with its context is about 2,000 tokens (three pages), an answer about 500; a pasted long document up to 16,000 tokens. First words within 2 seconds and at least 20 tokens per second for each reader (faster than reading).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions about long documents (contracts, reports)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 3.1 70B compressed to 4 bits (AWQ) on vLLM. Documents of 40–60 pages (about 32,000 tokens) with answers of about 1,000 tokens; 4 questions at once; the longest document 100,000 tokens. Waiting up to 15 seconds for the first words is acceptable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overnight batch summaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 3.1 8B on vLLM summarises 10,000 documents a night: each about 4,000 tokens in, 300 tokens out, 32 documents in parallel. Nobody waits for single answers; the whole batch must finish in 8 hours: 10,000 × 300 tokens ÷ 28,800 s ≈ 105 tokens per second, asked as 150 for margin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adapt a model to our support tickets (LoRA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Llama 3.1 8B adapted with LoRA (rank 16, all linear layers) on about 20 million tokens of support tickets, 3 passes, sequences of 2,048 tokens, 4 per step, gradient checkpointing on, one GPU, with Hugging Face transformers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embeddings for document search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BGE-M3 turns text into search vectors: passages of up to 512 tokens, 64 at a time, for indexing about a million passages and answering search queries. No text is generated.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServerPicker</name>
    <message>
        <source>Target server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server to check the workload against: an example profile or one you saved in the Servers view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No server picked — show the memory needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Example servers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the system (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the window and of the messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB — 10⁹ bytes, as vendors quote memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB — 2³⁰ bytes, as nvidia-smi shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit every size in the window is shown in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language applies the next time Headroom starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sizes in:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TargetField</name>
    <message>
        <source>must-have</source>
        <translation type="unfinished">обязательно</translation>
    </message>
    <message>
        <source>nice-to-have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must-have: a server that misses it is out. Nice-to-have: preferred, not required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: importance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TargetsPage</name>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First words wi&amp;thin:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token: how long someone waits before the answer starts to appear. 1–3 s feels responsive in chat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reading speed per user:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast each answer streams. People read about 5–10 tokens per second; 20 feels fluent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total thr&amp;oughput:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens generated per second by the whole server, all users together; matters for batch jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed targets apply to serving. For training, the result shows the estimated training time on the picked server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality</source>
        <translation type="unfinished">Качество</translation>
    </message>
    <message>
        <source>&amp;Quality notes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a good answer looks like, in your words: e.g. &apos;cites the right contract clause&apos;. The pilot checks it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Answers match our knowledge base</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quality wei&amp;ght:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must-have: a setup that fails it is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must-have</source>
        <translation type="unfinished">обязательно</translation>
    </message>
    <message>
        <source>nice-to-have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets</source>
        <translation type="unfinished">Цель</translation>
    </message>
    <message>
        <source>What is good enough? Leave a field empty when it does not matter. Must-haves rule servers out; nice-to-haves rank them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate on {server}: about {typical} {unit} (between {low} and {high}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WarningsPanel</name>
    <message>
        <source>Critical</source>
        <translation type="unfinished">Критично</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished">Внимание</translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished">Примечание</translation>
    </message>
</context>
<context>
    <name>WizardPanel</name>
    <message>
        <source>Wizard steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a step to go there; ⚠ marks a step with a field to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{number}. {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help for the current field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous step (Alt+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next step (Enter or Alt+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the marked fields on this step first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
