"""Placing a workload on server profiles: split, verdict, boundaries, bottlenecks, ranking.

    types.py        FitResult, Placement, TargetCheck, Comparison (what the views read)
    verdict.py      usable memory, the verdict policy, targets held against the speed estimate
    search.py       exact boundary search (largest concurrency / context that fits)
    place.py        place(): the split per GPU and everything measured on one server
    bottlenecks.py  CPU / RAM / NVMe / network / power rules
    rank.py         ranking and the recommendation
"""
