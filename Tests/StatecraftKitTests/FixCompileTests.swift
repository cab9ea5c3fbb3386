import Foundation
import XCTest

/// Every fix fixture type-checks before and after `fix`, against a stand-in of the SwiftUI surface the fixtures
/// use (`StandIn/`: property wrappers, `environmentObject`/`environment`, modifiers, with the real generic
/// constraints; Observation is the real one). A rewrite that would not compile (a migrated class still held by
/// `@ObservedObject`, a protocol requirement made `private`) fails here. Each platform the fixture names in
/// `#if os(…)` is checked on its own, so every platform twin is compiled.
final class FixCompileTests: XCTestCase {
    private static let platforms = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
    private static let cases = ["migration", "skips", "smaller", "must-compile"]

    func testEveryFixtureTypeChecksBeforeAndAfterFix() throws {
        #if !os(Linux)
        throw XCTSkip("the stand-in replaces SwiftUI where it does not exist; elsewhere the SDK's SwiftUI would clash with it")
        #else
        let swiftc = try XCTUnwrap(Self.swiftc(), "swiftc is not on PATH")
        let modules = try temporaryFolder()
        try buildStandIn(into: modules, swiftc: swiftc)
        for name in Self.cases {
            for side in ["before", "after"] {
                try assertTypeChecks(case: name, side: side, modules: modules, swiftc: swiftc)
            }
        }
        #endif
    }

    /// The stand-in refuses what real SwiftUI refuses, or the test above would prove nothing.
    func testTheStandInRejectsWhatSwiftUIRejects() throws {
        #if !os(Linux)
        throw XCTSkip("the stand-in replaces SwiftUI where it does not exist")
        #else
        let swiftc = try XCTUnwrap(Self.swiftc(), "swiftc is not on PATH")
        let modules = try temporaryFolder()
        try buildStandIn(into: modules, swiftc: swiftc)
        let models = """
            import SwiftUI
            @Observable final class Basket { var count = 0 }
            final class Legacy: ObservableObject { @Published var count = 0 }

            """
        let accepted = [
            "struct A: View { @State private var basket = Basket(); var body: some View { Text(\"\").environment(basket) } }",
            "struct A: View { @StateObject private var legacy = Legacy(); var body: some View { Text(\"\").environmentObject(legacy) } }",
            "struct A: View { @Environment(Basket.self) private var basket; var body: some View { Text(\"\\(basket.count)\") } }",
            "struct A: View { @Bindable var basket: Basket; var body: some View { Stepper(\"\", value: $basket.count) } }",
        ]
        let rejected = [
            "struct A: View { @ObservedObject var basket: Basket; var body: some View { Text(\"\") } }",
            "struct A: View { @StateObject private var basket = Basket(); var body: some View { Text(\"\") } }",
            "struct A: View { @EnvironmentObject var basket: Basket; var body: some View { Text(\"\") } }",
            "struct A: View { @State private var basket = Basket(); var body: some View { Text(\"\").environmentObject(basket) } }",
            "struct A: View { @Environment(Legacy.self) private var legacy; var body: some View { Text(\"\") } }",
            "struct A: View { @Bindable var legacy: Legacy; var body: some View { Text(\"\") } }",
            "protocol P { var isOn: Bool { get } }\nstruct A: View, P { @State private var isOn = false; var body: some View { Text(\"\") } }",
        ]
        for (source, expected) in accepted.map({ ($0, true) }) + rejected.map({ ($0, false) }) {
            let folder = try temporaryFolder()
            try write(models + source + "\n", to: folder.appendingPathComponent("A.swift"))
            let outcome = try typeCheck([folder.appendingPathComponent("A.swift").path], modules: modules, swiftc: swiftc)
            XCTAssertEqual(outcome.passed, expected, "\(source)\n\(outcome.errors)")
        }
        #endif
    }

    // MARK: Support

    private var standIn: URL { packageRoot.appendingPathComponent("Tests/StatecraftKitTests/StandIn") }
    private var fixes: URL { packageRoot.appendingPathComponent("Tests/StatecraftKitTests/Fixes") }

