/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`.
enum PropertyList: Sendable {
    case string(String)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    var string: String? { if case .string(let value) = self { return value } else { return nil } }
    var array: [PropertyList]? { if case .array(let value) = self { return value } else { return nil } }
    var dictionary: [String: PropertyList]? { if case .dictionary(let value) = self { return value } else { return nil } }

    subscript(key: String) -> PropertyList? { dictionary?[key] }

    /// Parses `{ key = value; list = (a, b); }` with quoted or bare strings and `/* */` or `//` comments.
    /// Returns nil for text that is not a property list.
    static func parse(_ text: String) -> PropertyList? {
        var parser = Parser(bytes: Array(text.utf8))
        return parser.document()
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func document() -> PropertyList? {
            skipTrivia()
            // `// !$*UTF8*$!` heads the file: a comment, skipped above.
            guard let value = value() else { return nil }
            return value
        }

        private mutating func value() -> PropertyList? {
            skipTrivia()
            guard position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"): return dictionary()
            case UInt8(ascii: "("): return array()
            case UInt8(ascii: "\""): return quoted().map(PropertyList.string)
            default: return bare().map(PropertyList.string)
            }
        }

        private mutating func dictionary() -> PropertyList? {
            position += 1
            var result: [String: PropertyList] = [:]
            while true {
                skipTrivia()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: "}") { position += 1; return .dictionary(result) }
                guard let key = value()?.string else { return nil }
                skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
                position += 1
                guard let entry = value() else { return nil }
                result[key] = entry
                skipTrivia()
                guard position < bytes.count, bytes[position] == UInt8(ascii: ";") else { return nil }
                position += 1
            }
        }

        private mutating func array() -> PropertyList? {
            position += 1
            var result: [PropertyList] = []
            while true {
                skipTrivia()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ")") { position += 1; return .array(result) }
                guard let element = value() else { return nil }
                result.append(element)
                skipTrivia()
                guard position < bytes.count else { return nil }
                if bytes[position] == UInt8(ascii: ",") { position += 1 }
            }
        }

        private mutating func quoted() -> String? {
            position += 1
            var scalars: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == UInt8(ascii: "\"") { return String(decoding: scalars, as: UTF8.self) }
                if byte == UInt8(ascii: "\\"), position < bytes.count {
                    let escaped = bytes[position]
                    position += 1
                    switch escaped {
                    case UInt8(ascii: "n"): scalars.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): scalars.append(UInt8(ascii: "\t"))
                    default: scalars.append(escaped)
                    }
                } else {
                    scalars.append(byte)
                }
            }
            return nil
        }

        private mutating func bare() -> String? {
            let start = position
            while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
            return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
        }

        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "@"):
                return true
            default:
                return byte >= 0x80
            }
        }

        private mutating func skipTrivia() {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    position = min(position + 2, bytes.count)
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
                } else {
                    return
                }
            }
        }
    }
}
