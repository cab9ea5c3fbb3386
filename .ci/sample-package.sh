# Sourced by the plugin checks: writes a sample package in $1 that depends on $2 (a `.package(...)` line) and
# applies the build-tool plugin of the package named $3. Its sources stub the few SwiftUI names they use, so that
# they compile on Linux, and hold one finding: `NavigationView` (Screen.swift:3:9, navigation-view).
make_sample_package() {
    local sample=$1 dependency=$2 plugins=$3
    mkdir -p "$sample/Sources/Sample"
    cat > "$sample/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sample",
    platforms: [.macOS(.v13)],
    dependencies: [$dependency],
    targets: [
        .target(name: "Sample", plugins: [.plugin(name: "StatecraftBuildToolPlugin", package: "$plugins")]),
    ]
)
SWIFT
    cat > "$sample/Sources/Sample/Stubs.swift" <<'SWIFT'
// Stand-ins for the SwiftUI names the sample uses (Linux has no SwiftUI).
public protocol View { associatedtype Body; var body: Body { get } }
@resultBuilder public enum ViewBuilder { public static func buildBlock<Content>(_ content: Content) -> Content { content } }
public struct Text: View { public init(_ text: String) {}; public var body: Int { 0 } }
public struct NavigationView<Content>: View { public init(@ViewBuilder content: () -> Content) {}; public var body: Int { 0 } }
public struct NavigationStack<Content>: View { public init(@ViewBuilder content: () -> Content) {}; public var body: Int { 0 } }
SWIFT
    cat > "$sample/Sources/Sample/Screen.swift" <<'SWIFT'
struct Screen: View {
    var body: some View {
        NavigationView { Text("Trips") }
    }
}
SWIFT
}
