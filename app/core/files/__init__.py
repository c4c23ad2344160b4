"""Every file a user gives Headroom, read one way.

    reading.py      the one reading boundary: ordinary files only, size and depth limits before parsing,
                    UTF-8, finite numbers, valid text; every refusal names the file and the field
    limits.py       the named limits (file sizes, nesting, text lengths, numeric ranges)
    versioning.py   versioned documents: refuse newer, migrate older in ordered steps, back up before rewriting

Each format's own reader builds on these (core/workload/io.py, core/offers/server.py, core/pilot/results.py,
app/store/profiles_io.py).
"""
