import Combine
import SwiftUI

/// Its Combine pipelines read `$query` and `$scope` and assign into `$status`; the observers it has stay.
@MainActor
@Observable
final class PlaceSearchModel {
    var query = "" {
        willSet { lastQuery = query; queryPublisher.send(newValue) }
    }
    @ObservationIgnored private(set) lazy var queryPublisher = CurrentValueSubject<_, Never>(query)
    var scope: String = "all" {
        willSet { scopePublisher.send(newValue) }
        didSet { results = [] }
    }
    @ObservationIgnored private lazy var scopePublisher = CurrentValueSubject<String, Never>(scope)
    private(set) var results: [String] = []
    var status = "idle"
    private(set) var lastQuery = ""
    private var subscriptions = Set<AnyCancellable>()

    init(statusFeed: AnyPublisher<String, Never>) {
        Publishers.CombineLatest(self.queryPublisher.debounce(for: .milliseconds(250), scheduler: RunLoop.main), scopePublisher)
            .sink { [weak self] query, scope in self?.search(query, in: scope) }
            .store(in: &subscriptions)
        statusFeed.sink { [weak self] in self?.status = $0 }.store(in: &subscriptions)
    }

    private func search(_ query: String, in scope: String) {
        results = [query, scope]
    }
}

struct PlaceSearchScreen: View {
    @State private var model: PlaceSearchModel
    @State private var echo = ""

    init(statusFeed: AnyPublisher<String, Never>) {
        _model = State(wrappedValue: PlaceSearchModel(statusFeed: statusFeed))
    }

    var body: some View {
        List(model.results, id: \.self) { Text($0) }
            .searchable(text: $model.query)
            .onReceive(model.queryPublisher) { echo = $0 }
    }
}
