public import RouterInterface

/// The links-and-state face: what code that opens links calls.
///
/// Features get it with `@Resolved var links: any LinkOpening`; the composition root
/// declares the link tree on the face itself.
/// ```swift
/// try links.open(AppLink.show(id: 42))
/// ```
@MainActor
public protocol LinkOpening: AnyObject, Sendable {
    /// Opens a link: computes the hierarchy it asks for and applies the smallest change.
    ///
    /// Screens whose route is unchanged stay (the same instances); what the target no longer
    /// holds is unwound, top first. When a guard on the way refuses, its redirect is opened
    /// instead and the link waits for `resumePendingLink()`.
    ///
    /// - Parameters:
    ///   - text: A link with one of the app's origins (`app://shows/42`) or an in-app path (`shows/42`).
    ///   - options: `.junctionsOnly` to keep the deeper state of the target tab; `.fromOutside`
    ///     for schemeless text that came from outside the app.
    /// - Returns: What changed, in order.
    /// - Throws: `LinkError.badLink` with the reason, `.noLinkTree`, `.guardLoop`, or `.routing`
    ///   with what building a screen threw; nothing changed then.
    @discardableResult
    func open(link text: String, options: LinkOptions) throws(LinkError) -> LinkDispatch

    /// The route a link opens, without opening it: parsed, matched and decoded.
    ///
    /// - Parameter text: A link, as `open(link:options:)` takes it.
    /// - Returns: The endpoint's route.
    /// - Throws: `LinkError.badLink` with the reason, or `.noLinkTree`.
    func route(forLink text: String) throws(LinkError) -> any Route

    /// Opens the link a guard refused, if any (after the user signed in, say).
    ///
    /// - Returns: What it did, or `nil` when no link was waiting.
    /// - Throws: What `open(link:options:)` throws.
    @discardableResult
    func resumePendingLink() throws(LinkError) -> LinkDispatch?
}

extension LinkOpening {
    /// Opens an in-app link with no options.
    ///
    /// - Returns: What changed, in order.
    /// - Throws: What `open(link:options:)` throws.
    @discardableResult
    public func open(link text: String) throws(LinkError) -> LinkDispatch {
        try open(link: text, options: [])
    }

    /// Opens the link of a typed request.
    ///
    /// - Parameters:
    ///   - request: A case of the app's link requests.
    ///   - options: As for `open(link:options:)`.
    /// - Returns: What changed, in order.
    /// - Throws: What `open(link:options:)` throws, such as `LinkError.badLink` when the link
    ///   tree refuses a value the request carries.
    @discardableResult
    public func open(_ request: some LinkRequest, options: LinkOptions = []) throws(LinkError) -> LinkDispatch {
        try open(link: request.link, options: options)
    }
}
