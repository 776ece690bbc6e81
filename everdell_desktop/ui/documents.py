"""Saves opened as documents: a file given when the app starts, a file the system hands to the
running app (macOS: a double-click or a drop on the Dock icon arrives as a ``QFileOpenEvent``),
and a second launch with a file, which hands it to the window already open instead of opening
another one.

The hand-off goes through a local socket (``QLocalServer``; a named pipe on Windows) whose name
is made from the app's data folder: each user has their own, so two users of one machine never
reach each other's window (and the socket accepts only its own user), and an app started with
a data folder of its own (``EVERDELL_DESKTOP_HOME``: a portable copy, a smoke test) is a
separate app. The message is the file's absolute path in
UTF-8, one per line.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

HAND_OFF_MS = 2000  # how long a second launch waits for the running app to take the file


def server_name(data_folder: Path) -> str:
    """The name of the socket of the app that keeps its data in ``data_folder``."""
    key = str(Path(data_folder).resolve()).encode("utf-8", "surrogateescape")
    return f"everdell-desktop-{hashlib.sha256(key).hexdigest()[:16]}"


def hand_off(path: Path, name: str) -> bool:
    """Give ``path`` to the app listening on ``name``; False when none is running (or it did
    not take the file in time), so the caller opens a window itself."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(HAND_OFF_MS):
        return False
    socket.write(str(Path(path).resolve()).encode("utf-8", "surrogateescape") + b"\n")
    delivered = socket.waitForBytesWritten(HAND_OFF_MS)
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        socket.waitForDisconnected(HAND_OFF_MS)
    return delivered


class DocumentInbox(QObject):
    """Where files to open arrive while the app runs: ``opened`` is emitted for each."""

    opened = Signal(Path)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)
        self.name = name

    def listen(self) -> bool:
        """Start answering second launches; False when another app of this user already
        answers (asked first: on Unix, Qt would otherwise take the name over from it) or the
        socket cannot be made. The app then simply runs alone. A socket file left by an app
        that crashed is removed (on Windows a pipe goes with its process)."""
        probe = QLocalSocket()
        probe.connectToServer(self.name)
        if probe.waitForConnected(HAND_OFF_MS):
            probe.disconnectFromServer()
            return False
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """macOS's "open this file" (Finder, the Dock), as an application event."""
        if event.type() == QEvent.Type.FileOpen and event.file():
            self.opened.emit(Path(event.file()))
            return True
        return super().eventFilter(watched, event)

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setProperty("received", b"")
            socket.readyRead.connect(self._read)
            socket.disconnected.connect(self._received)

    def _read(self) -> None:
        socket = self.sender()
        socket.setProperty("received", socket.property("received") + bytes(socket.readAll()))

    def _received(self) -> None:
        """The other launch has said all it had to: open each file it named."""
        self._read()
        socket = self.sender()
        socket.deleteLater()
        for line in (
            bytes(socket.property("received")).decode("utf-8", "surrogateescape").splitlines()
        ):
            if line.strip():
                self.opened.emit(Path(line))
