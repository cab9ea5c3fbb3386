import SwiftUI

struct HikeListView: View {
    @Environment(HikeStore.self) private var store
    // statecraft-example: state-never-written
    @State private var title = "Hikes"
    // statecraft-example: state-not-private
    @State var isAddingHike = false
    @State private var searchText = ""
    @State private var deleteError: String?

    private var visibleHikes: [Hike] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return store.hikes }
        return store.hikes.filter { $0.name.localizedStandardContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(visibleHikes) { hike in
                    NavigationLink(value: hike) {
                        HikeRow(hike: hike)
                    }
                }
                .onDelete(perform: deleteHikes)
            }
            .overlay {
                if store.phase == .loaded, store.hikes.isEmpty {
                    ContentUnavailableView(
                        "No Hikes Yet",
                        systemImage: "mountain.2",
                        description: Text("Tap + to log your first trail.")
                    )
                }
            }
            .searchable(text: $searchText, prompt: "Search trails")
            .navigationTitle(title)
            .navigationDestination(for: Hike.self) { hike in
                HikeDetailView(hike: hike)
            }
            .toolbar {
                Button("Add Hike", systemImage: "plus") {
                    isAddingHike = true
                }
            }
            .sheet(isPresented: $isAddingHike) {
                AddHikeView()
            }
            .alert("Couldn't Delete Hike", isPresented: isShowingDeleteError) {
                Button("OK", role: .cancel) {}
            } message: {
                Text(deleteError ?? "")
            }
            // statecraft-example: task-in-onappear
            .onAppear { Task { await store.load() } }
        }
    }

    private var isShowingDeleteError: Binding<Bool> {
        Binding(
            get: { deleteError != nil },
            set: { isPresented in
                if !isPresented { deleteError = nil }
            }
        )
    }

    private func deleteHikes(at offsets: IndexSet) {
        let doomed = offsets.map { visibleHikes[$0] }
        Task {
            do {
                for hike in doomed {
                    try await store.delete(hike)
                }
            } catch {
                deleteError = error.localizedDescription
            }
        }
    }
}

#Preview {
    HikeListView()
        .environment(HikeStore.preview)
}
