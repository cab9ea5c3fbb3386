import SwiftUI

// A generic view bounded by the class: `@ObservedObject` needs it to stay an ObservableObject.
class WishlistModel: ObservableObject {
    @Published var items: [String] = []
}

struct WishlistView<Model: WishlistModel>: View {
    @ObservedObject var model: Model

    var body: some View {
        Text("\(model.items.count) items")
    }
}

struct WishlistScreen: View {
    @StateObject private var model = WishlistModel()

    var body: some View {
        WishlistView(model: model)
    }
}
