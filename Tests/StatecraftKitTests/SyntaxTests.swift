import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import XCTest
@testable import StatecraftKit

/// The fact walk, one snippet at a time: what `FileFacts` records for each kind of declaration and expression.
final class SyntaxTests: XCTestCase {
    private func facts(_ source: String, path: String = "Sources/App/File.swift") -> FileFacts {
        SourceReader.extract(source: source, path: path)
    }

    func testNameReadersOnTheHotPath() {
        XCTAssertTrue(Vocabulary.isPagingName("loadNextPageIfNeeded"))
        XCTAssertTrue(Vocabulary.isPagingName("fetchMoreUsers"))
        XCTAssertTrue(Vocabulary.isPagingName("PAGINATE"))
        XCTAssertTrue(Vocabulary.isPagingName("reloadMore"))
        XCTAssertFalse(Vocabulary.isPagingName("loadMor"))
        XCTAssertFalse(Vocabulary.isPagingName("loadNextSerialNumber"))
        XCTAssertFalse(Vocabulary.isPagingName("more"))
        XCTAssertFalse(Vocabulary.isPagingName(""))
        XCTAssertTrue(SyntaxReading.isUpperCamel("_Store"))
        XCTAssertTrue(SyntaxReading.isUpperCamel("Émile"))
        XCTAssertFalse(SyntaxReading.isUpperCamel("émile"))
        XCTAssertFalse(SyntaxReading.isUpperCamel("store"))
        XCTAssertFalse(SyntaxReading.isUpperCamel("__"))
        XCTAssertTrue(SyntaxReading.isUpperCamelPath("Settings.Pane"))
        XCTAssertTrue(SyntaxReading.isUpperCamelPath("Feed"))
        XCTAssertTrue(SyntaxReading.isUpperCamelPath("A..Émile"))
        XCTAssertFalse(SyntaxReading.isUpperCamelPath("Settings.pane"))
        XCTAssertFalse(SyntaxReading.isUpperCamelPath("feed"))
        XCTAssertFalse(SyntaxReading.isUpperCamelPath(""))
        for (text, simple, nominal) in [
            ("View", "View", "View"), ("SwiftUI.View", "View", "SwiftUI.View"), ("Box<Item.Kind>", "Box", "Box"),
            ("Outer.Box <Int>", "Box", "Outer.Box"), (" Store ", "Store", "Store"), ("", "", ""), ("Ünïcode.Näme", "Näme", "Ünïcode.Näme"),
            ("A.", "", "A."), ("a very long module name.And a long type name<With, Arguments>", "And a long type name",
                               "a very long module name.And a long type name"),
        ] {
            XCTAssertEqual(SyntaxReading.simpleName(text), simple, text)
            XCTAssertEqual(SyntaxReading.nominalName(text), nominal, text)
        }
        // A string whose bytes are not stored contiguously (bridged or lazily built) reads the same.
        let built = String(decoding: Array("Module.Feed<Row>".utf8), as: UTF8.self)
        XCTAssertEqual(SyntaxReading.simpleName(built), "Feed")
        XCTAssertEqual(SyntaxReading.simpleName("Module.Feed<Row>" as NSString as String), "Feed")
    }

    /// The byte search that decides which files get the type walk and the suppression scan agrees with `contains`
    /// wherever the needle stands: at either end, after false starts on its anchor byte, across multi-byte text.
    func testSourceSearchAgreesWithContains() {
        let needles = ["Object<", "Published<", "some ObservableObject", "any ObservableObject", "statecraft:", "a", "É<"]
        let haystacks = [
            "", "Object", "Object<", "xObject<", "ObjectObject<", "OObject<", "some Observable some ObservableObject",
            "// statecraft:disable", "statecraft", "let é = ObservedObject<Model>()", "Published <", "Published<Int>",
            "anyObservableObject", "any  ObservableObject", "ÉÉ<", "É", "a",
        ]
        for haystack in haystacks {
            for needle in needles {
                XCTAssertEqual(utf8Contains(haystack, needle), haystack.contains(needle), "\(needle) in \(haystack)")
            }
        }
    }

