"""Render the app icon (resources/icons/headroom.svg) into the formats each platform's bundle needs,
with Qt alone (no Pillow, no iconutil, no ImageMagick):

    python build/make_icons.py [SVG] [OUT_DIR]

writes OUT_DIR/headroom.png (Linux, 256 px), headroom.ico (Windows: 16-256 px, PNG entries) and
headroom.icns (macOS, Qt's icns writer). The spec runs it in a subprocess, so the spec's own process
never creates a QGuiApplication.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # Qt is imported lazily: the spec reads this file's constants without Qt
    from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SVG = ROOT / "resources" / "icons" / "headroom.svg"
DEFAULT_OUT = ROOT / "build" / "work" / "icons"
PNG_SIZE_PX = 256  # what Linux desktops and the About box use
ICO_SIZES_PX = (16, 24, 32, 48, 64, 128, 256)  # Windows picks the nearest for taskbar, Explorer, Alt-Tab
ICNS_SIZE_PX = 1024  # Qt's icns writer stores this size and its halvings down to 16 px
ICO_HEADER = struct.Struct("<HHH")  # reserved, type (1 = icon), count
ICO_ENTRY = struct.Struct("<BBBBHHII")  # width, height, colors, reserved, planes, bpp, size, offset
ICO_BITS_PER_PIXEL = 32
OUTPUTS = ("headroom.png", "headroom.ico", "headroom.icns")


def _render(svg: Path, size_px: int) -> QImage:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size_px, size_px, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def _png_bytes(image: QImage) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # str at run time; the stubs say bytes
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (valid since Windows Vista); 256 px is stored as 0."""
    offset = ICO_HEADER.size + ICO_ENTRY.size * len(pngs)
    header = ICO_HEADER.pack(0, 1, len(pngs))
    entries, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        side = 0 if size >= 256 else size
        entries += ICO_ENTRY.pack(side, side, 0, 0, 1, ICO_BITS_PER_PIXEL, len(png), offset)
        blobs += png
        offset += len(png)
    return header + entries + blobs


def make_icons(svg: Path, out_dir: Path) -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    out_dir.mkdir(parents=True, exist_ok=True)
    png = out_dir / "headroom.png"
    if not _render(svg, PNG_SIZE_PX).save(str(png), "PNG"):  # type: ignore[call-overload]
        raise SystemExit(f"could not write {png}")
    ico = out_dir / "headroom.ico"
    ico.write_bytes(ico_bytes({size: _png_bytes(_render(svg, size)) for size in ICO_SIZES_PX}))
    icns = out_dir / "headroom.icns"
    if not _render(svg, ICNS_SIZE_PX).save(str(icns), "ICNS"):  # type: ignore[call-overload]
        raise SystemExit(f"could not write {icns} (Qt's icns image plugin is missing)")
    return [png, ico, icns]


def main(argv: list[str]) -> int:
    svg = Path(argv[0]) if argv else DEFAULT_SVG
    out_dir = Path(argv[1]) if len(argv) > 1 else DEFAULT_OUT
    for written in make_icons(svg, out_dir):
        print(f"wrote {written} ({written.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
