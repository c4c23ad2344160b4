"""Throughput and per-user speed against concurrency, one line per profile (estimates)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from matplotlib.axes import Axes

from app.charts.palette import LIGHT, Theme
from app.core.speed.estimate import SpeedEstimate

LINE_COLORS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9")


@dataclass(frozen=True)
class Series:
    label: str
    speed: SpeedEstimate


def draw_speed(ax_total: Axes, ax_user: Axes, series: Sequence[Series], requested: int,
               labels: dict[str, str], theme: Theme = LIGHT, ax_ttft: Axes | None = None) -> None:
    """Aggregate tokens/s, tokens/s per user and (given `ax_ttft`) the wait for the first token, each
    against concurrency; a dashed marker at the requested concurrency; a dot where memory ends the curve."""
    axes = (ax_total, ax_user) if ax_ttft is None else (ax_total, ax_user, ax_ttft)
    for ax in axes:
        ax.set_facecolor(theme.background)
        ax.set_xscale("log", base=2)
        ax.grid(color=theme.grid, linewidth=0.6)
        ax.tick_params(colors=theme.foreground)
        ax.set_xlabel(labels.get("concurrency", "concurrency"), color=theme.foreground)
        ax.axvline(requested, color=theme.foreground, linestyle=":", linewidth=1)
        for spine in ax.spines.values():
            spine.set_color(theme.grid)
    for i, s in enumerate(series):
        if not s.speed.curve:
            continue
        color = LINE_COLORS[i % len(LINE_COLORS)]
        xs = [p.concurrency for p in s.speed.curve]
        ax_total.plot(xs, [p.aggregate_tokens_per_s for p in s.speed.curve], color=color, label=s.label,
                      marker=".")
        ax_user.plot(xs, [p.tokens_per_s_per_user for p in s.speed.curve], color=color, marker=".")
        waits = [(p.concurrency, p.ttft_s) for p in s.speed.curve if p.ttft_s is not None]
        if ax_ttft is not None and waits:
            ax_ttft.plot([c for c, _ in waits], [t for _, t in waits], color=color, marker=".")
        limit = s.speed.memory_limit_concurrency
        if limit:
            end = s.speed.curve[-1]
            ax_total.plot([end.concurrency], [end.aggregate_tokens_per_s], "o", color=color, markersize=7,
                          markerfacecolor="none")
            ax_user.plot([end.concurrency], [end.tokens_per_s_per_user], "o", color=color, markersize=7,
                         markerfacecolor="none")
    ax_total.set_ylabel(labels.get("total", "tokens/s, all users"), color=theme.foreground)
    ax_user.set_ylabel(labels.get("user", "tokens/s per user"), color=theme.foreground)
    if ax_ttft is not None:
        ax_ttft.set_ylabel(labels.get("ttft", "seconds to the first token"), color=theme.foreground)
    if series:
        legend = ax_total.legend(frameon=False, fontsize=8)
        for text in legend.get_texts():
            text.set_color(theme.foreground)
