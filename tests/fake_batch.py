"""A fake OpenAI Batch API on 127.0.0.1 for tests and benchmarks, driven through the real openai client.

Extends tests.fake_openai.FakeOpenAI (same Scenario for the answers, same request log) with
POST /v1/files (multipart, purpose batch), GET /v1/files/{id} and /content, POST /v1/batches,
GET /v1/batches/{id}, GET /v1/batches. A job runs when it is retrieved ``polls_before_done``
times; its answers come from the scenario without any chat request being recorded, so a test
can assert that batch judging made no live call. ``batch`` (a BatchScenario) adds failures:
per-request errors, an expired job answering only its first requests, a failed job, and a
download that breaks once halfway through a file.
"""

from __future__ import annotations

import email.parser
import email.policy
import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.fake_openai import FakeOpenAI, RecordedRequest, _error, _Handler


@dataclass
class BatchScenario:
    """How jobs end; read when a job finishes, so tests may change it between calls."""

    polls_before_done: int = 0  # retrieves that still answer in_progress
    fail_request: Callable[[dict], bool] | None = None  # this request's line goes to the error file (HTTP 500)
    expire_after: int | None = None  # the job expires having answered only this many requests
    final_status: str = "completed"  # or "failed" / "cancelled"
    break_download_once: bool = False  # the first output download stops after half its lines
    stall_download_once: bool = False  # the first output download sends half its lines, then waits (until stop)
    output_of: dict[str, str] = field(default_factory=dict)  # job id -> the (finished) job whose files it reports
    duplicate_first: bool = False  # the output file repeats its first line, the copy with another grade
    answer_model: Callable[[dict], str | None] | None = None  # the model an answer names (None: the one asked)


@dataclass
class _Job:
    id: str
    input_file_id: str
    created_at: int
    metadata: dict[str, str]
    polls: int = 0
    status: str = "validating"
    output_file_id: str | None = None
    error_file_id: str | None = None
    counts: dict[str, int] = field(default_factory=lambda: {"total": 0, "completed": 0, "failed": 0})


