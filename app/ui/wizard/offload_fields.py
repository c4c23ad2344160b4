"""Controls for work beyond the GPUs' memory: the runtime's offload options (step 3) and the training framework
and its offload (step 4). Each is offered only where the chosen runtime or framework supports it
(app.core.memory.offload says which)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFormLayout, QLabel

from app.core.memory.offload import runtime_offload_options, training_offload_options
from app.core.units import UNIT_BYTES
from app.text import i18n
from app.ui.session import Session
from app.ui.wizard.fields import BoundField, Choice, ChoiceField, NumberField, parse_float, shown
from app.ui.wizard.page import WizardPage

CTX = "OffloadFields"
tr = i18n.translator(CTX)
SIZE_DIGITS = 3  # 1.5 GB typed stays 1.5 GB: bytes are whole, so a few decimals are plenty


class SizeField(NumberField):
    """A size typed in the display unit (GB or GiB, as the window shows sizes), stored in bytes in the file."""

    def __init__(self, session: Session, path: str, help_text: str, *, placeholder: str = "") -> None:
        super().__init__(session, path, help_text, integer=False, placeholder=placeholder)
        self.unit_label = QLabel(session.unit, self)
        self.unit_label.setBuddy(self.line)
        self._row.addWidget(self.unit_label)

    def _scale(self) -> int:
        return UNIT_BYTES[self.session.unit]

    def _edited(self, text: str) -> None:
        value = parse_float(text)
        number = isinstance(value, int | float) and not isinstance(value, bool)
        self.session.set_field(self.path, round(value * self._scale()) if number else value)

    def load_value(self, value: Any) -> None:
        unit = self.session.unit
        if self.unit_label.text() != unit:
            self.unit_label.setText(unit)
            self.line.clear()
        typed = parse_float(self.line.text())
        if isinstance(typed, int | float) and isinstance(value, int) and round(typed * self._scale()) == value:
            return
        if isinstance(value, int) and not isinstance(value, bool):
            gb = round(value / self._scale(), SIZE_DIGITS)
            self.line.setText(str(int(gb)) if float(gb).is_integer() else str(gb))
        elif self.line.text() != shown(value):
            self.line.setText(shown(value))


class RuntimeOffload:
    """Step 3: what the chosen runtime can keep in system RAM instead of GPU memory."""

    def __init__(self, page: WizardPage, session: Session) -> None:
        self.session = session
        self.box, form = page.group_box(tr("Beyond the GPU's memory"))
        self.form: QFormLayout = form
        self.rows: dict[str, BoundField] = {
            "gpu_layers": page.add(form, tr("Layers on the G&PU:"), NumberField(
                session, "runtime_options.gpu_layers",
                tr("llama.cpp -ngl / Ollama num_gpu: how many of the model's layers sit on the GPU; the rest run on "
                   "the CPU from system RAM, much slower. Empty: Headroom puts as many on the GPU as fit and says "
                   "how many."), placeholder=tr("as many as fit"))),
            "cpu_moe_layers": page.add(form, tr("MoE e&xperts on the CPU:"), NumberField(
                session, "runtime_options.cpu_moe_layers",
                tr("llama.cpp --n-cpu-moe: the mixture-of-experts weights of this many layers stay in system RAM "
                   "and run on the CPU, while attention stays on the GPU. Only for MoE models."),
                placeholder=tr("none"), suffix=tr("layers"))),
            "cpu_offload_bytes": page.add(form, tr("Weights in s&ystem RAM:"), SizeField(
                session, "runtime_options.cpu_offload_bytes",
                tr("vLLM --cpu-offload-gb (which counts in GiB), per GPU: this much of the weights stays in system "
                   "RAM and crosses PCIe in every step. Lets a model fit that otherwise would not, at a large cost "
                   "in speed."),
                placeholder="0")),
            "kv_offload_bytes": page.add(form, tr("KV cache in system RA&M:"), SizeField(
                session, "runtime_options.kv_offload_bytes",
                tr("A second tier of conversation memory in system RAM for each copy of the model (vLLM "
                   "--kv-offloading-size, SGLang --hicache-size, TensorRT-LLM host cache): repeated prompts are "
                   "served from it instead of being recomputed. It does not add room on the GPU."),
                placeholder="0")),
        }

    def refresh(self) -> None:
        runtime = str(self.session.value("runtime") or "vllm")
        mode = self.session.value("mode") or "inference"
        offered = runtime_offload_options(runtime) if mode == "inference" else ()
        for key, field in self.rows.items():
            self.form.setRowVisible(field, key in offered)
        self.box.setVisible(bool(offered))


class TrainingOffload:
    """Step 4: who runs the training, and what it keeps off the GPUs."""

    def __init__(self, page: WizardPage, session: Session, form: QFormLayout) -> None:
        self.session = session
        self.framework = page.add(form, tr("Training fra&mework:"), ChoiceField(
            session, "training.framework",
            tr("What runs the training loop: each keeps different tensors on the GPU. Empty: the transformers "
               "Trainer when the runtime is transformers, else PEFT adapters on transformers for LoRA and QLoRA and "
               "the transformers Trainer for a full fine-tune — a serving runtime does not train."),
            [Choice(None, tr("Automatic — from the runtime")),
             Choice("hf_trainer", tr("transformers Trainer")),
             Choice("peft", tr("PEFT adapters on transformers")),
             Choice("trl", tr("TRL (SFTTrainer)")),
             Choice("unsloth", tr("Unsloth (one NVIDIA GPU)")),
             Choice("litgpt", tr("LitGPT")),
             Choice("torchtune", tr("torchtune")),
             Choice("deepspeed", tr("DeepSpeed (ZeRO)")),
             Choice("fsdp", tr("PyTorch FSDP (accelerate, torchtitan)")),
             Choice("ddp", tr("PyTorch DDP (a plain training loop)")),
             Choice("megatron", tr("Megatron-LM (GPT pretraining)")),
             Choice("generic", tr("Generic (textbook formulas)"))], default=None))
        self.choices = {
            "none": Choice("none", tr("none — everything on the GPUs")),
            "optimizer_cpu": Choice("optimizer_cpu", tr("optimizer in system RAM (ZeRO-Offload)"),
                                    tr("The optimizer states and step move to the CPU: the GPU keeps the model, "
                                       "activations and gradient buckets. Needs about 26 bytes of RAM per parameter "
                                       "(16 of state, the rest staging) and a slower step.")),
            "params_cpu": Choice("params_cpu", tr("optimizer and weights in system RAM"),
                                 tr("Also the weights: the GPU holds only the layers it is computing (ZeRO-3 / FSDP "
                                    "CPU offload). About 28 bytes of RAM per parameter; every step moves the weights "
                                    "over PCIe.")),
            "nvme": Choice("nvme", tr("optimizer and weights on NVMe (ZeRO-Infinity)"),
                           tr("Weights and optimizer states on local NVMe, staged through system RAM: the largest "
                              "models on the fewest GPUs, bound by the drives' speed.")),
        }
        self.offload = page.add(form, tr("Keep off the GP&Us:"), ChoiceField(
            session, "training.offload",
            tr("Training state kept in system RAM or on NVMe instead of GPU memory: fits a larger model on fewer "
               "GPUs, at a cost in step time. Offered where the chosen framework supports it."),
            list(self.choices.values()), default="none"))
        self.form = form
        self._offered: tuple[str, ...] = ()

    def refresh(self) -> None:
        framework = self.session.value("training.framework")
        runtime = str(self.session.value("runtime") or "vllm")
        mode = str(self.session.value("mode") or "lora")
        offered = training_offload_options(str(framework) if framework else None, runtime, mode)
        if offered != self._offered:
            self._offered = offered
            self.offload.set_choices([self.choices[key] for key in offered])
            self.offload.load_value(self.session.value("training.offload"))
        self.form.setRowVisible(self.offload, len(offered) > 1)
