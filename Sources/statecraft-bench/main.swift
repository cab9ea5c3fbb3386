import Foundation
import StatecraftKit
import SwiftParser

// Measures `check` against the floor set by parsing alone, in one process:
//   parse ratio  = check on 1 thread / swift-syntax parse of the same files on 1 thread (target ≤ 1.3)
//   scaling      = check on 1 thread / check on all cores (target ≥ 1.8 on 2 cores)
// Usage: swift run -c release statecraft-bench PATH [--runs N]

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 3
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count, let value = Int(arguments[index + 1]) {
    runs = value
    arguments.removeSubrange(index...(index + 1))
}
guard let path = arguments.first else {
    FileHandle.standardError.write(Data("usage: statecraft-bench PATH [--runs N]\n".utf8))
    exit(2)
}

let configuration = Configuration()
let workspace = try FileDiscovery(configuration: configuration).discover(paths: [path])
let sources = workspace.files.compactMap { try? String(contentsOfFile: $0.path, encoding: .utf8) }
let lines = sources.reduce(0) { $0 + $1.utf8.lazy.filter { $0 == 10 }.count }
let cores = ProcessInfo.processInfo.activeProcessorCount
print("\(sources.count) files, \(lines) lines, \(cores) cores, best of \(runs) runs")

var facts = Double.infinity
var model = Double.infinity
let allFacts = sources.enumerated().map { SourceReader.extract(source: $1, path: "\($0)") }
var parse = Double.infinity, single = Double.infinity, parallel = Double.infinity
var findingCount = 0
for _ in 0..<runs {
    parse = min(parse, seconds {
        for source in sources { _ = Parser.parse(source: source) }
    })
    facts = min(facts, seconds {
        for (index, source) in sources.enumerated() { _ = SourceReader.extract(source: source, path: "\(index)") }
    })
    model = min(model, seconds {
        // The view graph and environment analysis, on top of already extracted facts.
        _ = ProjectIndex(files: allFacts)
    })
    single = min(single, try seconds {
        findingCount = try Linter(configuration: configuration, options: CheckOptions(jobs: 1)).check(paths: [path]).findings.count
    })
    parallel = min(parallel, try seconds {
        _ = try Linter(configuration: configuration, options: CheckOptions(jobs: cores)).check(paths: [path])
    })
}
print(String(format: "parse only, 1 thread:   %.3f s", parse))
print(String(format: "parse + facts, 1 thread: %.3f s", facts))
print(String(format: "index + view graph:     %.3f s", model))
print(String(format: "check, 1 thread:        %.3f s  (%d findings)", single, findingCount))
print(String(format: "check, %d threads:       %.3f s", cores, parallel))
print(String(format: "check / parse:          %.2fx (target ≤ 1.30)", single / parse))
print(String(format: "scaling on %d cores:     %.2fx (target ≥ 1.80 on 2 cores)", cores, single / parallel))
