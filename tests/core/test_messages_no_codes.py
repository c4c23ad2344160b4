"""No internal code (bad_json, not_found, …) and no OS text in English in any problem message, in the
three languages (issue 31: "cannot read the model at notes.txt: bad_json (path=…)")."""

from __future__ import annotations

import errno
import os
import re
import string

import pytest

from app.core.findings import Problem
from app.text import i18n
from app.text.messages import OS_REASONS, PROBLEMS, problem_text
from app.text.model_import import ERRORS

INTERNAL_CODE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")  # snake_case words: codes, not language
# Snake-case words a message may show on purpose: field paths and a runtime's own option names.
ALLOWED = re.compile(r"\b(?:load|model|precision|training|runtime_options)\.[a-z_.]+|gpu_memory_utilization|"
                     r"max_model_len")


@pytest.fixture(params=["en", "ru", "pl"])
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _placeholders(template: str) -> set[str]:
    return {name.split(":")[0] for _text, name, _spec, _conv in string.Formatter().parse(template) if name}


def _codes_in(text: str) -> list[str]:
    return INTERNAL_CODE.findall(ALLOWED.sub("", text))


def test_every_problem_code_reads_without_codes(lang):
    for code, template in PROBLEMS.items():
        params = {name: "7" for name in _placeholders(template)}
        text = problem_text(Problem(field="load.input_tokens", code=code, params=params))
        assert code not in text, text
        assert not _codes_in(text), (code, text)
        assert "{" not in text, text


def test_a_model_that_cannot_be_read_says_why_in_words(lang):
    for code, template in ERRORS.items():
        params = {f"reason_{name}": "7" for name in _placeholders(template)}
        problem = Problem(field="model.path", code="import_failed",
                          params={"path": "notes.txt", "reason": f"{code} (x=1)", "reason_code": code, **params})
        text = problem_text(problem)
        assert code not in text and not _codes_in(text), (code, text)


@pytest.mark.parametrize("name", sorted(OS_REASONS))
def test_the_os_reason_is_said_in_the_language(lang, name):
    english = os.strerror(getattr(errno, name))  # "No such file or directory"
    text = problem_text(Problem(field="(file)", code="unreadable", params={"reason": english, "errno": name}))
    assert english not in text
    assert "(file)" not in text
    if lang != "en":
        assert "cannot be read" not in text  # the sentence itself is translated
