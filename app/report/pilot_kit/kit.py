"""Writing the pilot kit folder: plan.json, README.md, the two scripts, the workload (and config.json).

Shared by `headroom pilot kit` and the GUI's action. Refuses a folder that already holds files
unless `force`; every file is written atomically, so an interrupted kit never holds half a file.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from app.core.catalog import Catalog
from app.core.fit.types import FitResult
from app.core.pilot.launch import launch_command
from app.core.pilot.plan import PilotPlan, plan_for, plan_json_text
from app.core.workload.io import dump_workload
from app.core.workload.schema import Workload
from app.infra import resources
from app.infra.atomic import atomic_write_bytes, atomic_write_text
from app.report.pilot_kit.readme import readme_text

SCRIPTS = ("pilot_serve.py", "pilot_memory.py")
# A training pilot serves nothing: its speed and memory runs are pilot_memory.py's.
TRAINING_SCRIPTS = ("pilot_memory.py",)
DEFAULT_WORKLOAD_FILE = "workload.headroom.json"
# A model's config.json is a few kilobytes; a larger file named so is not one.
MAX_CONFIG_BYTES = 1024 * 1024


class KitError(Exception):
    """The kit cannot be written: `code` (folder_not_empty, not_a_folder, write_failed) and `path`."""

    def __init__(self, code: str, path: Path, reason: str = ""):
        self.code, self.path, self.reason = code, path, reason
        super().__init__(f"{code}: {path} {reason}".strip())


@dataclass
class Kit:
    folder: Path
    plan: PilotPlan
    files: list[Path] = field(default_factory=list)


def _model_config(workload: Workload) -> bytes | None:
    """The model's config.json when the workload points at a local one (file or model folder)."""
    if not workload.model.path:
        return None
    p = Path(workload.model.path)
    candidate = p / "config.json" if p.is_dir() else p
    if candidate.name != "config.json" or not candidate.is_file():
        return None
    try:
        if candidate.stat().st_size > MAX_CONFIG_BYTES:
            return None
        return candidate.read_bytes()
    except OSError:
        return None


def _check_folder(folder: Path, force: bool) -> None:
    try:
        if folder.exists() and not folder.is_dir():
            raise KitError("not_a_folder", folder)
        if folder.is_dir() and any(folder.iterdir()) and not force:
            raise KitError("folder_not_empty", folder)
    except OSError as exc:  # a name too long, a folder we may not list
        raise KitError("write_failed", folder, exc.strerror or str(exc)) from None


def write_kit(workload: Workload, folder: str | Path, catalog: Catalog, *, lang: str = "en",
              fit: FitResult | None = None, force: bool = False, workload_file: str | None = None) -> Kit:
    """Write the kit into `folder` (created if missing). `workload_file` names the workload's copy."""
    out = Path(folder)
    _check_folder(out, force)
    plan = plan_for(workload, catalog, fit)
    launch = launch_command(workload, plan)
    config = _model_config(workload)
    name = Path(workload_file).name if workload_file else DEFAULT_WORKLOAD_FILE
    contents: dict[str, bytes] = {
        "plan.json": plan_json_text(plan).encode("utf-8"),
        "README.md": readme_text(workload, plan, launch, lang=lang, has_config=config is not None,
                                 workload_file=name, fit=fit).encode("utf-8"),
        name: dump_workload(workload).encode("utf-8"),
    }
    scripts = TRAINING_SCRIPTS if plan.is_training else SCRIPTS
    for script in scripts:
        contents[script] = resources.path("pilot", script).read_bytes()
    if config is not None:
        contents["config.json"] = config
    kit = Kit(folder=out, plan=plan)
    staging: Path | None = None
    try:
        # Written whole into a hidden folder beside the target, then moved into place (renames on one disk,
        # which need no space): a full disk or a failure half-way leaves nothing behind.
        out.parent.mkdir(parents=True, exist_ok=True)
        staging = Path(tempfile.mkdtemp(prefix=f".{out.name}.", suffix=".partial", dir=out.parent))
        umask = os.umask(0)
        os.umask(umask)
        staging.chmod(0o777 & ~umask)  # mkdtemp makes it private; the kit folder is an ordinary folder
        for filename, data in contents.items():
            target = staging / filename
            if filename.endswith((".md", ".json")):
                atomic_write_text(target, data.decode("utf-8"))
            else:
                atomic_write_bytes(target, data)
        for script in scripts:
            (staging / script).chmod(0o755)  # runnable as ./pilot_serve.py on the trial server
        if out.is_dir():  # empty, or --force: each file replaces its namesake
            for filename in contents:
                os.replace(staging / filename, out / filename)
            staging.rmdir()
        else:
            os.replace(staging, out)
        staging = None
        kit.files.extend(out / filename for filename in contents)
    except OSError as exc:
        raise KitError("write_failed", out, exc.strerror or str(exc)) from None
    finally:
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
    return kit
