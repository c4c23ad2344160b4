"""The training side of the fit (issue 29): every training memory term refitted per left-out source.

fit_constants.py fits the training terms (LitGPT LoRA's activation factor, the allocator's slack over the
activations) by alternating: each term's implied values depend on the other term's fitted value. A fold that
leaves a source out must redo that whole alternation without the source's cases, not only drop the source's
implied values from a fit made with them (their pull on the other term would otherwise stay in the fold).
`per_source_constants` does that for every source whose cases imply a value for some term; a source that
implies none gets the full fit, which its cases never entered.
"""

from __future__ import annotations

from collections.abc import Callable

from fitlib import Implied, source_key

from app.core import fitted

Constants = dict[str, fitted.FittedValue]


def per_source_constants(memory: list[dict], implied: dict[str, list[Implied]],
                         fit: Callable[[list[dict]], Constants]) -> dict[str, Constants]:
    """Source → the memory terms fitted from scratch (`fit`, the alternating fit) on every other source's cases."""
    touching = sorted({i.source for values in implied.values() for i in values})
    return {src: fit([c for c in memory if source_key(c["source"]) != src]) for src in touching}

