"""Fixed words of the quote document: headings, table labels, statuses (context "Quote").

Marked with literal `QT_TRANSLATE_NOOP("Quote", ...)` so pyside6-lupdate extracts them; they are
translated when the document is built, inside `document_language(lang)`. The Russian labels
follow the table providers ask for ("Данные для оценки GPU-конфигурации").
"""

from __future__ import annotations

from app.text.i18n import QT_TRANSLATE_NOOP, translate

# Free text the user typed (an operations answer, notes, a pilot's notes) is printed up to this
# many characters, about a page in the requirement table's text column; the rest is left to the
# workload file, with a note saying so. Keeps every quote a few pages long and quick to lay out.
PRINT_TEXT_CHARS = 4_000
SHORTENED = QT_TRANSLATE_NOOP("Quote", "… (shortened for print: {n} more characters are in the workload file)")

TITLE = QT_TRANSLATE_NOOP("Quote", "Request for a GPU server quote")
PAGE_LABEL = QT_TRANSLATE_NOOP("Quote", "Page {page} of {pages}")
NOT_SPECIFIED = QT_TRANSLATE_NOOP("Quote", "not specified")
MUST_HAVE = QT_TRANSLATE_NOOP("Quote", "must-have")
NICE_TO_HAVE = QT_TRANSLATE_NOOP("Quote", "nice to have")
ESTIMATE = QT_TRANSLATE_NOOP("Quote", "estimate")

HEADINGS: dict[str, str] = {
    "summary": QT_TRANSLATE_NOOP("Quote", "Summary"),
    "requirements": QT_TRANSLATE_NOOP("Quote", "Requirements"),
    "budget": QT_TRANSLATE_NOOP("Quote", "GPU memory (VRAM) budget"),  # "VRAM": the word providers use
    "candidates": QT_TRANSLATE_NOOP("Quote", "Candidate configurations"),
    "risks": QT_TRANSLATE_NOOP("Quote", "Bottlenecks and risks"),
    "pilot": QT_TRANSLATE_NOOP("Quote", "Pilot test"),
    "questions": QT_TRANSLATE_NOOP("Quote", "Questions for the provider"),
}
SECTION_ORDER = tuple(HEADINGS)

SUBHEADINGS: dict[str, str] = {
    "assumptions": QT_TRANSLATE_NOOP("Quote", "What the budget assumes"),
    "assumed": QT_TRANSLATE_NOOP("Quote", "What was assumed"),
    "pilot_status": QT_TRANSLATE_NOOP("Quote", "Pilot status"),
    "pilot_plan": QT_TRANSLATE_NOOP("Quote", "The pilot we propose"),
    "pilot_measured": QT_TRANSLATE_NOOP("Quote", "Measured in the pilot"),
    "warnings": QT_TRANSLATE_NOOP("Quote", "Warnings and notes"),
}

# The requirement table's areas, in the order providers ask for them.
AREAS: dict[str, str] = {
    "model": QT_TRANSLATE_NOOP("Quote", "Model"),
    "task": QT_TRANSLATE_NOOP("Quote", "Task"),
    "representation": QT_TRANSLATE_NOOP("Quote", "Representation"),
    "load": QT_TRANSLATE_NOOP("Quote", "Load"),
    "targets": QT_TRANSLATE_NOOP("Quote", "Targets"),
    "operations": QT_TRANSLATE_NOOP("Quote", "Operations"),
}

