extension FileFacts {
    /// Narrows every platform the file's facts carry to `platforms`, those its targets build for: the file's
    /// `#if` clauses say where code exists within them, the targets where the file exists at all.
    mutating func restrict(to platforms: Platforms) {
        for index in types.indices {
            types[index].platforms.formIntersection(platforms)
            types[index].scope.restrict(to: platforms)
        }
        for index in extensions.indices {
            extensions[index].platforms.formIntersection(platforms)
            extensions[index].scope.restrict(to: platforms)
        }
        fileScope.restrict(to: platforms)
        for index in previews.indices { previews[index].tree.restrict(to: platforms) }
        for index in hostings.indices { hostings[index].tree.restrict(to: platforms) }
        for index in hostingMembers.indices { hostingMembers[index].hosting.tree.restrict(to: platforms) }
        for index in contentConstructions.indices { contentConstructions[index].tree.restrict(to: platforms) }
    }
}

extension MemberScope {
    mutating func restrict(to platforms: Platforms) {
        for index in properties.indices { properties[index].platforms.formIntersection(platforms) }
        for index in viewTrees.indices { viewTrees[index].restrict(to: platforms) }
        for (name, members) in usage.readsByMember {
            usage.readsByMember[name] = members.mapValues { reads in
                var reads = reads
                reads.platforms.formIntersection(platforms)
                return reads
            }
        }
    }
}

extension ViewTreeFact {
    mutating func restrict(to platforms: Platforms) {
        self.platforms.formIntersection(platforms)
        for index in uses.indices { uses[index].platforms.formIntersection(platforms) }
    }
}
