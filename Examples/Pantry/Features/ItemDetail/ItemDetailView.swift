import SwiftUI

struct ItemDetailView: View {
    @State private var viewModel: ItemDetailViewModel
    @State private var isConfirmingDelete = false
    // statecraft-example: dynamic-property-not-private
    @Environment(\.dismiss) var dismiss

    init(item: PantryItem, repository: any PantryRepository) {
        _viewModel = State(initialValue: ItemDetailViewModel(item: item, repository: repository))
    }

    var body: some View {
        Form {
            Section("Stock") {
                QuantityEditor(item: viewModel.item) { newQuantity in
                    Task { await viewModel.updateQuantity(newQuantity) }
                }
                .foregroundStyle(viewModel.quantityTint)
                if viewModel.item.isRunningLow {
                    Label("Running low", systemImage: "exclamationmark.circle")
                        .foregroundStyle(.orange)
                }
            }

            Section("Storage") {
                LabeledContent("Location", value: viewModel.item.location.title)
                if let expiryDate = viewModel.item.expiryDate {
                    ExpiryLabel(expiryDate: expiryDate)
                }
            }

            Section {
                Button(viewModel.isOnShoppingList ? "On Shopping List" : "Add to Shopping List", systemImage: "cart.badge.plus") {
                    Task { await viewModel.addToShoppingList() }
                }
                .disabled(viewModel.isOnShoppingList)

                Button("Remove from Pantry", systemImage: "trash", role: .destructive) {
                    isConfirmingDelete = true
                }
            }

            if let errorMessage = viewModel.errorMessage {
                Section {
                    Text(errorMessage)
                        .foregroundStyle(.red)
                }
            }
        }
        .navigationTitle(viewModel.item.name)
        .confirmationDialog("Remove \(viewModel.item.name)?", isPresented: $isConfirmingDelete, titleVisibility: .visible) {
            Button("Remove", role: .destructive) {
                Task {
                    if await viewModel.delete() {
                        dismiss()
                    }
                }
            }
        }
        .task { await viewModel.loadShoppingList() }
    }
}

#Preview {
    NavigationStack {
        ItemDetailView(item: PantryItem.samples[1], repository: InMemoryPantryRepository(items: PantryItem.samples))
    }
}
