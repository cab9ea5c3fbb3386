import SwiftUI

/// A protocol that requires `ObservableObject`, and every class conforming to it migrates: the requirement
/// becomes `AnyObject`, and the view holding a generic constrained to it takes a plain property.
protocol FeedSource: AnyObject {
    var titles: [String] { get }
    func reload() async
}

@Observable
final class HomeFeed: FeedSource {
    var titles: [String] = []
    func reload() async { titles = ["Welcome"] }
}

@Observable
final class TagFeed {
    var titles: [String] = []
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

extension TagFeed: FeedSource {
    func reload() async { titles = ["#" + tag] }
}

struct FeedList<Source: FeedSource>: View {
    var source: Source

    var body: some View {
        List(source.titles, id: \.self) { Text($0) }
            .task { await source.reload() }
    }
}

struct FeedTabs: View {
    @State private var home = HomeFeed()
    @State private var swift = TagFeed(tag: "swift")

    var body: some View {
        TabView {
            FeedList(source: home)
            FeedList(source: swift)
        }
    }
}
