import Combine
import Foundation

/// A public model whose publishers another file reads: its subjects are `public private(set)`.
public final class Library: ObservableObject {
    @Published public var books: [String] = []
    @Published public var pinned: String!

    public init() {}
}
