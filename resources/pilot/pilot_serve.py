#!/usr/bin/env python3
"""Headroom pilot: load test for an OpenAI-compatible serving endpoint.

Standard library only, Python 3.8+, so it runs on a trial server as it is.

    python3 pilot_serve.py --base-url http://HOST:PORT/v1 --model NAME \
        [--plan plan.json] [--out results.json] [--api completions|chat] \
        [--timeout S] [--max-requests N] [--api-key KEY] [--insecure]

It sends streamed requests (server-sent events) of the planned input lengths
at each planned concurrency to the endpoint named by --base-url (vLLM,
SGLang, TGI, llama.cpp's server, Ollama ...) and records, per request, the
time to first token, the decode rate, the finish reason and the status, and
per run the percentiles, the aggregate throughput, failures and the
concurrency really reached.  Token counts come from the server: its usage
report where it sends one, else its tokenize endpoint (llama.cpp, vLLM, TGI,
llama-cpp-python), else an estimate that says so.  When nvidia-smi is on
PATH it samples GPU memory during each run.  It writes results.json (format
"headroom.pilot-results/2", see plan_schema.md).

It contacts nothing but the --base-url host (and runs the local nvidia-smi).

Definitions (also in plan_schema.md):
  ttft_s         request sent -> first content-bearing chunk received
  total_s        request sent -> end of the stream
  tokens_per_s   per request decode rate = (output_tokens - 1) / (t_last - t_first),
                 t_first/t_last = arrival of first/last content-bearing chunk
  status         ok; interrupted (the stream ended without a finish_reason, or far
                 shorter than asked without stop); error; timeout
  max_in_flight  most requests of a run open at the same moment
  aggregate_tokens_per_s = output tokens of all ok requests / wall time of the run

Exit codes: 0 done, 2 bad argument or plan, 3 endpoint unreachable or
refusing the test request, 130 interrupted (partial results written).
"""

from __future__ import annotations

import argparse
import datetime
import http.client
import json
import os
import platform
import queue
import random
import shutil
import socket
import ssl
import subprocess
import sys
import threading
import time
import urllib.parse

RESULTS_FORMAT = "headroom.pilot-results/2"
PLAN_FORMAT_PREFIX = "headroom.pilot-plan/"
TOOL = "pilot_serve"
TOOL_VERSION = "2.0"

EXIT_USAGE = 2
EXIT_UNREACHABLE = 3
EXIT_INTERRUPTED = 130

DEFAULT_TIMEOUT_S = 300.0  # a long answer at high concurrency can legitimately take minutes
PROBE_TIMEOUT_S = 5.0  # GET /models must answer fast; a slow answer means a wrong address
MAX_ERROR_CHARS = 200  # error texts are kept short: results.json is read by people
GPU_SAMPLE_INTERVAL_S = 0.5
NVIDIA_SMI_TIMEOUT_S = 5.0
PERCENTILES = (50, 95)

# Prompt-length calibration: two tiny requests with these word counts; the
# server's prompt_tokens of both (its usage report, streamed or not, else its
# tokenize endpoint) give tokens per word and the constant overhead (chat
# template, BOS).  Only when the server tells nothing is 1 token per word assumed.
CALIBRATION_WORDS = (32, 256)
CALIBRATION_MAX_TOKENS = 2
# Output-token calibration, for a server without usage in its stream: one
# greedy request (temperature 0, a fixed seed) streamed and once more not
# streamed; the plain answer's completion_tokens shows which count of the
# stream is the server's: one token per chunk, or its tokenize endpoint.
OUTPUT_CALIBRATION_TOKENS = 32
OUTPUT_CALIBRATION_SAMPLING = {"temperature": 0, "seed": 1234}
# An answer shorter than this share of max_tokens, ended by anything but the
# model's own stop, was cut off: a server stopping a stream for another request,
# or a context that filled up ("length" long before max_tokens).
CUT_OFF_SHARE = 0.5
# finish_reason values of an answer that ended by itself (OpenAI and vLLM: stop;
# TGI: eos_token, stop_sequence) and of one that reached max_tokens.
NATURAL_STOPS = ("stop", "eos_token", "stop_sequence", "eos")
LENGTH_STOPS = ("length", "max_tokens")
# The fastest one request can be decoded when the plan does not say
# (plan.json max_tokens_per_s_per_request, from the model's size and the
# fastest GPU's memory bandwidth).  Published single-stream records on GPUs are
# about 1,000 tokens/s per user (NVIDIA, "Blackwell breaks the 1,000 TPS/user
# barrier with Llama 4 Maverick", 2025, with speculative decoding); a rate ten
# times that is text delivered in bursts, not a decode speed.
DEFAULT_MAX_TOKENS_PER_S_PER_REQUEST = 10000.0
# Where servers tell their version: vLLM/SGLang /version, llama.cpp /props
# (build_info), TGI /info; paths at the host root (before /v1).
VERSION_PATHS = ("/version", "/props", "/info")
VERSION_KEYS = ("version", "build_info")

# Short, frequent English words: each is one token (with its leading space)
# in the common BPE/SentencePiece vocabularies, so N words ~ N tokens.
COMMON_WORDS = (
    "the of and to in is that it for on was with as be at by this had not are but from "
    "or have an they which one you were her all she there would their we him been has when "
    "who will more no if out so said what up its about into than them can only other new "
    "some could time these two may then do first any my now such like our over man me even "
    "most made after also did many before must through back years where much your way well "
    "down should because each just those people how too little state good very make world "
    "still own see men work long get here between both life being under never day same "
    "another know while last might us great old year off come since against go came right "
    "used take three"
).split()

# A small plan for when --plan is not given: one warm-up, then short and long
# prompts alone and in parallel.
DEFAULT_PLAN = {
    "format": PLAN_FORMAT_PREFIX + "1",
    "runs": [
        {"name": "warmup", "input_tokens": 128, "output_tokens": 32, "concurrency": 1,
         "requests": 2, "warmup": True},
        {"name": "short-c1", "input_tokens": 256, "output_tokens": 128, "concurrency": 1,
         "requests": 4, "warmup": False},
        {"name": "short-c4", "input_tokens": 256, "output_tokens": 128, "concurrency": 4,
         "requests": 8, "warmup": False},
        {"name": "long-c1", "input_tokens": 2048, "output_tokens": 128, "concurrency": 1,
         "requests": 4, "warmup": False},
        {"name": "long-c4", "input_tokens": 2048, "output_tokens": 128, "concurrency": 4,
         "requests": 8, "warmup": False},
    ],
}
PLAN_ID_KEYS = ("format", "model", "workload_name", "workload_fingerprint")


