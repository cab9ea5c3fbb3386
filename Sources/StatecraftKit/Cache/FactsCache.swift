import Foundation

/// Each file's facts from an earlier run, so that a file that has not changed is not parsed again.
///
/// An entry is keyed by the file's content, its path as reported (facts hold it) and the build of Statecraft
/// that wrote it (its version and its executable's size and date: a rebuilt binary may read files differently).
/// Entries are written whole under a temporary name and renamed, so concurrent runs see an entry or none; an
/// entry that cannot be read, or that was written for another key, is ignored and written again. The folder is
/// kept under `limitBytes` by deleting the oldest entries.
public final class FactsCache: @unchecked Sendable {
    public let folder: String
    let limitBytes: Int
    private let build: String
    private let lock = NSLock()
    private var written = 0
    private var writtenBytes = 0
    /// With `keepsInMemory`, the entries read or written lately, by key name, with when each was last used.
    private let keepsInMemory: Bool
    private var memory: [String: (result: SourceReader.Result, used: Int)] = [:]
    private var clock = 0
    /// With `keepsInMemory`, the key each file on disk had when it was last read, with its stamp then: a file
    /// whose stamp has not changed is neither read nor hashed again.
    private var stamps: [String: (stamp: FileStamp, key: Key)] = [:]
    /// Entries kept in memory at most: a long-lived server checking several projects stays bounded.
    static let memoryLimit = 60_000

    /// The format of entries; raised whenever it or the facts change shape without a version change.
    static let schema = 8
    static let magic: [UInt8] = Array("SCFACTS".utf8)

    /// Nil when the running build cannot be identified (its executable is not found), so nothing is cached.
    /// `keepsInMemory`: a long-lived process (the MCP server) also keeps entries in memory, so that a file that
    /// has not changed since its last call is neither parsed nor decoded.
    public init?(folder: String, limitBytes: Int = 512 << 20, keepsInMemory: Bool = false) {
        guard let build = Self.buildIdentity() else { return nil }
        self.folder = (folder as NSString).appendingPathComponent("facts-\(Self.schema)")
        self.limitBytes = limitBytes
        self.build = build
        self.keepsInMemory = keepsInMemory
    }

    /// `$XDG_CACHE_HOME/statecraft` (else `~/.cache/statecraft`) on Linux, `~/Library/Caches/statecraft` on macOS.
    public static var defaultFolder: String {
        let environment = ProcessInfo.processInfo.environment
        #if os(macOS)
        let base = (NSHomeDirectory() as NSString).appendingPathComponent("Library/Caches")
        #else
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache")
        #endif
        return (base as NSString).appendingPathComponent("statecraft")
    }

    /// The key of a file of this path and content.
    func key(path: String, contents: [UInt8]) -> Key {
        Key(build: build, path: path, contents: contents)
    }

    /// The facts and notes stored for a file of this key, if any.
    func load(_ key: Key) -> SourceReader.Result? {
        let name = key.name
        if keepsInMemory, let kept = remembered(name) { return kept }
        guard let data = FileManager.default.contents(atPath: entryPath(name)) else { return nil }
        let header = key.header
        guard data.count > header.count, data.prefix(header.count).elementsEqual(header) else { return nil }
        let entry = try? FactReader.reading(data, from: header.count) { reader -> Entry? in
            let entry = try Entry(reading: &reader)
            return reader.isAtEnd ? entry : nil
        }
        guard let stored = entry else { return nil }
        let result = SourceReader.Result(facts: stored.facts, notes: stored.notes)
        if keepsInMemory { remember(result, name) }
        return result
    }

    /// With `keepsInMemory`: the key recorded for this file with this very stamp, if any.
    func key(ofFile path: String, shownAs displayPath: String, stamp: FileStamp) -> Key? {
        guard keepsInMemory else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let recorded = stamps[path], recorded.stamp == stamp, recorded.key.path == displayPath else { return nil }
        return recorded.key
    }

    /// Records the key a file had when it bore this stamp. A file modified within the last two seconds is not
    /// recorded: a second change in the same tick of a coarse clock would leave its stamp as it was.
    func record(_ key: Key, ofFile path: String, stamp: FileStamp) {
        guard keepsInMemory, stamp.modifiedBefore(Date().timeIntervalSince1970 - 2) else { return }
        lock.lock()
        defer { lock.unlock() }
        stamps[path] = (stamp, key)
        if stamps.count > Self.memoryLimit { stamps.removeAll() }
    }

    private func remembered(_ name: String) -> SourceReader.Result? {
        lock.lock()
        defer { lock.unlock() }
        guard let kept = memory[name] else { return nil }
        clock += 1
        memory[name]!.used = clock
        return kept.result
    }

