import SwiftUI

struct ShoppingListView: View {
    // statecraft-example: legacy-property-wrapper
    @StateObject private var viewModel: ShoppingListViewModel
    @FocusState private var isNewEntryFocused: Bool

    init(repository: any PantryRepository) {
        _viewModel = StateObject(wrappedValue: ShoppingListViewModel(repository: repository))
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Add an item", text: $viewModel.newEntryName)
                        .focused($isNewEntryFocused)
                        .submitLabel(.done)
                        .onSubmit {
                            viewModel.addEntry()
                            isNewEntryFocused = true
                        }
                }

                Section("To Buy") {
                    ForEach(viewModel.entries) { entry in
                        Button {
                            viewModel.toggle(entry)
                        } label: {
                            Label(entry.name, systemImage: entry.isPurchased ? "checkmark.circle.fill" : "circle")
                        }
                        .foregroundStyle(entry.isPurchased ? .secondary : .primary)
                    }
                    .onDelete { offsets in
                        viewModel.remove(atOffsets: offsets)
                    }
                }

                if let errorMessage = viewModel.errorMessage {
                    Section {
                        Text(errorMessage)
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle("Shopping List")
            .toolbar {
                Button("Clear Purchased") {
                    viewModel.clearPurchased()
                }
                .disabled(!viewModel.hasPurchasedEntries)
            }
            .task { await viewModel.load() }
        }
    }
}

#Preview {
    ShoppingListView(
        repository: InMemoryPantryRepository(shoppingList: [
            ShoppingEntry(name: "Oat milk"),
            ShoppingEntry(name: "Basil", isPurchased: true),
        ])
    )
}
