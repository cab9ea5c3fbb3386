import SwiftUI

/// Sets state no view observed before, but only from actions (a task, a button, a callback), never while a
/// body renders: it migrates.
@Observable
final class RetryFeed {
    var items: [String] = []
    var lastAttempt = Date.distantPast

    func reload() async {
        lastAttempt = .now
        items = ["first"]
    }

    func retry() { lastAttempt = .now }
}

struct RetryFeedView: View {
    @State private var feed = RetryFeed()

    var body: some View {
        List(feed.items, id: \.self) { Text($0) }
            .task { await feed.reload() }
            .overlay { ErrorBanner(onRetry: { feed.retry() }) }
        Button("Retry") { feed.retry() }
    }
}
