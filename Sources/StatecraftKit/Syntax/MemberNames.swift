@_spi(RawSyntax) import SwiftSyntax

/// Which references a walk reaches name a member (`title` in `model.title`), told without building their parents.
/// A walk in source order reaches a member access's name right after its base, so the names of the accesses it is
/// inside are kept innermost last, and each reference compares itself with the last one.
struct MemberNames {
    /// What a reference names.
    enum Role {
        case plain
        case memberOfSelf
        case memberOfOther
    }

    private var pending: [(name: RawSyntax.ID, ofSelf: Bool)] = []

    /// Notes a member access the walk enters, before it walks the access's children.
    mutating func enter(_ access: RawMemberAccessExprSyntax) {
        pending.append((access.declName.raw.id, RawReading.namesSelf(access.base?.raw)))
    }

    /// What a reference the walk reaches names; asked once for each reference.
    mutating func role(of reference: RawDeclReferenceExprSyntax) -> Role {
        guard let last = pending.last, last.name == reference.raw.id else { return .plain }
        pending.removeLast()
        return last.ofSelf ? .memberOfSelf : .memberOfOther
    }

    /// The name a reference reads: `x` for a plain `x` or `self.x`; nil for the member of another value (`other.x`).
    static func readName(_ reference: RawDeclReferenceExprSyntax, _ role: Role) -> String? {
        if case .memberOfOther = role { return nil }
        let name = reference.baseName.tokenText
        return name == "self" ? nil : String(syntaxText: name)
    }
}
