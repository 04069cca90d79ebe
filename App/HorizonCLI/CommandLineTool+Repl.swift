import Foundation
import HorizonAppInterface

extension CommandLineTool {
    /// `horizon repl`: reads commands line by line (typed, or piped in) until `quit` or the
    /// end of the input, printing after each the hierarchy with its changes and the events.
    func repl(_ arguments: [String]) async -> Int32 {
        guard arguments.isEmpty else { return usage("repl takes no arguments; type help inside it") }
        let session: ReplSession
        do {
            session = ReplSession(app: try makeApp(.fixtures, .headless), style: style)
        } catch {
            errors("horizon: the app did not start: \(error)")
            return 1
        }
        output("horizon repl: the headless app is running; type help for the commands, quit to leave")
        while let line = input() {
            let reply = await session.execute(line.trimmingCharacters(in: .whitespaces))
            for text in reply.lines { output(text) }
            if reply.quits { break }
        }
        return 0
    }
}