@dataclass
class FakeBatchAPI(FakeOpenAI):
    """FakeOpenAI plus the Files and Batches endpoints; .files holds uploaded and produced files."""

    batch: BatchScenario = field(default_factory=BatchScenario)
    files: dict[str, bytes] = field(default_factory=dict)
    jobs: dict[str, _Job] = field(default_factory=dict)

    def __post_init__(self) -> None:
        super().__post_init__()
        self._batch_lock = threading.Lock()
        self._jobs_created = 0  # job ids are never reused, even after a test removes a job
        self._broken_once = False
        self.download_stalled = threading.Event()  # set when a stalled download has sent its first half

    def start(self) -> FakeBatchAPI:
        """Bind and serve; the handler also speaks files and batches."""
        super().start()
        assert self._server is not None
        self._server.RequestHandlerClass = _BatchHandler
        return self

    @property
    def uploads(self) -> list[RecordedRequest]:
        """Recorded POST /v1/files requests."""
        return [r for r in self.requests if r.method == "POST" and r.path.startswith("/v1/files")]

    def input_lines(self, job_id: str) -> list[dict]:
        """The parsed lines of a job's input file."""
        return [json.loads(line) for line in self.files[self.jobs[job_id].input_file_id].splitlines() if line.strip()]

    # --- handlers' work (server threads) ---

    def _new_file(self, content: bytes, purpose: str, name: str) -> dict:
        with self._batch_lock:
            file_id = f"file-{len(self.files) + 1}"
            self.files[file_id] = content
        return _file_object(file_id, content, purpose, name)

    def _create_job(self, body: dict) -> tuple[int, dict]:
        if body.get("endpoint") != "/v1/chat/completions" or body.get("completion_window") != "24h":
            return 400, _error("endpoint must be /v1/chat/completions and completion_window 24h", "invalid_request_error")
        if body.get("input_file_id") not in self.files:
            return 404, _error(f"no file {body.get('input_file_id')}", "not_found")
        with self._batch_lock:
            self._jobs_created += 1
            job = _Job(f"batch_{self._jobs_created}", body["input_file_id"], int(time.time()), body.get("metadata") or {})
            job.counts["total"] = sum(1 for line in self.files[job.input_file_id].splitlines() if line.strip())
            self.jobs[job.id] = job
        return 200, self._job_object(job)

    def _retrieve(self, job_id: str) -> tuple[int, dict]:
        job = self.jobs.get(job_id)
        if job is None:
            return 404, _error(f"no batch {job_id}", "not_found")
        with self._batch_lock:
            if job.status in ("validating", "in_progress"):
                job.polls += 1
                job.status = "in_progress"
                if job.polls > self.batch.polls_before_done:
                    self._run(job)
        return 200, self._job_object(job)

    def _run(self, job: _Job) -> None:
        """Answer the job's requests from the scenario into output and error files (lock held)."""
        s = self.batch
        output: list[bytes] = []
        errors: list[bytes] = []
        lines = [json.loads(line) for line in self.files[job.input_file_id].splitlines() if line.strip()]
        for number, line in enumerate(lines):
            custom_id = line["custom_id"]
            if s.final_status in ("failed", "cancelled") or (s.expire_after is not None and number >= s.expire_after):
                if s.final_status == "failed":
                    continue  # a failed job (validation) answers nothing and has no files
                code = "batch_cancelled" if s.final_status == "cancelled" else "batch_expired"
                errors.append(_line({"id": f"req_{number}", "custom_id": custom_id, "response": None,
                                     "error": {"code": code, "message": "This request could not be executed before the job ended."}}))
                job.counts["failed"] += 1
            elif s.fail_request is not None and s.fail_request(line["body"]):
                errors.append(_line({"id": f"req_{number}", "custom_id": custom_id, "error": None, "response": {
                    "status_code": 500, "request_id": f"rq{number}",
                    "body": _error("simulated batch failure", "server_error")}}))
                job.counts["failed"] += 1
            else:
                completion = self._completion(line["body"], "", number)
                named = s.answer_model(line["body"]) if s.answer_model is not None else None
                if named is not None:
                    completion["model"] = named
                output.append(_line({"id": f"req_{number}", "custom_id": custom_id, "error": None, "response": {
                    "status_code": 200, "request_id": f"rq{number}", "body": completion}}))
                job.counts["completed"] += 1
        if s.duplicate_first and output:
            copy = json.loads(output[0])
            answer = json.loads(copy["response"]["body"]["choices"][0]["message"]["content"])
            answer["grade"] = (answer["grade"] + 1) % 4
            copy["response"]["body"]["choices"][0]["message"]["content"] = json.dumps(answer)
            copy["response"]["body"]["choices"][0]["logprobs"] = None
            output.append(_line(copy))
        job.status = "expired" if s.expire_after is not None and s.final_status == "completed" else s.final_status
        if output:
            job.output_file_id = self._new_file_locked(b"".join(output))
        if errors:
            job.error_file_id = self._new_file_locked(b"".join(errors))

    def _new_file_locked(self, content: bytes) -> str:
        file_id = f"file-{len(self.files) + 1}"
        self.files[file_id] = content
        return file_id

    def _content(self, file_id: str) -> bytes | None:
        content = self.files.get(file_id)
        if content is None:
            return None
        is_output = any(job.output_file_id == file_id for job in self.jobs.values())
        with self._batch_lock:
            if (self.batch.break_download_once or self.batch.stall_download_once) and is_output and not self._broken_once:
                self._broken_once = True
                raise _BreakDownload(content[: len(content) // 2], stall=self.batch.stall_download_once)
        return content

    def _job_object(self, job: _Job) -> dict:
        files = self.jobs.get(self.batch.output_of.get(job.id, job.id), job)  # a provider mixing jobs up
        if job.status in ("validating", "in_progress"):
            files = job
        return {
            "id": job.id, "object": "batch", "endpoint": "/v1/chat/completions", "errors": None,
            "input_file_id": job.input_file_id, "completion_window": "24h", "status": job.status,
            "output_file_id": files.output_file_id, "error_file_id": files.error_file_id, "created_at": job.created_at,
            "in_progress_at": None, "expires_at": job.created_at + 86400, "finalizing_at": None, "completed_at": None,
            "failed_at": None, "expired_at": None, "cancelling_at": None, "cancelled_at": None,
            "request_counts": dict(job.counts), "metadata": job.metadata,
        }


class _BreakDownload(Exception):
    """Send this much of the file, then drop the connection."""

    def __init__(self, partial: bytes, *, stall: bool) -> None:
        super().__init__("broken download")
        self.partial = partial
        self.stall = stall


def _line(item: dict) -> bytes:
    return json.dumps(item).encode("utf-8") + b"\n"


def _file_object(file_id: str, content: bytes, purpose: str, name: str) -> dict:
    return {"id": file_id, "object": "file", "bytes": len(content), "created_at": int(time.time()),
            "filename": name, "purpose": purpose, "status": "processed", "expires_at": None, "status_details": None}


def _multipart(content_type: str, raw: bytes) -> dict[str, tuple[str | None, bytes]]:
    """Form fields of a multipart/form-data body: name -> (file name, content)."""
    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
        f"Content-Type: {content_type}\r\n\r\n".encode("latin-1") + raw)
    fields: dict[str, tuple[str | None, bytes]] = {}
    for part in message.iter_parts():
        name = part.get_param("name", header="content-disposition")
        payload = part.get_payload(decode=True)
        fields[str(name)] = (part.get_filename(), payload if isinstance(payload, bytes) else b"")
    return fields


class _BatchHandler(_Handler):
    @property
    def fake(self) -> FakeBatchAPI:
        return self.server.fake  # type: ignore[attr-defined]

    def _send_bytes(self, status: int, data: bytes, content_type: str = "application/octet-stream",
                    length: int | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data) if length is None else length))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        path = self.path.split("?")[0].rstrip("/")
        if not (path.startswith("/v1/files/") or path.startswith("/v1/batches")):
            super().do_GET()
            return
        fake = self.fake
        fake._enter(RecordedRequest("GET", self.path, self._headers(), None, time.monotonic()))
        try:
            parts = path.split("/")
            if path.startswith("/v1/files/") and path.endswith("/content"):
                try:
                    content = fake._content(parts[3])
                except _BreakDownload as broken:
                    full = fake.files[parts[3]]
                    self._send_bytes(200, broken.partial, length=len(full))
                    self.wfile.flush()
                    if broken.stall:
                        fake.download_stalled.set()
                        fake._wait(120)
                    self.close_connection = True
                    return
                if content is None:
                    self._reply(404, _error(f"no file {parts[3]}", "not_found"))
                else:
                    self._send_bytes(200, content)
            elif path.startswith("/v1/files/"):
                content = fake.files.get(parts[3])
                if content is None:
                    self._reply(404, _error(f"no file {parts[3]}", "not_found"))
                else:
                    self._reply(200, _file_object(parts[3], content, "batch", parts[3]))
            elif path == "/v1/batches":
                self._reply(200, {"object": "list", "data": [fake._job_object(j) for j in fake.jobs.values()],
                                  "has_more": False, "first_id": None, "last_id": None})
            else:
                status, payload = fake._retrieve(parts[3])
                self._reply(status, payload)
        finally:
            fake._leave()

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        path = self.path.split("?")[0].rstrip("/")
        if path not in ("/v1/files", "/v1/batches"):
            super().do_POST()
            return
        fake = self.fake
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if path == "/v1/files":
            fields = _multipart(self.headers.get("Content-Type", ""), raw)
            body: Any = {name: (filename, len(data)) for name, (filename, data) in fields.items()}
        else:
            body = json.loads(raw or b"{}")
        fake._enter(RecordedRequest("POST", self.path, self._headers(), body, time.monotonic()))
        try:
            if path == "/v1/files":
                purpose = fields.get("purpose", (None, b""))[1].decode()
                filename, content = fields.get("file", (None, b""))
                if purpose != "batch" or not content:
                    self._reply(400, _error("a batch file and purpose=batch are required", "invalid_request_error"))
                else:
                    self._reply(200, fake._new_file(content, purpose, filename or "upload.jsonl"))
            else:
                status, payload = fake._create_job(body)
                self._reply(status, payload)
        finally:
            fake._leave()


@pytest.fixture
def fake_batch():
    """A started FakeBatchAPI (.base_url, .scenario, .batch, .jobs, .files, .requests), stopped after the test."""
    server = FakeBatchAPI().start()
    try:
        yield server
    finally:
        server.stop()
