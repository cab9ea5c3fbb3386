#!/usr/bin/env bash
# Writes the binary-plugin package (Packaging/Plugins) into OUT: its manifest, with the artifact bundle as a
# binary target, and the plugins' sources, the same as this repository's.
#   scripts/make-plugins-package.sh OUT url URL CHECKSUM    # a release: the bundle's zip on the release page
#   scripts/make-plugins-package.sh OUT path BUNDLE         # a local bundle, copied in (for tests)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: make-plugins-package.sh OUT url URL CHECKSUM | OUT path BUNDLE}
kind=${2:?}
mkdir -p "$out"
case "$kind" in
url) target=".binaryTarget(name: \"statecraft\", url: \"${3:?}\", checksum: \"${4:?}\")" ;;
path)
    rm -rf "$out/statecraft.artifactbundle"
    cp -R "${3:?}" "$out/statecraft.artifactbundle"
    target='.binaryTarget(name: "statecraft", path: "statecraft.artifactbundle")'
    ;;
*) echo "unknown kind: $kind" >&2; exit 2 ;;
esac
sed "s|@BINARY_TARGET@|$target|" "$repo/Packaging/Plugins/Package.swift.template" > "$out/Package.swift"
rm -rf "$out/Plugins"
cp -R "$repo/Plugins" "$out/Plugins"
cp "$repo/LICENSE" "$out/LICENSE"
echo "Wrote the plugins package to $out"
