#!/usr/bin/env bash
# Checks the .deb that scripts/package.sh made. By default it unpacks the .deb into a scratch
# folder (dpkg -x, no root) and makes the start-up archive there as the package's postinst would;
# with --installed it checks the package installed in /opt/ringside, through /usr/bin/ringside.
# Either way it starts the application with PATH emptied of Java and Maven and no JAVA_HOME, so
# that it can only run on the runtime it carries: `ringside --version` must name the version, its
# start must take its classes from the start-up archive, it must start without that archive or
# with a broken one too, a headless run of a shipped scenario must write its summary, and so must
# one of a shipped scenario given by its name alone. Also checks that the package holds
# /usr/bin/ringside, the shipped scenarios in /usr/share/ringside/scenarios, the desktop entry in
# /usr/share/applications and the icons in the hicolor theme (16 to 256 px), that its Maintainer
# is named and its Version is the one --version prints, and prints the .deb's size. CI runs it
# (.ci/run) on the package scripts/package.sh made, unpacked and, as root, installed.
#
#   scripts/check-package.sh [DEB]                default: the one in app/target/package
#   scripts/check-package.sh --installed [DEB]    after `apt-get install ./DEB` (root)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

fail() { echo "check-package: $*" >&2; exit 1; }

installed_mode=no
[[ "${1:-}" == --installed ]] && { installed_mode=yes; shift; }
deb="${1:-}"
if [[ -z "$deb" ]]; then
    debs=(app/target/package/*.deb)
    [[ -f "${debs[0]}" ]] || fail "no .deb in app/target/package (make one with scripts/package.sh)"
    deb="${debs[0]}"
fi
[[ -f "$deb" ]] || fail "$deb: no such file"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The listing once, in a file: grep -q ends a pipe early, which pipefail takes for dpkg-deb failing.
dpkg-deb -c "$deb" >"$work/contents"
grep -q ' \./usr/bin/ringside -> /opt/ringside/bin/ringside$' "$work/contents" \
    || fail "$deb: no link usr/bin/ringside -> /opt/ringside/bin/ringside"
if [[ "$installed_mode" == yes ]]; then
    root=""
    [[ "$(dpkg-query -S /usr/bin/ringside 2>/dev/null)" == "ringside: /usr/bin/ringside" ]] \
        || fail "/usr/bin/ringside is not the installed package's"
    launcher=/usr/bin/ringside
else
    root="$work/root"
    dpkg-deb -x "$deb" "$root"
    launcher="$root/opt/ringside/bin/ringside"
fi
app="$root/opt/ringside"
[[ -x "$app/bin/ringside" ]] || fail "$deb: no opt/ringside/bin/ringside"
[[ -f "$app/lib/ringside.png" ]] || fail "$deb: no icon opt/ringside/lib/ringside.png"
# The desktop entry and icons where desktops look for them, owned by the package, as Debian's
# packages install them (no xdg tool, which refuses a machine without /etc/xdg/menus).
desktop=usr/share/applications/ringside.desktop
grep -q " \./$desktop\$" "$work/contents" || fail "$deb: no desktop entry $desktop"
grep -q '^Exec=/opt/ringside/bin/ringside' "$root/$desktop" || fail "$desktop: Exec is not the installed launcher"
grep -q '^Icon=ringside$' "$root/$desktop" || fail "$desktop: Icon is not the theme's ringside"
for size in 16 32 48 64 128 256; do
    icon="usr/share/icons/hicolor/${size}x$size/apps/ringside.png"
    grep -q " \./$icon\$" "$work/contents" || fail "$deb: no icon $icon"
done
grep -q ' \./usr/share/ringside/scenarios/default-1gbe\.yaml$' "$work/contents" \
    || fail "$deb: no shipped scenarios in usr/share/ringside/scenarios"
maintainer="$(dpkg-deb -f "$deb" Maintainer)"
[[ -n "$maintainer" && "$maintainer" != Unknown* ]] || fail "$deb: Maintainer is '$maintainer'"
# The window needs GTK 3, which JavaFX opens at run time: apt must install it with the package.
dpkg-deb -f "$deb" Depends | grep -q 'libgtk-3-0' || fail "$deb: Depends does not name libgtk-3-0"

# Nothing on the path but the basic commands: no java, no mvn.
# JAVA_TOOL_OPTIONS, when given, passes: it reaches the JVM behind jpackage's launcher.
installed() {
    env -i HOME="$work" PATH=/usr/bin:/bin ${JAVA_TOOL_OPTIONS:+JAVA_TOOL_OPTIONS="$JAVA_TOOL_OPTIONS"} \
        "$launcher" "$@"
}
if env -i PATH=/usr/bin:/bin bash -c 'command -v java' >/dev/null; then
    # /usr/bin/java exists here; the launcher must not use it, and jpackage's never does.
    echo "check-package: note: /usr/bin/java exists; the installed launcher runs its own runtime" >&2
fi

# The start-up archive: postinst made it when installed; here as postinst does.
archive="$(sed -n 's|^java-options=-XX:SharedArchiveFile=\$APPDIR/||p' "$app/lib/app/ringside.cfg")"
[[ -n "$archive" ]] || fail "the launcher's configuration names no start-up archive"
archive="$app/lib/app/$archive"
[[ "$installed_mode" == yes ]] || "$app/lib/dump-archive.sh" || fail "dump-archive.sh failed"
[[ -s "$archive" ]] || fail "no start-up archive $archive"
# -Xshare:on stops at an archive that does not fit, and the main class must come from it.
JAVA_TOOL_OPTIONS="-Xshare:on -Xlog:class+load=info:file=$work/classes.log" installed --version \
    >/dev/null 2>&1 || fail "the launcher does not start with -Xshare:on on $archive"
grep -q 'org.ringside.app.Main source: shared objects file' "$work/classes.log" \
    || fail "the launcher's start does not take its classes from $archive"
echo "check-package: the start maps $(grep -c 'source: shared objects file' "$work/classes.log") classes from the start-up archive"

version="$(installed --version)"
[[ "$version" == ringside\ * ]] || fail "--version printed '$version'"
[[ "$version" == "ringside $(dpkg-deb -f "$deb" Version)" ]] \
    || fail "--version printed '$version', the package's Version is $(dpkg-deb -f "$deb" Version)"
echo "check-package: $version, the package's Version too"

scenario=assets/scenarios/saturated-10gbe.yaml
start=$SECONDS
installed run "$PWD/$scenario" --summary "$work/summary.json" >/dev/null
grep -q '"scenario"' "$work/summary.json" || fail "run $scenario wrote no summary"
echo "check-package: headless run of $scenario in $((SECONDS - start)) s, summary written"
# A shipped scenario by its name alone, from a folder that holds no such file.
(cd "$work" && installed run default-1gbe --duration 10ms --summary "$work/named.json" >/dev/null)
grep -q '"scenario"' "$work/named.json" || fail "run default-1gbe (a shipped scenario by name) wrote no summary"
echo "check-package: a shipped scenario runs by its name"
echo "check-package: $deb is $(( $(stat -c %s "$deb") / 1000000 )) MB, installed $(du -sm "$app" | cut -f1) MB with the start-up archive"

# Neither a missing nor a broken archive may stop the start (-Xshare:auto skips it).
if [[ "$installed_mode" == no ]]; then
    head -c 100000 "$archive" >"$work/broken.jsa"
    chmod u+w "$archive" && mv -f "$work/broken.jsa" "$archive"
    [[ "$(installed --version)" == "$version" ]] || fail "a broken start-up archive stops the start"
    rm -f "$archive"
    [[ "$(installed --version)" == "$version" ]] || fail "a missing start-up archive stops the start"
    echo "check-package: starts without the start-up archive and with a broken one"
fi

