/// A stand-in for a type of SwiftUI or UIKit, which Linux has not: a module that declares the
/// platform's names, so a test can import it beside Horizon's and see no ambiguity.
public protocol PlatformStandIn: Sendable {
    /// The framework the real type is in: `SwiftUI` or `UIKit`.
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
