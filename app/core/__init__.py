"""The sizing engine: pure Python + pydantic. Never imports Qt or matplotlib.

Front ends call it through a few entry points (docs/architecture.md, "The engine's API"):
`assess.assess` (the window), `memory.components.budget`, `fit.place.fit`, `fit.rank.compare`,
`pilot.plan.plan_for` with `pilot.launch.launch_command`, `pilot.compare.compare_results` and
`importers.inspect_path`.
"""
