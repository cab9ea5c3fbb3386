import SwiftUI

struct PantryListView: View {
    private let repository: any PantryRepository
    @State private var viewModel: PantryListViewModel

    init(repository: any PantryRepository) {
        self.repository = repository
        _viewModel = State(initialValue: PantryListViewModel(repository: repository))
    }

    var body: some View {
        NavigationStack {
            List {
                if !viewModel.expiringSoon.isEmpty {
                    Section("Use Soon") {
                        ForEach(viewModel.expiringSoon) { item in
                            NavigationLink(value: item) {
                                PantryItemRow(item: item)
                            }
                        }
                    }
                }

                Section("Everything") {
                    ForEach(viewModel.visibleItems) { item in
                        NavigationLink(value: item) {
                            PantryItemRow(item: item)
                        }
                    }
                    .onDelete { offsets in
                        Task { await viewModel.delete(at: offsets) }
                    }
                }
            }
            .safeAreaInset(edge: .top) {
                PantrySearchBar(viewModel: $viewModel)
                    .padding(.horizontal)
                    .padding(.bottom, 8)
                    .background(.bar)
            }
            .overlay {
                if case .failed(let message) = viewModel.phase {
                    ContentUnavailableView("Couldn't Load Pantry", systemImage: "exclamationmark.triangle", description: Text(message))
                } else if viewModel.phase == .loading {
                    ProgressView()
                }
            }
            .navigationTitle("Pantry")
            .navigationDestination(for: PantryItem.self) { item in
                ItemDetailView(item: item, repository: repository)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    ShoppingListBadge()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                        Picker("Location", selection: $viewModel.locationFilter) {
                            Text("All Locations").tag(StorageLocation?.none)
                            ForEach(StorageLocation.allCases) { location in
                                Label(location.title, systemImage: location.symbolName)
                                    .tag(Optional(location))
                            }
                        }
                    }
                }
            }
            .task { await viewModel.load() }
            .refreshable { await viewModel.load() }
        }
    }
}

/// Search field pinned above the pantry list.
struct PantrySearchBar: View {
    // statecraft-example: binding-to-observable
    @Binding var viewModel: PantryListViewModel

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "magnifyingglass")
                .foregroundStyle(.secondary)
            TextField("Search pantry", text: $viewModel.query)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
            if !viewModel.query.isEmpty {
                Button("Clear", systemImage: "xmark.circle.fill") {
                    viewModel.query = ""
                }
                .labelStyle(.iconOnly)
                .foregroundStyle(.secondary)
            }
        }
        .padding(8)
        .background(.fill.tertiary, in: .rect(cornerRadius: 10))
    }
}

#Preview {
    PantryListView(repository: InMemoryPantryRepository(items: PantryItem.samples))
}
