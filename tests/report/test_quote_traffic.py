"""The quote states the traffic and the percentile targets, and each candidate's servers needed (issue 33)."""

from __future__ import annotations

from quote_testkit import FIXED_DATE, example, shipped_servers

from app.core.catalog import load_catalog
from app.report.quote.build import quote_for
from app.report.quote.model import QuoteOptions, Table


def text_of(cell) -> str:  # type: ignore[no-untyped-def]
    return cell if isinstance(cell, str) else "".join(s.text for s in cell)


def _busy():
    w = example("chatbot-8b")
    load = w.load.model_copy(update={"people": 2000, "requests_per_person_per_hour": 6.0,
                                     "requests_per_s": 2000 * 6 / 3600})
    ttft = w.targets.ttft_s.model_copy(update={"percentile": 95.0})  # type: ignore[union-attr]
    return w.model_copy(update={"load": load, "targets": w.targets.model_copy(update={"ttft_s": ttft})})


def test_quote_states_traffic_targets_and_servers_needed():
    options = QuoteOptions(lang="en", paper="a4", unit="GB", date=FIXED_DATE)
    quote = quote_for(_busy(), shipped_servers(("srv-1x-l40s", "ws-1x-rtx4090")), load_catalog(), options,
                      explicit=True)
    rows = {text_of(r[-2]): text_of(r[-1]) for b in quote.section("requirements").blocks
            if isinstance(b, Table) for r in b.rows}
    # 2,000 people × 6 requests an hour ÷ 3,600 s = 3.33 requests/s
    assert rows["Traffic"].startswith("3.33 requests/s at the busiest hour (2,000 people × 6 requests an hour")
    assert rows["Latency (time to first token)"].startswith("95 % within 2.00\u00a0s — must-have")
    candidates = " ".join(text_of(c) for b in quote.section("candidates").blocks if isinstance(b, Table)
                          for r in b.rows for c in r)
    for r in quote.candidates:
        assert f"Servers needed: {r.speed.traffic.servers_needed} " in candidates
