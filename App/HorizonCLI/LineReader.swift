import Foundation

/// Standard input, line by line, holding at most one bounded line in memory: `horizon repl`
/// reads it. A line longer than `limit` bytes comes back cut to `limit + 1` bytes, which the
/// session refuses, and the rest of it is read past and dropped, so a 50 MB line costs neither
/// 50 MB of memory nor of output.
final class LineReader {
    /// The longest line read whole, in bytes.
    let limit: Int
    private let handle: FileHandle
    private var buffer = Data()
    private var ended = false

    /// A reader of `handle` (standard input by default).
    init(limit: Int, handle: FileHandle = .standardInput) {
        (self.limit, self.handle) = (limit, handle)
    }

    /// The next line without its line break; `nil` at the end of the input.
    func next() -> String? {
        var line = Data()
        var overflowed = false
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                take(buffer[buffer.startIndex..<newline], into: &line, overflowed: &overflowed)
                buffer.removeSubrange(buffer.startIndex...newline)
                return String(decoding: line, as: UTF8.self)
            }
            take(buffer, into: &line, overflowed: &overflowed)
            buffer.removeAll(keepingCapacity: true)
            guard !ended else { return line.isEmpty && !overflowed ? nil : String(decoding: line, as: UTF8.self) }
            let chunk = handle.availableData
            if chunk.isEmpty { ended = true } else { buffer = chunk }
        }
    }

    /// Appends `bytes` to `line` up to `limit + 1` bytes; the rest is dropped.
    private func take(_ bytes: Data, into line: inout Data, overflowed: inout Bool) {
        let room = limit + 1 - line.count
        guard room > 0 else {
            overflowed = overflowed || !bytes.isEmpty
            return
        }
        line.append(bytes.prefix(room))
        if bytes.count > room { overflowed = true }
    }
}