    /// Builds each stand-in module, in the order `modules.txt` gives, into `folder`.
    private func buildStandIn(into folder: URL, swiftc: String) throws {
        let order = try String(contentsOf: standIn.appendingPathComponent("modules.txt"), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for module in order {
            let sources = try swiftFiles(under: standIn.appendingPathComponent(module))
            let run = try Self.run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", module,
                                            "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                                            "-I", folder.path] + sources.map(\.path))
            XCTAssertEqual(run.status, 0, "stand-in \(module) does not build:\n\(run.output)")
        }
    }

    /// Type-checks a fixture side once per platform it names, with its `support/` declarations (what the story
    /// puts outside the project) and without the files `typecheck-skip.txt` lists.
    private func assertTypeChecks(case name: String, side: String, modules: URL, swiftc: String) throws {
        let root = fixes.appendingPathComponent(name).appendingPathComponent(side)
        let skipped = Set(((try? String(contentsOf: fixes.appendingPathComponent("\(name)/typecheck-skip.txt"), encoding: .utf8)) ?? "")
            .split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) })
        let files = try swiftFiles(under: root).filter { !skipped.contains(relative($0, to: root)) }
            + ((try? swiftFiles(under: fixes.appendingPathComponent("\(name)/support"))) ?? [])
        let texts = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        // Each platform the files name, and one they do not, whose build takes every `#else`.
        let named = Self.platforms.filter { platform in texts.contains { $0.contains("os(\(platform))") } }
        for platform in named.isEmpty ? ["iOS"] : named + ["another platform"] {
            let folder = try temporaryFolder()
            var paths: [String] = []
            for (position, text) in texts.enumerated() {
                let copy = folder.appendingPathComponent("\(position)-\(files[position].lastPathComponent)")
                try write(Self.previewsAsFunctions(Self.resolvingPlatform(text, as: platform)), to: copy)
                paths.append(copy.path)
            }
            let outcome = try typeCheck(paths, modules: modules, swiftc: swiftc)
            XCTAssertTrue(outcome.passed, "\(name)/\(side) for \(platform) does not type-check:\n\(outcome.errors)")
        }
    }

    /// Type-checks and lowers to SIL, which also finds what type-checking alone lets through (an `init` that
    /// leaves a stored property unset).
    private func typeCheck(_ paths: [String], modules: URL, swiftc: String) throws -> (passed: Bool, errors: String) {
        let run = try Self.run(swiftc, ["-emit-sil", "-wmo", "-o", "/dev/null", "-parse-as-library", "-module-name", "Fixture",
                                        "-I", modules.path] + paths)
        return (run.status == 0, run.output)
    }

    /// `#Preview { … }` (with or without arguments) as a private view-building function, so that its body is
    /// checked: the `Preview` macro exists only in Apple's SDKs.
    static func previewsAsFunctions(_ text: String) -> String {
        var count = 0
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let indent = line.prefix { $0 == " " || $0 == "\t" }
            var rest = line.dropFirst(indent.count)
            guard rest.hasPrefix("#Preview") else { return String(line) }
            rest = rest.dropFirst("#Preview".count)
            if rest.first == "(" {
                var depth = 0
                var end = rest.startIndex
                for index in rest.indices {
                    if rest[index] == "(" { depth += 1 }
                    if rest[index] == ")" { depth -= 1 }
                    if depth == 0 { end = rest.index(after: index); break }
                }
                rest = rest[end...]
            }
            guard rest.drop(while: { $0 == " " }).hasPrefix("{") else { return String(line) }
            count += 1
            return "\(indent)@MainActor @ViewBuilder private func preview\(count)() -> some View \(rest.drop(while: { $0 == " " }))"
        }.joined(separator: "\n")
    }

    /// `#if os(P)` conditions decided as on `platform`: true for it, false for any other.
    static func resolvingPlatform(_ text: String, as platform: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif") else { return String(line) }
            var result = String(line)
            for other in platforms { result = result.replacingOccurrences(of: "os(\(other))", with: other == platform ? "true" : "false") }
            return result
        }.joined(separator: "\n")
    }

    private func swiftFiles(under folder: URL) throws -> [URL] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    private func relative(_ url: URL, to root: URL) -> String {
        String(url.path.dropFirst(root.path.count + 1))
    }

    private static func swiftc() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