    /// Statecraft's raw casts give what swift-syntax's give, on every node of the bundled examples: the same node
    /// for each type whose kind it is, nil for the others.
    func testRawCastsAgreeWithSwiftSyntaxs() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".swift") }
        var nodes: [RawSyntax] = []
        var trees: [SourceFileSyntax] = []
        for path in paths {
            let tree = Parser.parse(source: try String(contentsOf: examples.appendingPathComponent(path), encoding: .utf8))
            trees.append(tree)
            RawReading.forEachNode(in: tree.raw) { nodes.append($0) }
        }
        var casts = 0
        // swift-syntax's own initialiser: the only one a node type seen as `RawSyntaxNodeProtocol` has.
        func theirs<T: RawSyntaxNodeProtocol>(_ type: T.Type, _ raw: some RawSyntaxNodeProtocol) -> T? { T(raw) }
        func check<T: RawCast>(_ type: T.Type) {
            XCTAssertEqual(MemoryLayout<T>.size, MemoryLayout<RawSyntax>.size, "\(T.self)")
            XCTAssertEqual(MemoryLayout<T>.alignment, MemoryLayout<RawSyntax>.alignment, "\(T.self)")
            for raw in nodes {
                let ours = T(raw)
                let general = theirs(T.self, raw)
                XCTAssertEqual(ours?.raw.id, general?.raw.id, "\(T.self) of \(raw.kind)")
                if ours != nil { casts += 1 }
            }
        }
        check(RawAwaitExprSyntax.self)
        check(RawBinaryOperatorExprSyntax.self)
        check(RawBooleanLiteralExprSyntax.self)
        check(RawClosureShorthandParameterSyntax.self)
        check(RawConditionElementSyntax.self)
        check(RawDeclReferenceExprSyntax.self)
        check(RawExpressionStmtSyntax.self)
        check(RawForceUnwrapExprSyntax.self)
        check(RawFunctionCallExprSyntax.self)
        check(RawGenericSpecializationExprSyntax.self)
        check(RawGuardStmtSyntax.self)
        check(RawIdentifierPatternSyntax.self)
        check(RawIdentifierTypeSyntax.self)
        check(RawIfExprSyntax.self)
        check(RawInOutExprSyntax.self)
        check(RawLabeledExprSyntax.self)
        check(RawMemberAccessExprSyntax.self)
        check(RawOptionalChainingExprSyntax.self)
        check(RawPrefixOperatorExprSyntax.self)
        check(RawSequenceExprSyntax.self)
        check(RawStringLiteralExprSyntax.self)
        check(RawSubscriptCallExprSyntax.self)
        check(RawTryExprSyntax.self)
        check(RawTupleExprSyntax.self)
        XCTAssertGreaterThan(nodes.count, 10_000)
        XCTAssertGreaterThan(casts, 5_000)
        withExtendedLifetime(trees) {}
    }

    /// The fast readers give what swift-syntax's general paths give, on every token, collection, name path and block
    /// of the bundled examples and of a file with syntax errors (missing and unexpected tokens).
    func testFastReadersAgreeWithTheGeneralPaths() throws {
        let examples = packageRoot.appendingPathComponent("Examples")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(paths.count, 20)
        var sources = try paths.map { try String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8) }
        sources.append("struct Broken { func f( { let x = .; @ }\n var y: = Foo<.bar(\n")
        sources.append("func g(a: Int, _ b: [String: Int]?, c: Box<Int>, d: inout  Foo , e: @escaping () -> Void, f: Swift.Int, h: Int /* n */) {}\n")
        let checker = FastReadingChecker()
        for source in sources { checker.walk(Parser.parse(source: source)) }
        XCTAssertEqual(checker.mismatches, [])
        XCTAssertGreaterThan(checker.tokens, 5_000)
        XCTAssertGreaterThan(checker.collections, 1_000)
        XCTAssertGreaterThan(checker.paths, 500)
        XCTAssertGreaterThan(checker.missingTokens, 0)
        XCTAssertGreaterThan(checker.references, 500)
        XCTAssertGreaterThan(checker.roots, 500)
        XCTAssertGreaterThan(checker.constructions, 100)
        XCTAssertGreaterThan(checker.reads, 500)
        XCTAssertGreaterThan(checker.modifierLists, 100)
        XCTAssertGreaterThan(checker.searches, 300)
        XCTAssertGreaterThan(checker.typeTexts, 40)

        // A node whose tokens are not one run of a file's text (a tree built by an edit) is read token by token.
        let parsed = try XCTUnwrap(Parser.parse(source: "  load(page: 2) // next\n").statements.first?.item.as(FunctionCallExprSyntax.self))
        let edited = parsed.with(\.calledExpression, ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("loadMore"))))
        XCTAssertEqual(SyntaxReading.text(parsed), "load(page: 2)")
        XCTAssertEqual(SyntaxReading.text(edited), "loadMore(page: 2)")
        XCTAssertEqual(SyntaxReading.text(edited), edited.trimmedDescription)

        func path(_ expression: String) -> String? {
            let statement = Parser.parse(source: expression).statements.first?.item
            return statement?.as(ExprSyntax.self).flatMap(RawReading.namePath)
        }
        XCTAssertEqual(path("Foo.Bar.baz"), "Foo.Bar.baz")
        XCTAssertEqual(path("Foo\n    .bar /* note */ .baz"), "Foo.bar.baz")
        XCTAssertEqual(path("Box<Int>.make"), "Box.make")
        XCTAssertEqual(path("`default`.value"), "`default`.value")
        XCTAssertEqual(path("self.store"), "self.store")
        XCTAssertEqual(path("items"), "items")
        XCTAssertNil(path("foo().bar"))
        XCTAssertNil(path(".shared"))
        XCTAssertNil(path("a?.b"))
    }

    func testTypesNestingInheritanceAndAttributes() {
        let file = facts("""
            @MainActor @Observable
            final class Store: Base, Sendable {
                struct Item<ID: Hashable> {}
            }
            extension Store.Item: Identifiable {}
            """)
        XCTAssertEqual(file.types.map(\.qualifiedName), ["Store", "Store.Item"])
        let store = file.types[0]
        XCTAssertEqual(store.kind, .class)
        XCTAssertEqual(store.attributes, ["MainActor", "Observable"])
        XCTAssertEqual(store.modifiers, ["final"])
        XCTAssertEqual(store.inherited, ["Base", "Sendable"])
        XCTAssertEqual(store.position, SourcePosition(line: 2, column: 13))
        XCTAssertEqual(store.endLine, 4)
        XCTAssertEqual(file.types[1].parent, "Store")
        XCTAssertEqual(file.types[1].genericParameters, ["ID"])
        XCTAssertEqual(file.extensions.map(\.extendedType), ["Store.Item"])
        XCTAssertEqual(file.extensions[0].inherited, ["Identifiable"])
    }

    func testPropertiesWrappersTypesAndInitialValues() {
        let file = facts("""
            struct Screen: View {
                @Environment(Store.self) private var store
                @Environment(\\.dismiss) var dismiss
                @State private(set) var count = 0
                @StateObject var model = Model()
                var a, b: Int?
                let shared = Session.shared
                var title: String { "t" }
                var body: some View { Text("") }
            }
            """)
        let properties = file.types[0].scope.properties
        XCTAssertEqual(properties.map(\.name), ["store", "dismiss", "count", "model", "a", "b", "shared", "title", "body"])
        XCTAssertEqual(properties[0].wrapper("Environment")?.typeArgument, "Store")
        XCTAssertEqual(properties[0].access, .private)
        XCTAssertEqual(properties[1].wrapper("Environment")?.keyPathArgument, "dismiss")
        XCTAssertEqual(properties[2].initializer, .literal(.integer))
        XCTAssertTrue(properties[2].hasPrivateSetter)
        XCTAssertEqual(properties[3].initializer, .construction(typeName: "Model"))
        XCTAssertEqual(properties[4].type?.nominal, "Int", "`var a, b: Int?` gives both names the type written last")
        XCTAssertEqual(properties[4].type?.isOptional, true)
        XCTAssertTrue(properties[4].hasInitialValue, "an optional `var` starts as nil")
        XCTAssertEqual(properties[6].initializer, .staticMember(base: "Session", member: "shared"))
        XCTAssertTrue(properties[7].isComputed)
        XCTAssertEqual(file.types[0].scope.viewTrees.map(\.member), ["body"])
    }

    func testFunctionsOwnTheirCallsAssignmentsAndReads() {
        let file = facts("""
            final class Loader {
                var items: [String] = []
                var query = ""
                init(items: [String]) { print(query, items) }
                func load() async throws {
                    items = try await fetch(query)
                    items.append("x")
                    URLSession.shared.data(from: url)
                }
            }
            """)
        let scope = file.types[0].scope
        XCTAssertEqual(scope.functions.map(\.name), ["init", "load"])
        XCTAssertEqual(scope.functions[0].kind, .initializer)
        XCTAssertEqual(scope.functions[0].propertyReads.map(\.name), ["print", "query"], "`items` in init is the parameter")
        XCTAssertTrue(scope.functions[1].isAsync)
        XCTAssertTrue(scope.functions[1].isThrowing)
        let load = MemberRef.function(1)
        let assignment = scope.usage.assignments.first { $0.member == load }
        XCTAssertEqual(assignment?.target, "items")
        XCTAssertEqual(assignment?.valueHasAwait, true)
        XCTAssertEqual(assignment?.valueNames.contains("query"), true)
        XCTAssertEqual(scope.usage.methodCalls["items"], ["append"])
        XCTAssertNotNil(scope.usage.writes["items"])
        XCTAssertEqual(scope.usage.staticAccesses.map { "\($0.base).\($0.member)" }, ["URLSession.shared"])
        XCTAssertTrue(scope.usage.calls.contains { $0.path == "URLSession.shared.data" && $0.member == load })
        XCTAssertNil(scope.usage.reads["query"], "reads are counted where views may be declared, not in classes")
        let view = facts("struct Row: View { let title: String; init(title: String) { self.title = title }; var body: some View { Text(title) } }")
        XCTAssertEqual(view.types[0].scope.usage.reads["title"], 1, "reads outside initialisers only")
    }

    func testViewTreesRecordUsesModifiersAndArguments() {
        let file = facts("""
            struct Root: View {
                @State private var store = Store()
                let title: String
                var body: some View {
                    NavigationStack {
                        FeedView(title: title, count: 3, store: $store)
                            .environment(store)
                            .sheet(isPresented: $open) { Editor() }
                    }
                    .onAppear { Ignored() }
                }
            }
            """)
        let uses = file.types[0].scope.viewTrees[0].uses
        let names = uses.compactMap { use -> String? in if case .type(let name) = use.target { return name }; return nil }
        XCTAssertEqual(Set(names), ["NavigationStack", "FeedView", "Editor"], "action closures build no views")
        let feed = uses.first { $0.target == .type("FeedView") }!
        XCTAssertEqual(feed.edge, .builds)
        XCTAssertEqual(feed.arguments.map(\.label), ["title", "count", "store"])
        XCTAssertEqual(feed.arguments[0].forwardedProperty, "title")
        XCTAssertTrue(feed.arguments[1].isConstant)
        XCTAssertTrue(feed.arguments[2].isBinding)
        XCTAssertTrue(feed.modifiers.contains { $0.name == "environment" && $0.effect == .injectsObject(.selfPath(["store"]), legacy: false) })
        XCTAssertEqual(uses.first { $0.target == .type("Editor") }?.edge, .presents)
    }

    func testPreviewsImportsTestFilesAndHostedViews() {
        let file = facts("""
            import SwiftUI
            import XCTest
            final class HostTests {
                func make() { _ = UIHostingController(rootView: FeedView().environment(Store())) }
            }
            #Preview("Feed", traits: .modifier(SampleData())) { FeedView() }
            """)
        XCTAssertEqual(file.imports.map(\.module), ["SwiftUI", "XCTest"])
        XCTAssertTrue(file.isTestFile)
        XCTAssertTrue(file.mentionedTypeNames.contains("FeedView"))
        XCTAssertEqual(file.hostings.map(\.host), ["UIHostingController"])
        XCTAssertEqual(file.hostings[0].owner, "HostTests")
        XCTAssertEqual(file.hostings[0].tree.uses.map(\.target), [.type("FeedView")])
        XCTAssertEqual(file.hostings[0].tree.uses[0].modifiers.map(\.name), ["environment"])
        XCTAssertEqual(file.previews.map(\.name), ["Feed"])
        XCTAssertEqual(file.previews[0].traitModifiers, ["SampleData"])
        XCTAssertFalse(file.previews[0].hasUnknownTraits)
        XCTAssertTrue(facts("struct A {}", path: "AppTests/ATests.swift").isTestFile)
        XCTAssertFalse(facts("struct A {}").isTestFile)
    }

    func testBrokenCodeStillYieldsFacts() {
        let file = facts("struct Half: View {\n    @State var x = \n    var body: some View { Text(\"\") }\n")
        XCTAssertGreaterThan(file.syntaxErrorCount, 0)
        XCTAssertEqual(file.types.map(\.name), ["Half"])
        XCTAssertEqual(file.lineCount, 3, "as `wc -l` counts: the final line break ends the third line")
    }

    func testLineTableAgreesWithTheCompilersLineCounting() {
        let source = "let a = \"é\"\r\nlet b = 1\rlet c = 2\n\n  struct Ü {}\n// end"
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "a.swift", tree: tree)
        let table = LineTable(source)
        for offset in 0...source.utf8.count {
            let position = AbsolutePosition(utf8Offset: offset)
            let expected = converter.location(for: position)
            XCTAssertEqual(table.location(for: position), LineTable.Location(line: expected.line, column: expected.column),
                           "offset \(offset)")
        }
    }

    func testValueReaderReadsWhatTheSyntaxAroundAnExpressionSays() {
        let source = """
            struct Screen: View {
                let store: Store
                func f(model: Model, items: [Item]) {
                    let local = Cart()
                    let typed: Wallet = make()
                    if let store = other { use(store) }
                    if let session { use(session) }
                    list.forEach { (row: Row) in use(row) }
                    list.forEach { entry in use(entry) }
                    _ = list.map { use($0) }
                    load { use($0) }
                    Task { [model, weak wallet = typed, entry = Entry()] in use(captured: model, wallet, entry) }
                    use(model, local, typed, store, items, self, $binding, "text", Store.shared.cart, router.build(x))
                }
            }
            """
        let tree = Parser.parse(source: source)
        var values: [String: ValueFact] = [:]
        final class Collector: SyntaxVisitor {
            var found: [(String, ExprSyntax)] = []
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                found.append((node.expression.trimmedDescription, node.expression))
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(tree)
        for (text, expression) in collector.found { values[text] = ValueReader.value(of: expression) }
        XCTAssertEqual(values["model"], .typed("Model", path: []), "a parameter")
        XCTAssertEqual(values["local"], .typed("Cart", path: []), "a local built on the spot")
        XCTAssertEqual(values["typed"], .typed("Wallet", path: []), "a local's written type")
        XCTAssertEqual(collector.found.filter { $0.0 == "store" }.map { ValueReader.value(of: $0.1) }, [.selfPath(["other"]), .selfPath(["store"])],
                       "rebound by `if let` to what the condition reads inside it; the property outside")
        XCTAssertEqual(values["session"], .selfPath(["session"]), "`if let session` unwraps the same property")
        XCTAssertEqual(values["row"], .typed("Row", path: []), "a typed closure parameter")
        XCTAssertEqual(collector.found.filter { $0.0 == "entry" }.map { ValueReader.value(of: $0.1) }, [.selfPath([.element(of: "list")]), .typed("Entry", path: [])],
                       "an untyped closure parameter of `forEach`, an element of the collection; a capture list naming what it captures")
        XCTAssertEqual(collector.found.filter { $0.0 == "$0" }.map { ValueReader.value(of: $0.1) }, [.selfPath([.element(of: "list")]), .unknown],
                       "`$0` of `map` is an element; of a callback, unknown")
        XCTAssertEqual(SyntaxReading.elementTypeName("[Job]?"), "Job")
        XCTAssertEqual(SyntaxReading.elementTypeName("Set<Tab>"), "Tab")
        XCTAssertNil(SyntaxReading.elementTypeName("[String: Job]"))
        XCTAssertNil(SyntaxReading.elementTypeName("[any Fetching]"))
        XCTAssertEqual(collector.found.filter { $0.0 == "model" }.map { ValueReader.value(of: $0.1) }, [.typed("Model", path: []), .typed("Model", path: [])],
                       "`[model]` captures the parameter")
        XCTAssertEqual(values["wallet"], .typed("Wallet", path: []), "`[weak wallet = typed]` captures the local")
        XCTAssertEqual(values["items"], .notAnObject, "a collection")
        XCTAssertEqual(values["self"], .selfPath([]))
        XCTAssertEqual(values["$binding"], .notAnObject)
        XCTAssertEqual(values["\"text\""], .notAnObject)
        XCTAssertEqual(values["Store.shared.cart"], .staticMember(base: "Store", path: ["shared", "cart"]))
        XCTAssertEqual(values["router.build(x)"], .selfPath(["router", .call("build")]))
        XCTAssertEqual(ValueReader.enclosingTypeName(of: Syntax(collector.found[0].1)), "Screen")
    }
}

