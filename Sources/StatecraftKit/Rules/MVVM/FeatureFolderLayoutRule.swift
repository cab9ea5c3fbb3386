import Foundation

struct FeatureFolderLayoutRule: ProjectRule {
    static let description = RuleDescription(
        id: "feature-folder-layout",
        pack: .mvvm,
        severity: .info,
        optIn: true,
        summary: "A screen's view model kept away from its view where the project keeps them together",
        rationale: """
            The MVVM layout groups code by feature: `Features/Checkout/CheckoutView.swift` next to \
            `Features/Checkout/CheckoutViewModel.swift`, so a screen's two halves are found, reviewed and moved \
            together. When most screens of a project follow that layout, a view model declared inside its view's \
            file, or in another folder, is the one a reader does not find where the rest of the project taught \
            them to look. Give it its own file in the view's folder.
            """,
        exclusions: """
            Projects that do not follow the feature layout (fewer than three screens with a view model named for \
            them, or fewer than 60% of those kept in a file beside the view): a project that keeps its view \
            models elsewhere on purpose is left alone. A feature folder with layer subfolders (`Checkout/Views/`, \
            `Checkout/ViewModels/`) counts as the feature layout. View models not named for \
            their screen (shared, or named for the data), view models the screen receives, and file-private ones \
            are not counted. Opt-in: a layout is a team's convention, not a defect. Measured on 119 open-source \
            apps: 15 view models in 6 apps, 10 out of step with their project's layout, 5 true but minor (debug and \
            QA screens, small files), none wrong.
            """,
        triggering: [
            RuleExample("""
                // Features/Cart/CartView.swift
                struct CartView: View {
                    @State private var model = CartViewModel()
                    var body: some View { Text(model.total) }
                }
                ---
                // Features/Cart/CartViewModel.swift
                @Observable @MainActor final class CartViewModel { var total = "0" }
                ---
                // Features/Orders/OrdersView.swift
                struct OrdersView: View {
                    @State private var model = OrdersViewModel()
                    var body: some View { Text(model.title) }
                }
                ---
                // Features/Orders/OrdersViewModel.swift
                @Observable @MainActor final class OrdersViewModel { var title = "" }
                ---
                // Features/Profile/ProfileView.swift
                struct ProfileView: View {
                    @State private var model = ProfileViewModel()
                    var body: some View { Text(model.name) }
                }
                ---
                // Features/Profile/ProfileViewModel.swift
                @Observable @MainActor final class ProfileViewModel { var name = "" }
                ---
                // Features/Search/SearchView.swift
                struct SearchView: View {
                    @State private var model = SearchViewModel()
                    var body: some View { Text(model.query) }
                }
                @Observable @MainActor final class ↓SearchViewModel { var query = "" }
                ---
                // App.swift
                @main struct ShopApp: App {
                    var body: some Scene { WindowGroup { TabView { CartView(); OrdersView(); ProfileView(); SearchView() } } }
                }
                """, paths: ["Features/Cart/CartView.swift", "Features/Cart/CartViewModel.swift",
                             "Features/Orders/OrdersView.swift", "Features/Orders/OrdersViewModel.swift",
                             "Features/Profile/ProfileView.swift", "Features/Profile/ProfileViewModel.swift",
                             "Features/Search/SearchView.swift", "App.swift"]),
            RuleExample("""
                // Features/Cart/CartView.swift
                struct CartView: View {
                    @State private var model = CartViewModel()
                    var body: some View { Text(model.total) }
                }
                ---
                // Features/Cart/CartViewModel.swift
                @Observable @MainActor final class CartViewModel { var total = "0" }
                ---
                // Features/Orders/Views/OrdersView.swift
                struct OrdersView: View {
                    @State private var model = OrdersViewModel()
                    var body: some View { Text(model.title) }
                }
                ---
                // Features/Orders/ViewModels/OrdersViewModel.swift
                @Observable @MainActor final class OrdersViewModel { var title = "" }
                ---
                // Features/Search/SearchView.swift
                struct SearchView: View {
                    @State private var model = SearchViewModel()
                    var body: some View { Text(model.query) }
                }
                ---
                // Shared/Models/SearchViewModel.swift
                @Observable @MainActor final class ↓SearchViewModel { var query = "" }
                ---
                // App.swift
                @main struct ShopApp: App {
                    var body: some Scene { WindowGroup { TabView { CartView(); OrdersView(); SearchView() } } }
                }
                """, paths: ["Features/Cart/CartView.swift", "Features/Cart/CartViewModel.swift",
                             "Features/Orders/Views/OrdersView.swift", "Features/Orders/ViewModels/OrdersViewModel.swift",
                             "Features/Search/SearchView.swift", "Shared/Models/SearchViewModel.swift", "App.swift"]),
        ],
        nonTriggering: [
            RuleExample("""
                // Views/CartView.swift
                struct CartView: View {
                    @State private var model = CartViewModel()
                    var body: some View { Text(model.total) }
                }
                ---
                // Views/OrdersView.swift
                struct OrdersView: View {
                    @State private var model = OrdersViewModel()
                    var body: some View { Text(model.title) }
                }
                ---
                // Views/ProfileView.swift
                struct ProfileView: View {
                    @State private var model = ProfileViewModel()
                    var body: some View { Text(model.name) }
                }
                ---
                // ViewModels/ViewModels.swift
                @Observable @MainActor final class CartViewModel { var total = "0" }
                @Observable @MainActor final class OrdersViewModel { var title = "" }
                @Observable @MainActor final class ProfileViewModel { var name = "" }
                ---
                // App.swift
                @main struct ShopApp: App {
                    var body: some Scene { WindowGroup { TabView { CartView(); OrdersView(); ProfileView() } } }
                }
                """, paths: ["Views/CartView.swift", "Views/OrdersView.swift", "Views/ProfileView.swift",
                             "ViewModels/ViewModels.swift", "App.swift"]),
            RuleExample("""
                // Cart/Views/CartView.swift
                struct CartView: View {
                    @State private var model = CartViewModel()
                    var body: some View { Text(model.total) }
                }
                ---
                // Cart/ViewModels/CartViewModel.swift
                @Observable @MainActor final class CartViewModel { var total = "0" }
                ---
                // Orders/Views/OrdersView.swift
                struct OrdersView: View {
                    @State private var model = OrdersViewModel()
                    var body: some View { Text(model.title) }
                }
                ---
                // Orders/ViewModels/OrdersViewModel.swift
                @Observable @MainActor final class OrdersViewModel { var title = "" }
                ---
                // Profile/ProfileView.swift
                struct ProfileView: View {
                    @State private var model = ProfileViewModel()
                    var body: some View { Text(model.name) }
                }
                ---
                // Profile/ProfileViewModel.swift
                @Observable @MainActor final class ProfileViewModel { var name = "" }
                ---
                // App.swift
                @main struct ShopApp: App {
                    var body: some Scene { WindowGroup { TabView { CartView(); OrdersView(); ProfileView() } } }
                }
                """, paths: ["Cart/Views/CartView.swift", "Cart/ViewModels/CartViewModel.swift",
                             "Orders/Views/OrdersView.swift", "Orders/ViewModels/OrdersViewModel.swift",
                             "Profile/ProfileView.swift", "Profile/ProfileViewModel.swift", "App.swift"]),
        ])

