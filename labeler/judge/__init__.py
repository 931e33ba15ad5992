"""The LLM judge: prompt, strict answer parsing, and the OpenAI-compatible client (openai loads lazily).

Names load on first use (PEP 562), so reading one module of the package (the suspects detector in
the label screen, the prompt's hashes) does not load the client and its HTTP stack.
"""

from typing import TYPE_CHECKING

from labeler.domain.lazy import lazy_names

if TYPE_CHECKING:
    from labeler.judge.client import Judge
    from labeler.judge.config import CancelSignal, JudgeConfig, JudgeSummary
    from labeler.judge.answers.parse import ParsedAnswer, grade_probabilities, parse_answer
    from labeler.judge.prompt import (
        DEFAULT_PROMPT,
        build_messages,
        estimate_tokens,
        input_hash,
        load_prompt,
        prompt_hash,
    )

_HOME: dict[str, str] = {
    "Judge": "labeler.judge.client",
    "CancelSignal": "labeler.judge.config",
    "JudgeConfig": "labeler.judge.config",
    "JudgeSummary": "labeler.judge.config",
    "ParsedAnswer": "labeler.judge.answers.parse",
    "grade_probabilities": "labeler.judge.answers.parse",
    "parse_answer": "labeler.judge.answers.parse",
    "DEFAULT_PROMPT": "labeler.judge.prompt",
    "build_messages": "labeler.judge.prompt",
    "estimate_tokens": "labeler.judge.prompt",
    "input_hash": "labeler.judge.prompt",
    "load_prompt": "labeler.judge.prompt",
    "prompt_hash": "labeler.judge.prompt",
}

__all__ = [
    "DEFAULT_PROMPT",
    "CancelSignal",
    "Judge",
    "JudgeConfig",
    "JudgeSummary",
    "ParsedAnswer",
    "build_messages",
    "estimate_tokens",
    "grade_probabilities",
    "input_hash",
    "load_prompt",
    "parse_answer",
    "prompt_hash",
]


__getattr__ = lazy_names(__name__, _HOME)
