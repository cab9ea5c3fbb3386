struct QueryFilteredInBodyRule: Rule {
    static let description = RuleDescription(
        id: "query-filtered-in-body",
        severity: .info,
        summary: "A `@Query` result filtered in the view by a value the view is given",
        rationale: """
            `@Query` fetches every matching model and refreshes whenever any of them changes. Filtering the result \
            in the view (`books.filter { $0.shelf == shelf }`) fetches and watches the whole table, then throws \
            most of it away on each update. When the filter depends on a value the view is given, build the query \
            with that value once, in the initialiser: \
            `_books = Query(filter: #Predicate { $0.shelf == shelf })`. The store does the filtering, and the view \
            is refreshed only for the models it shows.
            """,
        exclusions: """
            Queries the view also reads unfiltered (it needs the whole result anyway); filters on the view's own \
            `@State` (a search field changes while the view lives; a subview built with \
            the value is the way there); filters in the initialiser; filters that read only constants or the \
            models themselves; predicates that name a type (`Chain(meta: $0.meta) == chain`, `$0.status == \
            Status.done`), which `#Predicate` may not express.
            """,
        triggering: [
            RuleExample("""
                struct ShelfView: View {
                    let shelf: String
                    @Query(sort: \\Book.title) private var books: [Book]
                    var body: some View {
                        List(↓books.filter { $0.shelf == shelf }) { Text($0.title) }
                    }
                }
                """),
            RuleExample("""
                struct ShelfView: View {
                    var shelf: Shelf
                    @Query private var books: [Book]
                    private var shown: [Book] { ↓self.books.filter { book in book.shelfID == shelf.id } }
                    var body: some View { List(shown) { Text($0.title) } }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct ShelfView: View {
                    @Query private var books: [Book]
                    init(shelf: String) {
                        _books = Query(filter: #Predicate<Book> { $0.shelf == shelf }, sort: \\.title)
                    }
                    var body: some View { List(books) { Text($0.title) } }
                }
                """),
            RuleExample("""
                struct LibraryView: View {
                    @Query private var books: [Book]
                    @State private var searchText = ""
                    let title: String
                    var body: some View {
                        List(books.filter { searchText.isEmpty || $0.title.contains(searchText) }) { Text($0.title) }
                            .navigationTitle(title)
                            .searchable(text: $searchText)
                    }
                }
                """),
            RuleExample("""
                struct ChainBooksView: View {
                    let chain: Chain
                    @Query private var books: [Book]
                    private var shown: [Book] { books.filter { Chain(code: $0.chainCode) == chain } }
                    var body: some View { List(shown) { Text($0.title) } }
                }
                """),
            RuleExample("""
                struct ShelfPicker: View {
                    let current: String
                    @Query private var shelves: [Shelf]
                    var body: some View {
                        Text("\\(shelves.count) shelves")
                        List(shelves.filter { $0.name != current }) { Text($0.name) }
                    }
                }
                """),
            RuleExample("""
                struct UnreadView: View {
                    let title: String
                    @Query private var books: [Book]
                    var body: some View { List(books.filter { !$0.isRead }) { Text($0.title) }.navigationTitle(title) }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for view in file.views {
            let properties = view.declaration.scope.properties
            let queries = Set(properties.filter { $0.hasWrapper("Query") }.map(\.name))
            guard !queries.isEmpty else { continue }
            let inputs = Set(properties.filter(Self.isInput).map(\.name))
            // A query the view also reads unfiltered needs its whole result anyway.
            let scopes = view.scopes.map(\.scope)
            let filtered = Dictionary(grouping: scopes.flatMap(\.usage.collectionFilters), by: \.collection).mapValues(\.count)
            let readsWhole = Set(queries.filter { query in
                scopes.reduce(0) { $0 + ($1.usage.reads[query] ?? 0) } > (filtered[query] ?? 0)
            })
            for scope in file.scopes(of: view) {
                for filter in scope.usage.collectionFilters where queries.contains(filter.collection) && !readsWhole.contains(filter.collection) {
                    guard let member = Self.memberName(filter.member, in: scope) else { continue }
                    let read = filter.references.intersection(inputs).sorted()
                    // A predicate that builds or names a type (`Chain(meta: $0.meta)`, `Status.done`) may well not
                    // be one `#Predicate` can express.
                    guard !read.isEmpty, !filter.references.contains(where: { SyntaxReading.isUpperCamel($0) }) else { continue }
                    let names = read.map { "`\($0)`" }.joined(separator: ", ")
                    violations.append(Violation(filter.position, """
                        `\(filter.collection)` (a `@Query`) is filtered in `\(member)` by \(names), which \
                        `\(view.name)` is given: build the query with \(read.count == 1 ? "it" : "them") in `init` \
                        (`_\(filter.collection) = Query(filter: #Predicate { … })`) so the store filters and the view \
                        watches only what it shows
                        """))
                }
            }
        }
        return violations
    }

    /// A value the view is handed when it is built: a stored property with no wrapper and no initial value.
    private static func isInput(_ property: PropertyFact) -> Bool {
        !property.isStatic && !property.isComputed && property.wrappers.isEmpty && property.initializer == nil
    }

    /// The member holding the filter; nil in an initialiser, where filtering once is what the rule asks for.
    private static func memberName(_ member: MemberRef?, in scope: MemberScope) -> String? {
        switch member {
        case .function(let index)?:
            let function = scope.functions[index]
            return function.kind == .initializer ? nil : function.name
        case .property(let index)?:
            return scope.properties[index].name
        case nil:
            return nil
        }
    }
}
