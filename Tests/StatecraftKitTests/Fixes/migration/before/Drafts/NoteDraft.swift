import SwiftUI

/// Each of two files declares its own `fileprivate` `Draft`: two classes, each migrated with its view.
fileprivate final class Draft: ObservableObject {
    @Published var text = ""
}

struct NoteEditor: View {
    @StateObject fileprivate var draft = Draft()

    var body: some View { TextField("Note", text: $draft.text) }
}