    static let minimumPairs = 3
    static let conventionShare = 0.6

    func checkProject(_ project: ProjectContext) -> [ProjectViolation] {
        let pairs = ScreenModelPlacement.pairs(project.architecture.model, index: project.index)
        let kept = pairs.filter { $0.placement == .featureFolder }.count
        guard pairs.count >= Self.minimumPairs, Double(kept) >= Self.conventionShare * Double(pairs.count) else { return [] }
        let convention = """
            \(kept) of \(pairs.count) screens here keep their view model in its own file beside the view (in its folder, \
            or a `Views`/`ViewModels` folder of the same feature)
            """
        return pairs.compactMap { pair in
            let model = pair.model, viewFile = project.index.files[pair.view.file].path
            switch pair.placement {
            case .featureFolder:
                return nil
            case .viewFile:
                return ProjectViolation(file: model.file, model.declaration.position, """
                    `\(model.name)` is declared in its view's file `\(Self.fileName(viewFile))`: \(convention); \
                    give it its own file, as they do
                    """)
            case .elsewhere:
                let modelFile = project.index.files[model.file].path
                return ProjectViolation(file: model.file, model.declaration.position, """
                    `\(model.name)` is declared in `\(Self.display(modelFile))`, away from `\(pair.view.name)` in \
                    `\(Self.display(folderOf: viewFile))/`: \(convention); move it beside its view
                    """)
            }
        }
    }

    private static func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }

    /// The last two folders and the file: enough to find it, short enough to read.
    private static func display(_ path: String) -> String {
        path.split(separator: "/").suffix(3).joined(separator: "/")
    }

    private static func display(folderOf path: String) -> String {
        path.split(separator: "/").dropLast().suffix(2).joined(separator: "/")
    }
}

/// Where each screen keeps the view model named for it, relative to the screen's own file.
struct ScreenModelPlacement {
    enum Placement { case featureFolder, viewFile, elsewhere }

    var view: TypeInfo
    var model: TypeInfo
    var placement: Placement

    static func pairs(_ architecture: ArchitectureModel, index: ProjectIndex) -> [ScreenModelPlacement] {
        let roles = index.roles.viewModels
        var seen = Set<ObjectIdentifier>()
        var result: [ScreenModelPlacement] = []
        for screen in architecture.screens where screen.style == .mvvm {
            guard let holding = screen.viewModels.first(where: {
                $0.isOwned && roles.isScreenViewModel($0.object) && ViewModelRole.isNamed(for: screen.view, $0.object)
                    && !$0.object.isFilePrivate && !$0.object.declaration.isLocal
            }), seen.insert(ObjectIdentifier(holding.object)).inserted else { continue }
            let placement = placement(view: index.files[screen.view.file].path, model: index.files[holding.object.file].path)
            result.append(ScreenModelPlacement(view: screen.view, model: holding.object, placement: placement))
        }
        return result
    }

    /// Kept in the feature's folder when, below the folder both files share, each path goes on in a layer folder
    /// (`Views/`, `ViewModels/`, `Screens/`) or not at all: `Checkout/CheckoutView.swift` and
    /// `Checkout/CheckoutViewModel.swift`, or `Swap/Views/Screens/SwapScreen.swift` and `Swap/ViewModels/SwapViewModel.swift`.
    static func placement(view: String, model: String) -> Placement {
        if view == model { return .viewFile }
        let viewFolders = view.split(separator: "/").dropLast(), modelFolders = model.split(separator: "/").dropLast()
        let shared = zip(viewFolders, modelFolders).prefix { $0 == $1 }.count
        // Below a layer folder, any grouping: `Defi/View/Earn/` and `Defi/ViewModel/` are one feature's.
        let sides = [viewFolders.dropFirst(shared), modelFolders.dropFirst(shared)]
        return sides.allSatisfy { $0.first.map { layerFolders.contains($0.lowercased()) } ?? true } ? .featureFolder : .elsewhere
    }

    private static let layerFolders: Set<String> = [
        "view", "views", "viewmodel", "viewmodels", "model", "models", "ui", "screen", "screens", "presentation",
    ]
}
