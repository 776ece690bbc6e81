"""Project override of PyInstaller's QtNetwork hook: QtNetwork without its plugins and without
the OpenSSL libraries the hook adds for them.

The app uses QtNetwork for its local socket only (a second launch hands its file to the running
window: everdell_desktop/ui/documents.py), never TLS or the network: the TLS backends and the
network-information plugins stay out (packaging/slim.py), and with them OpenSSL (5.4 MB on
Linux), as before QtNetwork was needed.
"""

from PyInstaller.utils.hooks.qt import add_qt6_dependencies
from slim import without_unused_plugins

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = without_unused_plugins(binaries)
