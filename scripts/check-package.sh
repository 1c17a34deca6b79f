#!/usr/bin/env bash
# Checks the .deb that scripts/package.sh made: unpacks it into a scratch folder (dpkg -x, no
# root), then starts the installed application with PATH emptied of Java and Maven and no
# JAVA_HOME, so that it can only run on the runtime it carries: `ringside --version` must name
# the version and a headless run of a shipped scenario must write its summary. Also checks that
# the package holds the desktop entry and the icon, and prints the .deb's size.
#
#   scripts/check-package.sh [DEB]     default: the one in app/target/package
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

fail() { echo "check-package: $*" >&2; exit 1; }

deb="${1:-}"
if [[ -z "$deb" ]]; then
    debs=(app/target/package/*.deb)
    [[ -f "${debs[0]}" ]] || fail "no .deb in app/target/package (make one with scripts/package.sh)"
    deb="${debs[0]}"
fi
[[ -f "$deb" ]] || fail "$deb: no such file"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
dpkg-deb -x "$deb" "$work/root"
app="$work/root/opt/ringside"
[[ -x "$app/bin/ringside" ]] || fail "$deb: no opt/ringside/bin/ringside"
[[ -f "$app/lib/ringside.png" ]] || fail "$deb: no icon opt/ringside/lib/ringside.png"
desktop="$(dpkg-deb -c "$deb" | grep -o 'opt/ringside/lib/[^ ]*\.desktop$' || true)"
[[ -n "$desktop" ]] || fail "$deb: no desktop entry"
grep -q '^Exec=/opt/ringside/bin/ringside' "$work/root/$desktop" || fail "$desktop: Exec is not the installed launcher"

# Nothing on the path but the basic commands: no java, no mvn.
installed() { env -i HOME="$work" PATH=/usr/bin:/bin "$app/bin/ringside" "$@"; }
if env -i PATH=/usr/bin:/bin bash -c 'command -v java' >/dev/null; then
    # /usr/bin/java exists here; the launcher must not use it, and jpackage's never does.
    echo "check-package: note: /usr/bin/java exists; the installed launcher runs its own runtime" >&2
fi

version="$(installed --version)"
[[ "$version" == ringside\ * ]] || fail "--version printed '$version'"
echo "check-package: $version"

scenario=assets/scenarios/saturated-10gbe.yaml
start=$SECONDS
installed run "$PWD/$scenario" --summary "$work/summary.json" >/dev/null
grep -q '"scenario"' "$work/summary.json" || fail "run $scenario wrote no summary"
echo "check-package: headless run of $scenario in $((SECONDS - start)) s, summary written"
echo "check-package: $deb is $(( $(stat -c %s "$deb") / 1000000 )) MB, installed $(du -sm "$app" | cut -f1) MB"
