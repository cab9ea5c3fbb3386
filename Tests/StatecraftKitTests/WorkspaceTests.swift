import XCTest
@testable import StatecraftKit

final class GlobTests: XCTestCase {
    func testPatterns() {
        XCTAssertTrue(Glob("Pods").matches("Pods/A/B.swift"))
        XCTAssertTrue(Glob("Pods").matches("App/Pods/B.swift"))
        XCTAssertTrue(Glob("*.generated.swift").matches("Sources/API.generated.swift"))
        XCTAssertFalse(Glob("*.generated.swift").matches("Sources/API.swift"))
        XCTAssertTrue(Glob("**/Generated/**").matches("App/Sources/Generated/X.swift"))
        XCTAssertTrue(Glob("**/Generated/**").matches("Generated/X.swift"))
        XCTAssertTrue(Glob("Sources/Gen/").matches("Sources/Gen/X.swift"))
        XCTAssertFalse(Glob("Sources/Gen").matches("Other/Sources/Gen/X.swift"))
        XCTAssertTrue(Glob("App/*.swift").matches("App/A.swift"))
        XCTAssertFalse(Glob("App/*.swift").matches("App/Sub/A.swift"))
        XCTAssertTrue(Glob("A?.swift").matches("AB.swift"))
    }
}

final class DeploymentTargetTests: XCTestCase {
    func testPackageManifest() {
        let targets = DeploymentTargetDetector.fromPackageManifest("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v16), .macOS("13.5"), .watchOS(.v9)], targets: [])
            """)
        XCTAssertEqual(targets.versions, [.iOS: OSVersion(16, 0), .macOS: OSVersion(13, 5), .watchOS: OSVersion(9, 0)])
        XCTAssertFalse(targets.allowsObservation)
        XCTAssertTrue(targets.allowsNavigationStack)
    }

    func testXcodeProjectLowestWins() {
        let targets = DeploymentTargetDetector.fromXcodeProject("""
                    IPHONEOS_DEPLOYMENT_TARGET = 17.2;
                    IPHONEOS_DEPLOYMENT_TARGET = 17.0;
                    MACOSX_DEPLOYMENT_TARGET = 14.0;
            """)
        XCTAssertEqual(targets.versions, [.iOS: OSVersion(17, 0), .macOS: OSVersion(14, 0)])
        XCTAssertTrue(targets.allowsObservation)
    }

    func testXcodeGenSpec() {
        let targets = DeploymentTargetDetector.fromXcodeGenSpec("""
            name: Wallet
            options:
              deploymentTarget:
                iOS: "17.0"
                macOS: "15.0"
            targets:
              Wallet:
                type: application
                platform: iOS
                deploymentTarget: "17.2"
              WalletWatch:
                platform: watchOS
                deploymentTarget: "10.0"
            """)
        XCTAssertEqual(targets.versions, [.iOS: OSVersion(17, 0), .macOS: OSVersion(15, 0), .watchOS: OSVersion(10, 0)])
        XCTAssertTrue(DeploymentTargetDetector.fromXcodeGenSpec("not: [valid").versions.isEmpty)
        // Specs are remembered by text: the same text gives the same targets, an edited one its own.
        let spec = "options:\n  deploymentTarget:\n    iOS: \"16.0\"\n"
        XCTAssertEqual(DeploymentTargetDetector.fromXcodeGenSpec(spec).versions, [.iOS: OSVersion(16, 0)])
        XCTAssertEqual(DeploymentTargetDetector.fromXcodeGenSpec(spec).versions, [.iOS: OSVersion(16, 0)])
        let edited = spec.replacingOccurrences(of: "16.0", with: "18.0")
        XCTAssertEqual(DeploymentTargetDetector.fromXcodeGenSpec(edited).versions, [.iOS: OSVersion(18, 0)])
        for version in 0..<12 { _ = DeploymentTargetDetector.fromXcodeGenSpec("options: {deploymentTarget: {iOS: \"15.\(version)\"}}") }
        XCTAssertEqual(DeploymentTargetDetector.fromXcodeGenSpec(spec).versions, [.iOS: OSVersion(16, 0)])
    }

    /// A helper package built for an older system does not lower the app beside it: each file gets the targets
    /// of the deepest manifest or project folder holding it.
    func testEachFileGetsTheTargetsOfItsOwnPackageOrProject() throws {
        let root = try temporaryFolder()
        try write("let package = Package(name: \"Mediator\", platforms: [.iOS(.v14)])\n",
                  to: root.appendingPathComponent("Mediator/Package.swift"))
        try write("targets:\n  Wallet:\n    platform: iOS\n    deploymentTarget: \"17.0\"\n",
                  to: root.appendingPathComponent("App/project.yml"))
        let legacy = "import Combine\nfinal class Store: ObservableObject { @Published var count = 0 }\n"
        try write(legacy, to: root.appendingPathComponent("App/Sources/Store.swift"))
        try write(legacy.replacingOccurrences(of: "Store", with: "Relay"),
                  to: root.appendingPathComponent("Mediator/Sources/Relay.swift"))
        let linter = Linter(configuration: Configuration(), options: CheckOptions(jobs: 1, onlyRules: ["legacy-observable-object"]),
                            workingDirectory: root.path)
        let (index, _) = try linter.loadIndex(paths: ["."])
        XCTAssertEqual(index.deploymentTargets.versions, [.iOS: OSVersion(14, 0)])
        XCTAssertTrue(index.deploymentTargets.forFile("App/Sources/Store.swift").allowsObservation)
        XCTAssertFalse(index.deploymentTargets.forFile("Mediator/Sources/Relay.swift").allowsObservation)
        XCTAssertEqual(linter.run(index: index).map(\.file), ["App/Sources/Store.swift"])
        var configured = Configuration()
        configured.deploymentTarget = [.iOS: OSVersion(16, 0)]
        XCTAssertFalse(Linter(configuration: configured, workingDirectory: root.path).deploymentTargets(
            try FileDiscovery(configuration: configured, workingDirectory: root.path).discover(paths: ["."]))
            .forFile("App/Sources/Store.swift").allowsObservation)
    }

    /// Each Xcode target gates only the files it builds, with the platforms it builds for: the project's
    /// `MACOSX_DEPLOYMENT_TARGET` left in an iOS-only target and the project's iOS 16 under a watch target do
    /// not count, a test bundle does not gate the app, a synchronized folder's exception leaves its target, and
    /// settings come from the `.xcconfig` files configurations are based on.
    func testXcodeTargetsGateTheFilesTheyBuild() throws {
        let root = try temporaryFolder()
        let project = try String(contentsOf: packageRoot.appendingPathComponent("Tests/StatecraftKitTests/Projects/Sundial.pbxproj"), encoding: .utf8)
        try write(project, to: root.appendingPathComponent("Sundial.xcodeproj/project.pbxproj"))
        for path in ["App/Store.swift", "Shared/Shared.swift", "Widget/Timeline.swift", "Watch/Face.swift",
                     "Watch/Legacy/OldFace.swift", "Tests/StoreTests.swift", "Mac/MacStore.swift"] {
            try write("struct S {}\n", to: root.appendingPathComponent(path))
        }
        try write("#include \"Base.xcconfig\"\nSWIFT_VERSION = 6.0\n", to: root.appendingPathComponent("Config/Mac.xcconfig"))
        try write("MACOSX_DEPLOYMENT_TARGET = 14.0 // Sonoma\nMACOSX_DEPLOYMENT_TARGET[sdk=macosx15*] = 15.0\n",
                  to: root.appendingPathComponent("Config/Base.xcconfig"))
        let linter = Linter(configuration: Configuration(), workingDirectory: root.path)
        let targets = linter.deploymentTargets(try FileDiscovery(configuration: Configuration(), workingDirectory: root.path).discover(paths: ["."]))
        XCTAssertEqual(targets.buildTargets.map(\.name), ["Sundial", "Sundial Watch", "Widget", "SundialTests", "Sundial Mac"])
        // From the `.xcconfig` the configuration is based on, through its `#include`; not the project's macOS 13.
        XCTAssertEqual(targets.forFile("Mac/MacStore.swift").versions, [.macOS: OSVersion(14, 0)])
        XCTAssertEqual(targets.forFile("App/Store.swift").versions, [.iOS: OSVersion(17, 0)])
        XCTAssertNil(targets.forFile("App/Store.swift").observationBlocker)
        XCTAssertEqual(targets.forFile("Watch/Face.swift").versions, [.watchOS: OSVersion(10, 0)])
        XCTAssertEqual(targets.forFile("Shared/Shared.swift").observationBlocker, "the target `Widget` (iOS 16.0)")
        XCTAssertEqual(targets.forFile("Widget/Timeline.swift").observationBlocker, "the target `Widget` (iOS 16.0)")
        XCTAssertEqual(targets.forFile("Tests/StoreTests.swift").observationBlocker, "the target `SundialTests` (iOS 15.0)")
        // Built by no target: the project folder's targets that are not tests (here the widget's iOS 16).
        XCTAssertEqual(targets.forFile("Watch/Legacy/OldFace.swift").observationBlocker, "the deployment target (iOS 16.0)")
        XCTAssertEqual(targets.overridden(by: [.iOS: OSVersion(17, 0)]).forFile("Widget/Timeline.swift").observationBlocker, nil)
        // What each file is compiled for, and the one file that nothing compiles.
        XCTAssertEqual(targets.platforms(ofFile: "Watch/Face.swift"), .watchOS)
        XCTAssertEqual(targets.platforms(ofFile: "Mac/MacStore.swift"), .macOS)
        XCTAssertEqual(targets.platforms(ofFile: "Shared/Shared.swift"), [.iOS, .macCatalyst])
        XCTAssertEqual(targets.overridden(by: [.iOS: OSVersion(17, 0)]).platforms(ofFile: "Watch/Face.swift"), .watchOS)
        XCTAssertEqual(["App/Store.swift", "Shared/Shared.swift", "Widget/Timeline.swift", "Watch/Face.swift",
                        "Watch/Legacy/OldFace.swift", "Tests/StoreTests.swift", "Mac/MacStore.swift"].filter(targets.isBuiltByNothing),
                       ["Watch/Legacy/OldFace.swift"])
        // The project names folders as Xcode shows them; on a Mac's file system `watch/face.swift` is that file.
        XCTAssertFalse(targets.isBuiltByNothing("watch/face.swift"))
        XCTAssertEqual(targets.platforms(ofFile: "watch/face.swift"), .watchOS)
        XCTAssertTrue(targets.isBuiltByNothing("watch/legacy/oldface.swift"))
    }

    /// A target whose `SUPPORTED_PLATFORMS` names visionOS builds for it, although no configuration sets
    /// `XROS_DEPLOYMENT_TARGET`: code under `#if os(visionOS)` is app code.
    func testVisionOSNamedOnlyInSupportedPlatformsIsBuilt() throws {
        let root = try temporaryFolder()
        var project = try String(contentsOf: packageRoot.appendingPathComponent("Tests/StatecraftKitTests/Projects/Sundial.pbxproj"), encoding: .utf8)
        let range = try XCTUnwrap(project.range(of: "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\";"))
        project.replaceSubrange(range, with: "SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator xros xrsimulator\";")
        try write(project, to: root.appendingPathComponent("Sundial.xcodeproj/project.pbxproj"))
        try write("struct S {}\n", to: root.appendingPathComponent("App/Store.swift"))
        let linter = Linter(configuration: Configuration(), workingDirectory: root.path)
        let targets = linter.deploymentTargets(try FileDiscovery(configuration: Configuration(), workingDirectory: root.path).discover(paths: ["."]))
        XCTAssertEqual(targets.platforms(ofFile: "App/Store.swift"), [.iOS, .macCatalyst, .visionOS])
    }

    /// `check` leaves out a file no target compiles, and says so; a package's files beside the project are
    /// compiled by the package.
    func testAFileNoTargetCompilesIsNotChecked() throws {
        let root = try temporaryFolder()
        let project = try String(contentsOf: packageRoot.appendingPathComponent("Tests/StatecraftKitTests/Projects/Sundial.pbxproj"), encoding: .utf8)
        try write(project, to: root.appendingPathComponent("Sundial.xcodeproj/project.pbxproj"))
        let heldInState = """
            final class Dial: ObservableObject { @Published var angle = 0.0 }
            struct DialView: View {
                @State private var dial = Dial()
                var body: some View { Text("\\(dial.angle)") }
            }
            """
        try write(heldInState, to: root.appendingPathComponent("Watch/Legacy/OldFace.swift"))
        try write(heldInState.replacingOccurrences(of: "Dial", with: "Face"), to: root.appendingPathComponent("Watch/Face.swift"))
        try write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n",
                  to: root.appendingPathComponent("Packages/Kit/Package.swift"))
        try write(heldInState.replacingOccurrences(of: "Dial", with: "Gauge"), to: root.appendingPathComponent("Packages/Kit/Sources/Kit/Gauge.swift"))
        let result = try Linter(configuration: Configuration(), workingDirectory: root.path).check(paths: ["."])
        XCTAssertEqual(Set(result.findings.map(\.file)), ["Watch/Face.swift", "Packages/Kit/Sources/Kit/Gauge.swift"])
        XCTAssertEqual(result.checkedFiles.sorted(), ["Packages/Kit/Package.swift", "Packages/Kit/Sources/Kit/Gauge.swift", "Watch/Face.swift"])
        XCTAssertTrue(result.notes.contains { $0.message.contains("1 Swift file is in no target") && $0.message.contains("`Watch/Legacy/OldFace.swift`") },
                      "\(result.notes)")
    }

    func testPropertyListParsesQuotesCommentsAndNesting() throws {
        let list = try XCTUnwrap(PropertyList.parse("""
            // !$*UTF8*$!
            { a = "x \\"y\\""; /* note */ b = (1, "two", {c = d;}, ); e = "$(inherited)"; }
            """))
        XCTAssertEqual(list["a"]?.string, "x \"y\"")
        XCTAssertEqual(list["b"]?.array?.count, 3)
        XCTAssertEqual(list["b"]?.array?[2]["c"]?.string, "d")
        XCTAssertEqual(list["e"]?.string, "$(inherited)")
        XCTAssertNil(PropertyList.parse("{ a = b "))
        XCTAssertNil(XcodeProject(text: "not a project"))
    }

    func testUnknownMeansObservationAvailable() {
        XCTAssertTrue(DeploymentTargets().allowsObservation)
        XCTAssertEqual(DeploymentTargets().overridden(by: [.iOS: OSVersion(15, 0)]).allowsObservation, false)
    }
}

final class FileDiscoveryTests: XCTestCase {
    func testSkipsBuildFoldersHiddenFoldersAndExcludes() throws {
        let root = try temporaryFolder()
        for path in ["App/A.swift", "App/Generated/G.swift", ".build/X.swift", "Pods/P.swift", ".hidden/H.swift",
                     "DerivedData/D.swift", "App/readme.md", "App.xcodeproj/project.pbxproj", "Package.swift"] {
            try write("struct S {}\n", to: root.appendingPathComponent(path))
        }
        var configuration = Configuration()
        configuration.exclude = [Glob("**/Generated/**")]
        let workspace = try FileDiscovery(configuration: configuration, workingDirectory: root.path).discover(paths: [root.path])
        XCTAssertEqual(workspace.files.map(\.displayPath), ["App/A.swift", "Package.swift"])
        XCTAssertEqual(workspace.xcodeProjects.count, 1)
        XCTAssertEqual(workspace.packageManifests.count, 1)
    }

    func testMissingPathThrows() {
        XCTAssertThrowsError(try FileDiscovery(configuration: Configuration()).discover(paths: ["/no/such/statecraft/path"]))
    }

    func testSymlinksNeverLeaveTheRootOrLoop() throws {
        let outside = try temporaryFolder()
        try write("struct Outside {}\n", to: outside.appendingPathComponent("O.swift"))
        let root = try temporaryFolder()
        try write("struct Inside {}\n", to: root.appendingPathComponent("Inside.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Out.swift").path,
                                                   withDestinationPath: outside.appendingPathComponent("O.swift").path)
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Loop").path, withDestinationPath: root.path)
        let workspace = try FileDiscovery(configuration: Configuration(), workingDirectory: root.path).discover(paths: [root.path])
        XCTAssertEqual(workspace.files.map(\.displayPath), ["Inside.swift"])
        XCTAssertEqual(workspace.notes.count, 1)
    }
}

/// Bad input never stops a run: each problem becomes a note and the other files are checked.
final class RobustnessTests: XCTestCase {
    func testBadFilesBecomeNotes() throws {
        let root = try temporaryFolder()
        let rule = "struct V: View {\n    @State var n = 0\n    var body: some View { Text(\"\\(n)\") }\n    func f() { n += 1 }\n}\n"
        try write(rule, to: root.appendingPathComponent("Good.swift"))
        try write("", to: root.appendingPathComponent("Empty.swift"))
        try write("struct Broken: View {\n    @State var x = \n    var body: some View {\n", to: root.appendingPathComponent("Broken.swift"))
        try Data([0x73, 0x74, 0x72, 0x75, 0x63, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: root.appendingPathComponent("Latin.swift"))
        try write(String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000), to: root.appendingPathComponent("Deep.swift"))
        try write(String(repeating: "let x = 1\n", count: 20_000), to: root.appendingPathComponent("Huge.swift"))
        var configuration = Configuration()
        configuration.maxFileSizeKB = 64
        let result = try Linter(configuration: configuration, options: CheckOptions(jobs: 2), workingDirectory: root.path).check(paths: [root.path])
        XCTAssertEqual(result.filesChecked, 5)
        XCTAssertTrue(result.findings.contains { $0.file == "Good.swift" && $0.ruleID == "state-not-private" })
        XCTAssertTrue(result.findings.contains { $0.file == "Broken.swift" && $0.ruleID == "state-not-private" })
        let noted = Set(result.notes.compactMap(\.file))
        XCTAssertTrue(noted.isSuperset(of: ["Huge.swift", "Latin.swift", "Broken.swift", "Deep.swift"]), "\(result.notes)")
    }
}
