import Foundation

/// The findings a team has accepted, so that only new ones fail a run: `check --write-baseline FILE` writes it,
/// `check --baseline FILE` (or `baseline:` in `.statecraft.yml`) leaves out what it holds. Findings are matched by
/// fingerprint (`Fingerprint`), once each: in the same file first, then anywhere, which follows a moved file.
public struct Baseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var fingerprint: String
        public var rule: String
        public var file: String
        public var line: Int
        public var message: String
    }

    public var version = 1
    public var tool = "statecraft"
    public var findings: [Entry]

    /// The findings, their paths relative to `folder` (the baseline file's), so that the baseline reads the same
    /// from wherever Statecraft runs; `workingDirectory` is what the findings' paths are relative to.
    public init(findings: [Finding], folder: String, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.findings = findings.map {
            Entry(fingerprint: $0.fingerprint ?? "", rule: $0.ruleID, file: Self.path($0.file, from: workingDirectory, to: folder),
                  line: $0.position.line, message: $0.message)
        }.sorted { ($0.file, $0.line, $0.rule, $0.fingerprint) < ($1.file, $1.line, $1.rule, $1.fingerprint) }
    }

    /// The folder a baseline at `path` keeps its paths relative to.
    public static func folder(of path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        (absolutePath(path, from: workingDirectory) as NSString).deletingLastPathComponent
    }

    static func path(_ file: String, from workingDirectory: String, to folder: String) -> String {
        relativePath((absolutePath(file, from: workingDirectory) as NSString).standardizingPath, to: folder)
    }

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LoadError(description: "cannot read the baseline `\(path)` (write one with `check --write-baseline \(path)`)")
        }
        do {
            let baseline = try JSONDecoder().decode(Baseline.self, from: data)
            guard baseline.version == 1 else {
                throw LoadError(description: "the baseline `\(path)` has version \(baseline.version); this Statecraft reads version 1")
            }
            return baseline
        } catch let error as LoadError {
            throw error
        } catch let error as DecodingError {
            throw LoadError(description: "the baseline `\(path)` is not a Statecraft baseline (\(Self.explain(error))); write it again with `check --write-baseline \(path)`")
        } catch {
            throw LoadError(description: "the baseline `\(path)` cannot be read: \(error.localizedDescription)")
        }
    }

    /// A decoding error in a sentence, without Swift's debug description.
    private static func explain(_ error: DecodingError) -> String {
        func field(_ path: [CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "not JSON"
        case .keyNotFound(let key, let context): return "no `\(field(context.codingPath + [key]))` field"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "`\(field(context.codingPath))` has the wrong type"
        @unknown default: return "unexpected content"
        }
    }

    /// Leaves out of `result` the findings the baseline holds, with a note saying how many. After a whole run it
    /// also notes the entries that match no finding any more; a partial run (some files, some rules) leaves the
    /// others' entries unmatched, and a baseline rewritten from it would lose them, so it says nothing of them.
    public func apply(to result: inout CheckResult, path: String, partial: Bool,
                      workingDirectory: String = FileManager.default.currentDirectoryPath) {
        let split = filter(result.findings, folder: Self.folder(of: path, workingDirectory: workingDirectory), workingDirectory: workingDirectory)
        result.findings = split.new
        if split.known > 0 {
            result.notes.append(Note(file: path, message: "\(split.known) finding\(split.known == 1 ? " is" : "s are") in the baseline and not reported"))
        }
        if split.stale > 0, !partial {
            result.notes.append(Note(file: path, message: "\(split.stale) baseline entr\(split.stale == 1 ? "y matches" : "ies match") no finding any more (fixed or changed); run with --write-baseline to drop \(split.stale == 1 ? "it" : "them")"))
        }
    }

    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        // A temporary file renamed into place: an interrupted write leaves the old baseline whole.
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The findings the baseline does not hold, how many it held, and how many of its entries match nothing any
    /// more (fixed since, or changed).
    public func filter(_ findings: [Finding], folder: String,
                       workingDirectory: String = FileManager.default.currentDirectoryPath) -> (new: [Finding], known: Int, stale: Int) {
        // Each finding's path as the baseline keeps it.
        let files = findings.map { Self.path($0.file, from: workingDirectory, to: folder) }
        var remaining: [String: [String: Int]] = [:]
        for entry in self.findings { remaining[entry.fingerprint, default: [:]][entry.file, default: 0] += 1 }
        var matched = Array(repeating: false, count: findings.count)
        // The same file first, so that a copy elsewhere does not take the entry of the finding that stayed.
        for (index, finding) in findings.enumerated() {
            guard let fingerprint = finding.fingerprint, let count = remaining[fingerprint]?[files[index]], count > 0 else { continue }
            remaining[fingerprint]![files[index]] = count - 1
            matched[index] = true
        }
        for (index, finding) in findings.enumerated() where !matched[index] {
            guard let fingerprint = finding.fingerprint, let files = remaining[fingerprint],
                  let file = files.keys.sorted().first(where: { files[$0]! > 0 }) else { continue }
            remaining[fingerprint]![file]! -= 1
            matched[index] = true
        }
        let new = zip(findings, matched).filter { !$0.1 }.map(\.0)
        let stale = remaining.values.reduce(0) { $0 + $1.values.reduce(0, +) }
        return (new, findings.count - new.count, stale)
    }
}
