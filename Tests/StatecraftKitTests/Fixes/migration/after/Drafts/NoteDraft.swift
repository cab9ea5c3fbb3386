import SwiftUI

/// Each of two files declares its own `fileprivate` `Draft`: two classes, each migrated with its view.
@Observable
fileprivate final class Draft {
    var text = ""
}

struct NoteEditor: View {
    @State fileprivate var draft = Draft()

    var body: some View { TextField("Note", text: $draft.text) }
}
