#!/usr/bin/env bash
# An installable Ringside for Linux: builds the project, then makes with the JDK's tools
#   app/target/package/ringside/                  a self-contained app image (jpackage), whose
#                                                 runtime is jlink'd from the modules jdeps finds
#   app/target/package/ringside_VERSION_ARCH.deb  which installs that image in /opt/ringside with
#                                                 a desktop entry (app/src/jpackage/ringside.desktop,
#                                                 whose upper-case words jpackage fills in) and the icon
# Neither needs Maven nor a JDK on the machine it runs on. Needs JDK 17 or later (jdeps, jlink,
# jpackage), unzip and, for the .deb, dpkg-deb and fakeroot.
#
#   scripts/package.sh            the image and the .deb
#   scripts/package.sh --image    the image alone (no dpkg-deb needed)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

image_only=no
case "${1:-}" in
    "") ;;
    --image) image_only=yes ;;
    *) echo "package: unknown argument '$1' (allowed: --image)" >&2; exit 2 ;;
esac

tool() {   # the JDK tool NAME, from JAVA_HOME when it is set
    local found="${JAVA_HOME:+$JAVA_HOME/bin/}$1"
    command -v "$found" >/dev/null || { echo "package: needs $1 from JDK 17 or later (set JAVA_HOME)" >&2; exit 1; }
    printf '%s\n' "$found"
}
jdeps="$(tool jdeps)" jlink="$(tool jlink)" jpackage="$(tool jpackage)"

echo "package: building (mvn -q -B -Dmaven.test.skip=true package)…" >&2
mvn -q -B -Dmaven.test.skip=true package

target=app/target
out="$target/package"
rm -rf "$out"
mkdir -p "$out/input/lib"
# The libraries are those the jar's manifest names (under lib/, as the launcher's layout has
# them), not all of app/target/lib, which keeps a dependency dropped since until a clean build.
# The manifest wraps its lines at 72 bytes with a space starting each continuation.
cp "$target/ringside-app.jar" "$out/input/"
for each in $(unzip -p "$target/ringside-app.jar" META-INF/MANIFEST.MF | tr -d '\r' \
        | sed ':a;N;$!ba;s/\n //g' | sed -n 's/^Class-Path: //p'); do
    cp "$target/$each" "$out/input/lib/"
done

# jpackage takes only numbers for the version: 0.1.0-SNAPSHOT is packaged as 0.1.0.
version="$(sed -n 's/^version=//p' "$target/classes/org/ringside/app/version.properties")"
version="${version%%-*}"
description="Teaches how Linux sends packets: qdisc, BQL, TX ring, wire"

# The Java modules the application and its libraries use, as jdeps finds them in their classes.
# No locale data beyond English is needed: every figure is formatted in Locale.ROOT.
modules="$("$jdeps" --multi-release 17 --ignore-missing-deps --print-module-deps \
    "$out/input/ringside-app.jar" "$out"/input/lib/*.jar)"
echo "package: runtime modules $modules" >&2
"$jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress=2 \
    --output "$out/runtime"

echo "package: app image…" >&2
"$jpackage" --type app-image --dest "$out" --name ringside --app-version "$version" \
    --input "$out/input" --main-jar ringside-app.jar --main-class org.ringside.app.Main \
    --runtime-image "$out/runtime" --icon assets/icons/ringside-256.png \
    --description "$description" \
    --java-options -Xmx1g
[[ "$image_only" == yes ]] && { echo "package: $out/ringside" >&2; exit 0; }

echo "package: .deb…" >&2
"$jpackage" --type deb --dest "$out" --app-image "$out/ringside" --name ringside \
    --app-version "$version" --icon assets/icons/ringside-256.png \
    --description "$description" \
    --vendor Ringside --license-file LICENSE \
    --linux-shortcut --linux-menu-group Education --linux-app-category education \
    --linux-package-name ringside \
    --resource-dir app/src/jpackage
ls "$out"/*.deb
