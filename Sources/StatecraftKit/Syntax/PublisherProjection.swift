@_spi(RawSyntax) import SwiftSyntax

/// `$name` inside an `ObservableObject`: the Combine publisher of its `@Published` property.
enum PublisherProjection {
    /// The `publisher.assign(to: &$name)` call whose target `projection` (`$name` or `self.$name`) is.
    static func assignment(_ projection: ExprSyntax) -> FunctionCallExprSyntax? {
        guard let inOut = projection.parent?.as(InOutExprSyntax.self), let argument = inOut.parent?.as(LabeledExprSyntax.self),
              argument.label?.rawText == "to", let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              call.arguments.count == 1, call.trailingClosure == nil,
              let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.rawText == "assign",
              callee.base != nil else { return nil }
        return call
    }

    /// The name of the subject that stands in for `$property` once the class is `@Observable`: `namePublisher`,
    /// else `nameSubject`, whichever the type does not use yet.
    static func subjectName(for property: String, taken: Set<String>) -> String? {
        ["\(property)Publisher", "\(property)Subject"].first { !taken.contains($0) }
    }
}
