"""Step 3 — how the model is stored and run: weight precision, KV-cache precision, runtime.

Every option says what it trades: memory (bits per weight, from the catalog), quality (the
catalog's quality class) and speed (in words: fewer bytes read per token generate faster).
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtWidgets import QLabel, QWidget

from app.core.catalog import QuantFormat
from app.core.runtimes import RUNTIME_IDS
from app.text.messages import RUNTIME_NAMES, format_name, value_label
from app.text.runtimes import runtime_description
from app.ui.session import Session
from app.ui.wizard.fields import Choice, ChoiceField
from app.ui.wizard.offload_fields import RuntimeOffload
from app.ui.wizard.page import WizardPage

SIXTEEN_BITS = 16
EIGHT_BITS = 8
TRADE_STYLE = "color: palette(placeholder-text);"
# Formats diffusers pipelines load text encoders in (transformers' bitsandbytes, torchao and FP8 paths).
TEXT_ENCODER_FORMATS = ("bf16", "fp16", "fp8", "int8", "nf4")
# Kinds of work without a conversation cache, and the one a serving runtime does not run (a diffusers pipeline).
NO_CACHE_TASKS = frozenset({"embeddings", "reranking", "image_generation"})


def _arch_name(code: str) -> str:
    """'hopper' → 'Hopper', 'mi300' → 'MI300': GPU generations as vendors write them."""
    return code.upper() if any(ch.isdigit() for ch in code) else code.capitalize()


class RepresentationPage(WizardPage):
    prefixes = ("precision", "runtime", "runtime_options")
    terms: ClassVar[dict[str, str]] = {
        "precision.weights": "quantization", "precision.kv_cache": "kv-cache", "runtime": "runtime",
        "runtime_options.gpu_layers": "offload", "runtime_options.cpu_moe_layers": "moe",
        "runtime_options.cpu_offload_bytes": "offload", "runtime_options.kv_offload_bytes": "offload"}

    def __init__(self, session: Session, parent: QWidget | None = None):
        super().__init__(session, parent)
        formats = list(session.catalog.quant_formats.values())
        weights = self.group(self.tr("The model's weights"))
        self.weights = self.add(weights, self.tr("Wei&ght precision:"), ChoiceField(
            session, "precision.weights",
            self.tr("How many bits store each of the model's numbers. Fewer bits: less memory and usually faster "
                    "answers, at some cost in answer quality."),
            [Choice("auto", self.tr("Automatic — as the model is released"))]
            + [Choice(f.id, self._format_label(f, f.bits_per_weight), self._trade(f)) for f in formats],
            default="auto"))
        self.weights_trade = self._trade_label(weights)
        self.encoders_box, encoders = self.group_box(self.tr("The text encoders (image generation)"))
        self.add(encoders, self.tr("Te&xt-encoder precision:"), ChoiceField(
            session, "precision.text_encoders",
            self.tr("The models that read the description before the image is made (T5-XXL alone is 4.8 billion "
                    "parameters). Storing them in 8 or 4 bits saves several GB at a small cost in how well the "
                    "image follows the text."),
            [Choice("auto", self.tr("Automatic — 16-bit, as the pipeline runs"))]
            + [Choice(f.id, self._format_label(f, f.bits_per_weight), self._trade(f)) for f in formats
               if f.id in TEXT_ENCODER_FORMATS],
            default="auto"))
        self.kv_box, kv = self.group_box(self.tr("The conversation memory (KV cache)"))
        self.kv = self.add(kv, self.tr("&KV-cache precision:"), ChoiceField(
            session, "precision.kv_cache",
            self.tr("The KV cache holds each conversation's tokens while the model answers. It grows with text "
                    "length and with the number of users; storing it in fewer bits lets more fit."),
            [Choice("auto", self.tr("Automatic — 16-bit (BF16)"))]
            + [Choice(f.id, self._format_label(f, f.kv_bits or f.bits_per_weight), self._kv_trade(f))
               for f in formats if f.kv_cache],
            default="auto"))
        self.kv_trade = self._trade_label(kv)
        self.runtime_box, runtime = self.group_box(self.tr("The software that runs it"))
        self.runtime = self.add(runtime, self.tr("&Runtime:"), ChoiceField(
            session, "runtime", self.tr("The serving or training software. It decides how memory is reserved "
                                        "and which formats can be used."),
            [Choice(key, RUNTIME_NAMES[key], runtime_description(key)) for key in RUNTIME_IDS], default="vllm"))
        self.runtime_trade = self._trade_label(runtime)  # the picked runtime in a sentence (the box holds its name)
        self.runtime_help = {key: runtime_description(key) for key in RUNTIME_IDS}
        self.offload = RuntimeOffload(self, session)
        self.finish()

    def title(self) -> str:
        return self.tr("Representation")

    def subtitle(self) -> str:
        return self.tr("How the model is stored and run. Each choice trades memory against answer quality and "
                       "speed; 'Automatic' keeps the model as released.")

    def _trade_label(self, form: object) -> QLabel:
        label = QLabel(self.body)
        label.setWordWrap(True)
        label.setStyleSheet(TRADE_STYLE)
        form.addRow("", label)  # type: ignore[attr-defined]
        return label

    def _format_label(self, f: QuantFormat, bits: float) -> str:
        return self.tr("{name} — {bits} bits, {quality}").format(
            name=f.name, bits=f"{bits:.3g}", quality=value_label(f.quality))

    def _speed(self, f: QuantFormat) -> str:
        if f.nominal_bits >= SIXTEEN_BITS:
            return self.tr("Speed: the reference; every token reads all weights at full size.")
        if f.nominal_bits >= EIGHT_BITS:
            return self.tr("Speed: usually faster generation than 16-bit (half the bytes read per token).")
        return self.tr("Speed: usually the fastest generation for one user (fewest bytes per token); prompt "
                       "processing can be slower while weights are unpacked.")

    def _trade(self, f: QuantFormat) -> str:
        parts = [
            self.tr("Memory: about {bits} bits per weight (16-bit formats use 16).").format(
                bits=f"{f.bits_per_weight:.3g}"),
            self.tr("Quality: {quality}.").format(quality=value_label(f.quality)),
            self._speed(f),
        ]
        if f.gpu_native:
            parts.append(self.tr("Needs GPUs with native {kinds} support to be fast.").format(
                kinds=", ".join(_arch_name(k) for k in f.gpu_native)))
        if f.runtimes:
            parts.append(self.tr("Runs on: {runtimes}.").format(
                runtimes=", ".join(RUNTIME_NAMES.get(r, r) for r in f.runtimes)))
        return " ".join(parts)

    def _kv_trade(self, f: QuantFormat) -> str:
        bits = f.kv_bits or f.bits_per_weight
        return " ".join((
            self.tr("Memory: about {bits} bits per cached value (16-bit uses 16); fewer bits fit more users or "
                    "longer texts.").format(bits=f"{bits:.3g}"),
            self.tr("Quality: {quality}.").format(quality=value_label(f.quality)),
        ))

    def refresh(self) -> None:
        super().refresh()
        self.offload.refresh()
        weights = self.session.value("precision.weights") or "auto"
        resolved = self.session.outcome.resolved
        task = resolved.task if resolved is not None else (self.session.value("task") or "text_generation")
        self.encoders_box.setVisible(task == "image_generation")
        self.kv_box.setVisible(task not in NO_CACHE_TASKS)
        self.runtime_box.setVisible(task != "image_generation")
        if weights == "auto":
            native = format_name(resolved.weights.id) if resolved is not None else self.tr("unknown")
            self.weights_trade.setText(self.tr("Automatic uses {format} here (as released; BF16 for training, "
                                               "NF4 for QLoRA).").format(format=native))
        else:
            fmt = self.session.catalog.quant(str(weights))
            self.weights_trade.setText(self._trade(fmt) if fmt else "")
        runtime = str(self.session.value("runtime") or "vllm")
        self.runtime_trade.setText(self.runtime_help.get(runtime, ""))
        kv = self.session.value("precision.kv_cache") or "auto"
        fmt = self.session.catalog.quant(str(kv)) if kv != "auto" else None
        self.kv_trade.setText(self._kv_trade(fmt) if fmt else self.tr("Automatic keeps the cache in 16-bit: the "
                                                                       "reference quality."))
