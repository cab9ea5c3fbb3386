import SwiftUI
import Combine

/// Assigns a timer into its published state. Its file names no Combine type yet: the new set of
/// subscriptions brings `import Combine`.
@Observable
final class CountdownModel {
    var now = Date()
    @ObservationIgnored private var assignments = Set<AnyCancellable>()

    func start() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] in self?.now = $0 }
            .store(in: &assignments)
    }
}

struct CountdownView: View {
    @State private var model = CountdownModel()

    var body: some View {
        Text(model.now, style: .time)
            .onAppear { model.start() }
    }
}
