#!/usr/bin/env bash
# An installable Ringside for Linux: builds the project, then makes with the JDK's tools
#   app/target/package/ringside/                  a self-contained app image (jpackage), whose
#                                                 runtime is jlink'd from the modules jdeps finds
#                                                 and which carries the classes its start loads
#                                                 and lib/dump-archive.sh, which makes a class-data
#                                                 sharing archive of them where the image lies
#   app/target/package/ringside_VERSION_ARCH.deb  which installs that image in /opt/ringside,
#                                                 /usr/bin/ringside, a link to the launcher, the
#                                                 shipped scenarios in /usr/share/ringside/scenarios,
#                                                 the desktop entry in /usr/share/applications
#                                                 (app/src/jpackage/ringside.desktop) and the icons
#                                                 in the hicolor theme, 16 to 256 px, as Debian's
#                                                 packages do: no xdg tool runs, so a machine with
#                                                 no menu folder gets them too; its Version is the
#                                                 one --version prints, its Maintainer
#                                                 $RINGSIDE_MAINTAINER (default below)
# Neither needs Maven nor a JDK on the machine it runs on. Needs JDK 17 or later (jdeps, jlink,
# jpackage), unzip and, for the .deb, dpkg-deb and fakeroot; with xvfb-run (and GTK) the start-up
# archive holds the window's classes too.
#
#   scripts/package.sh            the image and the .deb
#   scripts/package.sh --image    the image alone (no dpkg-deb needed)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

maintainer="${RINGSIDE_MAINTAINER:-Ringside maintainers <maintainers@ringside.invalid>}"

image_only=no
case "${1:-}" in
    "") ;;
    --image) image_only=yes ;;
    *) echo "package: unknown argument '$1' (allowed: --image)" >&2; exit 2 ;;
esac

# The start-up archive, in the image's lib/app folder ($APPDIR to the launcher's configuration).
start_archive=ringside.jsa

tool() {   # the JDK tool NAME, from JAVA_HOME when it is set
    local found="${JAVA_HOME:+$JAVA_HOME/bin/}$1"
    command -v "$found" >/dev/null || { echo "package: needs $1 from JDK 17 or later (set JAVA_HOME)" >&2; exit 1; }
    printf '%s\n' "$found"
}
jdeps="$(tool jdeps)" jlink="$(tool jlink)" jpackage="$(tool jpackage)"

