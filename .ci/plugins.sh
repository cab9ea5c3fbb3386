#!/usr/bin/env bash
# The SwiftPM plugins, run by SwiftPM itself on a sample package that depends on this repository: the plugin
# list, the build-tool plugin's findings in `swift build`, the `statecraft` command plugin, and
# `statecraft-fix` writing once permission is given. The sample's sources stub the few SwiftUI names they use,
# so that they compile on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
# A path dependency is known by its folder's name.
identity=$(basename "$repo" | tr '[:upper:]' '[:lower:]')
sample=$(mktemp -d)
trap 'rm -rf "$sample"' EXIT
source .ci/sample-package.sh
make_sample_package "$sample" ".package(path: \"$repo\")" "$identity"

cd "$sample"
swift package plugin --list > plugins.txt
grep -q "‘statecraft’ (plugin ‘StatecraftCommandPlugin’" plugins.txt && grep -q "‘statecraft-fix’ (plugin ‘StatecraftFixCommandPlugin’" plugins.txt \
    || { cat plugins.txt; echo "plugins: not listed" >&2; exit 1; }

# The build-tool plugin: statecraft runs during the build and prints the finding as Xcode reads it.
swift build > build.txt 2>&1 || { cat build.txt; echo "plugins: the sample does not build" >&2; exit 1; }
grep -q "Screen.swift:3:9: warning: .*NavigationView.* \[navigation-view\]" build.txt \
    || { cat build.txt; echo "plugins: the build-tool plugin reported nothing" >&2; exit 1; }

# The command plugin checks the package; it refuses to write.
swift package statecraft check --format xcode > check.txt 2>&1 || { cat check.txt; exit 1; }
grep -q "Screen.swift:3:9: warning: .*\[navigation-view\]" check.txt || { cat check.txt; echo "plugins: check found nothing" >&2; exit 1; }
if swift package statecraft fix > refused.txt 2>&1; then echo "plugins: statecraft fix must refuse to write" >&2; exit 1; fi
grep -q "statecraft-fix" refused.txt || { cat refused.txt; exit 1; }

# statecraft-fix writes once SwiftPM has the permission.
swift package --allow-writing-to-package-directory statecraft-fix --rule navigation-view > fix.txt 2>&1 || { cat fix.txt; exit 1; }
grep -q "NavigationStack { Text(\"Trips\") }" Sources/Sample/Screen.swift || { cat fix.txt Sources/Sample/Screen.swift; echo "plugins: not fixed" >&2; exit 1; }
echo "SwiftPM plugins: listed, the build-tool plugin reports in swift build, statecraft checks, statecraft-fix writes"
