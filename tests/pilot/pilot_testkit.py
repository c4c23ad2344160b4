"""Test kit for the pilot scripts: a fake OpenAI-compatible streaming server with
known token timing, and helpers that run the scripts as the trial server would.
(A uniquely named module rather than conftest.py, so tests can import it.)"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

PILOT_DIR = Path(__file__).resolve().parents[2] / "resources" / "pilot"
PILOT_SERVE = PILOT_DIR / "pilot_serve.py"
PILOT_MEMORY = PILOT_DIR / "pilot_memory.py"

MODEL_ID = "fake-model"
# The fake server's timing: first token FAKE_TTFT_S after the request arrives,
# then one token every FAKE_TOKEN_GAP_S, i.e. a decode rate of 1/gap = 50 tok/s.
FAKE_TTFT_S = 0.20
FAKE_TOKEN_GAP_S = 0.02
# Requests with max_tokens at or below this are the script's calibration
# probes; the fault injection below leaves them alone.
PROBE_MAX_TOKENS = 2
# Tokens a chat template adds around the user's message on the fake server.
CHAT_TEMPLATE_TOKENS = 5


class FakeLLM:
    """Behaviour of the fake server; one instance per test.

    fail_every / stall_every / malformed_every: every k-th measured request
    (max_tokens > PROBE_MAX_TOKENS) answers HTTP 500 / stalls / sends a bad chunk.
    Stalls alternate between before the response headers and mid-stream.
    usage=False: never sends a usage chunk in a stream.  plain_usage=False: no usage in
    an answer that is not streamed either.  strict=True: rejects the extra
    request fields (stream_options, ignore_eos, min_tokens) with HTTP 400.
    tokenize: None, or the flavour of tokenize endpoint the server offers
    ("llama.cpp", "vllm", "llama-cpp-python": the last adds a BOS token it cannot leave out).
    interrupt=True: a new request ends the running streams with [DONE] and no
    finish_reason (llama-cpp-python's default interrupt_requests).  burst=True:
    the text is held back and sent at once at the end.  early_stop=True: answers
    end with finish_reason "stop" after half of max_tokens (ignore_eos ignored).
    version_path: where the server tells its version (None: nowhere).  pack=k: k
    tokens per stream chunk (as servers with a stream interval send them).  ttft_s /
    token_gap_s: the timing (default FAKE_TTFT_S, FAKE_TOKEN_GAP_S), the same at any load.
    """

    def __init__(self, *, fail_every: int = 0, stall_every: int = 0, stall_s: float = 4.0,
                 malformed_every: int = 0, usage: bool = True, plain_usage: bool = True, strict: bool = False,
                 tokenize: str | None = None, interrupt: bool = False, burst: bool = False,
                 early_stop: bool = False, version_path: str | None = "/version", pack: int = 1,
                 ttft_s: float = FAKE_TTFT_S, token_gap_s: float = FAKE_TOKEN_GAP_S) -> None:
        self.fail_every = fail_every
        self.stall_every = stall_every
        self.stall_s = stall_s
        self.malformed_every = malformed_every
        self.usage = usage
        self.plain_usage = plain_usage
        self.strict = strict
        self.tokenize = tokenize
        self.interrupt = interrupt
        self.burst = burst
        self.early_stop = early_stop
        self.version_path = version_path
        self.pack = pack
        self.ttft_s = ttft_s  # first token this long after the request arrives
        self.token_gap_s = token_gap_s  # then one token per gap, whatever the load
        self.generation = 0  # measured streams started: interrupt mode ends older ones
        self.lock = threading.Lock()
        self.measured = 0  # measured requests seen
        self.stalls = 0
        self.in_flight = 0
        self.max_in_flight = 0
        self.bodies: list[dict[str, Any]] = []
        self.authorizations: list[str | None] = []
        self.base_url = ""

    def next_number(self) -> int:
        with self.lock:
            self.measured += 1
            return self.measured

    def enter(self) -> None:
        with self.lock:
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)

    def leave(self) -> None:
        with self.lock:
            self.in_flight -= 1


def make_handler(fake: FakeLLM) -> type[BaseHTTPRequestHandler]:  # noqa: C901 - the fake server's handler class: one small method per endpoint, counted together
    class Handler(BaseHTTPRequestHandler):
        def setup(self) -> None:
            super().setup()
            # Without TCP_NODELAY small SSE writes can wait on delayed ACKs (~40 ms).
            self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

        def log_message(self, format: str, *args: Any) -> None:
            pass

        def send_json(self, status: int, payload: Any) -> None:
            body = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def do_GET(self) -> None:
            if self.path == "/v1/models":
                self.send_json(200, {"object": "list", "data": [
                    {"id": MODEL_ID, "object": "model", "max_model_len": 4096}]})
            elif fake.version_path and self.path == fake.version_path:
                key = "build_info" if self.path == "/props" else "version"
                self.send_json(200, {key: "fake-1.0"})
            else:
                self.send_json(404, {"error": "not found"})

        def do_POST(self) -> None:
            arrived = time.perf_counter()
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            if self.path in ("/tokenize", "/extras/tokenize"):
                self.answer_tokenize(body)
                return
            with fake.lock:
                fake.bodies.append(body)
                fake.authorizations.append(self.headers.get("Authorization"))
            if self.path not in ("/v1/completions", "/v1/chat/completions"):
                self.send_json(404, {"error": "not found"})
                return
            chat = self.path.endswith("chat/completions")
            if fake.strict and {"stream_options", "ignore_eos", "min_tokens"} & body.keys():
                self.send_json(400, {"error": {"message": "extra fields not permitted"}})
                return
            if body.get("model") != MODEL_ID:
                self.send_json(404, {"error": {"message": "model not found"}})
                return
            if body.get("stream") is False:
                self.answer_plain(body, chat)
                return
            self.in_flight = True
            fake.enter()
            try:
                self.answer(body, chat, arrived)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (timeout): nothing to do
            finally:
                self.leave()

        def leave(self) -> None:
            # Called before the last event goes out: once the client has it, it may
            # send its next request before this thread runs again.
            if self.in_flight:
                self.in_flight = False
                fake.leave()

        def answer_tokenize(self, body: dict[str, Any]) -> None:
            """The fake tokenizer: one token per whitespace word (as prompt_tokens counts)."""
            flavour = {"/extras/tokenize": "llama-cpp-python"}.get(self.path, fake.tokenize)
            field = {"llama.cpp": "content", "vllm": "prompt", "llama-cpp-python": "input"}.get(str(flavour))
            if fake.tokenize is None or flavour != fake.tokenize or not isinstance(body.get(field), str):
                self.send_json(404 if fake.tokenize is None else 400, {"error": "not found"})
                return
            tokens = list(range(len(body[field].split())))
            if flavour == "llama-cpp-python":
                tokens.insert(0, 1)  # its BOS, always added
            self.send_json(200, {"count": len(tokens), "tokens": tokens} if flavour == "vllm" else {"tokens": tokens})

        def answer_plain(self, body: dict[str, Any], chat: bool) -> None:
            """A request that is not streamed: one JSON answer, usage when plain_usage."""
            max_tokens = int(body["max_tokens"])
            text = "".join(f" tok{i}" for i in range(max_tokens))
            choice: dict[str, Any] = {"index": 0, "finish_reason": "length"}
            choice.update({"message": {"role": "assistant", "content": text}} if chat else {"text": text})
            answer: dict[str, Any] = {"id": "x", "object": "text_completion", "choices": [choice]}
            if fake.plain_usage:
                prompt_tokens = self.prompt_tokens(body, chat)
                answer["usage"] = {"prompt_tokens": prompt_tokens, "completion_tokens": max_tokens,
                                   "total_tokens": prompt_tokens + max_tokens}
            self.send_json(200, answer)

        def answer(self, body: dict[str, Any], chat: bool, arrived: float) -> None:
            max_tokens = int(body["max_tokens"])
            number = fake.next_number() if max_tokens > PROBE_MAX_TOKENS else 0
            with fake.lock:
                fake.generation += 1
                generation = fake.generation
            held: list[str] = []
            pending: list[str] = []
            stop_at = max_tokens // 2 if fake.early_stop and number else max_tokens
            if number and fake.fail_every and number % fake.fail_every == 0:
                self.send_json(500, {"error": {"message": "injected failure"}})
                return
            stall_at = None  # token index before which the server stalls
            if number and fake.stall_every and number % fake.stall_every == 0:
                with fake.lock:
                    fake.stalls += 1
                    stall_at = 0 if fake.stalls % 2 == 1 else max_tokens // 2
            if stall_at == 0:
                time.sleep(fake.stall_s)
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.send_header("Cache-Control", "no-cache")
            self.end_headers()
            malformed = bool(number and fake.malformed_every and number % fake.malformed_every == 0)
            for index in range(stop_at):
                if stall_at and index == stall_at:
                    time.sleep(fake.stall_s)
                # Absolute schedule so that sleep overshoot does not accumulate.
                due = arrived + fake.ttft_s + index * fake.token_gap_s
                time.sleep(max(0.0, due - time.perf_counter()))
                if malformed and index == 1:
                    self.event("{not json")
                    return
                if fake.interrupt and fake.generation != generation:
                    self.leave()
                    self.event("[DONE]")  # cut off: no finish_reason, no usage
                    return
                finish = None if index < stop_at - 1 else ("length" if stop_at == max_tokens else "stop")
                pending.append(f" tok{index}")
                if finish is None and len(pending) < fake.pack:
                    continue
                event = json.dumps(self.chunk(chat, "".join(pending), finish))
                pending.clear()
                if fake.burst and number:
                    held.append(event)
                else:
                    self.event(event)
            for event in held:
                self.event(event)
            wants_usage = (body.get("stream_options") or {}).get("include_usage")
            if fake.usage and wants_usage:
                prompt_tokens = self.prompt_tokens(body, chat)
                usage = {"prompt_tokens": prompt_tokens, "completion_tokens": stop_at,
                         "total_tokens": prompt_tokens + max_tokens}
                self.event(json.dumps({"id": "x", "object": "chunk", "choices": [], "usage": usage}))
            self.leave()
            self.event("[DONE]")

        @staticmethod
        def prompt_tokens(body: dict[str, Any], chat: bool) -> int:
            # One token per whitespace word: the fake tokenizer.
            if chat:
                return len(body["messages"][0]["content"].split()) + CHAT_TEMPLATE_TOKENS
            return len(body["prompt"].split())

        @staticmethod
        def chunk(chat: bool, text: str, finish: str | None) -> dict[str, Any]:
            if chat:
                choice = {"index": 0, "delta": {"content": text}, "finish_reason": finish}
                return {"id": "x", "object": "chat.completion.chunk", "choices": [choice]}
            return {"id": "x", "object": "text_completion",
                    "choices": [{"index": 0, "text": text, "finish_reason": finish}]}

        def event(self, data: str) -> None:
            self.wfile.write((f"data: {data}\n\n").encode())
            self.wfile.flush()

    return Handler


@pytest.fixture
def fake_llm() -> Iterator[Callable[..., FakeLLM]]:
    """Factory: fake_llm(**behaviour) starts a server on 127.0.0.1 (port 0)."""
    servers: list[ThreadingHTTPServer] = []

    def start(**options: Any) -> FakeLLM:
        fake = FakeLLM(**options)
        server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(fake))
        server.daemon_threads = True
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        servers.append(server)
        fake.base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
        return fake

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


def free_port() -> int:
    """A port nothing listens on (bound, then released)."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def run_script(script: Path, args: list[str], *, env: dict[str, str] | None = None,
               timeout: float = 120) -> subprocess.CompletedProcess[str]:
    merged = dict(os.environ)
    merged.pop("OPENAI_API_KEY", None)
    merged.update(env or {})
    return subprocess.run([sys.executable, str(script), *args], capture_output=True, text=True,
                          env=merged, timeout=timeout, check=False)


def write_json(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def check_with_headroom_reader(results: dict[str, Any]) -> None:
    """The results must be what `headroom pilot import` reads (when that reader is present)."""
    try:
        from app.core.pilot.results import parse_results
    except ImportError:
        return
    parsed = parse_results(results)
    assert parsed.tool == results["tool"]
