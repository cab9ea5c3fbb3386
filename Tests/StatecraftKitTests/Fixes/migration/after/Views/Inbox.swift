import SwiftUI

/// Its preview initialiser is `nonisolated` and sets `isPreview`, which was never `@Published`: it stays a
/// plain stored property (`@ObservationIgnored`) and the class migrates.
@MainActor
@Observable
final class MailboxModel {
    var messages: [String] = []
    @ObservationIgnored private var isPreview = false
    @ObservationIgnored private var refreshTimer: Timer?

    nonisolated init() {}

    func load() async {
        guard !isPreview else { return }
        messages = ["Welcome"]
    }

    deinit {
        refreshTimer?.invalidate()
    }
}

extension MailboxModel {
    nonisolated convenience init(preview: Bool) {
        self.init()
        isPreview = preview
    }
}

struct MailboxScreen: View {
    @State private var model = MailboxModel()

    var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            .task { await model.load() }
    }
}
