import Foundation
import XCTest
@testable import StatecraftKit

/// The parallel helpers give what a loop on one thread gives, whatever order the work is taken in.
final class ParallelTests: XCTestCase {
    func testMapKeepsTheIndicesOrderWhateverOrderTheWorkIsTakenIn() {
        let count = 500
        let expected = (0..<count).map { $0 * $0 }
        let lock = NSLock()
        var taken: [Int] = []
        let reversed = Array((0..<count).reversed())
        for jobs in [1, 2, 4] {
            taken.removeAll()
            let squares = Parallel.map(count: count, jobs: jobs, order: reversed) { index -> Int in
                lock.withLock { taken.append(index) }
                return index * index
            }
            XCTAssertEqual(squares, expected, "\(jobs) jobs")
            XCTAssertEqual(taken.sorted(), Array(0..<count), "each index once, \(jobs) jobs")
        }
        // On several threads the order given is the order taken (each thread takes the next under a lock).
        taken.removeAll()
        _ = Parallel.map(count: count, jobs: 2, order: reversed) { index -> Int in
            lock.withLock { taken.append(index) }
            return index
        }
        XCTAssertEqual(taken.first.map { $0 >= count - 2 }, true)
    }

    func testBothReturnsEachSideItsOwnResult() {
        for jobs in [1, 2] {
            let (left, right) = Parallel.both(jobs: jobs, { (0..<1000).reduce(0, +) }, { String(repeating: "a", count: 3) })
            XCTAssertEqual(left, 499_500)
            XCTAssertEqual(right, "aaa")
        }
    }
}
