import SwiftUI

@Observable
class OrdersViewModel {
    var orders: [String] = []
    func load() async {}
}

struct OrdersScreen: View {
    @State var model = OrdersViewModel()
    @State var filter = ""
    @State var selection: String?
    @Environment(\.dismiss) var dismiss
    @FocusState var focused: Bool

    var body: some View {
        NavigationView {
            List(model.orders, id: \.self) { Text($0) }
        }
        .onAppear {
            Task(priority: .userInitiated) {
                await model.load()
                filter = ""
            }
        }
    }
}

struct Sidebar: View {
    @State var expanded = false

    var body: some View {
        NavigationView {
            Text("Sidebar")
            Text("Detail")
        }
        .onAppear {
            // Refresh in the background.
            Task { await refresh() }
        }
    }

    func refresh() async {}
}

struct Legacy: View {
    @State var title = "Orders"

    var body: some View {
        NavigationView {
            Text(title)
        }
        .navigationViewStyle(.stack)
        .onAppear { Task { await reload() } }
        .onAppear {
            print("appeared")
            Task { await reload() }
        }
    }

    func reload() async {}
}

struct Callers: View {
    var body: some View {
        Legacy(title: "Archive")
        Stepper()
    }
}

final class StepModel: ObservableObject {
    @Published var step = 1
}

struct Stepper: View {
    @ObservedObject var model = StepModel()

    var body: some View {
        Text("\(model.step)")
    }
}

struct Loader: View {
    var body: some View {
        Text("Loading")
            .onAppear {
                Task { try await load() }
            }
    }

    func load() async throws {}
}

@Observable
final class TagViewModel: Hashable {
    var name = ""

    static func == (lhs: TagViewModel, rhs: TagViewModel) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

struct TagScreen: View {
    @State private var model = TagViewModel()
    var body: some View { Text(model.name) }
}

struct RenameSheet: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var name = ""
    var body: some View {
        TextField("Name", text: $name)
        Button("Done") { presentationMode.wrappedValue.dismiss() }
    }
}
