"""The architecture facts the engine needs about a model.

One schema serves the catalog, the workload file's explicit model and the importers.
Field names follow the workload file format (public contract): `params_b`, `layers`, `hidden_size`,
`intermediate_size`, `heads`, `kv_heads`, `head_dim`, `vocab_size`, `experts`, `experts_per_token`,
`active_params_b`, `kv_lora_rank`, `qk_rope_head_dim`.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from app.core.files.limits import MAX_ARCH_COUNT, MAX_ARCH_LIST, MAX_NAME_CHARS, MAX_PARAMS_B, MIN_PARAMS_B
from app.core.findings import FieldConflict


class FrozenModel(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class VisionTower(FrozenModel):
    """A vision-language model's image encoder, and how its processor turns one image into tokens.

    Native-resolution towers (Qwen2-VL, Qwen2.5-VL) cut the resized image into `patch_size` patches and
    merge `merge` × `merge` of them into one token; tiling towers (Llama 3.2 Vision, LLaVA, Gemma 3) resize
    or cut the image into `tile_size` tiles with a fixed token count each (app/core/tasks/vision.py).
    """

    params_b: float = Field(ge=MIN_PARAMS_B, le=MAX_PARAMS_B,
        description="Vision encoder and projector parameters, in billions.")
    layers: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    hidden_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    intermediate_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    heads: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    patch_size: int = Field(default=14, ge=1, le=MAX_ARCH_COUNT, description="Pixels per patch side.")
    merge: int = Field(default=1, ge=1, le=MAX_ARCH_COUNT,
        description="Patches merged per side into one token (Qwen2-VL "
        "spatial_merge_size 2: 2 × 2 patches → 1 token).")
    tile_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT,
        description="Side in pixels of the tiles the image is "
        "resized or cut to (Llama 3.2 Vision 560); empty: native resolution.")
    max_tiles: int = Field(default=1, ge=1, le=MAX_ARCH_COUNT,
        description="Most tiles per image (Llama 3.2 Vision: 4).")
    tokens_per_tile: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT,
        description="Tokens per tile when the projector "
        "pools to a fixed count (Gemma 3: 256); else (tile ÷ patch ÷ merge)².")
    class_token: bool = Field(default=False, description="One class token per tile (CLIP-style towers).")
    min_pixels: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT,
        description="Processor's lower bound on pixels (Qwen2-VL).")
    max_pixels: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT,
        description="Processor's upper bound on pixels (Qwen2-VL).")
    cross_attention_layers: int = Field(
        default=0, ge=0, le=MAX_ARCH_COUNT,
        description="Image states enter only these cross-attention layers (Llama 3.2 Vision: 8) "
        "instead of the text sequence.")
    window_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT,
        description="Pixels per side of the windows the tower "
        "attends within (Qwen2.5-VL: 112); empty: the whole image.")
    full_attention_layers: int | None = Field(default=None, ge=0, le=MAX_ARCH_COUNT,
        description="Layers that attend over the whole "
        "image when the others are windowed (Qwen2.5-VL: 4).")
    merger_params_b: float = Field(default=0.0, ge=0, le=MAX_PARAMS_B,
        description="Of params_b, the projector parameters that run once per merged token, not once per patch "
        "(Qwen2-VL's patch merger; Qwen3-VL's merger and DeepStack mergers), in billions.")

    @model_validator(mode="after")
    def _merger_within(self) -> VisionTower:
        if self.merger_params_b >= self.params_b:
            raise FieldConflict("merger_params_b", "merger_params_b is part of the tower's params_b and must be "
                                                   "smaller")
        return self


class TextEncoder(FrozenModel):
    """One text encoder of an image-generation pipeline (CLIP, OpenCLIP, T5)."""

    name: str = Field(min_length=1, max_length=80)
    params_b: float = Field(ge=MIN_PARAMS_B, le=MAX_PARAMS_B)
    hidden_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    intermediate_size: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT)
    max_tokens: int = Field(default=77, ge=1, le=MAX_ARCH_COUNT,
        description="Prompt tokens it reads (CLIP 77; T5 in FLUX.1-dev 512).")
    fp32_params_b: float = Field(default=0.0, ge=0, le=MAX_PARAMS_B,
        description="Parameters transformers keeps in fp32 when it loads the encoder in fp16 (the model "
        "class's `_keep_in_fp32_modules`: T5's feed-forward output projections `wo`, 1.01 B in T5-XXL).")


class DiffusionParts(FrozenModel):
    """An image-generation pipeline around its denoiser (the model's own `params_b` and shape)."""

    denoiser: Literal["transformer", "unet"] = "transformer"
    text_encoders: tuple[TextEncoder, ...] = Field(default=(), max_length=MAX_ARCH_LIST)
    vae_params_b: float = Field(ge=MIN_PARAMS_B, le=MAX_PARAMS_B,
        description="The VAE (encoder and decoder), in billions.")
    vae_scale: int = Field(default=8, ge=1, le=MAX_ARCH_COUNT, description="Pixels per latent cell side.")
    latent_channels: int = Field(default=16, ge=1, le=MAX_ARCH_COUNT)
    patch_size: int = Field(default=2, ge=1, le=MAX_ARCH_COUNT,
        description="Latent cells per token side (FLUX packs 2 × 2).")
    vae_channels: tuple[int, ...] = Field(
        default=(128, 256, 512, 512), min_length=1, max_length=MAX_ARCH_LIST,
        description="VAE decoder block widths, highest resolution first.")
    vae_tile: int = Field(default=1024, ge=64, le=16384, description="Pixels per tile side when the VAE decodes "
                          "tiled (diffusers AutoencoderKL tile_sample_min_size = the VAE config's sample_size).")
    vae_force_upcast: bool = Field(default=False, description="The pipeline decodes in fp32 when the VAE is fp16 "
                                   "(SDXL VAE config force_upcast).")
    default_steps: int = Field(default=28, ge=1, le=1000)
    default_resolution: int = Field(default=1024, ge=64, le=16384)
    guidance_passes: int = Field(default=1, ge=1, le=4, description="Denoiser passes per step: 2 with "
                                 "classifier-free guidance (SD3.5, SDXL), 1 when guidance is distilled (FLUX).")
    text_tokens: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT,
        description="Text tokens in the denoiser's own sequence (MMDiT joint "
        "attention: FLUX.1-dev 512, SD3.5 333); 0 for a UNet's cross-attention.")
    dual_stream_share: float = Field(default=0.0, ge=0, le=1, description="Share of the denoiser's parameters in "
                                     "dual-stream blocks, where image and text tokens each pass through their "
                                     "own half (MMDiT: FLUX.1 0.54, SD3.5 0.98).")
    tflops_per_step: float | None = Field(
        default=None, gt=0, le=MAX_PARAMS_B,
        description="TFLOPs of one denoiser pass for one image at `default_resolution` "
        "(UNets; transformers are counted from their shape).")
    attention_share: float = Field(default=0.0, ge=0, lt=1, description="Share of `tflops_per_step` that grows "
                                   "with the square of the pixels (self-attention).")


