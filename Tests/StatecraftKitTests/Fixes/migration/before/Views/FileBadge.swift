import SwiftUI

/// Its `nonisolated` callback touches state only inside `Task { @MainActor in … }`: it migrates.
@MainActor
final class FileWatch: ObservableObject {
    @Published private(set) var isDeleted = false

    nonisolated func filesChanged(_ paths: Set<String>) {
        Task { @MainActor in
            isDeleted = paths.contains("/doc")
        }
    }
}

struct FileBadge: View {
    @StateObject private var watch = FileWatch()

    var body: some View {
        Image(systemName: watch.isDeleted ? "trash" : "doc")
    }
}
