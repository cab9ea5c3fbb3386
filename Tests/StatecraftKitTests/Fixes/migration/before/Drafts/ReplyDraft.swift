import SwiftUI

fileprivate final class Draft: ObservableObject {
    @Published var reply = ""
}

struct ReplyEditor: View {
    @StateObject fileprivate var draft = Draft()

    var body: some View { TextField("Reply", text: $draft.reply) }
}