LABELS: dict[str, str] = {
    # header block
    "date": QT_TRANSLATE_NOOP("Quote", "Date"),
    "author": QT_TRANSLATE_NOOP("Quote", "Prepared by"),
    "company": QT_TRANSLATE_NOOP("Quote", "Company"),
    "email": QT_TRANSLATE_NOOP("Quote", "Email"),
    "app_version": QT_TRANSLATE_NOOP("Quote", "Headroom version"),
    "catalog_version": QT_TRANSLATE_NOOP("Quote", "Catalog version"),
    # table headers
    "area": QT_TRANSLATE_NOOP("Quote", "Area"),
    "item": QT_TRANSLATE_NOOP("Quote", "Item"),
    "requirement": QT_TRANSLATE_NOOP("Quote", "Requirement"),
    "component": QT_TRANSLATE_NOOP("Quote", "Component"),
    "low": QT_TRANSLATE_NOOP("Quote", "Low"),
    "typical": QT_TRANSLATE_NOOP("Quote", "Typical"),
    "high": QT_TRANSLATE_NOOP("Quote", "High"),
    "basis": QT_TRANSLATE_NOOP("Quote", "How it is estimated"),
    "per_gpu": QT_TRANSLATE_NOOP("Quote", "Per GPU"),
    "configuration": QT_TRANSLATE_NOOP("Quote", "Configuration"),
    "finding": QT_TRANSLATE_NOOP("Quote", "Finding"),
    "what_to_do": QT_TRANSLATE_NOOP("Quote", "What to do"),
    # requirement items
    "name": QT_TRANSLATE_NOOP("Quote", "Name"),
    "revision": QT_TRANSLATE_NOOP("Quote", "Revision"),
    "usage_rights": QT_TRANSLATE_NOOP("Quote", "Usage rights"),
    "size": QT_TRANSLATE_NOOP("Quote", "Size"),
    "max_context": QT_TRANSLATE_NOOP("Quote", "Maximum context"),
    "mode": QT_TRANSLATE_NOOP("Quote", "Mode of work"),
    "goal": QT_TRANSLATE_NOOP("Quote", "Purpose"),
    "training": QT_TRANSLATE_NOOP("Quote", "Training settings"),
    "dataset": QT_TRANSLATE_NOOP("Quote", "Dataset"),
    "weights": QT_TRANSLATE_NOOP("Quote", "Precision / quantization"),
    "kv_precision": QT_TRANSLATE_NOOP("Quote", "KV cache precision"),
    "framework": QT_TRANSLATE_NOOP("Quote", "Framework"),
    "input": QT_TRANSLATE_NOOP("Quote", "Typical input"),
    "long_input": QT_TRANSLATE_NOOP("Quote", "Long input"),
    "output": QT_TRANSLATE_NOOP("Quote", "Output"),
    "batch": QT_TRANSLATE_NOOP("Quote", "Batch"),
    "people": QT_TRANSLATE_NOOP("Quote", "People who use it"),
    "concurrency": QT_TRANSLATE_NOOP("Quote", "Concurrency"),
    "requests_per_day": QT_TRANSLATE_NOOP("Quote", "Requests per day"),
    "traffic": QT_TRANSLATE_NOOP("Quote", "Traffic"),
    "request_time": QT_TRANSLATE_NOOP("Quote", "Time for the whole answer"),
    "latency": QT_TRANSLATE_NOOP("Quote", "Latency (time to first token)"),
    "speed_per_user": QT_TRANSLATE_NOOP("Quote", "Speed per user"),
    "throughput": QT_TRANSLATE_NOOP("Quote", "Throughput"),
    "training_time": QT_TRANSLATE_NOOP("Quote", "Time for the training job"),
    "quality": QT_TRANSLATE_NOOP("Quote", "Quality"),
    "data": QT_TRANSLATE_NOOP("Quote", "Data"),
    "storage": QT_TRANSLATE_NOOP("Quote", "Storage"),
    "ram": QT_TRANSLATE_NOOP("Quote", "System RAM"),
    "management": QT_TRANSLATE_NOOP("Quote", "Management"),
    "backup": QT_TRANSLATE_NOOP("Quote", "Backup"),
    "placement": QT_TRANSLATE_NOOP("Quote", "Placement"),
    "isolation": QT_TRANSLATE_NOOP("Quote", "Isolation"),
    "timeline": QT_TRANSLATE_NOOP("Quote", "Timeline"),
    "notes": QT_TRANSLATE_NOOP("Quote", "Other notes"),
    # candidate table
    "verdict": QT_TRANSLATE_NOOP("Quote", "Verdict"),
    "missed": QT_TRANSLATE_NOOP("Quote", "Must-have missed"),
    "memory": QT_TRANSLATE_NOOP("Quote", "Memory per GPU"),
    "headroom": QT_TRANSLATE_NOOP("Quote", "Headroom"),
    "layout": QT_TRANSLATE_NOOP("Quote", "Placement of the model"),
    "limits": QT_TRANSLATE_NOOP("Quote", "Limits that still fit"),
    "ttft": QT_TRANSLATE_NOOP("Quote", "Time to first token"),
    "ttft_long": QT_TRANSLATE_NOOP("Quote", "Time to first token, long input"),
    "aggregate": QT_TRANSLATE_NOOP("Quote", "Total throughput"),
    "train_speed": QT_TRANSLATE_NOOP("Quote", "Training throughput"),
    "train_time": QT_TRANSLATE_NOOP("Quote", "Time for the dataset"),
    "price": QT_TRANSLATE_NOOP("Quote", "Listed price"),
    # risk areas (the server-side questions)
    "cpu": QT_TRANSLATE_NOOP("Quote", "CPU"),
    "nvme": QT_TRANSLATE_NOOP("Quote", "NVMe storage"),
    "network": QT_TRANSLATE_NOOP("Quote", "Network"),
    "power": QT_TRANSLATE_NOOP("Quote", "Power and cooling"),
}

