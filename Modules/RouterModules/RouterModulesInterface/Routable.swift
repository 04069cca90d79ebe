/// A module's protocol, made routable by the interface that declares the protocol.
///
/// Callers ask for a module by its protocol and never see its type:
/// ```swift
/// modules.perform(RoutableScreen<any NoteEditorInput>()) { config in … }
/// let time = modules.perform(RoutableService<any TimeServiceInput>()) { _ in }
/// ```
/// The interface that declares the protocol makes it routable with a constrained extension,
/// so asking for a protocol that no interface declared routable does not compile:
/// ```swift
/// extension Routable where Kind == ScreenModule, Destination == any NoteEditorInput {
///     public init() { self.init(declaring: Destination.self) }
/// }
/// ```
/// `init(declaring:)` is the escape hatch for code that builds declarations dynamically; a
/// declaration nobody registered is reported as `ModuleError.unregisteredProtocol`.
public struct Routable<Kind: RoutableKind, Destination>: Sendable, Hashable, CustomStringConvertible {
    /// The protocol's identity: the registry key.
    public let key: ObjectIdentifier
    /// The protocol's name without `any`, such as `"NoteEditorInput"`.
    public let name: String

    /// Declares `type` routable; call it from the interface that declares the protocol.
    ///
    /// - Parameter type: The protocol existential, such as `(any NoteEditorInput).self`.
    public init(declaring type: Destination.Type) {
        key = ObjectIdentifier(type)
        let described = String(describing: type)
        name = described.hasPrefix("any ") ? String(described.dropFirst(4)) : described
    }

    public var description: String { name }
}

/// What kind of module a `Routable` finds: a screen or a service.
public protocol RoutableKind {
    /// `"screen"` or `"service"`, for messages.
    static var kindName: String { get }
}

/// The kind of `RoutableScreen`: a module whose destination is a screen.
public enum ScreenModule: RoutableKind {
    public static var kindName: String { "screen" }
}

/// The kind of `RoutableService`: a module whose destination is a service object.
public enum ServiceModule: RoutableKind {
    public static var kindName: String { "service" }
}

/// A screen module's routable protocol.
public typealias RoutableScreen<Destination> = Routable<ScreenModule, Destination>

/// A service module's routable protocol.
public typealias RoutableService<Destination> = Routable<ServiceModule, Destination>

/// The kind of `RoutableMaker`: a screen module whose destination is made from typed
/// arguments the caller fills.
public enum MakerModule<Arguments>: RoutableKind {
    public static var kindName: String { "screen maker" }
}

/// A screen module made from typed arguments: the interface declares the arguments and the
/// protocol, the module's feature builds from them (its `Input`), and the compiler checks both.
///
/// ```swift
/// // NoteEditorInterface
/// extension Routable where Kind == MakerModule<NoteDraft>, Destination == any NoteEditorInput {
///     public init() { self.init(declaring: Destination.self) }
/// }
/// // a caller
/// modules.perform(RoutableMaker<NoteDraft, any NoteEditorInput>(), with: NoteDraft(title: "Ideas")) { config in … }
/// ```
public typealias RoutableMaker<Arguments, Destination> = Routable<MakerModule<Arguments>, Destination>
