import Foundation
import StatecraftKit
import SwiftParser
import SwiftSyntax

/// Visits every node and records nothing: what any syntax walk costs before it reads anything.
final class EmptyWalk: SyntaxVisitor {
    init() { super.init(viewMode: .sourceAccurate) }
}

// Measures each stage of `check` and `fix` against the floor set by parsing alone, in one process. Every
// stage is the best of the runs; see the usage text for what each line means.

let usage = """
    usage: statecraft-bench PATH [--runs N] [--no-fix] [--only live|warm|parse|walk|facts] [--jobs N]

    Times, on the Swift files under PATH (best of N runs, default 3):
      parse            swift-syntax parsing alone, 1 thread: the floor
      empty walk       parse + a syntax walk that reads nothing, minus parse, 1 thread: the floor of any walk
      facts walk       parse + fact extraction minus parse, 1 thread
      index passes     each pass of the project index, on facts already extracted
      rules            every enabled rule over a built index, 1 thread
      check            the whole `check` (discovery, reading, parse, facts, index, rules), 1 thread and all cores
      warm check       `check` again with every file's facts in the facts cache (reading, hashing, decoding
                       them, then the index and the rules), 1 thread and all cores
      live check       what `statecraft lsp` and `statecraft mcp` do after an edit: `check` with facts kept in
                       memory from the last check and one file's text changed (the largest), all cores
      fix planning     `fix --dry-run` with every fix, all cores (skipped with --no-fix)
    With --only live (or warm), runs that check alone N times (for a profiler), and prints its best and median;
    --jobs sets its threads (default: all cores; with 1, a profiler's count does not depend on how threads
    interleave). With --only parse, walk or facts, parses every file N times on 1 thread (and walks it reading
    nothing, or extracts its facts).
    And the ratios the design targets: check / parse ≤ 1.3 at 1 thread, scaling ≥ 1.8 on 2 cores,
    fix / check ≤ 1.5. Build it in release mode: swift run -c release statecraft-bench PATH
    """

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

/// The time `body` takes, once the models earlier runs let go of are freed (a server frees them between calls).
func seconds(_ body: () throws -> Void) rethrows -> Double {
    Parallel.awaitReleases()
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
/// Takes `option` and its value out of the arguments; the value must be a whole number above 0.
func wholeNumberOption(_ option: String) -> Int? {
    guard let index = arguments.firstIndex(of: option) else { return nil }
    guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 else {
        FileHandle.standardError.write(Data("\(option) takes a whole number above 0\n\n\(usage)\n".utf8))
        exit(2)
    }
    arguments.removeSubrange(index...(index + 1))
    return value
}
let runs = wholeNumberOption("--runs") ?? 3
let measureFix = !arguments.contains("--no-fix")
arguments.removeAll { $0 == "--no-fix" }
var only: String?
if let index = arguments.firstIndex(of: "--only") {
    guard index + 1 < arguments.count, ["live", "warm", "parse", "walk", "facts"].contains(arguments[index + 1]) else {
        FileHandle.standardError.write(Data("--only takes `live`, `warm`, `parse`, `walk` or `facts`\n\n\(usage)\n".utf8))
        exit(2)
    }
    only = arguments[index + 1]
    arguments.removeSubrange(index...(index + 1))
}
let jobs = wholeNumberOption("--jobs")
guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}

let configuration = Configuration()
let workspace: Workspace
do {
    workspace = try FileDiscovery(configuration: configuration).discover(paths: [path])
} catch {
    FileHandle.standardError.write(Data("statecraft-bench: \(error)\n".utf8))
    exit(2)
}
let sources = workspace.files.map { (try? String(contentsOfFile: $0.path, encoding: .utf8)) ?? "" }
let lines = sources.reduce(0) { $0 + $1.utf8.lazy.filter { $0 == 10 }.count }
let cores = ProcessInfo.processInfo.activeProcessorCount
print("\(sources.count) files, \(lines) lines, \(cores) cores, best of \(runs) runs")

if only == "parse" || only == "walk" || only == "facts" {
    var times: [Double] = []
    for _ in 0..<runs {
        times.append(seconds {
            for (index, source) in sources.enumerated() {
                switch only {
                case "parse": _ = Parser.parse(source: source)
                case "walk": EmptyWalk().walk(Parser.parse(source: source))
                default: _ = SourceReader.extract(source: source, path: "\(index)")
                }
            }
        })
    }
    times.sort()
    print(String(format: "%@, 1 thread: best %.3f s, median %.3f s", only!, times[0], times[times.count / 2]))
    exit(0)
}

