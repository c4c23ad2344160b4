"""The architecture facts the engine needs about a model.

One schema serves the catalog, the workload file's explicit model and the importers.
Field names follow the workload file format (public contract): `params_b`, `layers`, `hidden_size`,
`intermediate_size`, `heads`, `kv_heads`, `head_dim`, `vocab_size`, `experts`, `experts_per_token`,
`active_params_b`, `kv_lora_rank`, `qk_rope_head_dim`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.core.findings import FieldConflict
from app.core.limits import MAX_ARCH_COUNT, MAX_ARCH_LIST, MAX_NAME_CHARS, MAX_PARAMS_B, MIN_PARAMS_B


class FrozenModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ModelArch(FrozenModel):
    """What a model is made of. Everything but a name is optional: the engine says what it assumed."""

    name: str = Field(default="", max_length=MAX_NAME_CHARS)
    architecture: str = Field(
        default="decoder", max_length=MAX_NAME_CHARS,
        description="Family tag as in HF `model_type` (llama, qwen2, mixtral, deepseek_v3, gemma3, bert, ...); "
        "`decoder` when unknown.",
    )
    params_b: float | None = Field(default=None, ge=MIN_PARAMS_B, le=MAX_PARAMS_B,
                                    description="Total parameters, in billions.")
    active_params_b: float | None = Field(
        default=None, ge=MIN_PARAMS_B, le=MAX_PARAMS_B, description="Parameters used per token (MoE), in billions."
    )
    layers: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    hidden_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    intermediate_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT, description="Dense MLP width.")
    heads: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    kv_heads: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    head_dim: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    vocab_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    max_context: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    tied_embeddings: bool = False
    encoder_only: bool = Field(default=False, description="Embedding / reranker encoders: no KV cache.")
    gated_mlp: bool = Field(default=True, description="SwiGLU/GeGLU (3 matrices) vs plain MLP (2).")
    attention_bias: Literal["none", "qkv", "all"] = Field(
        default="none", description="Biases on q/k/v only (Qwen2) or on all four projections (BERT, gpt-oss)."
    )
    mlp_bias: bool = False
    qk_norm: bool = Field(default=False, description="Per-head RMSNorm on q and k (Qwen3, Gemma 3).")
    norms_per_layer: int = Field(default=2, ge=0, le=MAX_ARCH_COUNT,
                                 description="Norm modules per layer (Gemma 2/3: 4).")
    norm_bias: bool = Field(default=False, description="LayerNorm with bias (BERT) rather than RMSNorm.")
    position_embeddings: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT,
                                     description="Learned absolute positions (BERT).")
    token_type_vocab: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT, description="BERT token-type embeddings.")
    pooler: bool = Field(default=False, description="BERT pooler (hidden x hidden dense).")
    attention_sinks: bool = Field(default=False, description="Learned per-head sink logits (gpt-oss).")
    output_bias: bool = Field(default=False, description="Bias on the output head (Phi, GPT-J).")
    # Mixture of experts
    experts: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT, description="Routed experts per MoE layer.")
    experts_per_token: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    shared_experts: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT)
    moe_intermediate_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    shared_expert_intermediate_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    expert_bias: bool = Field(default=False, description="Biases inside each expert MLP (gpt-oss).")
    router_bias: bool = False
    moe_layer_step: int = Field(default=1, ge=1, le=MAX_ARCH_COUNT,
                                description="Every n-th layer is MoE (Llama 4 Maverick: 2).")
    mlp_only_layers: tuple[Annotated[int, Field(ge=0, le=MAX_ARCH_COUNT)], ...] = Field(
        default=(), max_length=MAX_ARCH_LIST,
        description="Layer indices kept dense in an MoE model (Qwen2/3-MoE `mlp_only_layers`).",
    )
    shared_expert_gate: bool = Field(
        default=False, description="A hidden→1 sigmoid gate on the shared expert (Qwen2-MoE)."
    )
    first_dense_layers: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT,
                                    description="`first_k_dense_replace`: leading dense layers.")
    # Multi-head latent attention (DeepSeek-V2/V3)
    kv_lora_rank: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    q_lora_rank: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    qk_rope_head_dim: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    qk_nope_head_dim: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    v_head_dim: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    # Sliding-window / hybrid attention
    sliding_window: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    windowed_layers: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT,
                                 description="How many layers attend only within the window.")
    # Layers a checkpoint carries that inference runtimes do not load (DeepSeek-V3 multi-token prediction)
    mtp_layers: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT)
    mtp_params_b: float | None = Field(default=None, ge=0, le=MAX_PARAMS_B)

    @model_validator(mode="after")
    def _consistent(self) -> ModelArch:
        if self.heads and self.kv_heads and self.kv_heads > self.heads:
            raise FieldConflict("kv_heads", "kv_heads cannot exceed heads")
        if self.experts and self.experts_per_token and self.experts_per_token > self.experts:
            raise FieldConflict("experts_per_token", "experts_per_token cannot exceed experts")
        if self.layers is not None and self.windowed_layers > self.layers:
            raise FieldConflict("windowed_layers", "windowed_layers cannot exceed layers")
        if self.windowed_layers and not self.sliding_window:
            raise FieldConflict("windowed_layers", "windowed_layers needs sliding_window")
        if self.params_b and self.active_params_b and self.active_params_b > self.params_b * 1.0001:
            raise FieldConflict("active_params_b", "active_params_b cannot exceed params_b")
        return self

    @property
    def is_moe(self) -> bool:
        return bool(self.experts and self.experts > 1)

    @property
    def is_mla(self) -> bool:
        return self.kv_lora_rank is not None


ModelKind = Literal["decoder", "encoder"]
