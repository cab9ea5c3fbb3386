#!/usr/bin/env bash
# The release packaging, end to end with this machine's binary: the SE-0305 artifact bundle (its layout,
# info.json, and a zip whose checksum is SwiftPM's), then the binary-plugin package built on it, which a sample
# package adds: SwiftPM runs the build-tool plugin from the bundle during `swift build` and prints the finding,
# with no swift-syntax in the sample's graph. Needs `swift build` first; the Homebrew formula's syntax too.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
version=$(.build/debug/statecraft --version)

checksum=$(python3 scripts/make-artifactbundle.py --version "$version" --output "$work/dist" \
    --variant "$(uname -m)-unknown-linux-gnu=.build/debug/statecraft")
python3 - "$work/dist/statecraft.artifactbundle" "$version" <<'PY'
import json, os, sys
bundle, version = sys.argv[1:3]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["statecraft"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
for variant in artifact["variants"]:
    path = os.path.join(bundle, variant["path"])
    assert os.access(path, os.X_OK), path
    assert variant["supportedTriples"] and all("-" in triple for triple in variant["supportedTriples"]), variant
print("artifact bundle: info.json and", len(artifact["variants"]), "executable variant(s)")
PY
[ "$checksum" = "$(swift package compute-checksum "$work/dist/statecraft-$version.artifactbundle.zip")" ] \
    || { echo "binary plugins: the zip's checksum is not SwiftPM's" >&2; exit 1; }
python3 -c 'import sys, zipfile; names = zipfile.ZipFile(sys.argv[1]).namelist(); assert sys.argv[2] in names and "statecraft.artifactbundle/info.json" in names, names' \
    "$work/dist/statecraft-$version.artifactbundle.zip" "statecraft.artifactbundle/statecraft-$version-linux-$(uname -m)/bin/statecraft" \
    || { echo "binary plugins: the zip does not hold the bundle" >&2; exit 1; }

scripts/make-plugins-package.sh "$work/plugins" path "$work/dist/statecraft.artifactbundle" > /dev/null
# A release's manifest names the zip on the release page, with its checksum.
scripts/make-plugins-package.sh "$work/released" url "https://example.invalid/statecraft-$version.artifactbundle.zip" "$checksum" > /dev/null
grep -q "checksum: \"$checksum\"" "$work/released/Package.swift"

sample="$work/sample"
source .ci/sample-package.sh
make_sample_package "$sample" ".package(path: \"$work/plugins\")" plugins

cd "$sample"
swift build > build.txt 2>&1 || { cat build.txt; echo "binary plugins: the sample does not build" >&2; exit 1; }
grep -q "Screen.swift:3:9: warning: .*\[navigation-view\]" build.txt \
    || { cat build.txt; echo "binary plugins: the build-tool plugin reported nothing" >&2; exit 1; }
if grep -q "swift-syntax" Package.resolved 2>/dev/null; then echo "binary plugins: swift-syntax is in the sample's graph" >&2; exit 1; fi
swift package statecraft check --format xcode > check.txt 2>&1 || { cat check.txt; exit 1; }
grep -q "\[navigation-view\]" check.txt || { cat check.txt; echo "binary plugins: the command plugin found nothing" >&2; exit 1; }
cd "$repo"

# The Homebrew formula parses.
if ! command -v ruby > /dev/null; then
    $( [ "$(id -u)" -eq 0 ] || echo sudo ) apt-get update -qq
    $( [ "$(id -u)" -eq 0 ] || echo sudo ) apt-get install -y -qq ruby > /dev/null
fi
ruby -c Packaging/Homebrew/statecraft.rb > /dev/null
# As the release fills it in: the version and each platform's checksum.
for platform in macos-universal linux-x86_64 linux-aarch64; do
    printf '%064d  statecraft-9.8.7-%s.tar.gz\n' "$(printf '%s' "$platform" | cksum | cut -d' ' -f1)" "$platform" > "$work/statecraft-9.8.7-$platform.tar.gz.sha256"
done
python3 scripts/fill-formula.py 9.8.7 "$work" "$work/statecraft.rb"
ruby -c "$work/statecraft.rb" > /dev/null
grep -q 'version "9.8.7"' "$work/statecraft.rb" && [ "$(grep -c 'sha256 "0\{64\}"' "$work/statecraft.rb")" = 0 ] \
    || { cat "$work/statecraft.rb"; echo "binary plugins: the formula was not filled in" >&2; exit 1; }
echo "Binary plugins: the artifact bundle's plugin reports in swift build with no swift-syntax in the graph; the formula parses"
