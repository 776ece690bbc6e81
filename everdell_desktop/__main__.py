import sys

from everdell_desktop.cli import main

sys.exit(main())