SEVERITIES: dict[str, str] = {
    "critical": QT_TRANSLATE_NOOP("Quote", "Critical"),
    "warning": QT_TRANSLATE_NOOP("Quote", "Warning"),
    "info": QT_TRANSLATE_NOOP("Quote", "Note"),
}

PILOT_STATUS: dict[str, str] = {
    "none": QT_TRANSLATE_NOOP("Quote", "No pilot test has been run yet."),
    "planned": QT_TRANSLATE_NOOP("Quote", "A pilot test is planned but has not been run yet."),
    "done": QT_TRANSLATE_NOOP("Quote", "A pilot test has been run."),
}

GOALS: dict[str, str] = {
    "serve_api": QT_TRANSLATE_NOOP("Quote", "answer requests through an API"),
    "batch": QT_TRANSLATE_NOOP("Quote", "process batches of documents"),
    "embeddings": QT_TRANSLATE_NOOP("Quote", "compute embeddings"),
    "adapt": QT_TRANSLATE_NOOP("Quote", "adapt the model to our task"),
    "finetune": QT_TRANSLATE_NOOP("Quote", "fine-tune the model"),
    "other": QT_TRANSLATE_NOOP("Quote", "other"),
}


def t(text: str) -> str:
    """Translate one of the constants above in the current document language."""
    return translate("Quote", text)


def heading(key: str) -> str:
    return t(HEADINGS[key])


def label(key: str) -> str:
    return t(LABELS[key])


def all_marked() -> list[str]:
    """Every fixed string of this module (the test checks each has ru and pl translations)."""
    fixed = [TITLE, PAGE_LABEL, NOT_SPECIFIED, MUST_HAVE, NICE_TO_HAVE, ESTIMATE]
    tables: list[dict[str, str]] = [HEADINGS, SUBHEADINGS, AREAS, LABELS, SEVERITIES, PILOT_STATUS, GOALS]
    return fixed + [text for table in tables for text in table.values()]


def clip(text: str, limit: int = PRINT_TEXT_CHARS) -> str:
    """`text` as printed: whole up to `limit` characters, else cut there with a note."""
    if len(text) <= limit:
        return text
    return text[:limit].rstrip() + " " + translate("Quote", SHORTENED).replace("{n}", str(len(text) - limit))
