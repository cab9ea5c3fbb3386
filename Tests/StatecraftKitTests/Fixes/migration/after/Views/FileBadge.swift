import SwiftUI

/// Its `nonisolated` callback touches state only inside `Task { @MainActor in … }`: it migrates.
@MainActor
@Observable
final class FileWatch {
    private(set) var isDeleted = false

    nonisolated func filesChanged(_ paths: Set<String>) {
        Task { @MainActor in
            isDeleted = paths.contains("/doc")
        }
    }
}

struct FileBadge: View {
    @State private var watch = FileWatch()

    var body: some View {
        Image(systemName: watch.isDeleted ? "trash" : "doc")
    }
}
