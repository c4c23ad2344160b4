"""`python -m app` is the same as the `headroom` command."""

from app.cli import main

raise SystemExit(main())