class UsageError(Exception):
    """A bad argument or plan: reported as one line, exit code 2."""


class OneLineParser(argparse.ArgumentParser):
    """argparse prints usage plus an error; the contract is one clear line."""

    def error(self, message):
        sys.stderr.write(f"pilot_serve: error: {message} (see --help)\n")
        sys.exit(EXIT_USAGE)


# ---------------------------------------------------------------- utilities

def now_iso():
    utc = datetime.timezone.utc  # noqa: UP017 - datetime.UTC is 3.11+
    return datetime.datetime.now(utc).isoformat(timespec="seconds")


def short(text, limit=MAX_ERROR_CHARS):
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def percentile(values, pct):
    """Linear interpolation between closest ranks (numpy's default); None when empty."""
    data = sorted(values)
    if not data:
        return None
    if len(data) == 1:
        return data[0]
    rank = (len(data) - 1) * pct / 100.0
    low = int(rank)
    high = min(low + 1, len(data) - 1)
    return data[low] + (data[high] - data[low]) * (rank - low)


def summarize(values, with_mean=False):
    out = {}
    for pct in PERCENTILES:
        value = percentile(values, pct)
        out[f"p{pct}"] = None if value is None else round(value, 6)
    if with_mean:
        out["mean"] = round(sum(values) / len(values), 6) if values else None
    return out


