"""Render the app icon SVG to the files each platform wants: PNGs, a Windows .ico, a macOS .icns.

Qt draws the SVG (QSvgRenderer onto a QImage); the two container formats are written here with
the standard library, because both are only a small index in front of PNG images:

- .ico: a 6-byte ICONDIR, one 16-byte ICONDIRENTRY per image, then the PNG data (little-endian;
  a width or height of 0 means 256). Windows Vista and later read PNG entries.
- .icns: the magic ``icns`` and the total length, then one block per image: a four-character
  type, the block length (header included) and the PNG data (big-endian). macOS 10.7+ reads PNG
  in every type used here.

From 48 px up the icon is illustrated: the SVG's tile with a picture from the art kit on it
(``ILLUSTRATION``: a game's art book and the picture's key, painted in that game's palette), the
SVG's leaf (its element ``leaf``) on a medallion in the corner. Smaller icons are the SVG alone,
whose few large shapes stay readable at 16 px.

Run ``python packaging/icons.py OUT_DIR`` to write ``app_icon.ico``, ``app_icon.icns`` and
``app_icon.png`` (256 px) plus ``hicolor/<N>x<N>/apps/everdell-desktop.png`` for Linux.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "assets" / "icons" / "app_icon.svg"  # the window's icon too
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns block type -> pixel size (the @2x types hold the doubled image of a smaller point size).
ICNS_TYPES = {
    b"icp4": 16,
    b"icp5": 32,
    b"icp6": 64,
    b"ic07": 128,
    b"ic08": 256,
    b"ic09": 512,
    b"ic10": 1024,
    b"ic11": 32,
    b"ic12": 64,
    b"ic13": 256,
    b"ic14": 512,
}
LINUX_SIZES = (16, 32, 48, 64, 128, 256, 512)
LINUX_ICON_NAME = "everdell-desktop"
ILLUSTRATION = ("everdell", "title/icon")  # (game, picture key in its art book)
ILLUSTRATED_FROM = 48  # px: below this the icon is the SVG's bold glyph alone


def render_pngs(
    svg: Path, sizes: set[int], illustration: tuple[str, str] | None = ILLUSTRATION
) -> dict[int, bytes]:
    """PNG bytes of the icon drawn at each square size: from ``ILLUSTRATED_FROM`` px up with
    ``illustration`` (None: the SVG alone at every size)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg}: not a valid SVG image")
    picture = _illustration(*illustration) if illustration is not None else None
    pngs = {}
    for size in sorted(sizes):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter)
        if picture is not None and size >= ILLUSTRATED_FROM:
            _paint_illustrated(painter, renderer, size, picture)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise RuntimeError(f"Qt could not encode a {size} px PNG")
        pngs[size] = bytes(data.data())
    return pngs


def _illustration(game: str, key: str):
    """A function painting the art book picture ``key`` of ``game`` into a rectangle."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # run as a script from a source checkout
    from everdell_desktop.core import registry
    from everdell_desktop.ui.artkit import paint_picture, seed_of
    from everdell_desktop.ui.tables import art_set

    art = art_set(registry.get(game))
    picture = art.style.picture(key) if art is not None else None
    if picture is None:
        raise ValueError(f"{game}'s art book has no picture {key!r} for the app icon")

    def paint(painter, rect) -> None:
        paint_picture(painter, picture, rect, art.style.palette, seed=seed_of(key))

    return paint


def _paint_illustrated(painter, renderer, size: int, paint) -> None:
    """On the SVG's tile (already drawn): the picture in a gold-rimmed window, the leaf on a
    dark medallion in the bottom-right corner."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QPainterPath, QPen

    unit = size / 256  # the SVG's grid
    window = QRectF(22, 22, 212, 212)
    window = QRectF(
        window.x() * unit, window.y() * unit, window.width() * unit, window.height() * unit
    )
    frame = QPainterPath()
    frame.addRoundedRect(window, 40 * unit, 40 * unit)
    painter.save()
    painter.setClipPath(frame)
    paint(painter, window)
    painter.restore()
    painter.setPen(QPen(QColor("#f2c14e"), max(1.0, 5 * unit)))
    painter.drawPath(frame)
    medallion = QRectF(150 * unit, 150 * unit, 96 * unit, 96 * unit)
    painter.setPen(QPen(QColor("#f2c14e"), max(1.0, 5 * unit)))
    painter.setBrush(QColor("#0b4a2e"))
    painter.drawEllipse(medallion)
    leaf = renderer.boundsOnElement("leaf")
    side = medallion.width() * 0.62
    scale = side / max(leaf.width(), leaf.height())
    target = QRectF(0, 0, leaf.width() * scale, leaf.height() * scale)
    target.moveCenter(medallion.center())
    renderer.render(painter, "leaf", target)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon holding each PNG, smallest first."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = [], []
    for size in sizes:
        if not 1 <= size <= 256:
            raise ValueError(f".ico images are 1 to 256 px, not {size}")
        data = pngs[size]
        side = 0 if size == 256 else size
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        images.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(images)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon family with one PNG block per entry of ICNS_TYPES."""
    blocks = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
        for kind, size in ICNS_TYPES.items()
    )
    return b"icns" + struct.pack(">I", 8 + len(blocks)) + blocks


def write_icons(out_dir: Path, svg: Path = SVG) -> dict[str, Path]:
    """Write every icon file into ``out_dir``; returns the paths by kind."""
    sizes = set(ICO_SIZES) | set(ICNS_TYPES.values()) | set(LINUX_SIZES)
    pngs = render_pngs(svg, sizes)
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = {
        "ico": out_dir / "app_icon.ico",
        "icns": out_dir / "app_icon.icns",
        "png": out_dir / "app_icon.png",
    }
    paths["ico"].write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    paths["icns"].write_bytes(icns_bytes(pngs))
    paths["png"].write_bytes(pngs[256])
    for size in LINUX_SIZES:
        target = out_dir / "hicolor" / f"{size}x{size}" / "apps" / f"{LINUX_ICON_NAME}.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(pngs[size])
    paths["hicolor"] = out_dir / "hicolor"
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", type=Path, help="folder to write the icon files into")
    parser.add_argument("--svg", type=Path, default=SVG, help="source image (default: app icon)")
    args = parser.parse_args(argv)
    for kind, path in write_icons(args.out_dir, args.svg).items():
        print(f"{kind}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
