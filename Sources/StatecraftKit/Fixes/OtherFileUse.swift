/// Where a type's code outside its declaring file uses a member: `private` would hide the member from it.
enum OtherFileUse {
    /// The path of another file whose extension of `owner` reads, writes, binds or reaches the storage of `name`.
    static func file(using name: String, of owner: TypeInfo, in index: ProjectIndex) -> String? {
        // Extensions that could not be tied to one type (`extension Player.Controls` when each platform declares
        // its own `Controls`) may be this type's too.
        let untied = index.types.externalExtensions[owner.name] ?? []
        for scope in owner.scopes + untied where scope.file != owner.file {
            let usage = scope.scope.usage
            if usage.reads[name] != nil || usage.writes[name] != nil || usage.projections[name] != nil
                || usage.storageAccesses[name] != nil || usage.methodCalls[name] != nil {
                return index.files[scope.file].path
            }
        }
        return nil
    }
}
