@_spi(RawSyntax) import SwiftSyntax

/// Raw casts (`RawFunctionCallExprSyntax(raw)`) without swift-syntax's initialiser, which is generic over any raw
/// node and compiled in another module, so every cast took an unspecialised call through a witness table. A raw
/// node type is a struct holding one `RawSyntax`, so a kind test is the whole cast;
/// `SyntaxTests.testRawCastsAgreeWithSwiftSyntaxs` checks each type listed here.
protocol RawCast: RawSyntaxNodeProtocol {}

extension RawCast {
    @inline(__always)
    init?(_ raw: RawSyntax) {
        guard Self.isKindOf(raw) else { return nil }
        self = unsafeBitCast(raw, to: Self.self)
    }
}

extension RawAwaitExprSyntax: RawCast {}
extension RawBinaryOperatorExprSyntax: RawCast {}
extension RawBooleanLiteralExprSyntax: RawCast {}
extension RawClosureShorthandParameterSyntax: RawCast {}
extension RawConditionElementSyntax: RawCast {}
extension RawDeclReferenceExprSyntax: RawCast {}
extension RawExpressionStmtSyntax: RawCast {}
extension RawForceUnwrapExprSyntax: RawCast {}
extension RawFunctionCallExprSyntax: RawCast {}
extension RawGenericSpecializationExprSyntax: RawCast {}
extension RawGuardStmtSyntax: RawCast {}
extension RawIdentifierPatternSyntax: RawCast {}
extension RawIdentifierTypeSyntax: RawCast {}
extension RawIfExprSyntax: RawCast {}
extension RawInOutExprSyntax: RawCast {}
extension RawLabeledExprSyntax: RawCast {}
extension RawMemberAccessExprSyntax: RawCast {}
extension RawOptionalChainingExprSyntax: RawCast {}
extension RawPrefixOperatorExprSyntax: RawCast {}
extension RawSequenceExprSyntax: RawCast {}
extension RawStringLiteralExprSyntax: RawCast {}
extension RawSubscriptCallExprSyntax: RawCast {}
extension RawTryExprSyntax: RawCast {}
extension RawTupleExprSyntax: RawCast {}
