import SwiftUI

/// Announces its plain stored properties by hand. Observation announces each write itself, so the sends go.
@MainActor
final class LikeButtonModel: ObservableObject {
    var isLiked = false
    var likeCount = 0
    var tags: [String] = [] {
        willSet { objectWillChange.send() }
    }
    private let service: LikeService

    init(service: LikeService) {
        self.service = service
    }

    func toggle() async {
        isLiked.toggle()
        likeCount += isLiked ? 1 : -1
        objectWillChange.send()
        do {
            try await service.setLiked(isLiked)
        } catch {
            isLiked.toggle()
            likeCount += isLiked ? 1 : -1
            objectWillChange.send()
        }
    }

    func apply(count: Int, announce: Bool) {
        likeCount = count

        if announce {
            objectWillChange.send()
        }
    }
}

struct LikeService {
    func setLiked(_ liked: Bool) async throws {}
}

struct LikeButton: View {
    @ObservedObject var model: LikeButtonModel

    var body: some View {
        Button("\(model.likeCount)") { Task { await model.toggle() } }
            .symbolVariant(model.isLiked ? .fill : .none)
    }
}
