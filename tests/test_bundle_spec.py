"""Fast checks of build/headroom.spec, without PyInstaller and without building anything.

The spec is executed with stand-ins for PyInstaller's Analysis/PYZ/EXE/COLLECT/BUNDLE and for the
two PyInstaller helpers it imports; the tests read what it handed to them. The real build is
build/build.sh (minutes), not part of the test suite.
"""

from __future__ import annotations

import ast
import os
import pkgutil
import struct
import sys
import time
import tomllib
import types
from pathlib import Path
from typing import Any

import pytest

import app
from app.cli import COMMAND_MODULES
from app.infra import resources

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build" / "headroom.spec"
PYPROJECT_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
# What the issue says must stay out of the bundle.
MUST_EXCLUDE = (
    "tkinter", "pytest", "hypothesis", "pypdf", "tests", "torch", "transformers", "IPython",
    "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets", "PySide6.Qt3DCore", "PySide6.QtQuick",
    "PySide6.QtQml", "PySide6.QtMultimedia", "PySide6.QtBluetooth",
    "matplotlib.backends.backend_tkagg", "matplotlib.backends.backend_wxagg", "matplotlib.backends.backend_gtk3agg",
    "matplotlib.backends.backend_webagg", "matplotlib.backends.backend_nbagg",
)
ALLOWED_MPL_BACKENDS = {"QtAgg", "Agg", "SVG", "PDF"}
QT_MODULES_THE_APP_USES = ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg",
                           "PySide6.QtPrintSupport")


class Recorder:
    """Stands in for one PyInstaller build class: keeps its arguments."""

    def __init__(self, kind: str, calls: list[Recorder], *args: Any, **kwargs: Any):
        self.kind, self.args = kind, args
        self.kwargs: dict[str, Any] = kwargs
        calls.append(self)


class FakeAnalysis(Recorder):
    def __init__(self, calls: list[Recorder], scripts: list[str], **kwargs: Any):
        super().__init__("Analysis", calls, scripts, **kwargs)
        self.scripts = scripts
        self.pure: list[tuple[str, str, str]] = []
        # A sample of what PyInstaller's hooks collect, to see the spec's trimming at work.
        self.binaries = [
            ("PySide6/Qt/plugins/platforms/libqxcb.so", "/nonexistent/libqxcb.so", "BINARY"),
            ("PySide6/Qt/plugins/platforms/libqeglfs.so", "/nonexistent/libqeglfs.so", "BINARY"),
            ("PySide6/Qt/plugins/generic/libqtuiotouchplugin.so", "/nonexistent/libqtuiotouchplugin.so", "BINARY"),
            ("PySide6/Qt/plugins/imageformats/libqsvg.so", "/nonexistent/libqsvg.so", "BINARY"),
            ("PySide6/Qt/plugins/imageformats/libqtiff.so", "/nonexistent/libqtiff.so", "BINARY"),
            ("PySide6/Qt/lib/libQt6Network.so.6", "/nonexistent/libQt6Network.so.6", "BINARY"),
            ("PySide6/Qt/lib/libQt6Core.so.6", "/nonexistent/libQt6Core.so.6", "BINARY"),
            ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ]
        # After analysis, entries are (destination file, source, kind).
        self.datas = [(f"{dest}/{Path(src).name}", src, "DATA") for src, dest in kwargs["datas"]] + [
            ("PySide6/Qt/translations/qtbase_ru.qm", "/nonexistent/qtbase_ru.qm", "DATA"),
            ("PySide6/Qt/translations/qtbase_de.qm", "/nonexistent/qtbase_de.qm", "DATA"),
            ("matplotlib/mpl-data/fonts/ttf/DejaVuSans.ttf", "/nonexistent/DejaVuSans.ttf", "DATA"),
            ("matplotlib/mpl-data/fonts/ttf/LastResortHE-Regular.ttf", "/nonexistent/LastResortHE-Regular.ttf", "DATA"),
            ("matplotlib/mpl-data/fonts/ttf/STIXGeneral.ttf", "/nonexistent/STIXGeneral.ttf", "DATA"),
            ("matplotlib/mpl-data/sample_data/README.txt", "/nonexistent/README.txt", "DATA"),
            ("headroom.egg-info/PKG-INFO", "/nonexistent/PKG-INFO", "DATA"),
            ("headroom-0.1.0.dist-info/METADATA", "/nonexistent/METADATA", "DATA"),
            ("numpy-2.4.6.dist-info/METADATA", "/nonexistent/METADATA", "DATA"),
        ]


# What each fake library links to (ldd lists dependencies transitively, so does this table).
FAKE_IMPORTS = {
    "/nonexistent/libqtuiotouchplugin.so": ["libQt6Network.so.6", "libQt6Core.so.6"],
    "/nonexistent/libqeglfs.so": ["libQt6Core.so.6"],
    "/nonexistent/libqtiff.so": ["libQt6Core.so.6"],
    "/nonexistent/libqxcb.so": ["libQt6Core.so.6"],
    "/nonexistent/libqsvg.so": ["libQt6Core.so.6"],
}


