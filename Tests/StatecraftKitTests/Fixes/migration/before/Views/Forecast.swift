import SwiftUI

/// A base class whose subclass only overrides a method (a preview double): the base becomes `@Observable`, the
/// subclass inherits it, and the views holding either move.
class ForecastModel: ObservableObject {
    @Published var summary = ""

    func load() async {
        summary = "Sunny"
    }
}

final class StormyForecastModel: ForecastModel {
    override func load() async {
        summary = "Storm warning"
    }
}

struct ForecastCard: View {
    @ObservedObject var model: ForecastModel

    var body: some View {
        Text(model.summary).task { await model.load() }
    }
}

struct StormPreviewCard: View {
    @StateObject private var model = StormyForecastModel()

    var body: some View {
        ForecastCard(model: model)
    }
}
