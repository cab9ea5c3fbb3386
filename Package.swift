// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Statecraft",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "StatecraftKit", targets: ["StatecraftKit"]),
        .executable(name: "statecraft", targets: ["statecraft"]),
        .plugin(name: "StatecraftBuildToolPlugin", targets: ["StatecraftBuildToolPlugin"]),
        .plugin(name: "StatecraftCommandPlugin", targets: ["StatecraftCommandPlugin"]),
        .plugin(name: "StatecraftFixCommandPlugin", targets: ["StatecraftFixCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk.git", from: "0.12.1"),
    ],
    targets: [
        .target(
            name: "StatecraftKit",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "StatecraftMCP",
            dependencies: [
                "StatecraftKit",
                .product(name: "MCP", package: "swift-sdk"),
            ]
        ),
        .target(
            name: "StatecraftLSP",
            dependencies: ["StatecraftKit"]
        ),
        .executableTarget(
            name: "statecraft",
            dependencies: [
                "StatecraftKit",
                "StatecraftMCP",
                "StatecraftLSP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "StatecraftBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["statecraft"]
        ),
        .plugin(
            name: "StatecraftCommandPlugin",
            capability: .command(intent: .custom(verb: "statecraft", description: "Check the package with Statecraft (check, map, rules, explain, fix --dry-run).")),
            dependencies: ["statecraft"]
        ),
        .plugin(
            name: "StatecraftFixCommandPlugin",
            capability: .command(
                intent: .custom(verb: "statecraft-fix", description: "Rewrite what Statecraft can fix safely, including the @Observable migration."),
                permissions: [.writeToPackageDirectory(reason: "statecraft fix rewrites Swift files of the package")]),
            dependencies: ["statecraft"]
        ),
        .executableTarget(
            name: "statecraft-bench",
            dependencies: [
                "StatecraftKit",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Writes the facts cache's coding of the fact types (`swift run statecraft-codegen`).
        .executableTarget(
            name: "statecraft-codegen",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "StatecraftKitTests",
            dependencies: [
                "StatecraftKit",
                "StatecraftLSP",
                "statecraft-codegen",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["Golden", "Schemas", "Fixes", "Projects", "MapApp", "StandIn"]
        ),
    ],
    swiftLanguageModes: [.v5]
)