def _walk_app_modules(package: str) -> list[str]:
    assert package == "app"
    return ["app", *(m.name for m in pkgutil.walk_packages(app.__path__, "app."))]


def _fake_pyinstaller(monkeypatch: pytest.MonkeyPatch) -> None:
    hooks = types.ModuleType("PyInstaller.utils.hooks")
    hooks.collect_submodules = _walk_app_modules
    bindepend = types.ModuleType("PyInstaller.depend.bindepend")
    bindepend.get_imports = lambda src: {(name, None) for name in FAKE_IMPORTS.get(str(src), [])}
    for name in ("PyInstaller", "PyInstaller.utils", "PyInstaller.depend"):
        monkeypatch.setitem(sys.modules, name, types.ModuleType(name))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.hooks", hooks)
    monkeypatch.setitem(sys.modules, "PyInstaller.depend.bindepend", bindepend)


def run_spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *, onefile: bool = False) -> dict[str, Any]:
    _fake_pyinstaller(monkeypatch)
    monkeypatch.setenv("HEADROOM_ONEFILE", "1" if onefile else "0")
    workpath = tmp_path / "work"
    icons = workpath / "icons"
    icons.mkdir(parents=True)
    for name in ("headroom.png", "headroom.ico", "headroom.icns"):  # fresh icons: the spec renders none
        (icons / name).write_bytes(b"icon")
    future = time.time() + 60
    for name in ("headroom.png", "headroom.ico", "headroom.icns"):
        os.utime(icons / name, (future, future))
    calls: list[Recorder] = []
    namespace: dict[str, Any] = {
        "SPECPATH": str(SPEC.parent), "workpath": str(workpath), "DISTPATH": str(tmp_path / "dist"),
        "Analysis": lambda scripts, **kw: FakeAnalysis(calls, scripts, **kw),
        "PYZ": lambda *a, **kw: Recorder("PYZ", calls, *a, **kw),
        "EXE": lambda *a, **kw: Recorder("EXE", calls, *a, **kw),
        "COLLECT": lambda *a, **kw: Recorder("COLLECT", calls, *a, **kw),
        "BUNDLE": lambda *a, **kw: Recorder("BUNDLE", calls, *a, **kw),
        "__file__": str(SPEC),
    }
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    namespace["calls"] = calls
    return namespace


def first(calls: list[Recorder], kind: str) -> Any:
    """The first build object of that kind (typed Any: the tests read FakeAnalysis's fields too)."""
    return next(c for c in calls if c.kind == kind)


@pytest.fixture
def spec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    return run_spec(tmp_path, monkeypatch)


