struct PresentationModeRule: Rule {
    static let description = RuleDescription(
        id: "presentation-mode",
        severity: .info,
        summary: "`@Environment(\\.presentationMode)` where `\\.dismiss` is available",
        rationale: """
            `presentationMode` is a binding to a mutable value that SwiftUI has replaced: Apple marks it for \
            deprecation. Since iOS 15 and macOS 12, `@Environment(\\.dismiss) private var dismiss` gives an action \
            to call (`dismiss()`, for a sheet, a popover or a pushed view), and `@Environment(\\.isPresented)` \
            says whether the view is presented. Neither needs `.wrappedValue`. `fix` rewrites a property whose \
            only uses are `presentationMode.wrappedValue.dismiss()`.
            """,
        exclusions: """
            Deployment targets older than iOS 15 / macOS 12 / tvOS 15 / watchOS 8, which lack `dismiss`; test code. \
            A property that is never read is reported as such, and `fix` deletes it. \
            The finding says when `fix` leaves the property (other uses such as `isPresented`, a member already \
            named `dismiss`, uses in another file).
            """,
        triggering: [
            RuleExample("""
                struct RenameSheet: View {
                    @Environment(\\.presentationMode) var ↓presentationMode
                    @State private var name = ""
                    var body: some View {
                        Form {
                            TextField("Name", text: $name)
                            Button("Done") { presentationMode.wrappedValue.dismiss() }
                        }
                    }
                }
                """),
            RuleExample("""
                struct ReceiptView: View {
                    @Environment(\\.presentationMode) private var ↓mode
                    var body: some View {
                        Text(mode.wrappedValue.isPresented ? "Shown" : "Hidden")
                    }
                }
                """),
            RuleExample("""
                struct HelpSheet: View {
                    @Environment(\\.presentationMode) var ↓presentationMode
                    let topic: String
                    var body: some View { Text(topic) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct RenameSheet: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { Button("Done") { dismiss() } }
                }
                """),
            RuleExample("""
                struct RenameSheet: View {
                    @Environment(\\.presentationMode) var presentationMode
                    var body: some View { Button("Done") { presentationMode.wrappedValue.dismiss() } }
                }
                """, deploymentTarget: [.iOS: OSVersion(14, 0)]),
        ],
        corrections: [
            RuleCorrection("""
                struct HelpSheet: View {
                    @Environment(\\.presentationMode) var presentationMode
                    let topic: String
                    var body: some View { Text(topic) }
                }
                """, """
                struct HelpSheet: View {
                    let topic: String
                    var body: some View { Text(topic) }
                }
                """),
            RuleCorrection("""
                struct RenameSheet: View {
                    @Environment(\\.presentationMode) var presentationMode: Binding<PresentationMode>
                    @State private var name = ""
                    var body: some View {
                        Form {
                            TextField("Name", text: $name)
                            Button("Done") { presentationMode.wrappedValue.dismiss() }
                            Button("Cancel") { self.presentationMode.wrappedValue.dismiss() }
                        }
                    }
                }
                """, """
                struct RenameSheet: View {
                    @Environment(\\.dismiss) var dismiss
                    @State private var name = ""
                    var body: some View {
                        Form {
                            TextField("Name", text: $name)
                            Button("Done") { dismiss() }
                            Button("Cancel") { self.dismiss() }
                        }
                    }
                }
                """),
            RuleCorrection("""
                struct ReceiptView: View {
                    @Environment(\\.presentationMode) private var mode
                    var body: some View {
                        Text(mode.wrappedValue.isPresented ? "Shown" : "Hidden")
                    }
                }
                """, """
                struct ReceiptView: View {
                    @Environment(\\.presentationMode) private var mode
                    var body: some View {
                        Text(mode.wrappedValue.isPresented ? "Shown" : "Hidden")
                    }
                }
                """),
        ])

    func check(_ file: FileContext) -> [Violation] {
        guard file.deploymentTargets.allowsDismissAction, !file.facts.isTestFile else { return [] }
        var violations: [Violation] = []
        for view in file.views {
            for property in view.storedProperties where property.wrapper("Environment")?.keyPathArgument == "presentationMode" {
                if Self.isUnused(property, in: view) {
                    var violation = Violation(property.position, """
                        `@Environment(\\.presentationMode) var \(property.name)` is never read: delete it
                        """)
                    violation.hint = .removeUnusedProperty
                    violations.append(violation)
                    continue
                }
                let plan = Self.plan(property, in: view, file: file)
                var violation = Violation(property.position, """
                    `@Environment(\\.presentationMode)` is marked for deprecation: read `@Environment(\\.dismiss)` and \
                    call `dismiss()`, or read `\\.isPresented` to know whether the view is shown
                    """)
                violation.fixLeaves = plan.reason
                if case .success(let calls) = plan.result { violation.hint = .useDismissAction(calls: calls) }
                violations.append(violation)
            }
        }
        return violations
    }

    /// Declared and never read, in any file.
    private static func isUnused(_ property: PropertyFact, in view: TypeInfo) -> Bool {
        !view.reads(property.name) && !view.scopes.contains { ref in
            ref.scope.usage.calls.contains { $0.path?.hasPrefix(property.name + ".") == true || $0.path?.hasPrefix("self.\(property.name).") == true }
        }
    }

    /// Whether `fix` can rewrite the property: every use is a `.wrappedValue.dismiss()` call in this file, and the
    /// view has no `dismiss` of its own for the new name to clash with.
    private static func plan(_ property: PropertyFact, in view: TypeInfo, file: FileContext) -> (result: Result<[SourcePosition], Blocker>, reason: String?) {
        let name = property.name
        var calls: [SourcePosition] = []
        var usesElsewhere = false
        for ref in view.scopes {
            let dismissals = ref.scope.usage.calls.filter { call in
                call.path == "\(name).wrappedValue.dismiss" || call.path == "self.\(name).wrappedValue.dismiss"
            }
            if ref.file == file.fileIndex { calls += dismissals.map(\.position) } else if !dismissals.isEmpty || ref.scope.usage.reads[name] != nil { usesElsewhere = true }
        }
        let reads = view.scopes.reduce(0) { $0 + ($1.scope.usage.reads[name] ?? 0) }
        let blocker: Blocker?
        if usesElsewhere {
            blocker = .usedInAnotherFile
        } else if calls.isEmpty || reads != calls.count {
            blocker = .otherUses
        } else if view.reads("dismiss") || view.scopes.contains(where: { scope in
            scope.scope.properties.contains { $0.name == "dismiss" } || scope.scope.functions.contains { $0.name == "dismiss" }
        }) {
            blocker = .nameTaken
        } else {
            blocker = nil
        }
        guard let blocker else { return (.success(calls.sorted()), nil) }
        return (.failure(blocker), blocker.reason)
    }

    enum Blocker: Error {
        case otherUses, nameTaken, usedInAnotherFile

        var reason: String {
            switch self {
            case .otherUses: return "it is used for more than `.wrappedValue.dismiss()`"
            case .nameTaken: return "the view already has a `dismiss`"
            case .usedInAnotherFile: return "it is used in another file"
            }
        }
    }
}
