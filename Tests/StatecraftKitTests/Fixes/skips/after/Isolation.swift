import SwiftUI

/// Its deinit reads a property that would become main-actor isolated.
@MainActor
final class Poller: ObservableObject {
    @Published var lastPoll = Date()
    @Published var timer: Timer?

    deinit {
        timer?.invalidate()
    }
}

/// A `nonisolated` convenience initialiser (in an extension) sets state that `@Observable` would make main-actor
/// isolated.
@MainActor
final class Inbox: ObservableObject {
    @Published var messages: [String] = []
    @Published var isSample = false

    nonisolated init(messages: [String]) {
        self.messages = messages
    }
}

extension Inbox {
    nonisolated convenience init(sample: Void) {
        self.init(messages: ["Hello"])
        isSample = true
    }
}

struct InboxView: View {
    @StateObject private var inbox = Inbox(messages: [])
    var body: some View { Text("\(inbox.messages.count)") }
}

struct PollerStatus: View {
    @StateObject private var poller = Poller()
    var body: some View { Text(poller.lastPoll, style: .time) }
}
