import Foundation

/// A compact binary form of the facts, for the facts cache: written and read by the same build of Statecraft,
/// so it carries no schema. Each fact type writes its stored properties in declaration order (an enum, its case
/// number and then its associated values); the code that does so is generated
/// (`FactCoding+Generated.swift`, kept current by `FactsCacheTests.testTheGeneratedCodingIsCurrent`).
///
/// Integers are zigzag varints, strings their UTF-8 length and bytes, collections their count and elements.
/// Reading checks every length against what is left, so damaged data throws instead of trapping.
protocol FactCodable {
    func write(to writer: inout FactWriter)
    init(reading reader: inout FactReader) throws
}

struct FactWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 16_384) { bytes.reserveCapacity(capacity) }

    mutating func write<T: FactCodable>(_ value: T) { value.write(to: &self) }

    mutating func varint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func signed(_ value: Int64) { varint(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    mutating func count(_ value: Int) { varint(UInt64(value)) }

    mutating func raw(_ data: some Sequence<UInt8>) { bytes.append(contentsOf: data) }
}

struct FactReader {
    struct Damaged: Error, CustomStringConvertible {
        var description: String { "the cached facts are damaged" }
    }

    /// Valid only while `reading(_:from:_:)` runs: reading through a pointer spares a retain and a release of an
    /// array for every string and number read.
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var position: Int

    private init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// Reads with `body` from `bytes`, starting at `position`; what `body` reads must all be read by then.
    static func reading<Bytes: ContiguousBytes, T>(_ bytes: Bytes, from position: Int = 0,
                                                   _ body: (inout FactReader) throws -> T) throws -> T {
        try bytes.withUnsafeBytes { raw in
            var reader = FactReader(raw.bindMemory(to: UInt8.self), from: position)
            return try body(&reader)
        }
    }

    var isAtEnd: Bool { position == bytes.count }

    mutating func read<T: FactCodable>() throws -> T { try T(reading: &self) }

    mutating func varint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.count, shift < 64 else { throw Damaged() }
            let byte = bytes[position]
            position += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    mutating func signed() throws -> Int64 {
        let raw = try varint()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    /// A count of elements, each at least one byte, or of bytes: never more than what is left.
    mutating func count() throws -> Int {
        let value = try varint()
        guard value <= UInt64(bytes.count - position) else { throw Damaged() }
        return Int(value)
    }

    mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw Damaged() }
        position += 1
        return bytes[position - 1]
    }

    mutating func string() throws -> String {
        let length = try count()
        defer { position += length }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<position + length]), as: UTF8.self)
    }

    /// A case number below `cases`.
    mutating func tag(below cases: Int) throws -> Int {
        let value = try varint()
        guard value < UInt64(cases) else { throw Damaged() }
        return Int(value)
    }
}

extension Int: FactCodable {
    func write(to writer: inout FactWriter) { writer.signed(Int64(self)) }
    init(reading reader: inout FactReader) throws { self = Int(truncatingIfNeeded: try reader.signed()) }
}

extension Int32: FactCodable {
    func write(to writer: inout FactWriter) { writer.signed(Int64(self)) }
    init(reading reader: inout FactReader) throws { self = Int32(truncatingIfNeeded: try reader.signed()) }
}

extension UInt8: FactCodable {
    func write(to writer: inout FactWriter) { writer.varint(UInt64(self)) }
    init(reading reader: inout FactReader) throws { self = UInt8(truncatingIfNeeded: try reader.varint()) }
}

extension UInt16: FactCodable {
    func write(to writer: inout FactWriter) { writer.varint(UInt64(self)) }
    init(reading reader: inout FactReader) throws { self = UInt16(truncatingIfNeeded: try reader.varint()) }
}

extension UInt32: FactCodable {
    func write(to writer: inout FactWriter) { writer.varint(UInt64(self)) }
    init(reading reader: inout FactReader) throws { self = UInt32(truncatingIfNeeded: try reader.varint()) }
}

extension UInt64: FactCodable {
    func write(to writer: inout FactWriter) { writer.varint(self) }
    init(reading reader: inout FactReader) throws { self = try reader.varint() }
}

extension Double: FactCodable {
    func write(to writer: inout FactWriter) { writer.varint(bitPattern) }
    init(reading reader: inout FactReader) throws { self = Double(bitPattern: try reader.varint()) }
}

extension Bool: FactCodable {
    func write(to writer: inout FactWriter) { writer.raw(CollectionOfOne(self ? 1 : 0)) }
    init(reading reader: inout FactReader) throws {
        switch try reader.byte() {
        case 0: self = false
        case 1: self = true
        default: throw FactReader.Damaged()
        }
    }
}

extension String: FactCodable {
    func write(to writer: inout FactWriter) {
        var copy = self
        copy.withUTF8 { buffer in
            writer.count(buffer.count)
            writer.raw(buffer)
        }
    }
    init(reading reader: inout FactReader) throws { self = try reader.string() }
}

extension Optional: FactCodable where Wrapped: FactCodable {
    func write(to writer: inout FactWriter) {
        if let value = self {
            writer.raw(CollectionOfOne(1))
            value.write(to: &writer)
        } else {
            writer.raw(CollectionOfOne(0))
        }
    }
    init(reading reader: inout FactReader) throws {
        switch try reader.byte() {
        case 0: self = nil
        case 1: self = try Wrapped(reading: &reader)
        default: throw FactReader.Damaged()
        }
    }
}

extension Array: FactCodable where Element: FactCodable {
    func write(to writer: inout FactWriter) {
        writer.count(count)
        for element in self { element.write(to: &writer) }
    }
    init(reading reader: inout FactReader) throws {
        let count = try reader.count()
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(try Element(reading: &reader)) }
    }
}

extension Set: FactCodable where Element: FactCodable {
    func write(to writer: inout FactWriter) {
        writer.count(count)
        for element in self { element.write(to: &writer) }
    }
    init(reading reader: inout FactReader) throws {
        let count = try reader.count()
        self = Set(minimumCapacity: count)
        for _ in 0..<count { insert(try Element(reading: &reader)) }
    }
}

extension Dictionary: FactCodable where Key: FactCodable, Value: FactCodable {
    func write(to writer: inout FactWriter) {
        writer.count(count)
        for (key, value) in self {
            key.write(to: &writer)
            value.write(to: &writer)
        }
    }
    init(reading reader: inout FactReader) throws {
        let count = try reader.count()
        self = Dictionary(minimumCapacity: count)
        for _ in 0..<count {
            let key = try Key(reading: &reader)
            self[key] = try Value(reading: &reader)
        }
    }
}
