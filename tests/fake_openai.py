"""A real OpenAI-compatible HTTP server on 127.0.0.1 for tests: scripted grades, errors, delays, hangs.

Speaks POST /v1/chat/completions and GET /v1/models, records every request and the largest
number of requests in flight at once. Each test steers it through ``fake_openai.scenario``.
Usable outside pytest too (benchmarks): ``with FakeOpenAI() as server: ...``.
"""

from __future__ import annotations

import json
import math
import random
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest

#: A key shaped like a real one; tests assert it never leaks into anything the judge returns.
# key-shaped (so redaction of sk-... strings is exercised) but assembled here, never a literal secret
FAKE_KEY = "-".join(("sk", "test", "Zq8fK2LmX9pR4tVw7yB1"))

_PASSAGE_RE = re.compile(r"^BEGIN PASSAGE (\w+)\n(.*?)\nEND PASSAGE \1$", re.DOTALL | re.MULTILINE)
_GRADE_DIGIT_RE = re.compile(r'"grade"\s*:\s*"?(\d)')
_TOKEN_RE = re.compile(r"\d|[A-Za-z]+|\s+|.", re.DOTALL)


def passage_of(body: dict) -> str:
    """The fenced passage of the first user message of a chat request ("" when not fenced)."""
    first = next((m for m in body.get("messages", []) if m.get("role") == "user"), {})
    match = _PASSAGE_RE.search(first.get("content") or "")
    return match.group(2) if match else ""


def is_reask(body: dict) -> bool:
    """Whether this request is the judge's second try (it carries the model's earlier answer)."""
    return any(m.get("role") == "assistant" for m in body.get("messages", []))


@dataclass
class GullibleJudge:
    """A judge that obeys every instruction planted in a passage: a ``Scenario.grade`` callable.

    ``demands`` maps each planted string (tests.planted.generator.Planted.planted, exactly as it sits
    in the passage, obfuscations and all) to the grade it asks for; a passage holding one is given
    that grade, as a judge fooled by it would. A stuffed passage is an attack too: ``from_attacks``
    keys it by its whole text (its planted words are spread through it). Any other passage gets ``honest``: a
    fixed grade, or a callable of the request body (the grade a careful judge would give). Planted
    strings are looked for longest first, so one inside another cannot take its place. ``obeyed``
    counts the requests answered with a planted demand. It never looks at what the detector
    (labeler.judge.suspects) says: it is what the detector is measured against.

        judge = GullibleJudge.from_attacks(attacks, honest=0)
        fake_openai.scenario.grade = judge
    """

    demands: dict[str, int]
    honest: int | Callable[[dict], int] = 0
    obeyed: int = 0

    @classmethod
    def from_attacks(cls, attacks: Any, honest: int | Callable[[dict], int] = 0) -> GullibleJudge:
        """A judge obeying each Planted attack: its .planted string (a stuffed passage: its whole .text)
        gets its .demands grade."""
        return cls({(attack.planted if attack.kind == "instruction" else attack.text): attack.demands
                    for attack in attacks}, honest)

    def __call__(self, body: dict) -> int:
        passage = passage_of(body)
        for planted in sorted(self.demands, key=len, reverse=True):
            if planted and planted in passage:
                self.obeyed += 1
                return self.demands[planted]
        return self.honest(body) if callable(self.honest) else self.honest


@dataclass
class Scenario:
    """What the server does; every field is read per request, so tests may change it between calls."""

    grade: int | Callable[[dict], int] = 2  # fixed, or chosen from the request body
    reason: str = "The passage states the answer directly."
    content: str | Callable[[dict], str | None] | None = None  # raw answer text instead of JSON; None from a callable = normal answer
    delay_ms: int = 0
    fail_first: int = 0  # the first K chat requests get fail_status
    fail_status: int = 429
    retry_after_ms: int | None = 1  # sent as Retry-After (seconds, rounded up) and retry-after-ms
    retry_after: str | None = None  # sent verbatim as the only Retry-After header instead (e.g. an HTTP date)
    always_status: int | None = None  # every chat request fails with this status
    error_message: str = "simulated failure"
    echo_authorization: bool = False  # errors and answers repeat the Authorization header
    hang: bool | Callable[[dict], bool] = False  # never answer (until the server stops)
    refusal: str | None = None
    finish_reason: str = "stop"
    reject_json_schema: bool = False
    reject_json_object: bool = False
    reject_logprobs: bool = False
    send_logprobs: bool = True  # include logprobs when the request asks for them
    grade_distribution: dict[int, float] | None = None  # alternatives of the grade token; default 0.8 on the grade
    usage: tuple[int, int] | None = (120, 20)
    no_choices: bool = False
    # Seeded fault injection: this share of chat requests fails, half 429 (with the Retry-After
    # above) and half 500 (without), drawn from random.Random(fault_seed) in arrival order.
    fault_rate: float = 0.0
    fault_seed: int = 0


