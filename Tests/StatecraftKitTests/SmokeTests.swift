import XCTest
@testable import StatecraftKit
final class SmokeTests: XCTestCase { func testVersion() { XCTAssertFalse(Statecraft.version.isEmpty) } }
