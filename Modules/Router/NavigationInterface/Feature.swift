public import UIToolkitInterface

/// Builds the screen for what it is opened with; its dependencies are `@Resolved` properties.
///
/// A feature states what it builds from in `build(from:)`, and the compiler holds everyone to
/// it: `registerRoute(_:feature:)` takes only a feature whose `Input` is that route type, a
/// screen module's feature builds from `NoInput`, a maker's from the maker's arguments. The
/// router hands `build` that value, typed, so a feature never casts it.
///
/// ```swift
/// struct SettingsFeature: Feature {
///     @Resolved var session: any UserSession
///     func build(from route: SettingsRoute) throws -> Screen {
///         SettingsScreen(session: session, shouldRefresh: route.shouldRefresh)
///     }
/// }
/// ```
///
/// The router creates a feature with `init()` inside an injection context, so every
/// `@Resolved` property is resolved from the container before `isEnabled()` or `build`
/// runs. A missing dependency never reaches the feature: the router reports it as
/// `RouterError.dependency` instead.
@MainActor
public protocol Feature<Input> {
    /// What the feature builds from: the route type it serves, `NoInput` for a screen opened
    /// without one (a screen module), or a maker's arguments.
    associatedtype Input

    /// Creates the feature; the router resolves its `@Resolved` properties here.
    init()

    /// Whether the feature may be shown now, typically read from a feature flag.
    ///
    /// - Returns: `true` by default.
    func isEnabled() -> Bool

    /// The feature to show instead while this one is disabled; it builds from the same input.
    ///
    /// - Parameter input: What the feature is being opened with.
    /// - Returns: A fallback feature, or `nil` (the default) to report `RouterError.featureDisabled`.
    func fallback(for input: Input) -> (any Feature<Input>.Type)?

    /// Builds the screen.
    ///
    /// - Parameter input: What the feature is opened with: its route, `NoInput()`, or a maker's arguments.
    /// - Returns: A new screen that is not yet in any hierarchy.
    /// - Throws: Any error of the feature's own, which the router reports as `.buildFailed`.
    func build(from input: Input) throws -> Screen
}

extension Feature {
    /// Features are enabled unless they say otherwise.
    public func isEnabled() -> Bool { true }

    /// Features have no fallback unless they name one.
    public func fallback(for input: Input) -> (any Feature<Input>.Type)? { nil }
}

/// What a feature opened without a route builds from: a screen module's feature declares
/// `func build(from _: NoInput)`.
public struct NoInput: Sendable, Hashable {
    /// The one value.
    public init() {}
}