final class CodeLinesTests: XCTestCase {
    func testCommentsAndBlanksAreNotCodeButStringsAre() {
        let source = [
            "struct A {",                       // 1 code
            "",                                 // 2 blank
            "    // a note",                    // 3 comment
            "    /* a block",                   // 4 comment
            "       /* nested */ still inside", // 5 comment
            "    */",                           // 6 comment
            "    let url = \"https://x\" // why", // 7 code: `//` inside a string
            "    let text = \"\"\"",            // 8 code
            "        // kept in the text",      // 9 code: inside a multi-line string
            "        \"\"\"",                   // 10 code
            "    let raw = #\"a \" b\"#",       // 11 code: raw string with a quote
            "\t",                               // 12 blank
            "}",                                // 13 code
        ].joined(separator: "\r\n")
        let lines = CodeLines(source)
        XCTAssertEqual((1...13).filter { lines.contains($0) }, [1, 7, 8, 9, 10, 11, 13])
        XCTAssertEqual(lines.count(in: 1...6), 1)
        XCTAssertFalse(lines.contains(0))
        XCTAssertFalse(lines.contains(14))
    }

    /// Comments and strings that start right after code (`total/*`, `x//`, `f("`) are seen as such.
    func testCommentsAndStringsGluedToCodeAreSeen() {
        let source = [
            "let total = a/* a block",  // 1 code
            "   still a comment */",    // 2 comment
            "let b = c// why",          // 3 code
            "print(\"\"\"",            // 4 code
            "  // kept in the text",    // 5 code: inside a multi-line string
            "  \"\"\")",               // 6 code
            "// end",                   // 7 comment
        ].joined(separator: "\n")
        let lines = CodeLines(source)
        XCTAssertEqual((1...7).filter { lines.contains($0) }, [1, 3, 4, 5, 6])
    }