    private func remember(_ result: SourceReader.Result, _ name: String) {
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        memory[name] = (result, clock)
        guard memory.count > Self.memoryLimit else { return }
        // The least recently used half goes.
        let cutoff = memory.values.map(\.used).sorted()[memory.count / 2]
        memory = memory.filter { $0.value.used >= cutoff }
    }

    func store(_ result: SourceReader.Result, _ key: Key) {
        guard let facts = result.facts else { return }
        if keepsInMemory { remember(result, key.name) }
        var writer = FactWriter()
        Entry(facts: facts, notes: result.notes).write(to: &writer)
        let blob = writer.bytes
        let target = entryPath(key.name)
        let directory = (target as NSString).deletingLastPathComponent
        let temporary = directory + "/.\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max)).tmp"
        // Not synced to disk: an entry cut short by a crash fails its checks when read, and is written again.
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        if descriptor < 0 {
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            guard descriptor >= 0 else { return }
        }
        let whole = key.header + blob
        let wrote = whole.withUnsafeBytes { buffer in write(descriptor, buffer.baseAddress, buffer.count) }
        close(descriptor)
        guard wrote == whole.count else {
            unlink(temporary)
            return
        }
        if rename(temporary, target) != 0 {
            unlink(temporary)
            return
        }
        lock.lock()
        written += 1
        writtenBytes += whole.count
        lock.unlock()
    }

    /// After a run: when it wrote entries, the oldest go until the folder is under its limit.
    func finish() {
        lock.lock()
        let wrote = written, bytes = writtenBytes
        written = 0
        writtenBytes = 0
        lock.unlock()
        guard wrote > 0 else { return }
        Self.settle(folder, limitBytes: limitBytes, wroteBytes: bytes)
    }

    /// The folder's size as last measured, kept beside the entries (`size`: bytes, then when it was measured), so
    /// that a run that wrote a few entries need not list tens of thousands to know the folder is under its limit.
    static let ledgerName = "size"
    /// A measure older than this is taken again: runs that overwrite entries or race each other make it drift.
    static let ledgerLifetime: TimeInterval = 24 * 3600

    /// Adds `wroteBytes` to the ledger, and sweeps when the folder may be over its limit or the ledger is stale.
    static func settle(_ folder: String, limitBytes: Int, wroteBytes: Int, now: Date = Date()) {
        let ledger = (folder as NSString).appendingPathComponent(ledgerName)
        if let text = try? String(contentsOfFile: ledger, encoding: .utf8) {
            let fields = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            if fields.count == 2, now.timeIntervalSince1970 - fields[1] < ledgerLifetime, Int(fields[0]) + wroteBytes <= limitBytes {
                writeLedger(ledger, total: Int(fields[0]) + wroteBytes, measured: fields[1])
                return
            }
        }
        sweep(folder, limitBytes: limitBytes, now: now)
    }

    private static func writeLedger(_ path: String, total: Int, measured: Double) {
        let temporary = path + ".\(ProcessInfo.processInfo.processIdentifier).tmp"
        guard (try? "\(total) \(Int(measured))\n".write(toFile: temporary, atomically: false, encoding: .utf8)) != nil else { return }
        if rename(temporary, path) != 0 { unlink(temporary) }
    }

