"""Honest settings where weak evidence of an instruction is ordinary text: a job ad for raters.

A job ad for search raters or annotators speaks to its reader about grading relevance ("Search quality
raters wanted. You will compare result pages for a query", "Vaga: avaliador ... Você vai classificar a
relevância", "Вакансія: асесор ... Ви оцінюватимете релевантність"): every weak cue a planted instruction
holds, and no order. In a text that announces itself as one, weak cues and the judge's vocabulary flag
nothing; a strong cue (an override, the prompt's fence, an order with its grade) still flags.
"""

from __future__ import annotations

import re

from labeler.judge.suspects.reading import View

# The words a job ad announces itself with, in the languages read (as read: case folded, accents dropped).
_JOB_AD = re.compile(
    r"\b(?:wanted|hiring|vacanc(?:y|ies)|job\W(?:opening|offer|ad|posting|description)|(?:part|full)\W?time"
    r"|vacature|vaga|vagas|vacante|oferta\Wde\W(?:empleo|trabajo|emprego)|offre\Wd\Wemploi|stellenangebot"
    r"|stellenanzeige|wir\Wsuchen|se\Wbusca|offerta\Wdi\Wlavoro|oferta\Wpracy|nabidka\Wprace|ledig\Wtjanst"
    r"|is\Wilani|tuyen\Wdung|lowongan|ваканси[яию]|вакансі[яї])\b"
)


def in_job_ad(view: View, local: int) -> bool:
    """Whether the view's text number local announces itself as a job ad."""
    start, end = view.span(local)
    return _JOB_AD.search(view.text, start, end) is not None