# Writes the classes that the start of the app image ROOT loads to its class list, from which
# lib/dump-archive.sh makes the start-up archive where the image lies (see there why not here).
# Its launcher runs with -XX:DumpLoadedClassList added to its configuration: the window's start
# (--train-startup, which opens every pane and closes) under xvfb-run when that is there and the
# window opens, then a short headless run with charts; the list is the union of both.
train_class_list() {
    local root="$1" cfg="$1/lib/app/ringside.cfg" list="$1/lib/app/${start_archive%.jsa}.classlist" work
    work="$(mktemp -d)"
    cp -p "$cfg" "$work/ringside.cfg"
    printf 'java-options=-XX:DumpLoadedClassList=%s\n' "$work/run.classlist" >>"$cfg"
    # HOME is a scratch folder, so that the runs leave nothing in the packager's own.
    if command -v xvfb-run >/dev/null; then
        echo "package: class list of the window's start (xvfb-run)…" >&2
        sed -i "s|run.classlist|window.classlist|" "$cfg"
        HOME="$work" timeout 300 xvfb-run -a -s "-screen 0 1600x1000x24" \
            "$root/bin/ringside" --train-startup "$PWD/assets/scenarios/voip-vs-bulk.yaml" \
            >"$work/window.log" 2>&1 || { echo "package: the window did not start; headless run only" >&2; rm -f "$work/window.classlist"; }
        sed -i "s|window.classlist|run.classlist|" "$cfg"
    fi
    echo "package: class list of a headless run…" >&2
    HOME="$work" "$root/bin/ringside" run --duration 20ms --csv "$work/run.csv" \
        --summary "$work/run.json" --png "$work/run.png" --svg "$work/run.svg" \
        "$PWD/assets/scenarios/saturated-10gbe.yaml" >"$work/run.log" 2>&1 \
        || { cat "$work/run.log" >&2; echo "package: the headless training run failed" >&2; exit 1; }
    cp -p "$work/ringside.cfg" "$cfg"
    cat "$work"/*.classlist | awk '!seen[$0]++' >"$list"
    echo "package: $(grep -cv '^#' "$list") classes in the start-up class list" >&2
    rm -rf "$work"
}

# Plain text in a log: Maven 3.8 writes colour resets (ESC[0m) even with -B and -q and
# style.color=never, so what it prints is stripped of them, and goes to standard error.
echo "package: building (mvn -q -B -Dmaven.test.skip=true package)…" >&2
mvn -q -B -Dstyle.color=never -Dmaven.test.skip=true package 2>&1 | sed $'s/\e\\[[0-9;]*m//g' >&2

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

# jpackage takes only numbers for the version: 0.1.0-SNAPSHOT is given to it as 0.1.0, and the
# .deb gets the whole version back below, the one `ringside --version` prints.
full_version="$(sed -n 's/^version=//p' "$target/classes/org/ringside/app/version.properties")"
version="${full_version%%-*}"
description="Teaches how Linux sends packets: qdisc, BQL, TX ring, wire"

# The Java modules the application and its libraries use, as jdeps finds them in their classes.
# No locale data beyond English is needed: every figure is formatted in Locale.ROOT.
modules="$("$jdeps" --multi-release 17 --ignore-missing-deps --print-module-deps \
    "$out/input/ringside-app.jar" "$out"/input/lib/*.jar)"
echo "package: runtime modules $modules" >&2
# No --generate-cds-archive: the start-up archive holds the runtime's classes that a start loads,
# and Java 17 maps one static archive only, so the runtime's default one would go unused.
"$jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages --compress=2 \
    --output "$out/runtime"

echo "package: app image… ($SECONDS s)" >&2
"$jpackage" --type app-image --dest "$out" --name ringside --app-version "$version" \
    --input "$out/input" --main-jar ringside-app.jar --main-class org.ringside.app.Main \
    --runtime-image "$out/runtime" --icon assets/icons/ringside-256.png \
    --description "$description" \
    --java-options -Xmx1g \
    --java-options "-XX:SharedArchiveFile=\$APPDIR/$start_archive" \
    --java-options -Xshare:auto --java-options '-Xlog:cds*=off'
cp app/src/jpackage/dump-archive.sh "$out/ringside/lib/"
train_class_list "$out/ringside"
if [[ "$image_only" == yes ]]; then
    "$out/ringside/lib/dump-archive.sh"
    echo "package: $out/ringside in $SECONDS s" >&2
    exit 0
fi

# gzip, not dpkg-deb's default xz: the .deb is 47 MB instead of 43, but packing it takes a
# seventh of the time (19 s against 2 min 48 s at load 20 on 2 cores), and it is packed twice.
export DPKG_DEB_COMPRESSOR_TYPE=gzip
# JavaFX opens GTK 3 with dlopen, which jpackage's look at the runtime's libraries cannot see, so
# the window's one library outside the image is named by hand.
echo "package: .deb… ($SECONDS s)" >&2
"$jpackage" --type deb --dest "$out" --app-image "$out/ringside" --name ringside \
    --app-version "$version" --icon assets/icons/ringside-256.png \
    --description "$description" \
    --vendor Ringside --license-file LICENSE \
    --linux-menu-group Education --linux-app-category education \
    --linux-package-name ringside \
    --linux-package-deps libgtk-3-0 \
    --resource-dir app/src/jpackage
# The image where it lies gets its archive only now, so that the .deb does not carry one made
# for these paths.
"$out/ringside/lib/dump-archive.sh"

# jpackage installs nothing outside /opt/ringside: the .deb is unpacked and packed again with
# /usr/bin/ringside, a link to the launcher, the shipped scenarios, the desktop entry and the
# icons, all of which dpkg then owns and removes with the package (its triggers refresh the menu
# and the icon cache), and with the whole version and a maintainer in its control file.
debs=("$out"/*.deb)
tree="$out/deb"
dpkg-deb -R "${debs[0]}" "$tree"
mkdir -p "$tree/usr/bin" "$tree/usr/share/ringside/scenarios" "$tree/usr/share/applications"
ln -s /opt/ringside/bin/ringside "$tree/usr/bin/ringside"
cp assets/scenarios/*.yaml "$tree/usr/share/ringside/scenarios/"
sed -e "s|APPLICATION_DESCRIPTION|$description|" -e 's|APPLICATION_LAUNCHER|/opt/ringside/bin/ringside|' \
    -e 's|APPLICATION_ICON|ringside|' -e 's|DEPLOY_BUNDLE_CATEGORY|Education|' \
    app/src/jpackage/ringside.desktop >"$tree/usr/share/applications/ringside.desktop"
for size in 16 32 48 64 128 256; do
    install -D -m 644 "assets/icons/ringside-$size.png" "$tree/usr/share/icons/hicolor/${size}x$size/apps/ringside.png"
done
# No xdg tool runs (see above), so xdg-utils, which jpackage names, is no dependency.
sed -i -e "s|^Version: .*|Version: $full_version|" -e "s|^Maintainer: .*|Maintainer: $maintainer|" \
    -e '/^Depends:/s/xdg-utils, //' "$tree/DEBIAN/control"
grep -q '^Maintainer:' "$tree/DEBIAN/control" || echo "Maintainer: $maintainer" >>"$tree/DEBIAN/control"
arch="$(dpkg-deb -f "${debs[0]}" Architecture)"
rm -f "${debs[0]}"
deb="$out/ringside_${full_version}_$arch.deb"
echo "package: .deb with /usr/bin/ringside, the scenarios, the desktop entry and the icons… ($SECONDS s)" >&2
dpkg-deb --root-owner-group -b "$tree" "$deb" >/dev/null
rm -rf "$tree"
echo "package: $deb in $SECONDS s" >&2