    /// Runs of blanks and of a string's plain bytes are skipped at once; what ends them is still seen.
    func testRunsOfBlanksAndStringBytesEndWhereTheyShould() {
        let source = [
            "        let a = \"x \\\" // not a comment\" // a comment", // 1 code: escaped quote, then a real comment
            "        let b = \"\"\"",                                    // 2 code
            "            ",                                            // 3 code: blanks inside a multi-line string
            "        \"\"\"",                                          // 4 code
            "        let c = #\"a \\ b \" c\"#   // raw",              // 5 code
            "        \t  ",                                            // 6 blank
            "        /* after blanks */",                              // 7 comment
        ].joined(separator: "\n")
        let lines = CodeLines(source)
        XCTAssertEqual((1...7).filter { lines.contains($0) }, [1, 2, 3, 4, 5])
        XCTAssertEqual(LineTable(source).location(for: Parser.parse(source: source).endPosition).line, 7)
    }

    /// The scan that finds code lines also finds where lines start: an escaped line break (a multi-line string's
    /// `\` continuation) still ends a line, as the compiler counts it.
    func testLineStartsSurviveEscapedLineBreaks() {
        let source = "let a = \"\"\"\n    one \\\n    two \\\r\n    three\n    \"\"\"\nlet b = 1\n"
        let table = LineTable(source)
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let expected = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            XCTAssertEqual(table.location(for: token.positionAfterSkippingLeadingTrivia).line, expected.line, token.text)
        }
        XCTAssertEqual(table.location(for: tree.endPosition).line, 7)
    }
}

