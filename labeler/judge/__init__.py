"""The LLM judge: prompt, strict answer parsing, and the OpenAI-compatible client (openai loads lazily)."""

from labeler.judge.client import Judge
from labeler.judge.config import CancelSignal, JudgeConfig, JudgeSummary
from labeler.judge.parse import ParsedAnswer, grade_probabilities, parse_answer
from labeler.judge.prompt import (
    DEFAULT_PROMPT,
    build_messages,
    estimate_tokens,
    input_hash,
    load_prompt,
    prompt_hash,
)

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
