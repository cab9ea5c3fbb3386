struct SheetWithOptionalItemRule: Rule {
    static let description = RuleDescription(
        id: "sheet-with-optional-item",
        severity: .info,
        summary: "`.sheet(isPresented:)` whose content unwraps an optional set together with the flag should be `.sheet(item:)`",
        rationale: """
            Two sources of truth for one presentation: a flag saying the sheet is up and an optional saying what it \
            shows, set together by hand. Nothing keeps them in step: the content can run while the optional is \
            still `nil` (the well-known blank first sheet when the optional is not otherwise read in `body`), and \
            dismissing resets only the flag, leaving a stale selection behind. `.sheet(item: $selected) { item in \
            … }` (`fullScreenCover(item:)`, `popover(item:)`) presents exactly when the optional has a value, hands \
            the content that value, and sets it back to `nil` on dismissal. The item must be `Identifiable`.
            """,
        exclusions: """
            Content that does not start by unwrapping a property of the view; a flag and an optional that are \
            never set in the same place (the sheet may be meant to show without a value, as a picker that fills \
            it); presentations already using `item:`.
            """,
        triggering: [
            RuleExample("""
                struct ContactsScreen: View {
                    @State private var contacts: [Contact] = []
                    @State private var editing: Contact?
                    @State private var isEditing = false
                    var body: some View {
                        List(contacts) { contact in
                            Button(contact.name) {
                                editing = contact
                                isEditing = true
                            }
                        }
                        .↓sheet(isPresented: $isEditing) {
                            if let editing { ContactEditor(contact: editing) }
                        }
                    }
                }
                """),
            RuleExample("""
                struct GalleryScreen: View {
                    @State private var zoomed: Photo?
                    @State private var showsZoom = false
                    var body: some View {
                        PhotoGrid { photo in self.zoomed = photo; self.showsZoom = true }
                            .↓fullScreenCover(isPresented: $showsZoom) {
                                if let photo = self.zoomed {
                                    ZoomView(photo: photo)
                                } else {
                                    EmptyView()
                                }
                            }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct ContactsScreen: View {
                    @State private var contacts: [Contact] = []
                    @State private var editing: Contact?
                    var body: some View {
                        List(contacts) { contact in
                            Button(contact.name) { editing = contact }
                        }
                        .sheet(item: $editing) { contact in ContactEditor(contact: contact) }
                    }
                }
                """),
            RuleExample("""
                struct ThemeScreen: View {
                    @State private var theme: Theme?
                    @State private var showsPicker = false
                    var body: some View {
                        Button("Choose") { showsPicker = true }
                            .sheet(isPresented: $showsPicker) {
                                if let theme { ThemePreview(theme: theme) } else { ThemePicker(selection: $theme) }
                            }
                    }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        var violations: [Violation] = []
        for info in file.types where !info.isClass {
            let presentations = info.declaration.scope.usage.flagPresentations
            guard !presentations.isEmpty else { continue }
            let assignments = info.scopes.flatMap { $0.scope.usage.assignments.filter { !$0.inInitializer } }
            for presentation in presentations {
                guard let item = info.allProperties.first(where: { $0.name == presentation.item && !$0.isStatic }),
                      item.hasWrapper("State"), item.type?.isOptional ?? true,
                      setTogether(presentation, assignments) else { continue }
                violations.append(Violation(presentation.position, """
                    `.\(presentation.modifier)(isPresented: $\(presentation.flag))` shows `\(presentation.item)`, \
                    which is set together with the flag: `.\(presentation.modifier)(item: $\(presentation.item))` \
                    presents exactly when it has a value and resets it on dismissal
                    """))
            }
        }
        return violations
    }

    /// Some code sets the flag to `true` and the optional to a value in one place (the same closure or method,
    /// within a few lines).
    private func setTogether(_ presentation: FlagPresentationFact, _ assignments: [AssignmentFact]) -> Bool {
        let raises = assignments.filter { $0.target == presentation.flag && $0.valueConstant == .some(.bool(true)) }
        let fills = assignments.filter { $0.target == presentation.item && $0.valueConstant != .some(nil) }
        return raises.contains { raise in
            fills.contains { fill in
                fill.member == raise.member && fill.enclosingCalls == raise.enclosingCalls
                    && abs(fill.position.line - raise.position.line) <= 3
            }
        }
    }
}
