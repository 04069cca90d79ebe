/// How a hierarchy's text tree is drawn: with ANSI colours or not, within a width or not.
///
/// Plain is the default: what tests compare and what a pipe receives. A terminal gets
/// colours (unless `NO_COLOR` is set) and its width, so long trees stay readable in 80 columns.
public struct TextTreeStyle: Sendable, Hashable {
    /// Whether to colour names, routes and markers with ANSI escape codes.
    public var colors: Bool
    /// The widest a line may be, in characters; `nil` for no limit.
    public var width: Int?

    /// No colours, no width limit.
    public static let plain = TextTreeStyle()

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - colors: Whether to colour.
    ///   - width: The widest a line may be; lines longer are shortened, summary first, with `…`.
    public init(colors: Bool = false, width: Int? = nil) {
        self.colors = colors
        self.width = width
    }

    /// The style for output to a terminal or a pipe.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether standard output is a terminal.
    ///   - environment: The process environment: `NO_COLOR` (set and not empty: no colours),
    ///     `TERM` (`dumb`: no colours), `COLUMNS` (the width; 80 when absent).
    /// - Returns: Plain when piped; colours and the terminal's width otherwise.
    public static func forOutput(isTerminal: Bool, environment: [String: String]) -> TextTreeStyle {
        guard isTerminal else { return .plain }
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        let width = environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 20 ? $0 : nil } ?? 80
        return TextTreeStyle(colors: !noColor, width: width)
    }

    /// The same style for text indented by `columns`.
    public func indented(by columns: Int) -> TextTreeStyle {
        TextTreeStyle(colors: colors, width: width.map { Swift.max(20, $0 - columns) })
    }

    enum Color: String {
        case bold = "1"
        case dim = "2"
        case green = "32"
        case yellow = "33"
        case magenta = "35"
        case cyan = "36"
    }

    func paint(_ text: String, _ color: Color) -> String {
        colors && !text.isEmpty ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
