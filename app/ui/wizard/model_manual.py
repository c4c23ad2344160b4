"""Typing a model in: its parameter count and, when known, the architecture figures."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGroupBox

from app.text import i18n
from app.text.i18n import QT_TRANSLATE_NOOP
from app.ui.session import Session
from app.ui.wizard.fields import CheckField, NumberField, TextField
from app.ui.wizard.page import WizardPage

CTX = "ModelManual"

# (architecture field, label, help) — the figures on a model card or in its config.json.
ARCH_FIELDS: tuple[tuple[str, str, str], ...] = (
    ("layers", QT_TRANSLATE_NOOP("ModelManual", "&Layers:"), QT_TRANSLATE_NOOP("ModelManual", "Number of transformer layers (num_hidden_layers in config.json).")),
    ("hidden_size", QT_TRANSLATE_NOOP("ModelManual", "Hi&dden size:"), QT_TRANSLATE_NOOP("ModelManual", "Width of the model (hidden_size in config.json).")),
    ("intermediate_size", QT_TRANSLATE_NOOP("ModelManual", "MLP width:"), QT_TRANSLATE_NOOP("ModelManual", "Width of the feed-forward layers (intermediate_size).")),
    ("heads", QT_TRANSLATE_NOOP("ModelManual", "Attention h&eads:"), QT_TRANSLATE_NOOP("ModelManual", "num_attention_heads in config.json.")),
    ("kv_heads", QT_TRANSLATE_NOOP("ModelManual", "&Key/value heads:"),
     QT_TRANSLATE_NOOP("ModelManual", "num_key_value_heads: fewer KV heads means a smaller conversation memory (KV cache).")),
    ("head_dim", QT_TRANSLATE_NOOP("ModelManual", "Head si&ze:"), QT_TRANSLATE_NOOP("ModelManual", "Width of one attention head; usually hidden size ÷ heads.")),
    ("vocab_size", QT_TRANSLATE_NOOP("ModelManual", "Voc&abulary:"), QT_TRANSLATE_NOOP("ModelManual", "Number of distinct tokens the model knows (vocab_size).")),
    ("max_context", QT_TRANSLATE_NOOP("ModelManual", "Longest conte&xt:"),
     QT_TRANSLATE_NOOP("ModelManual", "The most tokens (input + output) the model handles at once (max_position_embeddings).")),
)
# Fields a typed-in model keeps when it starts from the current model's figures.
PREFILL_FIELDS = ("params_b", *(key for key, _label, _help in ARCH_FIELDS), "encoder_only")


tr = i18n.translator(CTX)


def prefill(session: Session) -> dict[str, Any]:
    """The current model's figures as an explicit architecture: a starting point to edit."""
    resolved = session.outcome.resolved
    model: dict[str, Any] = {"name": tr("My model")}
    if resolved is not None:
        arch = resolved.model.arch
        model["name"] = resolved.model.display_name
        model.update({k: getattr(arch, k) for k in PREFILL_FIELDS if getattr(arch, k) not in (None, False)})
    else:
        model["params_b"] = session.value("model.params_b")
    for key in ("revision", "usage_rights"):
        if session.value(f"model.{key}"):
            model[key] = session.value(f"model.{key}")
    return {k: v for k, v in model.items() if v is not None}


def build_manual_fields(page: WizardPage, session: Session) -> QGroupBox:
    """The typed-in model's fields, in a box of their own (shown only for that way of choosing)."""
    box, form = page.group_box()
    page.add(form, tr("Model na&me:"), TextField(
        session, "model.name", tr("How the model is called in the quote request.")))
    page.add(form, tr("&Parameters:"), NumberField(
        session, "model.params_b", tr("Total parameters in billions, as on the model card: 8 for an 8B model. "
                                       "With this alone the estimate is rough."),
        integer=False, placeholder=tr("e.g. 8"), suffix=tr("billion")))
    for key, label, help_text in ARCH_FIELDS:
        page.add(form, tr(label), NumberField(session, f"model.{key}", tr(help_text),
                                               placeholder=tr("unknown")))
    page.add(form, "", CheckField(session, "model.encoder_only",
                                  tr("Embedding and reranking models read text at once and generate nothing."),
                                  tr("An embeddin&g / reranking model (encoder)"), default=False))
    return box
