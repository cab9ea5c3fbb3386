import SwiftUI

/// Announces its plain stored properties by hand. Observation announces each write itself, so the sends go.
@MainActor
@Observable
final class LikeButtonModel {
    var isLiked = false
    var likeCount = 0
    var tags: [String] = []
    private let service: LikeService

    init(service: LikeService) {
        self.service = service
    }

    func toggle() async {
        isLiked.toggle()
        likeCount += isLiked ? 1 : -1
        do {
            try await service.setLiked(isLiked)
        } catch {
            isLiked.toggle()
            likeCount += isLiked ? 1 : -1
        }
    }

    func apply(count: Int, announce: Bool) {
        likeCount = count
    }
}

struct LikeService {
    func setLiked(_ liked: Bool) async throws {}
}

struct LikeButton: View {
    var model: LikeButtonModel

    var body: some View {
        Button("\(model.likeCount)") { Task { await model.toggle() } }
            .symbolVariant(model.isLiked ? .fill : .none)
    }
}