def write_json_atomic(path, data):
    """Write to a temporary file beside the target, then rename: never a half file."""
    directory = os.path.dirname(os.path.abspath(path))
    tmp = os.path.join(directory, f".{os.path.basename(path)}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        json.dump(data, handle, indent=2, sort_keys=False)
        handle.write("\n")
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


def synthetic_prompt(words, seed):
    """`words` random common words; a per-request seed keeps prompts distinct from
    their first token on, so a server's prefix cache cannot shorten the prefill."""
    rng = random.Random(seed)
    return " ".join(rng.choice(COMMON_WORDS) for _ in range(max(1, words)))


# ---------------------------------------------------------------- endpoint

class Endpoint:
    """Where requests go: only the scheme/host/port of --base-url, never elsewhere."""

    def __init__(self, base_url, api_key=None, insecure=False):
        parsed = urllib.parse.urlsplit(base_url)
        if parsed.scheme not in ("http", "https") or not parsed.hostname:
            raise UsageError(f"--base-url must look like http://HOST:PORT/v1, got {base_url!r}")
        self.base_url = base_url
        self.scheme = parsed.scheme
        self.host = parsed.hostname
        self.port = parsed.port or (443 if parsed.scheme == "https" else 80)
        self.path = parsed.path.rstrip("/")
        # Servers answer /version, /tokenize ... beside /v1, not under it.
        self.root = self.path[:-3] if self.path.endswith("/v1") else ""
        self.api_key = api_key
        self.ssl_context = None
        if self.scheme == "https":
            self.ssl_context = ssl.create_default_context()
            if insecure:  # self-signed certificates on trial servers
                self.ssl_context.check_hostname = False
                self.ssl_context.verify_mode = ssl.CERT_NONE

    def connect(self, timeout):
        # http.client directly (not urllib): no proxy environment is honoured, so
        # nothing goes anywhere but this host, and the socket timeout can be
        # tightened while a stream is read.
        if self.scheme == "https":
            return http.client.HTTPSConnection(self.host, self.port, timeout=timeout,
                                               context=self.ssl_context)
        return http.client.HTTPConnection(self.host, self.port, timeout=timeout)

    def headers(self, with_body):
        headers = {"Accept": "application/json, text/event-stream", "User-Agent": TOOL + "/" + TOOL_VERSION}
        if with_body:
            headers["Content-Type"] = "application/json"
        if self.api_key:
            headers["Authorization"] = "Bearer " + self.api_key
        return headers

    def get_json(self, suffix, timeout, root=False):
        """GET {base}{suffix} (or beside /v1 with root=True); returns the parsed body."""
        return self.call("GET", (self.root if root else self.path) + suffix, None, timeout)

    def post_json(self, suffix, body, timeout, root=False):
        """POST a JSON body to {base}{suffix} (or beside /v1); returns the parsed answer."""
        return self.call("POST", (self.root if root else self.path) + suffix, body, timeout)

    def call(self, method, path, body, timeout):
        conn = self.connect(timeout)
        try:
            data = None if body is None else json.dumps(body).encode("utf-8")
            conn.request(method, path, body=data, headers=self.headers(data is not None))
            resp = conn.getresponse()
            answer = resp.read(8 << 20)
            if resp.status != 200:
                raise RuntimeError(f"HTTP {resp.status}: {short(answer.decode('utf-8', 'replace'))}")
            return json.loads(answer.decode("utf-8"))
        finally:
            conn.close()


# ---------------------------------------------------------------- one request

class RequestSpec:
    def __init__(self, api, model, prompt, max_tokens, extras, sampling=None):
        self.api = api
        self.model = model
        self.prompt = prompt
        self.max_tokens = max_tokens
        self.extras = extras
        self.sampling = sampling or {}

    def path(self):
        return "/chat/completions" if self.api == "chat" else "/completions"

    def payload(self, stream=True):
        payload = {"model": self.model, "max_tokens": self.max_tokens, "stream": stream}
        payload.update(self.sampling)
        if self.api == "chat":
            payload["messages"] = [{"role": "user", "content": self.prompt}]
        else:
            payload["prompt"] = self.prompt
        if self.extras:
            # Ask for the server's own token counts, and for exactly max_tokens
            # tokens (no early end of sequence).  Servers that do not know these
            # fields ignore them (that is detected and reported); one that rejects
            # them gets requests without.  stream_options only with stream: vLLM
            # refuses it on a request that is not streamed.
            if stream:
                payload["stream_options"] = {"include_usage": True}
            payload["ignore_eos"] = True
            payload["min_tokens"] = self.max_tokens
        return payload

    def body(self):
        return json.dumps(self.payload()).encode("utf-8")


def chunk_content(chunk, api):
    """The text a stream chunk carries ('' when none)."""
    choices = chunk.get("choices") or []
    if not choices or not isinstance(choices[0], dict):
        return ""
    choice = choices[0]
    if api == "chat":
        delta = choice.get("delta") or {}
        # Reasoning models stream their thinking apart; it is generated tokens all the same.
        for key in ("content", "reasoning_content", "reasoning"):
            if delta.get(key):
                return delta[key]
        return ""
    return choice.get("text") or ""


def answer_text(answer, api):
    """The text of a non-streamed answer ('' when none)."""
    choices = answer.get("choices") if isinstance(answer, dict) else None
    if not choices or not isinstance(choices[0], dict):
        return ""
    if api == "chat":
        return (choices[0].get("message") or {}).get("content") or ""
    return choices[0].get("text") or ""


def is_token_chunk(chunk, text):
    """Whether a chunk stands for one generated token: it carries text, or it is
    an empty piece in the middle of the answer (llama.cpp and TGI stream one
    chunk per token, empty while a character's bytes are incomplete); not the
    chat's opening role chunk, nor a closing chunk with only the finish_reason."""
    choices = chunk.get("choices") or []
    if not choices or not isinstance(choices[0], dict):
        return False
    if text:
        return True
    choice = choices[0]
    delta = choice.get("delta")
    if isinstance(delta, dict) and delta.get("role"):
        return False
    return not choice.get("finish_reason")


class StreamTimeout(Exception):
    pass


def read_lines(resp, sock, deadline):
    """Yield the stream's lines, never waiting past the deadline."""
    while True:
        remaining = deadline - time.perf_counter()
        if remaining <= 0:
            raise StreamTimeout()
        if sock is not None:
            sock.settimeout(remaining)
        try:
            line = resp.readline()
        except socket.timeout:  # noqa: UP041 - TimeoutError is its name from 3.10 only
            raise StreamTimeout() from None
        if not line:
            return
        yield line.decode("utf-8", "replace").rstrip("\r\n")


def new_record():
    """A request's record.  Keys starting with '_' are working data, not written."""
    return {"status": "ok", "finish_reason": None, "ttft_s": None, "total_s": None, "output_tokens": 0,
            "prompt_tokens": None, "tokens_per_s": None, "token_source": None, "prompt_token_source": None,
            "chunks": 0, "delivery": None, "error": None,
            "_sent": None, "_ended": None, "_text": "", "_usage": None, "_t_first": None, "_t_last": None,
            "_token_chunks": 0}


def run_request(endpoint, spec, timeout):
    """Send one streamed request; return its record (times in seconds).  Token
    counts and the final status are settled later by Pilot.settle()."""
    record = new_record()
    start = time.perf_counter()
    record["_sent"] = start
    deadline = start + timeout
    conn = endpoint.connect(timeout)
    try:
        conn.request("POST", endpoint.path + spec.path(), body=spec.body(),
                     headers=endpoint.headers(True))
        # Keep the socket: for a close-delimited answer getresponse() hands it to
        # the response and clears conn.sock, but its timeout must still be tightened.
        sock = conn.sock
        sock.settimeout(max(0.001, deadline - time.perf_counter()))
        resp = conn.getresponse()
        if resp.status != 200:
            body = resp.read(4096).decode("utf-8", "replace")
            fail(record, "error", f"HTTP {resp.status}: {body}", start, http_status=resp.status)
        else:
            parse_stream(record, read_lines(resp, sock, deadline), spec.api, start)
    except StreamTimeout:
        fail(record, "timeout", f"no complete answer within {timeout:g}s", start)
    except socket.timeout:  # noqa: UP041 - see read_lines
        fail(record, "timeout", f"no complete answer within {timeout:g}s", start)
    except (OSError, http.client.HTTPException) as exc:
        fail(record, "error", f"{type(exc).__name__}: {exc}", start)
    finally:
        conn.close()
        record["_ended"] = time.perf_counter()
    return record


def fail(record, status, message, start, http_status=None):
    record["status"] = status
    record["error"] = short(message)
    record["total_s"] = round(time.perf_counter() - start, 6)
    record["output_tokens"] = 0
    record["tokens_per_s"] = None
    if http_status is not None:
        record["http_status"] = http_status
    return record


def parse_stream(record, lines, api, start):
    """Read SSE lines into the record: text, first/last content time, usage,
    finish_reason.  A stream that simply stops is not a failure yet: settle()
    judges it from its finish_reason and its length."""
    t_first = t_last = None
    chunks = token_chunks = 0
    usage = None
    finish = None
    pieces = []
    for line in lines:
        if not line.startswith("data:"):
            continue  # blank separators, ': comments', 'event:' lines
        data = line[5:].strip()
        if data == "[DONE]":
            break
        try:
            chunk = json.loads(data)
        except ValueError:
            fail(record, "error", "malformed stream: " + data, start)
            return
        if not isinstance(chunk, dict):
            fail(record, "error", "malformed stream: " + data, start)
            return
        if chunk.get("error") or chunk.get("object") == "error":
            fail(record, "error", "server error in stream: %s" % (chunk.get("error") or chunk), start)
            return
        if chunk.get("usage"):
            usage = chunk["usage"]  # the last one wins: some servers send running totals
        text = chunk_content(chunk, api)
        if text:
            t_last = time.perf_counter()
            if t_first is None:
                t_first = t_last
            chunks += 1
            pieces.append(text)
        if is_token_chunk(chunk, text):
            token_chunks += 1
        choices = chunk.get("choices") or []
        if choices and isinstance(choices[0], dict) and choices[0].get("finish_reason"):
            finish = str(choices[0]["finish_reason"])
    record["total_s"] = round(time.perf_counter() - start, 6)
    record["finish_reason"] = finish
    record["chunks"] = chunks
    record["_token_chunks"] = token_chunks
    record["_text"] = "".join(pieces)
    record["_usage"] = usage if isinstance(usage, dict) else None
    record["_t_first"], record["_t_last"] = t_first, t_last
    if t_first is not None:
        record["ttft_s"] = round(t_first - start, 6)


def usage_count(usage, key):
    value = usage.get(key) if isinstance(usage, dict) else None
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else None


def judge(record, max_tokens, extras, ceiling):
    """The final status of a streamed answer, once its tokens are counted; its
    decode rate, or its delivery flagged as a burst.  Returns 'ended_early' when
    the model stopped by itself before max_tokens although ignore_eos was asked."""
    if record["status"] != "ok":
        return None
    tokens, finish = record["output_tokens"], record["finish_reason"]
    short_answer = tokens < CUT_OFF_SHARE * max_tokens
    ended_early = None
    if finish is None:
        record["status"] = "interrupted"
        record["error"] = (f"the stream ended without a finish_reason after {tokens} of {max_tokens} tokens"
                           if tokens else "the stream ended without a finish_reason before any text")
    elif finish in NATURAL_STOPS:
        if extras and tokens < max_tokens:
            ended_early = "ended_early"
    elif short_answer:
        record["status"] = "interrupted"
        why = "the context is full" if finish in LENGTH_STOPS else f"finish_reason {finish!r}"
        record["error"] = f"cut off after {tokens} of {max_tokens} tokens ({why})"
    t_first, t_last = record["_t_first"], record["_t_last"]
    if record["status"] == "ok" and tokens > 1 and t_first is not None:
        span = t_last - t_first
        rate = (tokens - 1) / span if span > 0 else None
        if rate is None or rate > ceiling:
            # Many tokens at once: the server withheld the text and sent it in a
            # burst.  That is no decode rate; it is reported apart.
            record["delivery"] = "burst"
            record["burst_tokens_per_s"] = None if rate is None else round(rate, 4)
        else:
            record["delivery"] = "stream"
            record["tokens_per_s"] = round(rate, 4)
    return ended_early


def max_overlap(intervals):
    """Most intervals open at one moment (an end before a start at the same instant)."""
    events = sorted([(start, 1) for start, _ in intervals] + [(end, -1) for _, end in intervals])
    most = open_now = 0
    for _, step in events:
        open_now += step
        most = max(most, open_now)
    return most


# ---------------------------------------------------------------- server tokenizer

class ServerTokenizer:
    """Counts tokens with the server's own tokenize endpoint, found by trying
    the known ones: llama.cpp's server (POST /tokenize {content}), vLLM
    (POST /tokenize {model, prompt}), TGI (POST /tokenize {inputs}) and
    llama-cpp-python (POST /extras/tokenize {input})."""

    CANDIDATES = (
        ("/tokenize", "llama.cpp", lambda model, text: {"content": text, "add_special": False}),
        ("/tokenize", "vllm", lambda model, text: {"model": model, "prompt": text, "add_special_tokens": False}),
        ("/tokenize", "tgi", lambda model, text: {"inputs": text, "add_special_tokens": False}),
        ("/extras/tokenize", "llama-cpp-python", lambda model, text: {"model": model, "input": text}),
    )
    PROBE_TEXT = "the pilot counts tokens"

    def __init__(self, endpoint, model):
        self.endpoint = endpoint
        self.model = model
        self.found = None  # (path, flavour, body)
        self.overhead = 0  # tokens the endpoint adds to any text (a BOS it cannot be told to leave out)

    @staticmethod
    def parse(answer):
        if isinstance(answer, dict):
            if isinstance(answer.get("count"), int):
                return answer["count"]
            if isinstance(answer.get("tokens"), list):
                return len(answer["tokens"])
        if isinstance(answer, list):  # TGI: one entry per token
            return len(answer)
        return None

    def raw(self, text, candidate=None):
        path, _, body = candidate or self.found
        return self.parse(self.endpoint.post_json(path, body(self.model, text), PROBE_TIMEOUT_S, root=True))

    def discover(self):
        for candidate in self.CANDIDATES:
            try:
                count = self.raw(self.PROBE_TEXT, candidate)
            except Exception:  # not this server's endpoint
                continue
            if count:
                self.found = candidate
                try:
                    self.overhead = self.raw("") or 0
                except Exception:  # an empty text refused: nothing added then
                    self.overhead = 0
                return True
        return False

    @property
    def label(self):
        return None if self.found is None else f"POST {self.endpoint.root}{self.found[0]} ({self.found[1]})"

    def count(self, text):
        """Tokens of `text` (no special tokens); None when the endpoint fails."""
        if self.found is None:
            return None
        try:
            raw = self.raw(text)
        except Exception:
            return None
        return None if raw is None else max(0, raw - self.overhead)


# ---------------------------------------------------------------- GPU memory

def nvidia_smi(query):
    """Rows of `nvidia-smi --query-gpu=QUERY` as lists of strings; [] when unavailable."""
    exe = shutil.which("nvidia-smi")
    if not exe:
        return []
    try:
        out = subprocess.run([exe, "--query-gpu=" + query, "--format=csv,noheader,nounits"],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                             timeout=NVIDIA_SMI_TIMEOUT_S, check=True)
    except (OSError, subprocess.SubprocessError):
        return []
    text = out.stdout.decode("utf-8", "replace")
    return [[cell.strip() for cell in row.split(",")] for row in text.splitlines() if row.strip()]


class GpuSampler:
    """Samples memory.used/memory.total of every GPU in a background thread during a run."""

    QUERY = "memory.used,memory.total"

    def __init__(self, run_name):
        self.run_name = run_name
        self.stop_event = threading.Event()
        self.max_used = {}  # GPU index -> max MiB used
        self.total = {}
        self.samples = 0
        self.thread = threading.Thread(target=self._loop, daemon=True)

    def start(self):
        self.thread.start()
        return self

    def _loop(self):
        while True:
            self._sample()
            if self.stop_event.wait(GPU_SAMPLE_INTERVAL_S):
                break
        self._sample()  # one last sample at the end of the run

    def _sample(self):
        rows = nvidia_smi(self.QUERY)
        for index, row in enumerate(rows):
            try:
                used, total = float(row[0]), float(row[1])
            except (IndexError, ValueError):
                continue
            self.max_used[index] = max(used, self.max_used.get(index, 0.0))
            self.total[index] = total
        if rows:
            self.samples += 1

    def stop(self):
        self.stop_event.set()
        self.thread.join(NVIDIA_SMI_TIMEOUT_S * 2)
        if not self.samples:
            return None
        indices = sorted(self.max_used)
        return {
            "run": self.run_name,
            # Summed over GPUs: a tensor-parallel server spreads one model over all of them.
            "max_used_mib": sum(self.max_used[i] for i in indices),
            "total_mib": sum(self.total[i] for i in indices),
            "samples": self.samples,
            "per_gpu": [{"index": i, "max_used_mib": self.max_used[i], "total_mib": self.total[i]}
                        for i in indices],
        }


# ---------------------------------------------------------------- plan

def load_plan(path):
    if path is None:
        return json.loads(json.dumps(DEFAULT_PLAN)), "default"
    try:
        with open(path, encoding="utf-8") as handle:
            plan = json.load(handle)
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot read plan {path}: {short(exc)}") from None
    validate_plan(plan)
    return plan, os.path.abspath(path)


def validate_plan(plan):
    if not isinstance(plan, dict):
        raise UsageError("plan must be a JSON object")
    fmt = plan.get("format")
    if fmt is not None and not str(fmt).startswith(PLAN_FORMAT_PREFIX):
        raise UsageError(f"plan format {fmt!r} is not {PLAN_FORMAT_PREFIX}*")
    runs = plan.get("runs")
    if not isinstance(runs, list) or not runs:
        raise UsageError("plan has no 'runs' list")
    for number, run in enumerate(runs):
        if not isinstance(run, dict):
            raise UsageError(f"plan run {number} is not an object")
        for key in ("input_tokens", "output_tokens", "concurrency"):
            if not positive_int(run.get(key)):
                raise UsageError(f"plan run {number}: {key} must be a positive integer")
        if "requests" in run and not positive_int(run["requests"]):
            raise UsageError(f"plan run {number}: requests must be a positive integer")
        if not isinstance(run.get("warmup", False), bool):
            raise UsageError(f"plan run {number}: warmup must be true or false")
    ceiling = plan.get("max_tokens_per_s_per_request")
    if ceiling is not None and not (isinstance(ceiling, (int, float)) and not isinstance(ceiling, bool)
                                    and ceiling > 0):
        raise UsageError("plan max_tokens_per_s_per_request must be a positive number")


def positive_int(value):
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def normalized_runs(plan, max_requests):
    runs = []
    for number, run in enumerate(plan["runs"]):
        requests = run.get("requests", run["concurrency"])
        if max_requests:
            requests = min(requests, max_requests)
        runs.append({
            "name": str(run.get("name") or f"run{number + 1}"),
            "input_tokens": run["input_tokens"],
            "output_tokens": run["output_tokens"],
            "concurrency": run["concurrency"],
            "requests": requests,
            "warmup": bool(run.get("warmup", False)),
        })
    return runs


# ---------------------------------------------------------------- prompt calibration

# Where the prompt-length calibration came from (prompt_calibration.source).
SOURCE_DETAILS = {
    "server_usage_stream": "the server's usage.prompt_tokens in the stream",
    "server_usage": "the server's usage.prompt_tokens of a request sent without streaming",
    "server_tokenize": "the server's tokenize endpoint",
    "assumed": "assumed 1 token per word: the server reported no token counts and offers no tokenize endpoint",
}


class PromptSizer:
    """Maps a token count to a word count, calibrated on the server's tokenizer."""

    def __init__(self):
        self.tokens_per_word = 1.0
        self.overhead_tokens = 0.0
        self.source = "assumed"
        self.endpoint = None
        self.measured = []

    def calibrate(self, measured, source, endpoint):
        """measured: [(words, prompt_tokens), (words, prompt_tokens)]."""
        (w1, p1), (w2, p2) = measured
        if p1 is None or p2 is None or p2 <= p1:
            return False
        self.tokens_per_word = (p2 - p1) / float(w2 - w1)
        self.overhead_tokens = max(0.0, p1 - w1 * self.tokens_per_word)
        self.source, self.endpoint, self.measured = source, endpoint, measured
        return True

    def words_for(self, tokens):
        return max(1, int(round((tokens - self.overhead_tokens) / self.tokens_per_word)))

    def as_dict(self):
        return {"tokens_per_word": round(self.tokens_per_word, 4),
                "overhead_tokens": round(self.overhead_tokens, 2), "source": self.source,
                "endpoint": self.endpoint, "detail": SOURCE_DETAILS[self.source],
                "measured": [{"words": w, "prompt_tokens": t} for w, t in self.measured]}


# ---------------------------------------------------------------- the pilot

class Pilot:
    def __init__(self, args, endpoint, plan, plan_source):
        self.args = args
        self.endpoint = endpoint
        self.plan = plan
        self.sizer = PromptSizer()
        self.tokenizer = ServerTokenizer(endpoint, args.model)
        self.template_overhead = 0  # tokens the server adds to a prompt beyond its text (BOS, chat template)
        self.stream_usage = True  # whether the stream carried usage in the calibration
        self.output_method = "chunks"  # how output tokens are counted without usage (calibrate_output)
        self.extras = True
        self.ceiling = float(plan.get("max_tokens_per_s_per_request") or DEFAULT_MAX_TOKENS_PER_S_PER_REQUEST)
        self.ignored = set()
        self.notes = []
        self.announce = False
        self.results = {
            "format": RESULTS_FORMAT,
            "tool": TOOL,
            "tool_version": TOOL_VERSION,
            "started_at": now_iso(),
            "finished_at": None,
            "complete": False,
            "model": args.model,
            "base_url": args.base_url,
            "api": args.api,
            "command": [os.path.basename(sys.argv[0])] + redact_argv(sys.argv[1:]),
            "settings": {"timeout_s": args.timeout, "max_requests": args.max_requests,
                         "max_tokens_per_s_per_request": self.ceiling, "ignored_parameters": []},
            "plan": plan_ids(plan, plan_source),
            "versions": local_versions(),
            "prompt_calibration": None,
            "tokenize_endpoint": None,
            "output_calibration": None,
            "gpu_memory": [],
            "notes": self.notes,
            "runs": [],
        }

    # -- start-up checks

    def check_endpoint(self):
        """Probe GET /models, then make the tiny calibration requests.  Raises
        SystemExit with one line when the endpoint cannot be used at all."""
        models_error = self.probe_models()
        try:
            self.calibrate()
        except RuntimeError as exc:
            where = self.endpoint.base_url
            if models_error:
                fatal(f"cannot reach {where} (GET /models: {models_error}; test request: {exc})")
            fatal(f"{where} answers but a test request for model {self.args.model!r} failed: {exc}")

    def probe_models(self):
        try:
            listing = self.endpoint.get_json("/models", PROBE_TIMEOUT_S)
        except Exception as exc:  # any failure here is only a hint; the test request decides
            return short(f"{type(exc).__name__}: {exc}", 120)
        entries = listing.get("data") if isinstance(listing, dict) else None
        if isinstance(entries, list):
            ids = [e.get("id") for e in entries if isinstance(e, dict)]
            versions = self.results["versions"]
            versions["server_models"] = ids
            chosen = [e for e in entries if isinstance(e, dict) and e.get("id") == self.args.model]
            if chosen:
                versions["server_model"] = {k: v for k, v in chosen[0].items() if k != "permission"}
            elif ids:
                self.note(f"model {self.args.model!r} is not among the served models {ids}")
        self.probe_server_version()
        return None

    def probe_server_version(self):
        """The first of GET /version, /props, /info that names a version."""
        for path in VERSION_PATHS:
            try:
                info = self.endpoint.get_json(path, PROBE_TIMEOUT_S, root=True)
            except Exception:
                continue
            found = [info.get(key) for key in VERSION_KEYS] if isinstance(info, dict) else []
            found = [str(v) for v in found if isinstance(v, (str, int, float)) and not isinstance(v, bool) and v]
            if found:
                self.results["versions"]["server_version"] = found[0]
                self.results["versions"]["server_version_endpoint"] = "GET " + self.endpoint.root + path
                return
        self.note("the server's version was not found (GET " + ", ".join(VERSION_PATHS)
                  + "): write it down by hand")

    def calibrate(self):
        """Two tiny requests give the prompt-length calibration; a 400/422 answer
        means the server refuses the extra fields: retry without.  The requests go
        one after the other: some servers stop a running answer for a new one."""
        records = self.tiny_requests()
        if self.extras and any(r.get("http_status") in (400, 422) for r in records):
            self.extras = False
            self.note("the server rejected stream_options/ignore_eos/min_tokens; sent without them")
            records = self.tiny_requests()
        for record in records:
            if record["status"] != "ok":
                raise RuntimeError(record["error"])
        self.results["settings"]["request_extras"] = self.extras
        counts = [usage_count(r["_usage"], "prompt_tokens") for r in records]
        self.stream_usage = all(r["_usage"] for r in records)
        if self.extras and not self.stream_usage:
            self.ignored.add("stream_options.include_usage")
        if not self.stream_usage or None in counts:
            if self.tokenizer.discover():
                self.results["tokenize_endpoint"] = self.tokenizer.label
            else:
                self.note("the server offers no tokenize endpoint (/tokenize, /extras/tokenize)")
        measured = list(zip(CALIBRATION_WORDS, counts))  # noqa: B905 - 3.8
        path = "POST " + self.endpoint.path + self.spec("", 1).path()
        # In order of trust: the server's usage in the stream, in a plain answer, its tokenizer.
        if not (self.sizer.calibrate(measured, "server_usage_stream", path + " (stream)")
                or self.sizer.calibrate(self.unstreamed_counts(), "server_usage", path + " (stream: false)")
                or self.sizer.calibrate(self.tokenized_counts(), "server_tokenize", self.tokenizer.label)):
            self.note("prompt lengths are assumed at 1 token per word: the server reported no token counts")
        self.template_overhead = self.find_template_overhead()
        if not self.stream_usage:
            self.calibrate_output()
        calibration = self.sizer.as_dict()
        calibration["template_overhead_tokens"] = self.template_overhead
        self.results["prompt_calibration"] = calibration
        self.results["settings"]["ignored_parameters"] = sorted(self.ignored)

    def calibrate_output(self):
        """How to count a stream's output tokens when it carries no usage (see
        OUTPUT_CALIBRATION_TOKENS); the method goes to output_calibration."""
        spec = self.spec(self.calibration_prompt(CALIBRATION_WORDS[0]), OUTPUT_CALIBRATION_TOKENS,
                         OUTPUT_CALIBRATION_SAMPLING)
        streamed = run_request(self.endpoint, spec, self.args.timeout)
        try:
            plain = self.endpoint.post_json(spec.path(), spec.payload(stream=False), self.args.timeout)
        except Exception:
            plain = None
        usage = usage_count(plain.get("usage") if isinstance(plain, dict) else None, "completion_tokens")
        ok = streamed["status"] == "ok"
        # The same text when the server is deterministic; a server may decode the bytes of an
        # incomplete character differently in a stream, so equal token counts confirm too.
        same = ok and answer_text(plain, self.args.api) == streamed["_text"]
        chunks = streamed["_token_chunks"] if ok else None
        tokenized = self.tokenizer.count(streamed["_text"]) if ok else None
        if usage is not None and chunks == usage:
            method, verified = "stream_chunks", True
        elif usage is not None and same and tokenized == usage:
            method, verified = "tokenize", True
        elif self.tokenizer.found is not None:
            method, verified = "tokenize", False  # the server's count, though not checked here
        else:
            method, verified = "chunks", False
        self.output_method = method
        self.results["output_calibration"] = {
            "method": method, "verified": verified, "max_tokens": OUTPUT_CALIBRATION_TOKENS,
            "usage_completion_tokens": usage, "stream_chunks": chunks, "tokenized": tokenized, "same_text": same}

    def calibration_prompt(self, words):
        return synthetic_prompt(words, seed=-words)

    def tiny_requests(self):
        return [run_request(self.endpoint, self.spec(self.calibration_prompt(words), CALIBRATION_MAX_TOKENS),
                            self.args.timeout) for words in CALIBRATION_WORDS]

    def unstreamed_counts(self):
        """prompt_tokens of the calibration prompts sent without streaming (servers
        that leave usage out of a stream usually put it in a plain answer)."""
        out = []
        for words in CALIBRATION_WORDS:
            spec = self.spec(self.calibration_prompt(words), CALIBRATION_MAX_TOKENS)
            try:
                answer = self.endpoint.post_json(spec.path(), spec.payload(stream=False), self.args.timeout)
            except Exception:
                answer = None
            out.append((words, usage_count((answer or {}).get("usage") if isinstance(answer, dict) else None,
                                           "prompt_tokens")))
        return out

    def tokenized_counts(self):
        return [(words, self.tokenizer.count(self.calibration_prompt(words))) for words in CALIBRATION_WORDS]

    def find_template_overhead(self):
        """What the server adds to a prompt's own tokens (BOS, the chat template):
        its prompt_tokens minus the tokenize endpoint's count of the same text."""
        if self.tokenizer.found is None or self.sizer.source not in ("server_usage_stream", "server_usage"):
            return 0
        words, reported = self.sizer.measured[0]
        counted = self.tokenizer.count(self.calibration_prompt(words))
        return max(0, reported - counted) if counted is not None else 0

    def spec(self, prompt, max_tokens, sampling=None):
        return RequestSpec(self.args.api, self.args.model, prompt, max_tokens, self.extras, sampling)

    def note(self, text):
        if text not in self.notes:
            self.notes.append(text)
            if self.announce:
                log("note: " + text)

    def announce_notes(self):
        """Notes from the start-up checks are shown only once they passed: a
        refusal stays one line."""
        self.announce = True
        for text in self.notes:
            log("note: " + text)

    # -- runs

    def run_all(self, runs):
        for number, run in enumerate(runs):
            self.results["runs"].append(self.run_one(number, run))
            self.save()
        self.results["complete"] = True
        self.save()

    def run_one(self, number, run):
        words = self.sizer.words_for(run["input_tokens"])
        work = queue.Queue()
        for index in range(run["requests"]):
            work.put(index)
        records = [None] * run["requests"]
        prompts = [synthetic_prompt(words, seed=number * 100003 + index) for index in range(run["requests"])]
        sampler = GpuSampler(run["name"]).start() if shutil.which("nvidia-smi") else None
        start = time.perf_counter()
        threads = [threading.Thread(target=self.worker, args=(work, records, run, prompts), daemon=True)
                   for _ in range(min(run["concurrency"], run["requests"]))]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        wall = time.perf_counter() - start
        if sampler is not None:
            sample = sampler.stop()
            if sample:
                self.results["gpu_memory"].append(sample)
        # Counted after the run, so that counting does not load the server while it is measured.
        early = self.settle(records, prompts, run["output_tokens"])
        summary = summarize_run(run, records, wall, start)
        summary["ended_early"] = early
        self.note_run(summary)
        log(f"{run['name']}: {summary['ok']} ok, {summary['interrupted']} interrupted, {summary['errors']} errors, "
            f"{summary['timeouts']} timeouts, {summary['max_in_flight']} of {run['concurrency']} in flight, "
            f"ttft p50 {summary['ttft_s']['p50']} s, "
            f"{summary['tokens_per_s_per_request']['p50']} tok/s per request, "
            f"{summary['aggregate_tokens_per_s']} tok/s total")
        return summary

    def worker(self, work, records, run, prompts):
        # Each worker keeps one request in flight: `concurrency` workers, so at
        # most `concurrency` requests in flight until the queue runs dry.
        while True:
            try:
                index = work.get_nowait()
            except queue.Empty:
                return
            spec = self.spec(prompts[index], run["output_tokens"])
            try:
                record = run_request(self.endpoint, spec, self.args.timeout)
            except Exception as exc:  # an unforeseen failure is one failed request, not a lost run
                now = time.perf_counter()
                record = fail(new_record(), "error", f"{type(exc).__name__}: {exc}", now)
                record["_sent"] = record["_ended"] = now
            record["index"] = index
            records[index] = record

    def settle(self, records, prompts, max_tokens):
        """Token counts (usage, else the server's tokenizer, else chunks), then the
        status and rate of each answer; returns how many ended early by themselves."""
        early = 0
        for record, prompt in zip(records, prompts):  # noqa: B905 - 3.8
            if record["status"] != "ok":
                continue
            usage = record["_usage"]
            tokens = usage_count(usage, "completion_tokens")
            counted = None
            if self.output_method == "tokenize" and (tokens is None or (tokens == 0 and record["_text"])):
                counted = self.tokenizer.count(record["_text"]) if record["_text"] else 0
            if tokens is not None and (tokens > 0 or not record["_text"]):
                record["output_tokens"], record["token_source"] = tokens, "usage"
            elif counted is not None:
                record["output_tokens"], record["token_source"] = counted, "tokenize"
            elif self.output_method == "stream_chunks":
                record["output_tokens"], record["token_source"] = record["_token_chunks"], "stream_chunks"
            else:
                record["output_tokens"], record["token_source"] = record["_token_chunks"], "chunks"
            reported = usage_count(usage, "prompt_tokens")
            if reported is not None:
                record["prompt_tokens"], record["prompt_token_source"] = reported, "usage"
            elif self.tokenizer.found is not None:
                counted = self.tokenizer.count(prompt)
                if counted is not None:
                    record["prompt_tokens"] = counted + self.template_overhead
                    record["prompt_token_source"] = "tokenize"
            if judge(record, max_tokens, self.extras, self.ceiling):
                early += 1
        if early:
            self.ignored.update(("ignore_eos", "min_tokens"))
            self.results["settings"]["ignored_parameters"] = sorted(self.ignored)
        return early

    def note_run(self, summary):
        if summary["output_tokens_source"] in ("chunks", "mixed"):
            self.note("the server did not report usage for every request, and no count of its could be "
                      "checked: output tokens were counted as stream chunks (one token each), an estimate")
        if summary["interrupted"]:
            self.note("some answers were cut off (no finish_reason, or far shorter than asked): they count "
                      "as failures; a server that stops a running answer for a new request does this")
        if summary["max_in_flight"] < summary["concurrency"]:
            self.note(f"run {summary['name']}: at most {summary['max_in_flight']} requests were in flight, "
                      f"not the planned {summary['concurrency']}")
        if summary["bursty"]:
            self.note("some answers arrived in a burst, faster than a GPU can decode: their rate is left out "
                      "of tokens_per_s_per_request")
        if summary["ended_early"]:
            self.note("the server ignored ignore_eos/min_tokens: some answers stopped before max_tokens")

    def save(self):
        self.results["finished_at"] = now_iso()
        write_json_atomic(self.args.out, self.results)


def summarize_run(run, records, wall, start):
    ok = [r for r in records if r["status"] == "ok"]
    sources = sorted(set(r["token_source"] for r in ok))
    prompt_sources = sorted(set(r["prompt_token_source"] for r in ok if r["prompt_token_source"]))
    prompt_tokens = [r["prompt_tokens"] for r in ok if r["prompt_tokens"] is not None]
    total_tokens = sum(r["output_tokens"] for r in ok)
    reasons = {}
    for r in records:
        if r["status"] in ("ok", "interrupted"):
            key = r["finish_reason"] or "none"
            reasons[key] = reasons.get(key, 0) + 1
    log_entries = []
    for r in records:
        entry = {k: v for k, v in r.items() if not k.startswith("_")}
        entry["start_s"] = round(r["_sent"] - start, 6) if r["_sent"] is not None else None
        log_entries.append(entry)
    return {
        "name": run["name"],
        "warmup": run["warmup"],
        "concurrency": run["concurrency"],
        "max_in_flight": max_overlap([(r["_sent"], r["_ended"]) for r in records if r["_sent"] is not None]),
        "input_tokens": run["input_tokens"],
        "output_tokens": run["output_tokens"],
        "requests": len(records),
        "ok": len(ok),
        "errors": sum(1 for r in records if r["status"] == "error"),
        "timeouts": sum(1 for r in records if r["status"] == "timeout"),
        "interrupted": sum(1 for r in records if r["status"] == "interrupted"),
        "bursty": sum(1 for r in ok if r["delivery"] == "burst"),
        "finish_reasons": reasons,
        "ttft_s": summarize([r["ttft_s"] for r in ok if r["ttft_s"] is not None], with_mean=True),
        "tokens_per_s_per_request": summarize([r["tokens_per_s"] for r in ok if r["tokens_per_s"]]),
        "latency_s": summarize([r["total_s"] for r in ok]),
        "aggregate_tokens_per_s": round(total_tokens / wall, 4) if wall > 0 else None,
        "wall_s": round(wall, 6),
        "output_tokens_total": total_tokens,
        "output_tokens_source": sources[0] if len(sources) == 1 else ("mixed" if sources else None),
        "prompt_tokens_source": (prompt_sources[0] if len(prompt_sources) == 1
                                 else ("mixed" if prompt_sources else None)),
        "prompt_tokens_reported_p50": percentile(prompt_tokens, 50),
        "request_log": log_entries,
    }


def plan_ids(plan, source):
    ids = {key: plan[key] for key in PLAN_ID_KEYS if key in plan}
    ids["source"] = source
    return ids


def redact_argv(argv):
    """The command line as run, with the API key blanked."""
    out, hide_next = [], False
    for arg in argv:
        if hide_next:
            out.append("***")
            hide_next = False
        elif arg == "--api-key":
            out.append(arg)
            hide_next = True
        elif arg.startswith("--api-key="):
            out.append("--api-key=***")
        else:
            out.append(arg)
    return out


def local_versions():
    versions = {"python": platform.python_version(), "platform": platform.platform()}
    rows = nvidia_smi("name,driver_version")
    if rows:
        versions["gpus"] = [row[0] for row in rows if row]
        versions["nvidia_driver"] = rows[0][1] if len(rows[0]) > 1 else None
    return versions


def log(text):
    sys.stderr.write(f"pilot_serve: {text}\n")
    sys.stderr.flush()


def fatal(text):
    sys.stderr.write(f"pilot_serve: error: {short(text, 400)}\n")
    sys.exit(EXIT_UNREACHABLE)


# ---------------------------------------------------------------- entry point

def parse_args(argv):
    parser = OneLineParser(description="Load-test an OpenAI-compatible endpoint for a Headroom pilot.")
    parser.add_argument("--base-url", required=True, help="e.g. http://127.0.0.1:8000/v1")
    parser.add_argument("--model", required=True, help="model name as the server knows it")
    parser.add_argument("--plan", help="plan.json from the pilot kit (default: a small built-in plan)")
    parser.add_argument("--out", default="results.json", help="results file (default results.json)")
    parser.add_argument("--api", choices=("completions", "chat"), default=None,
                        help="/completions or /chat/completions (default: the plan's, else completions)")
    parser.add_argument("--timeout", type=float, default=None,
                        help=f"seconds a request may take in all (default {DEFAULT_TIMEOUT_S:g})")
    parser.add_argument("--max-requests", type=int, default=None, help="cap the requests of every run")
    parser.add_argument("--api-key", default=None, help="bearer token (default: $OPENAI_API_KEY)")
    parser.add_argument("--insecure", action="store_true", help="accept any TLS certificate (https)")
    args = parser.parse_args(argv)
    if args.timeout is not None and args.timeout <= 0:
        parser.error("--timeout must be positive")
    if args.max_requests is not None and args.max_requests <= 0:
        parser.error("--max-requests must be positive")
    return args


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        plan, plan_source = load_plan(args.plan)
        endpoint = Endpoint(args.base_url, args.api_key or os.environ.get("OPENAI_API_KEY"), args.insecure)
        out_dir = os.path.dirname(os.path.abspath(args.out))
        if not os.path.isdir(out_dir):
            raise UsageError(f"the folder of --out does not exist: {out_dir}")
    except UsageError as exc:
        sys.stderr.write(f"pilot_serve: error: {exc}\n")
        return EXIT_USAGE
    # The plan may carry defaults; the command line wins.
    args.api = args.api or plan.get("api") or "completions"
    if args.api not in ("completions", "chat"):
        sys.stderr.write("pilot_serve: error: plan api must be completions or chat\n")
        return EXIT_USAGE
    args.timeout = args.timeout or plan.get("timeout_s") or DEFAULT_TIMEOUT_S
    pilot = Pilot(args, endpoint, plan, plan_source)
    if plan.get("model") and plan["model"] != args.model:
        pilot.note(f"the plan was made for model {plan['model']!r}, --model is {args.model!r}")
    pilot.check_endpoint()
    pilot.announce_notes()
    runs = normalized_runs(plan, args.max_requests)
    try:
        pilot.run_all(runs)
    except KeyboardInterrupt:
        pilot.save()
        log(f"interrupted; partial results in {args.out}")
        return EXIT_INTERRUPTED
    log(f"results written to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
