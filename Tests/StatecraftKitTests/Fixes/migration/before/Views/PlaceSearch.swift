import Combine
import SwiftUI

/// Its Combine pipelines read `$query` and `$scope` and assign into `$status`; the observers it has stay.
@MainActor
final class PlaceSearchModel: ObservableObject {
    @Published var query = "" {
        willSet { lastQuery = query }
    }
    @Published var scope: String = "all" {
        didSet { results = [] }
    }
    @Published private(set) var results: [String] = []
    @Published var status = "idle"
    private(set) var lastQuery = ""
    private var subscriptions = Set<AnyCancellable>()

    init(statusFeed: AnyPublisher<String, Never>) {
        Publishers.CombineLatest(self.$query.debounce(for: .milliseconds(250), scheduler: RunLoop.main), $scope)
            .sink { [weak self] query, scope in self?.search(query, in: scope) }
            .store(in: &subscriptions)
        statusFeed.assign(to: &$status)
    }

    private func search(_ query: String, in scope: String) {
        results = [query, scope]
    }
}

struct PlaceSearchScreen: View {
    @StateObject private var model: PlaceSearchModel
    @State private var echo = ""

    init(statusFeed: AnyPublisher<String, Never>) {
        _model = StateObject(wrappedValue: PlaceSearchModel(statusFeed: statusFeed))
    }

    var body: some View {
        List(model.results, id: \.self) { Text($0) }
            .searchable(text: $model.query)
            .onReceive(model.$query) { echo = $0 }
    }
}