@dataclass(frozen=True)
class RecordedRequest:
    """One request as received: method, path, headers (lower-case names), JSON body, arrival time."""

    method: str
    path: str
    headers: dict[str, str]
    body: Any
    received_at: float


@dataclass
class FakeOpenAI:
    """The server; start() binds 127.0.0.1 on a free port, stop() releases hung requests and closes."""

    scenario: Scenario = field(default_factory=Scenario)
    requests: list[RecordedRequest] = field(default_factory=list)
    max_in_flight: int = 0

    def __post_init__(self) -> None:
        self._lock = threading.Lock()
        self._in_flight = 0
        self._chat_count = 0
        self._release = threading.Event()
        self.hang_started = threading.Event()  # set when a request starts hanging
        self._faults: random.Random | None = None
        self.faults_injected = 0  # chat requests failed by fault_rate
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        """The OpenAI base URL of this server, e.g. http://127.0.0.1:40123/v1."""
        assert self._server is not None, "server not started"
        return f"http://127.0.0.1:{self._server.server_address[1]}/v1"

    @property
    def in_flight(self) -> int:
        """Requests received and not yet answered."""
        with self._lock:
            return self._in_flight

    @property
    def chat_requests(self) -> list[RecordedRequest]:
        """Recorded POST /v1/chat/completions requests, in arrival order."""
        with self._lock:
            return [r for r in self.requests if r.path.split("?")[0].endswith("/chat/completions")]

    def start(self) -> FakeOpenAI:
        """Bind and serve in a daemon thread."""
        server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        server.daemon_threads = True
        server.fake = self  # type: ignore[attr-defined]
        self._server = server
        self._thread = threading.Thread(
            target=server.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Let hung handlers go and shut the server down."""
        self._release.set()
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)

    def __enter__(self) -> FakeOpenAI:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    # --- request handling (server threads) ---

    def _enter(self, request: RecordedRequest) -> int:
        with self._lock:
            self.requests.append(request)
            self._in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self._in_flight)
            index = self._chat_count
            if request.path.split("?")[0].endswith("/chat/completions"):
                self._chat_count += 1
            return index

    def _leave(self) -> None:
        with self._lock:
            self._in_flight -= 1

    def _wait(self, seconds: float) -> None:
        self._release.wait(seconds)

    def _injected_fault(self) -> int | None:
        """429 or 500 for this request when fault injection draws a failure, else None."""
        s = self.scenario
        if s.fault_rate <= 0:
            return None
        with self._lock:
            if self._faults is None:
                self._faults = random.Random(s.fault_seed)
            if self._faults.random() >= s.fault_rate:
                return None
            self.faults_injected += 1
            return self._faults.choice((429, 500))

    def _retry_after_headers(self) -> dict[str, str]:
        s = self.scenario
        if s.retry_after is not None:
            return {"Retry-After": s.retry_after}
        if s.retry_after_ms is not None:
            return {"Retry-After": str(math.ceil(s.retry_after_ms / 1000)), "retry-after-ms": str(s.retry_after_ms)}
        return {}

    def _chat(self, body: dict, headers: dict[str, str], index: int) -> tuple[int, dict[str, str], dict]:
        s = self.scenario
        hang = s.hang(body) if callable(s.hang) else s.hang
        if hang:
            self.hang_started.set()
            self._wait(120)
        if s.delay_ms:
            self._wait(s.delay_ms / 1000)
        echo = f" (got {headers.get('authorization', '')})" if s.echo_authorization else ""
        if s.always_status is not None or index < s.fail_first:
            status = s.always_status if s.always_status is not None else s.fail_status
            return status, self._retry_after_headers(), _error(s.error_message + echo, "server_error")
        fault = self._injected_fault()
        if fault is not None:
            extra = self._retry_after_headers() if fault == 429 else {}
            return fault, extra, _error(f"injected {fault}{echo}", "server_error")
        if s.reject_json_schema and (body.get("response_format") or {}).get("type") == "json_schema":
            return 400, {}, _error("response_format type 'json_schema' is not supported by this server", "invalid_request_error")
        if s.reject_json_object and (body.get("response_format") or {}).get("type") == "json_object":
            return 400, {}, _error("response_format type 'json_object' is not supported", "invalid_request_error")
        if s.reject_logprobs and body.get("logprobs"):
            return 400, {}, _error("logprobs are not supported for this model", "invalid_request_error")
        return 200, {}, self._completion(body, echo, index)

    def _completion(self, body: dict, echo: str, index: int) -> dict:
        s = self.scenario
        grade = s.grade(body) if callable(s.grade) else s.grade
        content = s.content(body) if callable(s.content) else s.content
        if content is None and s.refusal is None:
            content = json.dumps({"grade": grade, "reason": s.reason + echo})
        choice: dict[str, Any] = {
            "index": 0,
            "message": {"role": "assistant", "content": content, "refusal": s.refusal},
            "finish_reason": s.finish_reason,
            "logprobs": None,
        }
        if body.get("logprobs") and s.send_logprobs and content:
            choice["logprobs"] = {"content": _token_logprobs(content, s.grade_distribution, body.get("top_logprobs") or 0)}
        completion: dict[str, Any] = {
            "id": f"chatcmpl-{index}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "fake"),
            "choices": [] if s.no_choices else [choice],
        }
        if s.usage is not None:
            prompt_tokens, completion_tokens = s.usage
            completion["usage"] = {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            }
        return completion


def _error(message: str, kind: str) -> dict:
    return {"error": {"message": message, "type": kind, "param": None, "code": None}}


def _token_logprobs(content: str, distribution: dict[int, float] | None, top_n: int) -> list[dict]:
    """Token-level logprobs of the answer; the grade digit's alternatives follow the distribution."""
    grade_match = _GRADE_DIGIT_RE.search(content)
    grade_at = grade_match.start(1) if grade_match else -1
    items = []
    position = 0
    for token in _TOKEN_RE.findall(content):
        if position == grade_at:
            grade = int(token)
            dist = distribution or {grade: 0.8, **{g: 0.05 for g in range(4) if g != grade}}
            alternatives = [(str(g), math.log(p)) for g, p in sorted(dist.items(), key=lambda kv: -kv[1])]
            alternatives.append(('"', math.log(0.01)))  # a non-grade alternative the judge must ignore
            logprob = dict(alternatives).get(token, math.log(0.5))
        else:
            alternatives = [(token, -0.001)]
            logprob = -0.001
        items.append(
            {
                "token": token,
                "logprob": logprob,
                "bytes": list(token.encode("utf-8")),
                "top_logprobs": [
                    {"token": t, "logprob": lp, "bytes": list(t.encode("utf-8"))} for t, lp in alternatives[:top_n]
                ],
            }
        )
        position += len(token)
    return items


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as real servers; every reply has Content-Length
    disable_nagle_algorithm = True  # headers and body go out as two writes; Nagle would stall them 40 ms

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - quiet test output
        pass

    @property
    def fake(self) -> FakeOpenAI:
        return self.server.fake  # type: ignore[attr-defined]

    def _headers(self) -> dict[str, str]:
        return {name.lower(): value for name, value in self.headers.items()}

    def _reply(self, status: int, payload: dict, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(payload).encode("utf-8")
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            for name, value in (headers or {}).items():
                self.send_header(name, value)
            self.end_headers()
            self.wfile.write(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up (timeout or cancellation)

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        self.fake._enter(RecordedRequest("GET", self.path, self._headers(), None, time.monotonic()))
        try:
            if self.path.split("?")[0].rstrip("/") == "/v1/models":
                self._reply(200, {"object": "list", "data": [{"id": "fake-judge", "object": "model", "created": 0, "owned_by": "tests"}]})
            else:
                self._reply(404, _error(f"no route {self.path}", "not_found"))
        finally:
            self.fake._leave()

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = None
        headers = self._headers()
        index = self.fake._enter(RecordedRequest("POST", self.path, headers, body, time.monotonic()))
        try:
            if self.path.split("?")[0].rstrip("/") != "/v1/chat/completions":
                self._reply(404, _error(f"no route {self.path}", "not_found"))
            elif not isinstance(body, dict):
                self._reply(400, _error("body is not JSON", "invalid_request_error"))
            else:
                status, extra, payload = self.fake._chat(body, headers, index)
                self._reply(status, payload, extra)
        finally:
            self.fake._leave()


def _started():
    """A started FakeOpenAI (.base_url, .scenario, .requests, .max_in_flight), stopped after its scope."""
    server = FakeOpenAI().start()
    try:
        yield server
    finally:
        server.stop()


fake_openai = pytest.fixture(_started, name="fake_openai")
"""A started FakeOpenAI (.base_url, .scenario, .requests, .max_in_flight), stopped after the test."""
fake_openai_module = pytest.fixture(_started, scope="module", name="fake_openai_module")
"""The same, shared by a module's tests (stopped after the last)."""