/// `check` as the command line runs it: the model is not freed at the end.
func checkOptions(jobs: Int) -> CheckOptions {
    var options = CheckOptions(jobs: jobs)
    options.keepsModelUntilExit = true
    return options
}
let linter = Linter(configuration: configuration, options: checkOptions(jobs: 1))
var parse = Double.infinity, facts = Double.infinity, rules = Double.infinity, emptyWalk = Double.infinity
var single = Double.infinity, parallel = Double.infinity, fix = Double.infinity
var warmSingle = Double.infinity, warmParallel = Double.infinity, live = Double.infinity
let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("statecraft-bench-\(UUID().uuidString)").path
defer { try? FileManager.default.removeItem(atPath: cacheFolder) }
func warmLinter(jobs: Int) -> Linter {
    var options = checkOptions(jobs: jobs)
    options.cache = FactsCache(folder: cacheFolder)
    return Linter(configuration: configuration, options: options)
}
_ = try? warmLinter(jobs: cores).check(paths: [path])
// One long-lived cache, as the servers keep it; the largest file is the one edited.
let liveCache = FactsCache(folder: cacheFolder, keepsInMemory: true)
let edited = workspace.files.indices.max { (sources[safe: $0]?.utf8.count ?? 0) < (sources[safe: $1]?.utf8.count ?? 0) }
var edits = 0
func liveCheck() throws {
    var options = CheckOptions(jobs: only == nil ? cores : jobs ?? cores)
    options.cache = liveCache
    if let edited, let text = sources[safe: edited] {
        edits += 1
        options.sourceOverrides[workspace.files[edited].path] = text + "\n// edit \(edits)\n"
    }
    _ = try Linter(configuration: configuration, options: options).check(paths: [path])
}
try? liveCheck()
if let only {
    var times: [Double] = []
    for _ in 0..<runs {
        times.append(try seconds { if only == "live" { try liveCheck() } else { _ = try warmLinter(jobs: jobs ?? cores).check(paths: [path]) } })
    }
    times.sort()
    print(String(format: "%@ check, %d threads: best %.3f s, median %.3f s", only, jobs ?? cores, times[0], times[times.count / 2]))
    exit(0)
}
let allFacts = sources.enumerated().map { SourceReader.extract(source: $1, path: "\($0)") }
var passes: [String: Double] = [:]
var passOrder: [String] = []
var findingCount = 0
for _ in 0..<runs {
    parse = min(parse, seconds {
        for source in sources { _ = Parser.parse(source: source) }
    })
    emptyWalk = min(emptyWalk, seconds {
        for source in sources { EmptyWalk().walk(Parser.parse(source: source)) }
    })
    facts = min(facts, seconds {
        for (index, source) in sources.enumerated() { _ = SourceReader.extract(source: source, path: "\(index)") }
    })
    let index = linter.makeIndex(files: allFacts, deploymentTargets: DeploymentTargets()) { name, time in
        if passes[name] == nil { passOrder.append(name) }
        passes[name] = min(passes[name] ?? .infinity, time)
    }
    rules = min(rules, seconds { _ = linter.evaluate(index: index) })
    single = min(single, try seconds {
        findingCount = try linter.check(paths: [path]).findings.count
    })
    parallel = min(parallel, try seconds {
        _ = try Linter(configuration: configuration, options: checkOptions(jobs: cores)).check(paths: [path])
    })
    warmSingle = min(warmSingle, try seconds { _ = try warmLinter(jobs: 1).check(paths: [path]) })
    warmParallel = min(warmParallel, try seconds { _ = try warmLinter(jobs: cores).check(paths: [path]) })
    live = min(live, try seconds { try liveCheck() })
    if measureFix {
        fix = min(fix, try seconds {
            _ = try FixEngine(configuration: configuration, options: FixOptions(jobs: cores)).run(paths: [path])
        })
    }
}
func row(_ name: String, _ time: Double, _ note: String = "") {
    print(name.padding(toLength: 26, withPad: " ", startingAt: 0) + String(format: "%7.3f s", time) + note)
}
row("parse, 1 thread", parse)
row("empty walk, 1 thread", emptyWalk - parse, String(format: "  (%.2fx parse)", (emptyWalk - parse) / parse))
row("facts walk, 1 thread", facts - parse, String(format: "  (%.2fx parse)", (facts - parse) / parse))
let passTotal = passOrder.reduce(0) { $0 + passes[$1]! }
for name in passOrder { row("  pass: \(name)", passes[name]!) }
row("index passes", passTotal)
row("rules, 1 thread", rules, "  (\(findingCount) findings)")
row("check, 1 thread", single)
row("check, \(cores) threads", parallel)
row("warm check, 1 thread", warmSingle, String(format: "  (%.2fx parse)", warmSingle / parse))
row("warm check, \(cores) threads", warmParallel)
row("live check, \(cores) threads", live, "  (one file edited)")
if measureFix { row("fix planning, \(cores) threads", fix) }
print(String(format: "check / parse:            %.2fx (target ≤ 1.30)", single / parse))
print(String(format: "scaling on %d cores:       %.2fx (target ≥ 1.80 on 2 cores)", cores, single / parallel))
if measureFix { print(String(format: "fix / check:              %.2fx (target ≤ 1.50)", fix / parallel)) }
