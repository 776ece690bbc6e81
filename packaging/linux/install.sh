#!/bin/sh
# Add Everdell Desktop to this user's application menu (no root needed).
# Run from the unpacked folder: ./install.sh        Undo: ./install.sh --uninstall
# The app itself stays where it was unpacked; move the folder first if you want it elsewhere.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry="$data/applications/everdell-desktop.desktop"
mime="$data/mime/packages/everdell-desktop.xml"

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database "$data/applications" || true
    fi
    if command -v update-mime-database >/dev/null 2>&1; then
        update-mime-database "$data/mime" || true
    fi
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$entry" "$mime"
    for icon in "$data"/icons/hicolor/*/apps/everdell-desktop.png; do
        rm -f "$icon"
    done
    refresh
    echo "removed $entry, the saved-game file type and the icons"
    exit 0
fi

newline='
'
case $here in
    *"$newline"*)
        echo "install.sh: the folder's path holds a line break; a menu entry cannot name it" >&2
        exit 1
        ;;
esac
# The Exec value, escaped as the Desktop Entry spec asks: quoted, with \ " ` $ backslashed
# inside the quotes and % doubled (field codes); then the value's own string escaping doubles
# every backslash again. So a path with spaces, &, |, ;, \, $ or % still launches.
exec_path=$(printf '%s\n' "$here/everdell-desktop" |
    sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g' -e 's/\\/\\\\/g')

mkdir -p "$data/applications"
(cd "$here/icons" && find hicolor -name everdell-desktop.png) | while read -r icon; do
    mkdir -p "$data/icons/$(dirname "$icon")"
    cp "$here/icons/$icon" "$data/icons/$icon"
done
while IFS= read -r line; do
    case $line in
        Exec=*) printf 'Exec="%s" %%f\n' "$exec_path" ;;
        *) printf '%s\n' "$line" ;;
    esac
done <"$here/everdell-desktop.desktop" >"$entry"
chmod 644 "$entry"
mkdir -p "$data/mime/packages"
cp "$here/everdell-desktop-mime.xml" "$mime"
chmod 644 "$mime"
refresh
echo "installed $entry and the saved-game file type (*.everdell)"