    /// Deletes every entry (`statecraft cache clean`); returns how many bytes were freed.
    @discardableResult
    public static func clean(_ root: String) throws -> Int {
        var freed = 0
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: root) else { return 0 }
        for name in names where name.hasPrefix("facts-") {
            let folder = (root as NSString).appendingPathComponent(name)
            freed += entries(in: folder).reduce(0) { $0 + $1.size }
            try manager.removeItem(atPath: folder)
        }
        return freed
    }

    static func sweep(_ folder: String, limitBytes: Int, now: Date = Date()) {
        var entries = entries(in: folder)
        var total = entries.reduce(0) { $0 + $1.size }
        if total > limitBytes {
            entries.sort { $0.modified < $1.modified }
            // Down to 80% of the limit, so that the next runs do not sweep again at once.
            for entry in entries where total > limitBytes * 4 / 5 {
                if unlink(entry.path) == 0 { total -= entry.size }
            }
        }
        writeLedger((folder as NSString).appendingPathComponent(ledgerName), total: total, measured: now.timeIntervalSince1970)
    }

    private static func entries(in folder: String) -> [(path: String, size: Int, modified: Int)] {
        var result: [(path: String, size: Int, modified: Int)] = []
        guard let shards = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        for shard in shards {
            let shardPath = (folder as NSString).appendingPathComponent(shard)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: shardPath) else { continue }
            for name in names {
                let path = (shardPath as NSString).appendingPathComponent(name)
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                result.append((path, Int(info.st_size), Int(info.st_mtim_seconds)))
            }
        }
        return result
    }

    private func entryPath(_ name: String) -> String {
        return folder + "/" + name.prefix(2) + "/" + name.dropFirst(2)
    }

    /// What an entry holds.
    struct Entry: FactCodable {
        var facts: FileFacts
        var notes: [Note]
    }

    /// What identifies an entry: its name is a hash of it, and its header repeats it whole, so that an entry
    /// written for another key under the same name is told apart.
    struct Key {
        let build: String
        let path: String
        let contentHash: (UInt64, UInt64)
        let length: Int

        init(build: String, path: String, contents: [UInt8]) {
            self.build = build
            self.path = path
            contentHash = ContentHash.of(contents)
            length = contents.count
        }

        var header: [UInt8] {
            let text = "\(build)\n\(path)\n\(length)\n\(String(contentHash.0, radix: 16)) \(String(contentHash.1, radix: 16))\n"
            var writer = FactWriter(capacity: text.utf8.count + 16)
            writer.raw(FactsCache.magic)
            text.write(to: &writer)
            return writer.bytes
        }

        var name: String {
            let identity = ContentHash.of(Array("\(build)\n\(path)".utf8))
            let a = identity.0 ^ contentHash.0 &* 0x9E37_79B9_7F4A_7C15
            let b = identity.1 ^ contentHash.1 &* 0xC2B2_AE3D_27D4_EB4F ^ UInt64(length)
            return hex(a) + hex(b)
        }

        private func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }

    /// The running build: Statecraft's version and its executable's size and modification time.
    private static func buildIdentity() -> String? {
        #if os(Linux)
        let executable = "/proc/self/exe"
        #else
        guard let executable = Bundle.main.executablePath else { return nil }
        #endif
        var info = stat()
        guard stat(executable, &info) == 0 else { return nil }
        return "statecraft \(Statecraft.version) schema \(schema) build \(info.st_size) \(info.st_mtim_seconds).\(info.st_mtim_nanoseconds)"
    }
}

private extension stat {
    #if os(Linux)
    var st_mtim_seconds: Int { Int(st_mtim.tv_sec) }
    var st_mtim_nanoseconds: Int { Int(st_mtim.tv_nsec) }
    #else
    var st_mtim_seconds: Int { Int(st_mtimespec.tv_sec) }
    var st_mtim_nanoseconds: Int { Int(st_mtimespec.tv_nsec) }
    #endif
}

/// A 128-bit hash of a file's bytes, two 64-bit lanes over 8-byte words: fast, and wide enough that two
/// contents sharing one is not a concern for a cache whose entries also record the length.
enum ContentHash {
    static func of(_ bytes: [UInt8]) -> (UInt64, UInt64) {
        var a: UInt64 = 0x243F_6A88_85A3_08D3
        var b: UInt64 = 0x1319_8A2E_0370_7344
        bytes.withUnsafeBytes { buffer in
            let count = buffer.count
            var offset = 0
            while offset + 8 <= count {
                let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                a = (a ^ word) &* 0x9E37_79B9_7F4A_7C15
                a ^= a >> 29
                b = (b ^ (word &+ 0x632B_E59B_D9B4_E019)) &* 0xC2B2_AE3D_27D4_EB4F
                b ^= b >> 31
                offset += 8
            }
            var tail: UInt64 = 0
            while offset < count {
                tail = tail << 8 | UInt64(buffer[offset])
                offset += 1
            }
            a = (a ^ tail ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
            b = (b ^ tail ^ UInt64(count)) &* 0xC2B2_AE3D_27D4_EB4F
        }
        return (a ^ a >> 32, b ^ b >> 29)
    }
}

/// What `stat` says of a file that changes when its content does: its identity, size, and modification and
/// status-change times to the nanosecond.
struct FileStamp: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: (seconds: Int, nanoseconds: Int)
    var changed: (seconds: Int, nanoseconds: Int)

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if os(Linux)
        modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        changed = (Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec))
        #else
        modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        changed = (Int(info.st_ctimespec.tv_sec), Int(info.st_ctimespec.tv_nsec))
        #endif
    }

    func modifiedBefore(_ time: TimeInterval) -> Bool {
        Double(max(modified.seconds, changed.seconds)) < time
    }

    static func == (lhs: FileStamp, rhs: FileStamp) -> Bool {
        lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
            && lhs.modified == rhs.modified && lhs.changed == rhs.changed
    }
}
