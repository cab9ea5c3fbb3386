import Combine
import Foundation
import Observation

/// A public model whose publishers another file reads: its subjects are `public private(set)`.
@Observable
public final class Library {
    public var books: [String] = [] {
        willSet { booksPublisher.send(newValue) }
    }
    @ObservationIgnored public private(set) lazy var booksPublisher = CurrentValueSubject<[String], Never>(books)
    public var pinned: String! {
        willSet { pinnedPublisher.send(newValue) }
    }
    @ObservationIgnored public private(set) lazy var pinnedPublisher = CurrentValueSubject<String?, Never>(pinned)

    public init() {}
}
