/// One registered module, as `horizon routes` lists it.
public struct ModuleInfo: Codable, Sendable, Hashable {
    /// The protocol, such as `"NoteEditorInput"`.
    public var protocolName: String
    /// `"screen"` or `"service"`.
    public var kind: String
    /// The feature that builds it, or the adapter that forwards it.
    public var providedBy: String
    /// The installed entry (`AppEntry.name`) that registered it; `nil` when the composition root did (adapters).
    public var entry: String?

    /// Describes a module.
    public init(protocolName: String, kind: String, providedBy: String, entry: String? = nil) {
        self.protocolName = protocolName
        self.kind = kind
        self.providedBy = providedBy
        self.entry = entry
    }
}
