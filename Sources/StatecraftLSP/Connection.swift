import Foundation

/// JSON-RPC 2.0 over a byte stream, framed as the Language Server Protocol frames it: a `Content-Length`
/// header, a blank line, then that many bytes of JSON. Messages are `[String: Any]` as `JSONSerialization`
/// reads them; the protocol layer is small enough that typed wrappers would only repeat it.
final class Connection: @unchecked Sendable {
    private let input: FileHandle
    private let output: FileHandle
    private let writing = NSLock()
    private var buffer = Data()
    private var nextRequest = 0

    init(input: FileHandle, output: FileHandle) {
        self.input = input
        self.output = output
    }

    /// What `readMessage` found instead of a message.
    enum ReadFailure: Error {
        case endOfInput
        /// A frame whose body is not a JSON object; the stream goes on after it.
        case malformed(String)
    }

    /// The next message, blocking until it has arrived whole.
    func readMessage() throws -> [String: Any] {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            if let end = buffer.range(of: separator) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                guard let length = Self.contentLength(header) else {
                    buffer.removeSubrange(buffer.startIndex..<end.upperBound)
                    throw ReadFailure.malformed("a header without Content-Length: \(header)")
                }
                let bodyStart = end.upperBound
                while buffer.distance(from: bodyStart, to: buffer.endIndex) < length {
                    let more = input.availableData
                    if more.isEmpty { throw ReadFailure.endOfInput }
                    buffer.append(more)
                }
                let bodyEnd = buffer.index(bodyStart, offsetBy: length)
                let body = buffer.subdata(in: bodyStart..<bodyEnd)
                buffer.removeSubrange(buffer.startIndex..<bodyEnd)
                guard let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
                    throw ReadFailure.malformed("a message that is not a JSON object")
                }
                return message
            }
            let more = input.availableData
            if more.isEmpty { throw ReadFailure.endOfInput }
            buffer.append(more)
        }
    }

    static func contentLength(_ header: String) -> Int? {
        for line in header.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    func send(_ message: [String: Any]) {
        var object = message
        object["jsonrpc"] = "2.0"
        guard let body = try? JSONSerialization.data(withJSONObject: object, options: [.withoutEscapingSlashes]) else { return }
        writing.lock()
        defer { writing.unlock() }
        output.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func respond(to id: Any, result: Any?) {
        send(["id": id, "result": result ?? NSNull()])
    }

    func respond(to id: Any, errorCode: Int, message: String) {
        send(["id": id, "error": ["code": errorCode, "message": message]])
    }

    func notify(_ method: String, _ params: Any) {
        send(["method": method, "params": params])
    }

    /// A request to the client whose answer the server does not wait for (`client/registerCapability`).
    func request(_ method: String, _ params: Any) {
        writing.lock()
        nextRequest += 1
        let id = "statecraft-\(nextRequest)"
        writing.unlock()
        send(["id": id, "method": method, "params": params])
    }

    /// JSON-RPC's error codes the server answers with.
    enum ErrorCode {
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let internalError = -32603
        static let serverNotInitialized = -32002
        static let requestFailed = -32803
    }
}
