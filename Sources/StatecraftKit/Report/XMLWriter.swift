/// A small XML 1.0 writer: elements with attributes, text and children, serialised with every special character
/// escaped and every character XML 1.0 forbids (most control characters, lone surrogates cannot occur in a
/// Swift string) replaced by U+FFFD, so that any finding message makes a well-formed document.
struct XMLElement {
    var name: String
    var attributes: [(name: String, value: String)] = []
    var children: [XMLElement] = []
    var text: String?

    init(_ name: String, _ attributes: [(String, String)] = [], text: String? = nil, children: [XMLElement] = []) {
        self.name = name
        self.attributes = attributes.map { (name: $0.0, value: $0.1) }
        self.text = text
        self.children = children
    }

    /// The whole document, with its declaration, indented by two spaces, ending with a newline.
    func document() -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        write(into: &output, depth: 0)
        return output
    }

    private func write(into output: inout String, depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        output += indent + "<" + name
        for attribute in attributes {
            output += " \(attribute.name)=\"\(Self.escaped(attribute.value, inAttribute: true))\""
        }
        if children.isEmpty, text == nil {
            output += "/>\n"
            return
        }
        output += ">"
        if let text { output += Self.escaped(text, inAttribute: false) }
        if !children.isEmpty {
            output += "\n"
            for child in children { child.write(into: &output, depth: depth + 1) }
            output += indent
        }
        output += "</\(name)>\n"
    }

    static func escaped(_ text: String, inAttribute: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"" where inAttribute: output += "&quot;"
            // Attribute values normalise raw line breaks and tabs to spaces: keep them as references.
            case "\n" where inAttribute: output += "&#10;"
            case "\r": output += "&#13;"
            case "\t" where inAttribute: output += "&#9;"
            case "\t", "\n": output.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
