import SwiftUI

@Observable
fileprivate final class Draft {
    var reply = ""
}

struct ReplyEditor: View {
    @State fileprivate var draft = Draft()

    var body: some View { TextField("Reply", text: $draft.reply) }
}
