"""Embedding and reranking encoders: a prefill-only forward whose GEMMs are narrow.

An encoder's requests are all prompt: the serving loop of load.py with no answer, at the prefill rate of
prefill.py. Encoders are narrow (bge-m3 and BERT-large: 1,024 wide; BERT-base 768), and their GEMMs and
element-wise kernels reach a smaller share of the tensor peak than a multi-thousand-wide decoder's, so the
prefill MFU is scaled by width ÷ (width + ENCODER_WIDTH_HALF).
"""

from __future__ import annotations

from app.core.catalog import GpuSpec
from app.core.memory.types import Budget
from app.core.speed.decode import DecodeModel, Layout
from app.core.speed.efficiency import Efficiency
from app.core.speed.prefill import PrefillModel
from app.core.workload.resolve import Resolved

# Width at which an encoder reaches half the runtime's prefill MFU. Fitted on BAAI/bge-large-en-v1.5 (1,024
# wide) on an L4 served by TEI (62,192 tokens/s) and infinity with torch.compile and FA2 (58,790 tokens/s):
# michaelfeil/infinity docs/docs/benchmarking.md (tests/core/calibration_tasks).
ENCODER_WIDTH_HALF = 600


class EncoderPrefill(PrefillModel):
    """The prefill of an embedding or reranking encoder, at its narrow width's share of the MFU."""

    def __init__(self, r: Resolved, b: Budget, gpu: GpuSpec, layout: Layout, eff: Efficiency, decode: DecodeModel):
        super().__init__(r, b, gpu, layout, eff, decode)
        width = r.model.arch.hidden_size or 0
        if width:
            self.rate *= width / (width + ENCODER_WIDTH_HALF)
