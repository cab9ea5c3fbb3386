import SwiftUI

/// Reads hikes from a JSON archive (as written by `HikeExporter`) and adds the new ones to the journal.
/// Written later than the rest of the app, with a small view model: the one place that drifts from MV.
struct ImportHikesView: View {
    @Environment(HikeStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    // statecraft-example: view-model-in-mv
    @State private var importer = HikeImportModel()
    @State private var isPickingFile = false

    var body: some View {
        NavigationStack {
            List {
                if importer.isImporting {
                    ProgressView("Reading archive…")
                } else if let message = importer.errorMessage {
                    Label(message, systemImage: "exclamationmark.triangle")
                        .foregroundStyle(.red)
                }
                ForEach(importer.candidates) { hike in
                    HikeRow(hike: hike)
                }
            }
            .navigationTitle("Import Hikes")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Choose File") { isPickingFile = true }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add \(importer.candidates.count)") {
                        Task {
                            for hike in importer.candidates { try? await store.add(hike) }
                            dismiss()
                        }
                    }
                    .disabled(importer.candidates.isEmpty)
                }
            }
            .fileImporter(isPresented: $isPickingFile, allowedContentTypes: [.json]) { result in
                guard case .success(let url) = result else { return }
                Task { await importer.read(url, skipping: store.hikes) }
            }
        }
    }
}

/// The import screen's state and parsing.
// statecraft-example: state-flags-not-enum
@Observable @MainActor final class HikeImportModel {
    var isImporting = false
    var errorMessage: String?
    var candidates: [Hike] = []

    func read(_ url: URL, skipping existing: [Hike]) async {
        isImporting = true
        errorMessage = nil
        defer { isImporting = false }
        do {
            let data = try Data(contentsOf: url)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let known = Set(existing.map(\.id))
            candidates = try decoder.decode([Hike].self, from: data).filter { !known.contains($0.id) }
        } catch {
            errorMessage = "The file isn't a Trail Journal archive."
            candidates = []
        }
    }
}

#Preview {
    ImportHikesView()
        .environment(HikeStore.preview)
}
