import ArgumentParser
import Foundation
import StatecraftKit
import StatecraftLSP

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve Statecraft's findings to editors over the Language Server Protocol (standard input and output).",
        discussion: """
            Each workspace folder is checked whole, with its .statecraft.yml and baseline, and open files as the \
            editor holds them: diagnostics follow every edit, in every file it affects. Code actions apply what \
            `statecraft fix` would (one line's findings, or the whole file's); hovering a finding explains its rule.
            """)

    @OptionGroup var cache: CacheOptions

    func run() throws {
        let server = LanguageServer(cacheFolder: cache.noCache ? nil : (cache.cachePath ?? FactsCache.defaultFolder))
        throw ExitCode(server.run())
    }
}
