import SwiftSyntax

/// The type of the object an expression in a parsed file refers to: the syntax side (`ValueReader`) reads
/// locals, parameters and literals around the expression, and the index's one `ValueResolver` types the rest.
/// Several project types of one name count as unknown: the migration never guesses which class is meant.
struct ObjectTypeResolver {
    let index: ProjectIndex

    func resolve(_ expression: ExprSyntax, file: Int? = nil) -> ObjectResolution {
        let resolved = resolveNames(expression, file: file)
        if case .ambiguous = resolved { return .unknown }
        return resolved
    }

    /// Like `resolve`, but says when several project types share the name (platform twins, say). With the
    /// expression's file, its enclosing type is the one seen from there (of an `App` declared once per platform,
    /// the one in that file).
    func resolveNames(_ expression: ExprSyntax, file: Int? = nil) -> ObjectResolution {
        let contextName = enclosingTypeName(of: Syntax(expression))
        let context = contextName.flatMap { name in
            file.map { index.types.resolve(name, from: nil, file: $0).info } ?? index.types.resolve(name, from: nil).info
        }
        return index.values.resolve(ValueReader.value(of: expression), context: context, contextName: contextName)
    }

    /// A type name seen from `context` (in `file`, when given): a project type (following aliases), or a type from elsewhere.
    func typeNamed(_ name: String, context: String?, file: Int? = nil) -> ObjectResolution {
        switch index.values.typeNamed(name, context: context, file: file) {
        case .ambiguous: return .unknown
        case let resolved: return resolved
        }
    }

    /// The qualified name of the type whose code `node` is in (an extension counts as its extended type).
    func enclosingTypeName(of node: Syntax) -> String? {
        ValueReader.enclosingTypeName(of: node)
    }
}
