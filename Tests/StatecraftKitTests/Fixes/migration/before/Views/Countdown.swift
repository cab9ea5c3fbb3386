import SwiftUI

/// Assigns a timer into its published state. Its file names no Combine type yet: the new set of
/// subscriptions brings `import Combine`.
final class CountdownModel: ObservableObject {
    @Published var now = Date()

    func start() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .assign(to: &$now)
    }
}

struct CountdownView: View {
    @StateObject private var model = CountdownModel()

    var body: some View {
        Text(model.now, style: .time)
            .onAppear { model.start() }
    }
}
