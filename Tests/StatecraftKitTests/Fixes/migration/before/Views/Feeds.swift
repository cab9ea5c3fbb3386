import SwiftUI

/// A protocol that requires `ObservableObject`, and every class conforming to it migrates: the requirement
/// becomes `AnyObject`, and the view holding a generic constrained to it takes a plain property.
protocol FeedSource: ObservableObject {
    var titles: [String] { get }
    func reload() async
}

final class HomeFeed: FeedSource {
    @Published var titles: [String] = []
    func reload() async { titles = ["Welcome"] }
}

final class TagFeed: ObservableObject {
    @Published var titles: [String] = []
    let tag: String

    init(tag: String) {
        self.tag = tag
    }
}

extension TagFeed: FeedSource {
    func reload() async { titles = ["#" + tag] }
}

struct FeedList<Source: FeedSource>: View {
    @ObservedObject var source: Source

    var body: some View {
        List(source.titles, id: \.self) { Text($0) }
            .task { await source.reload() }
    }
}

struct FeedTabs: View {
    @StateObject private var home = HomeFeed()
    @StateObject private var swift = TagFeed(tag: "swift")

    var body: some View {
        TabView {
            FeedList(source: home)
            FeedList(source: swift)
        }
    }
}