def test_spec_bundles_every_resource_file(spec: dict[str, Any]) -> None:
    analysis = first(spec["calls"], "Analysis")
    bundled = {(Path(src).name, dest) for src, dest in analysis.kwargs["datas"]}
    for folder in resources.RESOURCE_DIRS:
        files = [p for p in (ROOT / "resources" / folder).rglob("*")
                 if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"]
        assert files, f"resources/{folder} is empty"
        for file in files:
            dest = str(file.relative_to(ROOT).parent)
            assert (file.name, dest) in bundled, f"{file.relative_to(ROOT)} is not in the bundle's data"


def test_spec_bundles_pyproject_for_the_frozen_version(spec: dict[str, Any]) -> None:
    analysis = first(spec["calls"], "Analysis")
    assert (str(ROOT / "pyproject.toml"), "resources") in analysis.kwargs["datas"]
    assert spec["VERSION"] == PYPROJECT_VERSION


def test_frozen_version_comes_from_the_bundled_pyproject(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The layout the spec produces: <_MEIPASS>/resources/pyproject.toml, no dist-info metadata.
    (tmp_path / "resources").mkdir()
    (tmp_path / "resources" / "pyproject.toml").write_text('[project]\nversion = "9.8.7"\n', encoding="utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.bundled_version() == "9.8.7"


def test_spec_excludes_what_the_app_does_not_use(spec: dict[str, Any]) -> None:
    analysis = first(spec["calls"], "Analysis")
    excludes = set(analysis.kwargs["excludes"])
    missing = [m for m in MUST_EXCLUDE if m not in excludes]
    assert not missing, f"not excluded: {missing}"
    backends = set(analysis.kwargs["hooksconfig"]["matplotlib"]["backends"])
    assert backends <= ALLOWED_MPL_BACKENDS and "QtAgg" in backends and "SVG" in backends


def _top_level_imports() -> set[str]:
    names: set[str] = set()
    for file in (ROOT / "app").rglob("*.py"):
        for node in ast.walk(ast.parse(file.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module)
    return names


def test_spec_excludes_nothing_the_app_imports(spec: dict[str, Any]) -> None:
    excludes = set(first(spec["calls"], "Analysis").kwargs["excludes"])
    imported = _top_level_imports()
    clash = sorted(m for m in imported if any(m == e or m.startswith(e + ".") for e in excludes))
    assert not clash, f"the app imports modules the spec excludes: {clash}"
    assert not excludes & set(QT_MODULES_THE_APP_USES)


def test_spec_names_the_modules_imported_by_name(spec: dict[str, Any]) -> None:
    hidden = set(first(spec["calls"], "Analysis").kwargs["hiddenimports"])
    present = {m for m in COMMAND_MODULES if (ROOT / (m.replace(".", "/") + ".py")).exists()}
    assert present <= hidden


def test_spec_trims_qt_and_matplotlib(spec: dict[str, Any]) -> None:
    analysis = first(spec["calls"], "Analysis")
    binaries = {Path(dest).name for dest, _src, _kind in analysis.binaries}
    assert {"libqxcb.so", "libqsvg.so", "libQt6Core.so.6"} <= binaries
    # Dropped plugins, and QtNetwork, which only the dropped tuio plugin needed (file and symlink).
    assert not {"libqeglfs.so", "libqtuiotouchplugin.so", "libqtiff.so", "libQt6Network.so.6"} & binaries
    datas = {dest for dest, _src, _kind in analysis.datas}
    assert "PySide6/Qt/translations/qtbase_ru.qm" in datas
    assert "PySide6/Qt/translations/qtbase_de.qm" not in datas
    assert {"matplotlib/mpl-data/fonts/ttf/DejaVuSans.ttf",
            "matplotlib/mpl-data/fonts/ttf/LastResortHE-Regular.ttf"} <= datas
    assert not {"matplotlib/mpl-data/fonts/ttf/STIXGeneral.ttf", "matplotlib/mpl-data/sample_data/README.txt"} & datas


def test_spec_leaves_out_our_install_metadata(spec: dict[str, Any]) -> None:
    """The frozen version must come from the bundled pyproject.toml, not an install-time copy."""
    datas = {dest for dest, _src, _kind in first(spec["calls"], "Analysis").datas}
    assert not {d for d in datas if d.startswith(("headroom.egg-info/", "headroom-"))}
    assert "numpy-2.4.6.dist-info/METADATA" in datas  # other packages' metadata stays


def test_one_folder_by_default_one_file_on_request(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = run_spec(tmp_path / "a", monkeypatch)
    exe = first(folder["calls"], "EXE")
    assert exe.kwargs["name"] == "headroom" and exe.kwargs["exclude_binaries"] is True
    assert first(folder["calls"], "COLLECT").kwargs["name"] == "headroom"
    single = run_spec(tmp_path / "b", monkeypatch, onefile=True)
    assert not [c for c in single["calls"] if c.kind == "COLLECT"]
    assert first(single["calls"], "EXE").kwargs["name"] == "headroom"


def test_windows_version_info_carries_the_pyproject_version(spec: dict[str, Any],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    versioninfo = types.ModuleType("PyInstaller.utils.win32.versioninfo")
    for name in ("FixedFileInfo", "StringFileInfo", "StringStruct", "StringTable", "VarFileInfo", "VarStruct",
                 "VSVersionInfo"):
        setattr(versioninfo, name, lambda *a, _n=name, **kw: (_n, a, kw))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32", types.ModuleType("PyInstaller.utils.win32"))
    monkeypatch.setitem(sys.modules, "PyInstaller.utils.win32.versioninfo", versioninfo)
    make = spec["windows_version_info"]
    assert callable(make)
    make.__globals__["IS_WINDOWS"] = True
    kind, _args, kwargs = make()
    assert kind == "VSVersionInfo"
    numbers = tuple(int(p) for p in PYPROJECT_VERSION.split("."))
    assert kwargs["ffi"][2]["filevers"][: len(numbers)] == numbers
    strings = kwargs["kids"][0][1][0][0][1][1]
    assert ("StringStruct", ("ProductVersion", PYPROJECT_VERSION), {}) in strings


def test_ico_file_holds_every_size() -> None:
    sys.path.insert(0, str(ROOT / "build"))
    try:
        from make_icons import ICO_SIZES_PX, ico_bytes
    finally:
        sys.path.remove(str(ROOT / "build"))
    blob = ico_bytes({size: b"\x89PNG" + bytes([size % 256]) for size in ICO_SIZES_PX})
    reserved, kind, count = struct.unpack_from("<HHH", blob)
    assert (reserved, kind, count) == (0, 1, len(ICO_SIZES_PX))
    widths = [struct.unpack_from("<B", blob, 6 + 16 * i)[0] for i in range(count)]
    assert widths == [s if s < 256 else 0 for s in sorted(ICO_SIZES_PX)]
