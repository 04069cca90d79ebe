import HeadlessUI
import RouterInterface

/// How the router builds a screen module registered under a protocol.
struct ScreenModuleEntry {
    /// The registration itself.
    enum Source {
        /// A feature builds the screen; `view` casts it to the protocol.
        case feature(any Feature.Type, view: @MainActor (Screen) -> Any?)
        /// Another protocol's module builds it; `adapt` turns that module's destination into this one's.
        case adapter(to: ObjectIdentifier, name: String, adapt: @MainActor (Any) -> Any?)
    }

    /// The protocol's name.
    let name: String
    let source: Source
}

/// A screen module made ready to build: the feature, the protocol that registered it, and
/// how to see its screen as the protocol performed (through any adapters).
struct ResolvedModule {
    /// The protocol whose feature builds the screen (the provider, for an adapter).
    let builder: String
    let feature: any Feature.Type
    let view: @MainActor (Screen) -> Any?
}