/// Reads every token, collection and expression both ways and records where the fast readers disagree.
private final class FastReadingChecker: SyntaxVisitor {
    var mismatches: [String] = []
    var tokens = 0, collections = 0, paths = 0, missingTokens = 0, references = 0, roots = 0, constructions = 0, reads = 0
    var modifierLists = 0, searches = 0, typeTexts = 0
    /// Told of member accesses and references as the fact walk tells it, in the same order.
    private var memberNames = MemberNames()

    init() { super.init(viewMode: .all) }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        tokens += 1
        if token.presence == .missing { missingTokens += 1 }
        if token.rawString != token.text { mismatches.append("token \(token.text) read as \(token.rawString)") }
        return .visitChildren
    }

    private func comparePath(_ node: some ExprSyntaxProtocol) -> SyntaxVisitorContinueKind {
        let expression = ExprSyntax(node)
        let expected = Self.namePath(expression)
        if expected != nil { paths += 1 }
        if RawReading.namePath(expression) != expected { mismatches.append("path of \(expression.trimmedDescription)") }
        let root = Self.rootName(of: expression)
        if root != nil { roots += 1 }
        if SyntaxReading.rootName(of: expression) != root { mismatches.append("root of \(expression.trimmedDescription)") }
        if SyntaxReading.text(expression) != expression.trimmedDescription { mismatches.append("text of \(expression.trimmedDescription)") }
        let constructed = Self.constructedType(expression)
        if constructed != nil { constructions += 1 }
        if SyntaxReading.constructedType(expression) != constructed { mismatches.append("construction \(expression.trimmedDescription)") }
        if let access = expression.as(MemberAccessExprSyntax.self) {
            memberNames.enter(RawMemberAccessExprSyntax(access.raw)!)
            var current = access.base
            while let member = current?.as(MemberAccessExprSyntax.self) { current = member.base }
            let chainRoot = current?.as(DeclReferenceExprSyntax.self)?.baseName.text
            if SyntaxReading.memberChainRootName(access) != chainRoot { mismatches.append("chain root of \(access.trimmedDescription)") }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            var expectedRead: String? = reference.baseName.text == "self" ? nil : reference.baseName.text
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
               member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text != "self" {
                expectedRead = nil
            }
            if expectedRead != nil { reads += 1 }
            let raw = RawDeclReferenceExprSyntax(reference.raw)!
            if MemberNames.readName(raw, memberNames.role(of: raw)) != expectedRead {
                mismatches.append("read of \(reference.trimmedDescription) in \(reference.parent?.trimmedDescription ?? "")")
            }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { comparePath(node) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { comparePath(node) }
    override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind { comparePath(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { comparePath(node) }
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind { comparePath(node) }

    private func compare<C: SyntaxCollection>(_ collection: C) -> SyntaxVisitorContinueKind {
        collections += 1
        if collection.map(\.id) != collection.nodes.map(\.id) { mismatches.append("elements of \(collection.trimmedDescription)") }
        if collection.map(\.id) != (0..<collection.count).map({ collection.node(at: $0)?.id }) || collection.node(at: collection.count) != nil {
            mismatches.append("element at an offset of \(collection.trimmedDescription)")
        }
        return .visitChildren
    }

    override func visit(_ node: LabeledExprListSyntax) -> SyntaxVisitorContinueKind { compare(node) }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        typeTexts += 1
        if SyntaxReading.typeText(node.type) != SyntaxReading.text(node.type) { mismatches.append("type text of \(node.trimmedDescription)") }
        return .visitChildren
    }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind {
        for name in ["static", "class", "lazy", "private", "fileprivate", "mutating", "nonisolated", "final", "override"] {
            if !node.isEmpty { modifierLists += 1 }
            if SyntaxReading.hasModifier(node, name) != node.contains(where: { $0.name.text == name }) {
                mismatches.append("modifier \(name) in \(node.trimmedDescription)")
            }
        }
        let level = node.first { $0.detail == nil && AccessLevel(keyword: $0.name.text) != nil }.flatMap { AccessLevel(keyword: $0.name.text) }
        if SyntaxReading.accessLevel(node) != level { mismatches.append("access level of \(node.trimmedDescription)") }
        return compare(node)
    }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { compare(node) }
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind { compare(node) }
    override func visit(_ node: MemberBlockItemListSyntax) -> SyntaxVisitorContinueKind { compare(node) }
    override func visit(_ node: PatternBindingListSyntax) -> SyntaxVisitorContinueKind { compare(node) }
    override func visit(_ node: ExprListSyntax) -> SyntaxVisitorContinueKind { compare(node) }
    override func visit(_ node: ConditionElementListSyntax) -> SyntaxVisitorContinueKind {
        _ = compareReferences(Syntax(node))
        return compare(node)
    }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        for kind in [SyntaxKind.sequenceExpr, .identifierPattern, .closureShorthandParameter, .codeBlock] {
            let expected = Self.descendants(of: Syntax(node), kind: kind)
            searches += expected.count
            if RawReading.descendants(of: Syntax(node), kind: kind).map(\.id) != expected.map(\.id) {
                mismatches.append("\(kind) under \(node.trimmedDescription)")
            }
        }
        return compareReferences(Syntax(node))
    }

    /// The typed search the raw one replaced, in source order.
    private static func descendants(of node: Syntax, kind: SyntaxKind) -> [Syntax] {
        var result: [Syntax] = []
        var stack = [node]
        while let current = stack.popLast() {
            if current.kind == kind { result.append(current) }
            stack.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return result
    }

    private func compareReferences(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let expected = Set(node.tokens(viewMode: .sourceAccurate).filter { $0.parent?.is(DeclReferenceExprSyntax.self) == true }.map(\.text))
        references += expected.count
        if RawReading.referencedNames(in: node) != expected { mismatches.append("references in \(node.trimmedDescription)") }
        return .visitChildren
    }
    override func visit(_ node: StringLiteralSegmentListSyntax) -> SyntaxVisitorContinueKind { compare(node) }
    override func visit(_ node: GenericArgumentListSyntax) -> SyntaxVisitorContinueKind { compare(node) }

    /// The typed reading the raw one replaced.
    private static func namePath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return namePath(base).map { "\($0).\(member.declName.baseName.text)" }
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return namePath(specialized.expression) }
        return nil
    }

    private static func rootName(of expression: ExprSyntax) -> String? {
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text == "self" ? nil : reference.baseName.text
            }
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                let owner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base
                if owner.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return member.declName.baseName.text }
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                current = chained.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                current = only.expression
            } else {
                return nil
            }
        }
    }

    private static func constructedType(_ expression: ExprSyntax) -> String?? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return .some(nil) }
            callee = base
        }
        guard let path = namePath(callee), SyntaxReading.isUpperCamel(SyntaxReading.simpleName(path)) else { return nil }
        return .some(path)
    }
}
