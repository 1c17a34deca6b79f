#!/bin/sh
# Makes the installed application's start-up class-data sharing archive (lib/dump-archive.sh of
# the app image; the .deb's postinst runs it). Java 17 uses an archive of application classes
# only on the very class path it was made for, so it cannot be made at package time for a
# package installed elsewhere: the package carries the list of classes that its start loads
# (made at package time by scripts/package.sh from the window's start and a headless run), and
# this dumps them, the runtime's own among them, with -Xshare:dump for the paths at hand. The
# launcher's configuration names the archive (-XX:SharedArchiveFile=$APPDIR/…, with -Xshare:auto,
# so that a missing or unfit archive only makes the start slower).
#
#   dump-archive.sh            makes the archive (a few seconds)
#   dump-archive.sh --remove   removes it
set -eu

root="$(cd "$(dirname "$0")/.." && pwd -P)"
app="$root/lib/app"
cfg="$app/ringside.cfg"
java="$root/lib/runtime/bin/java"
archive="$(sed -n 's|^java-options=-XX:SharedArchiveFile=\$APPDIR/||p' "$cfg")"
[ -n "$archive" ] || { echo "dump-archive: $cfg: no -XX:SharedArchiveFile=\$APPDIR/… option" >&2; exit 1; }
classlist="$app/${archive%.jsa}.classlist"
archive="$app/$archive"
# The class path as the launcher gives it to Java: the configuration's entries, in order.
classpath="$(awk -v app="$app" 'sub(/^app\.classpath=/, "") { gsub(/\$APPDIR/, app); printf "%s%s", sep, $0; sep = ":" }' "$cfg")"

case "${1:-}" in
    "")
        [ -f "$classlist" ] || { echo "dump-archive: no class list $classlist" >&2; exit 1; }
        rm -f "$archive"
        # Made beside the archive and renamed, so that no start maps a half-written one.
        if ! "$java" -Xshare:dump -XX:SharedClassListFile="$classlist" \
                -XX:SharedArchiveFile="$archive.part" -cp "$classpath" >"$archive.log" 2>&1; then
            rm -f "$archive.part"
            echo "dump-archive: java -Xshare:dump failed (see $archive.log)" >&2
            exit 1
        fi
        mv -f "$archive.part" "$archive"
        rm -f "$archive.log"
        ;;
    --remove) rm -f "$archive" "$archive.part" "$archive.log" ;;
    *) echo "dump-archive: unknown argument '$1' (allowed: --remove)" >&2; exit 2 ;;
esac
