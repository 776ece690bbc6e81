import sys

if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # the installed app: it is also its own helper process
        import multiprocessing

        multiprocessing.freeze_support()
    from everdell_desktop.cli import main

    sys.exit(main())
