struct BusinessLogicInViewRule: Rule {
    static let defaultMaxStatements = 40

    static let description = RuleDescription(
        id: "business-logic-in-view",
        severity: .info,
        summary: "A view doing I/O or heavy work itself",
        rationale: """
            Views describe UI and are re-created constantly. Networking, JSON coding, file access, persistence \
            writes and database fetches in a view tie the UI to infrastructure, make the view impossible to \
            preview or test without the real thing, and mix concerns that belong in a service. Move the work \
            into a service (MV: injected with `@Environment`) or a view model (MVVM), and call it from the view. \
            Small one-off work (reading the file a user picked, one preference write) is often fine where it is, \
            so the finding is information.
            """,
        exclusions: """
            Calls on an injected service or view model; formatting values for display; `@Query`/`@FetchRequest`; \
            long methods that build views, draw paths or build gestures; reading the file the user just picked (a \
            member that opens a security-scoped URL); a single preference write; JSON coding with no I/O beside it \
            (a payload pretty-printed for display); making a `URLSession` without sending a request.
            """,
        options: [OptionSpec("max_statements", .int, "private non-view methods longer than this are reported (default 40)")],
        triggering: [
            RuleExample("""
                struct TripCount: View {
                    @Environment(\\.modelContext) private var modelContext
                    var body: some View { Text("\\(count) trips") }
                    private var count: Int {
                        let descriptor = ↓FetchDescriptor<Trip>(predicate: #Predicate { $0.isArchived == false })
                        return (try? modelContext.fetchCount(descriptor)) ?? 0
                    }
                }
                """),
            RuleExample("""
                struct ArchiveBadge: View {
                    @Environment(\\.managedObjectContext) private var context
                    @State private var archived = 0
                    var body: some View { Text("\\(archived)").onAppear(perform: recount) }
                    private func recount() {
                        let request = ↓NSFetchRequest<Note>(entityName: "Note")
                        request.predicate = NSPredicate(format: "archived == YES")
                        archived = (try? context.count(for: request)) ?? 0
                    }
                }
                """),
            RuleExample("""
                struct ConditionsCard: View {
                    @State private var report: Report?
                    var body: some View { Text(report?.summary ?? "").task { await load() } }
                    private func load() async {
                        let url = URL(string: "https://example.com/conditions")!
                        guard let (data, _) = try? await URLSession.shared.↓data(from: url) else { return }
                        report = try? JSONDecoder().decode(Report.self, from: data)
                    }
                }
                """),
            RuleExample("""
                struct ExportButton: View {
                    let notes: [Note]
                    var body: some View {
                        Button("Export") {
                            let data = try? ↓JSONEncoder().encode(notes)
                            FileManager.default.createFile(atPath: "/tmp/notes.json", contents: data)
                        }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct RecentTrips: View {
                    @Query private var trips: [Trip]
                    init(limit: Int) {
                        var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\\.start, order: .reverse)])
                        descriptor.fetchLimit = limit
                        _trips = Query(descriptor)
                    }
                    var body: some View { List(trips) { Text($0.name) } }
                }
                """),
            RuleExample("""
                struct AvatarPicker: View {
                    @State private var isImporting = false
                    @State private var avatar: Data?
                    var body: some View {
                        Button("Choose") { isImporting = true }
                            .fileImporter(isPresented: $isImporting, allowedContentTypes: [.image]) { result in
                                guard let url = try? result.get(), url.startAccessingSecurityScopedResource() else { return }
                                defer { url.stopAccessingSecurityScopedResource() }
                                avatar = try? Data(contentsOf: url)
                                UserDefaults.standard.set(url.lastPathComponent, forKey: "lastAvatar")
                            }
                    }
                }
                """),
            RuleExample("""
                struct PayloadView: View {
                    let payload: Payload
                    private let session = URLSession(configuration: .ephemeral)
                    var body: some View { Text(pretty()).monospaced() }
                    private func pretty() -> String {
                        let encoder = JSONEncoder()
                        encoder.outputFormatting = .prettyPrinted
                        return (try? encoder.encode(payload)).flatMap { String(data: $0, encoding: .utf8) } ?? ""
                    }
                }
                """),
            RuleExample("""
                struct KeyPicker: View {
                    var body: some View {
                        Text(FileManager.default.homeDirectoryForCurrentUser.appending(path: ".ssh").path())
                    }
                }
                """),
            RuleExample("""
                struct ConditionsCard: View {
                    @Environment(ConditionsService.self) private var service
                    @State private var report: Report?
                    var body: some View {
                        Text(report?.summary ?? "")
                            .task { report = try? await service.fetchConditions() }
                    }
                    private func label(for date: Date) -> String { date.formatted(date: .abbreviated, time: .omitted) }
                }
                """),
            RuleExample("""
                struct Bubble: View {
                    @GestureState private var offset = CGSize.zero
                    var body: some View { BubbleOutline().gesture(drag()) }
                    private func drag() -> some Gesture {
                        let threshold = 20.0
                        let damping = 0.5
                        return DragGesture()
                            .updating($offset) { value, state, _ in state = value.translation }
                            .onEnded { value in if abs(value.translation.width) > threshold { print(damping) } }
                    }
                }
                struct BubbleOutline: View {
                    var body: some View { Canvas { context, size in context.stroke(outline(in: size), with: .color(.blue)) } }
                    private func outline(in size: CGSize) -> Path {
                        var path = Path()
                        path.move(to: .zero)
                        path.addLine(to: CGPoint(x: size.width, y: 0))
                        path.addLine(to: CGPoint(x: size.width, y: size.height))
                        path.closeSubpath()
                        return path
                    }
                }
                """, options: ["max_statements": .int(2)]),
        ])


