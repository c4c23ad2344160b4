"""People → requests at the same moment: the rule that links the two load fields.

A buyer knows how many people will use the service; the memory and speed estimates need how
many requests are in flight at the busiest moment. The rule is one multiplication with a share
the user can change; its default and source are stated wherever it is used.
"""

from __future__ import annotations

import math

# Share of all users with a request in flight at the busiest moment. NVIDIA's Enterprise RAG sizing
# guide: "a good estimate of peak usage for the Chat service is 10% of total users" (5,000 engineers →
# 500 concurrent requests). https://docs.nvidia.com/enterprise-reference-architectures/
# enterprise-rag-retrieval-scaling-and-sizing-guide/latest/rag-sizing-guidelines.html
DEFAULT_ACTIVE_SHARE = 0.10
ACTIVE_SHARE_SOURCE = ("NVIDIA Enterprise RAG sizing guide: peak usage of a chat service ≈ 10 % of its users "
                       "(docs.nvidia.com/enterprise-reference-architectures/enterprise-rag-retrieval-scaling-"
                       "and-sizing-guide)")
# people × share is rounded to this many decimals before rounding up, so that 200 × 0.1
# (20.000000000000004 in binary floating point) gives 20 requests, not 21.
_SHARE_DECIMALS = 9


def peak_requests(people: int, share: float | None = None) -> int:
    """Requests in flight at the busiest moment: people × share, rounded up, at least one."""
    used = DEFAULT_ACTIVE_SHARE if share is None else share
    return max(1, math.ceil(round(people * used, _SHARE_DECIMALS)))


def people_served(requests: int, share: float | None = None) -> int:
    """The most people whose busiest moment fits `requests` at once (the rule read backwards)."""
    used = DEFAULT_ACTIVE_SHARE if share is None else share
    return math.floor(round(requests / used, _SHARE_DECIMALS)) if used > 0 else 0
