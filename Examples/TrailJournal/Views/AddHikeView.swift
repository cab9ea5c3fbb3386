import SwiftUI

struct AddHikeView: View {
    @Environment(HikeStore.self) private var store
    @Environment(\.dismiss) private var dismiss

    @State private var name = ""
    @State private var date = Date.now
    @State private var distanceKilometers = 8.0
    @State private var elevationGainMeters = 400
    @State private var durationHours = 3.0
    @State private var difficulty: Difficulty = .moderate
    @State private var notes = ""
    @State private var saveError: String?

    private var trimmedName: String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Trail") {
                    TextField("Trail name", text: $name)
                    DatePicker("Date", selection: $date, in: ...Date.now, displayedComponents: .date)
                    Picker("Difficulty", selection: $difficulty) {
                        ForEach(Difficulty.allCases) { level in
                            Text(level.title).tag(level)
                        }
                    }
                }

                Section("Stats") {
                    Stepper(value: $distanceKilometers, in: 0.5...80, step: 0.5) {
                        LabeledContent("Distance", value: "\(distanceKilometers.formatted()) km")
                    }
                    Stepper(value: $elevationGainMeters, in: 0...5_000, step: 50) {
                        LabeledContent("Elevation gain", value: "\(elevationGainMeters) m")
                    }
                    Stepper(value: $durationHours, in: 0.5...24, step: 0.5) {
                        LabeledContent("Duration", value: "\(durationHours.formatted()) h")
                    }
                }

                Section("Notes") {
                    TextField("Weather, wildlife, trail conditions…", text: $notes, axis: .vertical)
                        .lineLimit(3...8)
                }

                if let saveError {
                    Section {
                        Text(saveError)
                            .foregroundStyle(.red)
                    }
                }
            }
            .navigationTitle("New Hike")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task { await save() }
                    }
                    .disabled(trimmedName.isEmpty)
                }
            }
        }
    }

    private func save() async {
        let hike = Hike(
            name: trimmedName,
            date: date,
            distanceKilometers: distanceKilometers,
            elevationGainMeters: elevationGainMeters,
            duration: durationHours * 3_600,
            difficulty: difficulty,
            notes: notes
        )
        do {
            try await store.add(hike)
            dismiss()
        } catch {
            saveError = error.localizedDescription
        }
    }
}

#Preview {
    AddHikeView()
        .environment(HikeStore.preview)
}
