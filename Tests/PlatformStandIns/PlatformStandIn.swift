/// A stand-in for a type of SwiftUI or UIKit, which Linux has not, or of a library a Swift team
/// imports beside Horizon (swift-dependencies, TCA, Needle, Swinject): a module that declares
/// their names, so a test can import it beside Horizon's and see no ambiguity.
public protocol PlatformStandIn: Sendable {
    /// The framework or library the real type is in: `SwiftUI`, `UIKit`, `swift-dependencies`…
    static var framework: String { get }
}

/// A SwiftUI stand-in.
public protocol SwiftUIStandIn: PlatformStandIn {}

extension SwiftUIStandIn {
    /// SwiftUI.
    public static var framework: String { "SwiftUI" }
}

/// A UIKit stand-in.
public protocol UIKitStandIn: PlatformStandIn {}

extension UIKitStandIn {
    /// UIKit.
    public static var framework: String { "UIKit" }
}

/// The stand-ins a tuple type names, in order: a list written in type position, where a name two
/// imported modules declare is ambiguous, rather than in an expression, where the expected type
/// would pick the stand-in and hide the clash.
///
/// - Parameter list: A tuple of stand-in types, such as `(View, Text).self`.
/// - Returns: Each element's type.
public func listedStandIns<each StandIn: PlatformStandIn>(_ list: (repeat each StandIn).Type)
    -> [any PlatformStandIn.Type]
{
    var types: [any PlatformStandIn.Type] = []
    for type in repeat (each StandIn).self {
        types.append(type)
    }
    return types
}
