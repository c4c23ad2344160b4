"""Starting the desktop app: QApplication, translations, the exception hook, the window, screenshots."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QTranslator, qInstallMessageHandler
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from app.infra import paths, resources
from app.text import i18n
from app.ui import settings

if TYPE_CHECKING:
    from app.ui.main_window import MainWindow

log = logging.getLogger("headroom")

SCREENSHOT_SIZE = (1280, 720)  # the smallest layout the window is designed for
SCREENSHOT_SETTLE_ROUNDS = 3  # event-loop passes so layouts, the chart and deferred redraws finish
LOG_FILE_BYTES = 1_000_000
LOG_BACKUPS = 2
ICON = "headroom.svg"


def log_path() -> Path:
    return paths.data_dir() / "logs" / "headroom.log"


def setup_logging() -> Path:
    import logging.handlers  # ~10 ms (socket, pickle): the interactive start does this after the first paint

    path = log_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_FILE_BYTES, backupCount=LOG_BACKUPS,
                                                   encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    qInstallMessageHandler(lambda _kind, _context, message: log.info("Qt: %s", message))
    return path


def install_exception_hook(parent: Callable[[], QWidget | None], log_path: Path) -> None:
    """Log any uncaught error and tell the user in plain words; never show a traceback."""

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, trace)
            return
        log.error("uncaught error", exc_info=(kind, error, trace))
        try:
            from PySide6.QtWidgets import QMessageBox

            box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("App", "Something went wrong"),
                              QCoreApplication.translate(
                                  "App", "Headroom hit an unexpected problem and stopped that action. Your work "
                                  "is autosaved. The details were written to {path}.").format(path=log_path),
                              QMessageBox.StandardButton.Ok, parent())
            box.open()
        except Exception:  # noqa: BLE001 - the hook must never raise itself
            sys.__excepthook__(kind, error, trace)

    sys.excepthook = hook


def choose_language(asked: str | None) -> str:
    return i18n.set_language(asked or settings.get("language") or None)


def install_translators(app: QApplication, lang: str) -> list[QTranslator]:
    """Ours (`headroom_<lang>.qm`) and Qt's own (`qtbase_<lang>.qm`), when present; the engine's
    messages then go through Qt's translator too. Qt asks the last installed translator first, so
    the fallback goes in first and is asked last."""
    found: list[QTranslator] = []
    if lang != "en":
        from app.ui.fallback_translator import SourceFallbackTranslator

        fallback = SourceFallbackTranslator(lang, app)
        app.installTranslator(fallback)
        found.append(fallback)
    folders = ((f"headroom_{lang}", str(resources.path("translations"))),
               (f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)))
    for name, folder in folders:
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            found.append(translator)
    i18n.install_backend(lambda ctx, text, dis, n: QCoreApplication.translate(ctx, text, dis, n))
    return found


def create_app(lang: str | None = None) -> QApplication:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setOrganizationName(settings.ORGANIZATION)
    app.setApplicationName(settings.APPLICATION)
    app.setApplicationDisplayName("Headroom")
    icon = resources.path("icons", ICON)
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    install_translators(app, choose_language(lang))
    return app


def settle(app: QApplication) -> None:
    for _ in range(SCREENSHOT_SETTLE_ROUNDS):
        app.processEvents()


def _apply_arguments(window: MainWindow, args: argparse.Namespace) -> None:
    """FILE, --unit, --server, --step and --view, once the window's session exists."""
    session = window.session
    session.set_unit(args.unit or str(settings.get("unit") or "GB"))
    if args.server:
        entries = session.store.all_profiles()
        # An id, else a name that one profile has (ignoring case), as the command line takes them.
        chosen = [e.id for e in entries if e.id == args.server] or \
            [e.id for e in entries if e.profile.name.casefold() == args.server.casefold()]
        if len(chosen) == 1:
            session.set_server(chosen[0])
        else:
            print(QCoreApplication.translate("App", "No server profile '{id}'.").format(id=args.server),
                  file=sys.stderr)
    if args.file:
        window.files.open_path(args.file)
    if args.step:
        window.wizard.go(args.step - 1)
    if args.view:
        window.show_view(args.view)


def _screenshots(app: QApplication, args: argparse.Namespace, target: Path | None) -> int:
    """One PNG (a file name ending in .png), or the whole tour into a folder; with --check-text,
    every text shown only in part is listed and the exit status is 1 (without --screenshot, the
    tour is checked and nothing is saved). Without a FILE the check tours a fresh start and then
    every shipped example."""
    from app.ui.main_window import MainWindow
    from app.ui.screens import check_everything, save_tour
    from app.ui.text_fit import cut_texts

    window = MainWindow(restore_geometry=False, autosave=False)
    install_exception_hook(lambda: window, setup_logging())
    _apply_arguments(window, args)
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    settle(app)
    check = bool(getattr(args, "check_text", False))
    if target is not None and target.suffix.lower() == ".png":
        saved = window.grab().save(str(target))
        problems = cut_texts(window) if check else []
    elif check and not (args.file or args.step or args.view):
        problems = check_everything(window, target)  # a fresh start, then every example
        saved = True
    else:
        problems = save_tour(window, target, check=check)
        saved = True
    window.hide()
    for problem in problems:
        print(problem, file=sys.stderr)
    return 0 if saved and not problems else 1


def run(args: argparse.Namespace) -> int:
    """`headroom gui`: the window; with --screenshot, render it to a PNG and exit."""
    from app.ui import import_speed

    screenshot: str | None = args.screenshot
    check = bool(getattr(args, "check_text", False))
    interactive = not (screenshot or check)
    if interactive:
        import_speed.pause_collection()  # until the window is ready to use (resume_collection, below)
    import_speed.quicker_imports()  # before the engine is imported (after the first paint)
    if (screenshot or check) and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = create_app(args.lang)
    from app.ui.main_window import MainWindow

    if not interactive:
        return _screenshots(app, args, Path(screenshot) if screenshot else None)

    def ready(window: MainWindow) -> None:
        _apply_arguments(window, args)
        window.when_ready(setup_logging)  # logging.handlers (~10 ms): once the window is ready to use
        window.when_ready(window.files.offer_restore)
        window.when_ready(import_speed.resume_collection)

    # The frame paints first; logging, the engine, the catalog and the views load right after (cold start).
    window = MainWindow(deferred_start=True, on_ready=ready)
    install_exception_hook(lambda: window, log_path())
    window.show()
    return int(app.exec())
