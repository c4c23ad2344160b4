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
# Requests one person sends in the busiest hour, when the buyer gives people but not their rate. Netskope
# Threat Labs (2023, "ChatGPT use increasing exponentially in the enterprise"): an enterprise user submits
# 6 prompts a day on average (the top 10 % 23). Headroom assumes a quarter of a working day's prompts fall
# in its busiest hour (judgement: the busy-hour share of an 8-hour office day with a morning peak, as the
# telephone traffic engineer's busy-hour ratio). 6 × 0.25 = 1.5 requests per person per hour.
PROMPTS_PER_PERSON_PER_DAY = 6.0
BUSIEST_HOUR_SHARE_OF_DAY = 0.25
DEFAULT_REQUESTS_PER_PERSON_PER_HOUR = PROMPTS_PER_PERSON_PER_DAY * BUSIEST_HOUR_SHARE_OF_DAY
REQUESTS_PER_PERSON_SOURCE = ("Netskope Threat Labs 2023: an enterprise chat user sends 6 prompts a day; a quarter "
                              "of them in the busiest hour (judgement) gives 1.5 an hour")
SECONDS_PER_HOUR = 3600.0
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


def arrival_rate(people: int, per_person_per_hour: float | None = None) -> float:
    """Requests per second at the busiest hour: people × requests per person per hour ÷ 3,600."""
    used = DEFAULT_REQUESTS_PER_PERSON_PER_HOUR if per_person_per_hour is None else per_person_per_hour
    return people * used / SECONDS_PER_HOUR
