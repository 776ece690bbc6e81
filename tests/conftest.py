"""Test setup. Qt must run offscreen before any QApplication exists, or a display-less run
aborts the whole pytest process without a report."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
