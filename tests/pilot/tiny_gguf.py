"""A tiny random-weight Llama in GGUF, written here so that a real llama.cpp server can load it.

Two layers, hidden size 64, 4 attention heads (2 for K/V), feed-forward 128, and a byte-level BPE
vocabulary of VOCAB_SIZE tokens trained with `tokenizers` on sentences of common English words.
The weights are random (seeded), so the answers are noise, but the server does everything it
does for a real model: tokenize, prefill, decode, stream. Written with the `gguf` package's
writer; needs numpy, gguf and tokenizers.
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np

ARCH = "llama"
LAYERS = 2
HIDDEN = 64
HEADS = 4
KV_HEADS = 2
FEED_FORWARD = 128
CONTEXT = 4096  # n_ctx_train: above the server's default context, so the server's setting decides
VOCAB_SIZE = 384  # 256 byte tokens + 2 specials + ~126 merges
BOS, EOS = "<s>", "</s>"
# llama.cpp's token types (llama_token_type in llama.h): 1 normal, 3 control.
TOKEN_NORMAL, TOKEN_CONTROL = 1, 3
WEIGHT_STD = 0.02  # the usual initialiser's scale (GPT-2, Llama)


def _bpe(words: list[str]) -> tuple[list[str], list[str]]:
    """Train a byte-level BPE; return its tokens by id and its merges ('a b')."""
    import json

    from tokenizers import Tokenizer, models, pre_tokenizers, trainers

    tokenizer = Tokenizer(models.BPE())
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    trainer = trainers.BpeTrainer(vocab_size=VOCAB_SIZE, special_tokens=[BOS, EOS],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    rng = random.Random(0)
    corpus = [" ".join(rng.choice(words) for _ in range(24)) for _ in range(400)]
    tokenizer.train_from_iterator(corpus, trainer=trainer)
    model = json.loads(tokenizer.to_str())["model"]
    vocab: dict[str, int] = model["vocab"]
    tokens = [""] * len(vocab)
    for token, index in vocab.items():
        tokens[index] = token
    merges = [m if isinstance(m, str) else " ".join(m) for m in model["merges"]]
    return tokens, merges


def write_tiny_gguf(path: Path, words: list[str], seed: int = 0) -> Path:
    import gguf

    tokens, merges = _bpe(words)
    vocab = len(tokens)
    writer = gguf.GGUFWriter(str(path), ARCH)
    writer.add_name("headroom-tiny-random")
    writer.add_context_length(CONTEXT)
    writer.add_embedding_length(HIDDEN)
    writer.add_block_count(LAYERS)
    writer.add_feed_forward_length(FEED_FORWARD)
    writer.add_head_count(HEADS)
    writer.add_head_count_kv(KV_HEADS)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_rope_dimension_count(HIDDEN // HEADS)
    writer.add_vocab_size(vocab)
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre("gpt-2")
    writer.add_token_list(tokens)
    writer.add_token_types([TOKEN_CONTROL if t in (BOS, EOS) else TOKEN_NORMAL for t in tokens])
    writer.add_token_merges(merges)
    writer.add_bos_token_id(tokens.index(BOS))
    writer.add_eos_token_id(tokens.index(EOS))
    writer.add_add_bos_token(True)

    rng = np.random.default_rng(seed)

    def weight(*shape: int) -> np.ndarray:
        return (rng.standard_normal(shape) * WEIGHT_STD).astype(np.float32)

    head_dim = HIDDEN // HEADS
    # numpy shapes are (rows, columns) = (out, in); GGUF stores them reversed, as llama.cpp expects.
    writer.add_tensor("token_embd.weight", weight(vocab, HIDDEN))
    for layer in range(LAYERS):
        blk = f"blk.{layer}."
        writer.add_tensor(blk + "attn_norm.weight", np.ones(HIDDEN, dtype=np.float32))
        writer.add_tensor(blk + "attn_q.weight", weight(HIDDEN, HIDDEN))
        writer.add_tensor(blk + "attn_k.weight", weight(KV_HEADS * head_dim, HIDDEN))
        writer.add_tensor(blk + "attn_v.weight", weight(KV_HEADS * head_dim, HIDDEN))
        writer.add_tensor(blk + "attn_output.weight", weight(HIDDEN, HIDDEN))
        writer.add_tensor(blk + "ffn_norm.weight", np.ones(HIDDEN, dtype=np.float32))
        writer.add_tensor(blk + "ffn_gate.weight", weight(FEED_FORWARD, HIDDEN))
        writer.add_tensor(blk + "ffn_up.weight", weight(FEED_FORWARD, HIDDEN))
        writer.add_tensor(blk + "ffn_down.weight", weight(HIDDEN, FEED_FORWARD))
    writer.add_tensor("output_norm.weight", np.ones(HIDDEN, dtype=np.float32))
    writer.add_tensor("output.weight", weight(vocab, HIDDEN))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
