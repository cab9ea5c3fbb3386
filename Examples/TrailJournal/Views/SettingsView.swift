import SwiftUI

struct SettingsView: View {
    @Environment(HikeStore.self) private var store

    @AppStorage("distanceUnit") private var distanceUnit: DistanceUnit = .kilometers
    @AppStorage("showsElevationChart") private var showsElevationChart = true

    @State private var isConfirmingErase = false
    @State private var isImporting = false
    @State private var exportedArchive: URL?

    var body: some View {
        // statecraft-example: navigation-view
        NavigationView {
            Form {
                Section("Units") {
                    Picker("Distance", selection: $distanceUnit) {
                        ForEach(DistanceUnit.allCases) { unit in
                            Text(unit.title).tag(unit)
                        }
                    }
                }

                Section("Trail Details") {
                    Toggle("Show elevation chart", isOn: $showsElevationChart)
                }

                Section {
                    LabeledContent("Hikes logged", value: store.hikes.count, format: .number)
                    LabeledContent("Total distance", value: distanceUnit.format(kilometers: store.totalDistanceKilometers))
                    Button("Erase All Hikes", role: .destructive) {
                        isConfirmingErase = true
                    }
                    .disabled(store.hikes.isEmpty)
                } header: {
                    Text("Journal")
                }

                Section("Backup") {
                    Button("Export Hikes") {
                        Task {
                            // statecraft-example: service-not-injected
                            exportedArchive = try? await HikeExporter().export(store.hikes)
                        }
                    }
                    if let exportedArchive {
                        ShareLink(item: exportedArchive)
                    }
                    Button("Import Hikes…") { isImporting = true }
                }
            }
            .navigationTitle("Settings")
            .sheet(isPresented: $isImporting) {
                ImportHikesView()
            }
            .confirmationDialog(
                "Erase every logged hike?",
                isPresented: $isConfirmingErase,
                titleVisibility: .visible
            ) {
                Button("Erase All", role: .destructive) {
                    Task { try? await store.removeAll() }
                }
            } message: {
                Text("This can't be undone.")
            }
        }
    }
}

#Preview {
    SettingsView()
        .environment(HikeStore.preview)
}
