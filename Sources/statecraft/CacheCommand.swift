import ArgumentParser
import Foundation
import StatecraftKit

/// `--no-cache` and `--cache-path`, for the commands that read facts of unchanged files from the cache.
struct CacheOptions: ParsableArguments {
    @Flag(name: .long, help: "Parse every file, and neither read nor write the facts cache.")
    var noCache = false

    @Option(name: .long, help: ArgumentHelp("Keep the facts cache in this folder (default: $XDG_CACHE_HOME/statecraft, ~/Library/Caches/statecraft on macOS).", valueName: "folder"))
    var cachePath: String?

    /// The cache to use, nil with `--no-cache` or when the running build cannot be identified.
    var cache: FactsCache? {
        noCache ? nil : FactsCache(folder: cachePath ?? FactsCache.defaultFolder)
    }
}

struct CacheCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache", abstract: "Manage the facts cache.", subcommands: [Clean.self, Path.self])

    struct Clean: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Delete every cached entry.")

        @Option(name: .long, help: ArgumentHelp("The cache folder (default: the one check uses).", valueName: "folder"))
        var cachePath: String?

        func run() throws {
            let folder = cachePath ?? FactsCache.defaultFolder
            do {
                let freed = try FactsCache.clean(folder)
                print("Cleaned \(folder) (\(ByteCountFormatter.string(fromByteCount: Int64(freed), countStyle: .file)) freed).")
            } catch {
                throw Exit.usage("cannot clean \(folder): \(error.localizedDescription)")
            }
        }
    }

    struct Path: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the cache folder.")

        func run() throws {
            print(FactsCache.defaultFolder)
        }
    }
}
