"""The importers load no GUI or plotting library: the CLI and the workload loader use them headless."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
FORBIDDEN = ("PySide6", "shiboken6", "matplotlib")


def test_importing_and_using_the_importers_loads_no_ui_library(tmp_path):
    config = tmp_path / "config.json"
    config.write_text('{"model_type": "llama", "hidden_size": 64, "intermediate_size": 128, '
                      '"num_hidden_layers": 2, "num_attention_heads": 4, "vocab_size": 100}')
    probe = (
        "import sys, app.core.model.importers, app.core.model.importers.gguf_file, app.core.model.importers.hf_folder\n"
        f"app.core.model.importers.inspect_path({str(config)!r})\n"
        f"print('LOADED:' + ','.join(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "LOADED:"