    private enum Work: String, CaseIterable {
        case network = "networking (`URLSession`)"
        case coding = "JSON coding"
        case files = "file access (`FileManager`)"
        case fileReads = "file reads (`contentsOf:`)"
        case defaults = "`UserDefaults` writes"
        case persistence = "database fetches"
    }

    func check(_ file: FileContext) -> [Violation] {
        let maxStatements = file.options.int("max_statements", default: Self.defaultMaxStatements)
        var violations: [Violation] = []
        for (_, scope) in file.viewScopes {
            var byMember: [MemberRef: (position: SourcePosition, work: [Work])] = [:]
            var readsPickedFiles = Set<MemberRef>()
            // A query built where nothing runs it configures `@Query`/`@FetchRequest` (`_items = Query(descriptor)`).
            // Calls read in place: a copy of each would retain every one of its fields.
            scope.usage.calls.withUnsafeBufferPointer { calls in
                let fetching = Set(calls.indices.filter { Self.runsQuery(calls[$0]) }.compactMap { calls[$0].member })
                for index in calls.indices {
                    guard let member = calls[index].member else { continue }
                    if calls[index].name == "startAccessingSecurityScopedResource" { readsPickedFiles.insert(member) }
                    guard isCode(member, in: scope), let work = classify(calls[index], runsQueries: fetching.contains(member)) else { continue }
                    let position = calls[index].position
                    var entry = byMember[member] ?? (position, [])
                    if position < entry.position { entry.position = position }
                    entry.work.append(work)
                    byMember[member] = entry
                }
            }
            for (member, entry) in byMember {
                var work = entry.work
                // The file the user just picked is read where it was picked, while its security scope is open.
                if readsPickedFiles.contains(member) { work.removeAll { $0 == .fileReads } }
                // One preference write is a setting, not a persistence layer.
                if work.filter({ $0 == .defaults }).count == 1 { work.removeAll { $0 == .defaults } }
                // JSON coding alone is computation (pretty-printing a payload to show it), not I/O.
                if work.allSatisfy({ $0 == .coding }) { continue }
                guard !work.isEmpty else { continue }
                let kinds = Work.allCases.filter { work.contains($0) }.map(\.rawValue).joined(separator: ", ")
                violations.append(Violation(entry.position, """
                    `\(scope.name(of: member))` does \(kinds) in a view: move this work into a service or view \
                    model and call that from the view
                    """))
            }
            for function in scope.functions where function.kind == .function && !function.buildsViews
                && !Self.drawsOrGestures(function) && (function.access ?? .internal) <= .fileprivate
                && function.statementCount > maxStatements {
                violations.append(Violation(function.position, """
                    `\(function.name)` runs \(function.statementCount) statements of non-view code in a view (limit \
                    \(maxStatements)): move the logic into a service or view model
                    """))
            }
        }
        return violations.sorted { $0.position < $1.position }
    }

    /// A function that draws a shape (`-> Path`) or builds a gesture (`-> some Gesture`): view code, however long.
    static func drawsOrGestures(_ function: FunctionFact) -> Bool {
        guard let text = function.returnType?.text else { return false }
        let name = text.replacingOccurrences(of: "some ", with: "").replacingOccurrences(of: "any ", with: "")
        return ["Path", "CGPath", "CGMutablePath"].contains(name) || name.hasSuffix("Gesture") || name.hasSuffix("Shape")
    }

    /// Code that runs: functions and computed properties, not stored properties' initial values.
    private func isCode(_ member: MemberRef, in scope: MemberScope) -> Bool {
        switch member {
        case .function: return true
        case .property(let index): return scope.properties[index].isComputed
        }
    }

    /// `context.fetch(request)`, `modelContext.fetchCount(descriptor)`, `context.count(for: request)`: a call that
    /// runs a query on something.
    private static func runsQuery(_ call: CallFact) -> Bool {
        (Vocabulary.queryRunningCalls.contains(call.name) || call.name == "count" && call.argumentLabels.first == "for")
            && (call.isMethodOnExpression || call.path?.contains(".") == true)
    }

    private func classify(_ call: CallFact, runsQueries: Bool) -> Work? {
        // Every type named below is capitalised: most calls (`viewModel.load()`, `dismiss()`) are out at once.
        if let path = call.path, let first = path.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
            let root = String(path[..<(path.utf8.firstIndex(of: UInt8(ascii: ".")) ?? path.endIndex)])
            // `URLSession(configuration:)` only makes a session; its requests are the networking.
            if root == "URLSession" { return path == "URLSession" ? nil : .network }
            if Vocabulary.codingTypes.contains(root) { return .coding }
            if root == "FileManager" { return Vocabulary.fileOperations.contains(call.name) ? .files : nil }
            if root == "UserDefaults" { return Vocabulary.userDefaultsWrites.contains(call.name) ? .defaults : nil }
            if Vocabulary.persistenceQueryTypes.contains(root) { return runsQueries ? .persistence : nil }
        }
        if call.name.hasPrefix(Vocabulary.sqlitePrefix) { return .persistence }
        if (call.name == "Data" || call.name == "String") && call.argumentLabels.first == "contentsOf" { return .fileReads }
        return nil
    }
}
