"""Project override of PyInstaller's QtGui hook: the same collection minus unused Qt plugins.

Filtering here, before PyInstaller scans the binaries' dependencies, also keeps out the
libraries only those plugins need (see packaging/slim.py). The spec puts packaging/ on sys.path.
"""

from PyInstaller.utils.hooks.qt import add_qt6_dependencies
from slim import without_unused_plugins

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = without_unused_plugins(binaries)
