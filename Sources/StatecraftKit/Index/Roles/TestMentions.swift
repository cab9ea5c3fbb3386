/// What the project's tests mention: test files among the checked files, and the type names their code uses.
public struct TestMentions: Sendable {
    public let testFileCount: Int
    public let names: Set<String>

    init(files: [FileFacts]) {
        let testFiles = files.filter(\.isTestFile)
        testFileCount = testFiles.count
        names = testFiles.reduce(into: Set<String>()) { $0.formUnion($1.mentionedTypeNames) }
    }

    public func mentions(_ name: String) -> Bool { names.contains(name) }
}
