#!/usr/bin/env bash
# The swift-syntax versions Statecraft supports (Package.swift: 602.0.0 up to 604): a sample package that pins
# the lowest and the highest the package mirror offers resolves with Statecraft in its graph, and the whole
# test suite builds and passes against the lowest one too (the main run covers the highest).
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
lowest=602.0.0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
highest=603.0.1

for version in "$lowest" "$highest"; do
    sample=$(mktemp -d -p "$scratch")
    mkdir -p "$sample/Sources/App"
    echo 'public let answer = 42' > "$sample/Sources/App/App.swift"
    cat > "$sample/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "$version"),
        .package(path: "$repo"),
    ],
    targets: [.target(name: "App", dependencies: [.product(name: "SwiftSyntax", package: "swift-syntax")])]
)
SWIFT
    (cd "$sample" && swift package resolve > /dev/null)
    grep -q "\"version\" : \"$version\"" "$sample/Package.resolved"
    echo "A package pinning swift-syntax $version resolves with Statecraft"
done

# A copy of the repository, so that its own Package.resolved and build folder stay as they are.
copy=$(mktemp -d -p "$scratch")
tar --exclude=./.build --exclude='./.build-*' -cf - . | tar -xf - -C "$copy"
cd "$copy"
rm -f Package.resolved
swift package resolve > /dev/null
swift package resolve swift-syntax --version "$lowest" > /dev/null
grep -q "\"version\" : \"$lowest\"" Package.resolved
swift build --build-tests
swift test --skip-build
echo "The test suite passes against swift-syntax $lowest"
