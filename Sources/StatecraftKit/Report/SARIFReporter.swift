/// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
public struct SARIFReporter: Reporter {
    private static let sourceRoot = "%SRCROOT%"

    public init() {}

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        var ruleIndices: [String: Int] = [:]
        for (index, rule) in context.rules.enumerated() where ruleIndices[rule.id] == nil {
            ruleIndices[rule.id] = index
        }
        let driver = SARIF.Driver(
            name: "Statecraft",
            version: Statecraft.version,
            informationUri: "https://github.com/statecraft/statecraft",
            rules: context.rules.map(descriptor))
        let run = SARIF.Run(
            tool: SARIF.Tool(driver: driver),
            originalUriBaseIds: [Self.sourceRoot: SARIF.ArtifactLocation(uri: directoryURI(context.workingDirectory))],
            results: result.findings.map { sarifResult($0, ruleIndex: ruleIndices[$0.ruleID]) },
            invocations: [SARIF.Invocation(executionSuccessful: true,
                                           toolExecutionNotifications: result.notes.map(notification))])
        return JSONOutput.render(SARIF.Log(runs: [run]))
    }

    private func descriptor(_ rule: RuleDescription) -> SARIF.ReportingDescriptor {
        let help = rule.exclusions.isEmpty ? rule.rationale : rule.rationale + "\n\nNot reported: " + rule.exclusions
        return SARIF.ReportingDescriptor(
            id: rule.id,
            name: upperCamelCase(rule.id),
            shortDescription: SARIF.Text(text: rule.summary),
            fullDescription: SARIF.Text(text: rule.rationale),
            help: SARIF.Text(text: help),
            helpUri: "\(RuleCatalogFormatter.directoryURL)/\(rule.id).md",
            defaultConfiguration: SARIF.Configuration(level: level(rule.severity)),
            properties: SARIF.RuleProperties(tags: [rule.pack.rawValue], precision: "high"))
    }

    private func sarifResult(_ finding: Finding, ruleIndex: Int?) -> SARIF.Result {
        let region = SARIF.Region(startLine: max(1, finding.position.line), startColumn: max(1, finding.utf16Column ?? finding.position.column))
        return SARIF.Result(
            ruleId: finding.ruleID,
            ruleIndex: ruleIndex,
            level: level(finding.severity),
            message: SARIF.Text(text: finding.message),
            locations: [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(
                artifactLocation: artifactLocation(finding.file), region: region))],
            relatedLocations: finding.related.isEmpty ? nil : finding.related.enumerated().map { id, place in
                SARIF.Location(id: id, physicalLocation: SARIF.PhysicalLocation(
                    artifactLocation: artifactLocation(place.file),
                    region: SARIF.Region(startLine: max(1, place.position.line), startColumn: nil)),
                               message: SARIF.Text(text: place.message))
            },
            partialFingerprints: ["statecraft/v2": finding.fingerprint ?? Fingerprint.of(finding, lineText: "")],
            properties: finding.notes.isEmpty ? nil : SARIF.ResultProperties(notes: finding.notes))
    }

    private func notification(_ note: Note) -> SARIF.Notification {
        let locations = note.file.map {
            [SARIF.Location(physicalLocation: SARIF.PhysicalLocation(artifactLocation: artifactLocation($0), region: nil))]
        }
        return SARIF.Notification(message: SARIF.Text(text: note.message), level: "note", locations: locations)
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private func artifactLocation(_ path: String) -> SARIF.ArtifactLocation {
        if path.hasPrefix("/") {
            return SARIF.ArtifactLocation(uri: "file://" + percentEncoded(path))
        }
        return SARIF.ArtifactLocation(uri: percentEncoded(path), uriBaseId: Self.sourceRoot)
    }

    private func directoryURI(_ path: String) -> String {
        let encoded = percentEncoded(path)
        return "file://" + encoded + (encoded.hasSuffix("/") ? "" : "/")
    }

    private func upperCamelCase(_ id: String) -> String {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" })
            .map { $0.prefix(1).uppercased() + String($0.dropFirst()) }
            .joined()
    }
}

/// Keeps RFC 3986 unreserved characters and `/`; percent-encodes every other UTF-8 byte.
func percentEncoded(_ path: String) -> String {
    var output = ""
    for byte in path.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            output.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            output += "%" + (hex.count == 1 ? "0" + hex : hex)
        }
    }
    return output
}

/// FNV-1a, 64-bit, over the UTF-8 bytes, as 16 lowercase hex digits.
func fnv1a64Hex(_ text: String) -> String { fnv1a64Hex(bytes: text.utf8) }

/// FNV-1a, 64-bit, over the bytes, as 16 lowercase hex digits.
func fnv1a64Hex<Bytes: Sequence<UInt8>>(bytes: Bytes) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
}

private enum SARIF {
    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var columnKind = "utf16CodeUnits"
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
        var invocations: [Invocation]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Text
        var fullDescription: Text
        var help: Text
        var helpUri: String
        var defaultConfiguration: Configuration
        var properties: RuleProperties
    }

    struct Text: Encodable {
        var text: String
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct RuleProperties: Encodable {
        var tags: [String]
        var precision: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int?
        var level: String
        var message: Text
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var properties: ResultProperties?
    }

    struct ResultProperties: Encodable {
        /// Every item of a list the message shortens.
        var notes: [String]
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Text?
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String? = nil
    }

    struct Region: Encodable {
        var startLine: Int
        /// In UTF-16 code units (the run's `columnKind`); left out where only the line is known.
        var startColumn: Int?
    }

    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        var message: Text
        var level: String
        var locations: [Location]?
    }
}
