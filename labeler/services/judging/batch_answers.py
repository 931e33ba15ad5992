"""A finished batch job's answers, checked against the job's own requests before anything is stored.

The output and error files are downloaded once into a temporary spool while every line's custom_id
is checked: an id of no request of this job (another job's, or none of labeler's) or a line that is
not a result line means the file is not this job's answer, and nothing of it is stored (the job stays
pending: ForeignAnswers). Then the spool is read again and its answers stored, store_batch at a time,
except those refused one by one: a custom_id answered more than once (which answer is right?) and an
answer naming another model than the job asked (judge.batch_ids.names_model: the same name, or a
dated snapshot of it). A refused request is left unanswered, so its pair is sent again once the job
is collected. Ids stored by an earlier, interrupted collection are passed over.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from labeler.domain import LabelerError, Suggestion

if TYPE_CHECKING:
    from labeler.domain.batches import BatchJob
    from labeler.judge.batch import BatchClient, BatchState
    from labeler.storage import Repository


class ForeignAnswers(LabelerError):
    """A job's answer file holds a line that answers none of its requests: nothing of it was stored."""


@dataclass(slots=True)
class Refusals:
    """Answers of a job not stored, by why: custom_ids answered more than once (no answer of theirs
    stored) and answers naming another model (custom_id -> the model named)."""

    twice: list[str] = field(default_factory=list)
    other_model: dict[str, str] = field(default_factory=dict)

    def __len__(self) -> int:
        return len(self.twice) + len(self.other_model)

    def describe(self, asked: str) -> str:
        """"refused 2 answers: 1 custom_id answered twice (lb-...), 1 naming model M (the job asked N)"."""
        parts = []
        if self.twice:
            parts.append(f"{len(self.twice):,} custom_id answered twice ({self.twice[0]})" if len(self.twice) == 1
                         else f"{len(self.twice):,} custom_ids answered twice ({self.twice[0]}, ...)")
        if self.other_model:
            named = sorted(set(self.other_model.values()))
            shown = ", ".join(named[:3]) + (", ..." if len(named) > 3 else "")
            parts.append(f"{len(self.other_model):,} naming model {shown} (the job asked {asked})")
        return f"refused {len(self):,} answers: " + ", ".join(parts)


def store_job_answers(
    repository: Repository,
    client: BatchClient,
    job: BatchJob,
    state: BatchState,
    store_batch: int,
    on_stored: Callable[[Sequence[Suggestion]], None],
) -> Refusals:
    """Check the finished job's answer files against its requests, then store what passed (module
    docstring); on_stored follows every commit with the suggestions it stored. ForeignAnswers: the
    files are not this job's answers, and nothing was stored."""
    from labeler.judge.batch import UnreadableLine, read_line
    from labeler.judge.batch_ids import names_model

    unstored = repository.unstored_batch_requests(job.id)
    stored_before = repository.stored_batch_ids(job.id)
    times: dict[str, int] = {}
    refusals = Refusals()
    with tempfile.TemporaryFile(suffix=".jsonl") as spool:
        for file_id in (state.output_file_id, state.error_file_id):
            if not file_id:
                continue
            for number, raw in enumerate(client.lines(file_id), start=1):
                try:
                    line = read_line(raw)
                except UnreadableLine as unreadable:
                    raise ForeignAnswers(f"its answer file {file_id} is not a batch result file ({unreadable}, "
                                         f"line {number:,}): nothing of it stored") from None
                if line is None or line.custom_id in stored_before:
                    continue
                if line.custom_id not in unstored:
                    raise ForeignAnswers(_foreign(repository, line.custom_id))
                times[line.custom_id] = times.get(line.custom_id, 0) + 1
                if line.model is not None and not names_model(job.model, line.model):
                    refusals.other_model[line.custom_id] = line.model
                spool.write(raw.rstrip(b"\r\n") + b"\n")
        refusals.twice = sorted(custom_id for custom_id, count in times.items() if count > 1)
        refused = set(refusals.twice) | refusals.other_model.keys()
        for custom_id in refusals.twice:
            refusals.other_model.pop(custom_id, None)  # counted once, as answered twice
        spool.seek(0)
        waiting: list[tuple[str, Suggestion]] = []

        def store() -> None:
            on_stored(repository.store_batch_answers(job.id, waiting))
            waiting.clear()

        for raw in spool:
            line = read_line(raw)
            if line is None or line.unanswered or line.custom_id in refused:
                continue
            waiting.append((line.custom_id,
                            client.suggestion(line, unstored[line.custom_id], job.model, job.prompt_hash)))
            if len(waiting) >= store_batch:
                store()
        store()
    return refusals


def _foreign(repository: Repository, custom_id: str) -> str:
    """Why a line whose custom_id is none of the job's requests makes its file another's."""
    owner = repository.batch_job_of_request(custom_id)
    whose = f"an answer of job {owner}" if owner is not None else "an answer to none of its requests"
    return f"its answer file holds {whose} (custom_id {custom_id}): nothing of it stored"