class AudioEncoder(FrozenModel):
    """A speech model's audio encoder (Whisper); the model's own shape fields describe its text decoder."""

    params_b: float = Field(ge=MIN_PARAMS_B, le=MAX_PARAMS_B, description="Encoder parameters, in billions.")
    layers: int = Field(ge=1, le=MAX_ARCH_COUNT)
    hidden_size: int = Field(ge=1, le=MAX_ARCH_COUNT)
    intermediate_size: int = Field(ge=1, le=MAX_ARCH_COUNT)
    heads: int = Field(ge=1, le=MAX_ARCH_COUNT)
    positions: int = Field(default=1500, ge=1, le=MAX_ARCH_COUNT,
        description="Encoder positions per window (max_source_positions).")
    window_seconds: float = Field(default=30.0, gt=0, le=86_400, description="Audio in one window (Whisper: 30 s).")


StateKind = Literal["gated_deltanet", "mamba2", "mamba1"]


class StateLayers(FrozenModel):
    """Layers whose token mixer keeps a fixed recurrent state per sequence instead of a KV cache that grows
    with the context: linear attention (Gated DeltaNet: Qwen3-Next, Qwen3.5) or a state-space model (Mamba-2:
    Nemotron-H, Granite 4, Falcon-H1; Mamba-1: Jamba). Sizes follow the config's own names (app/core/model/state.py
    gives the state each keeps)."""

    kind: StateKind
    layers: int = Field(ge=1, le=MAX_ARCH_COUNT, description="Layers with this mixer.")
    heads: int = Field(ge=1, le=MAX_ARCH_COUNT, description="Value heads (linear_num_value_heads, mamba_num_heads); "
                       "Mamba-1: the inner width (d_inner = expand × hidden) with head_dim 1.")
    head_dim: int = Field(default=1, ge=1, le=MAX_ARCH_COUNT,
                          description="Value head width (linear_value_head_dim, mamba_head_dim).")
    key_heads: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT, description="Gated DeltaNet: linear_num_key_heads.")
    key_head_dim: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT, description="Gated DeltaNet: linear_key_head_dim.")
    state_size: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT, description="Mamba: ssm_state_size (d_state).")
    groups: int = Field(default=1, ge=1, le=MAX_ARCH_COUNT, description="Mamba-2: n_groups of B and C.")
    conv_kernel: int = Field(default=4, ge=1, le=MAX_ARCH_COUNT, description="Short convolution width.")
    dt_rank: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT, description="Mamba-1: time-step projection rank.")
    conv_bias: bool = Field(default=False, description="Bias on the short convolution (Mamba use_conv_bias).")
    proj_bias: bool = Field(default=False, description="Biases on the in/out projections (Mamba use_bias).")
    ssm_dtype_bits: int | None = Field(default=None, ge=8, le=32, description="The recurrent state's precision the "
                                       "checkpoint asks for (Qwen3.5 mamba_ssm_dtype float32: 32); empty: the "
                                       "runtime's default.")
    parallel: bool = Field(default=False, description="The mixer runs beside attention in the same layers "
                           "(Falcon-H1), not instead of it.")

    @property
    def inner(self) -> int:
        """Width of the value stream (heads × head_dim): Mamba's d_inner, Gated DeltaNet's value dim."""
        return self.heads * self.head_dim


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
    # Hybrid models: layers with a recurrent mixer, and which layers have attention and an MLP
    state: StateLayers | None = Field(default=None, description="Linear-attention or state-space layers: a fixed "
                                      "state per sequence instead of a KV cache.")
    attention_layers: int | None = Field(default=None, ge=0, le=MAX_ARCH_COUNT,
                                         description="Layers with softmax attention (a KV cache); empty: every "
                                         "layer but the state layers.")
    mlp_layers: int | None = Field(default=None, ge=0, le=MAX_ARCH_COUNT,
                                   description="Layers with an MLP or MoE block (Nemotron-H keeps them apart from the "
                                   "mixers); empty: every layer.")
    attention_output_gate: bool = Field(default=False, description="q_proj also gives a sigmoid gate on the "
                                        "attention output (Qwen3-Next, Qwen3.5 attn_output_gate).")
    # Sparse attention with a lightning indexer (DeepSeek V3.2 DSA): its own key cache beside the MLA latent
    indexer_heads: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT, description="index_n_heads.")
    indexer_head_dim: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT, description="index_head_dim.")
    indexer_topk: int | None = Field(default=None, ge=1, le=MAX_ARCH_COUNT,
                                     description="index_topk: tokens each query attends to.")
    # Layers a checkpoint carries that inference runtimes do not load (DeepSeek-V3 multi-token prediction)
    mtp_layers: int = Field(default=0, ge=0, le=MAX_ARCH_COUNT)
    mtp_params_b: float | None = Field(default=None, ge=0, le=MAX_PARAMS_B)
    # Beyond text generation (app/core/tasks): the parts a vision-language, image or speech model adds
    vision: VisionTower | None = Field(default=None, description="Vision-language models: the image encoder.")
    diffusion: DiffusionParts | None = Field(default=None, description="Image generation: text encoders, VAE, "
                                             "steps; the model's own fields describe the denoiser.")
    audio: AudioEncoder | None = Field(default=None, description="Speech to text: the audio encoder; the model's "
                                       "own fields describe the decoder.")

    @model_validator(mode="after")
    def _consistent(self) -> ModelArch:
        if self.heads and self.kv_heads and self.kv_heads > self.heads:
            raise FieldConflict("kv_heads", "kv_heads cannot exceed heads")
        if self.experts and self.experts_per_token and self.experts_per_token > self.experts:
            raise FieldConflict("experts_per_token", "experts_per_token cannot exceed experts")
        if self.layers is not None and self.windowed_layers > self.layers:
            raise FieldConflict("windowed_layers", "windowed_layers cannot exceed layers")
        if self.state is not None and self.layers is not None and self.state.layers > self.layers:
            raise FieldConflict("state.layers", "state.layers cannot exceed layers")
        for name, count in (("attention_layers", self.attention_layers), ("mlp_layers", self.mlp_layers)):
            if count is not None and self.layers is not None and count > self.layers:
                raise FieldConflict(name, f"{name} cannot exceed layers")
        if self.windowed_layers and not self.sliding_window:
            raise FieldConflict("windowed_layers", "windowed_layers needs sliding_window")
        if self.params_b and self.active_params_b and self.active_params_b > self.params_b * 1.0001:
            raise FieldConflict("active_params_b", "active_params_b cannot exceed params_b")
        for name, part in (("vision", self.vision), ("audio", self.audio)):
            if part is not None and self.params_b and part.params_b >= self.params_b:
                raise FieldConflict(f"{name}.params_b", "an encoder's params_b is part of the model's params_b and "
                                                        "must be smaller")
        if sum(p is not None for p in (self.vision, self.diffusion, self.audio)) > 1:
            raise FieldConflict("vision", "give at most one of 'vision', 'diffusion' and 'audio'")
        return self

    @property
    def is_moe(self) -> bool:
        return bool(self.experts and self.experts > 1)

    @property
    def is_mla(self) -> bool:
        return self.kv_lora_rank is not None


ModelKind = Literal["decoder", "encoder"]
