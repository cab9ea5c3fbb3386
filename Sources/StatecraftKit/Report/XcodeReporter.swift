import Foundation

/// One compiler-style diagnostic per finding, which Xcode shows inline and jumps to: `path:line:column: level:
/// message [rule]`. The path is absolute, as Xcode needs it from a build phase; `relative-path` keeps the path as
/// shown elsewhere (relative to the current folder when under it). Notes are not included.
public struct XcodeReporter: Reporter {
    public var fullPaths: Bool

    public init(fullPaths: Bool = true) {
        self.fullPaths = fullPaths
    }

    public func render(_ result: CheckResult, context: ReportContext) -> String {
        result.findings.map { finding in
            "\(path(finding.file, context)):\(finding.position.line):\(finding.position.column): "
                + "\(level(finding.severity)): \(finding.message) [\(finding.ruleID)]\n"
        }.joined()
    }

    private func path(_ file: String, _ context: ReportContext) -> String {
        fullPaths ? absolutePath(file, from: context.workingDirectory) : file
    }

    private func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
