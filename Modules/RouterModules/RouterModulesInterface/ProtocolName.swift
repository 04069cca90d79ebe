import RouterInterface
public import RouterValuesInterface

/// The kind of `ProtocolName`.
public enum ProtocolNameKind {}

/// The name of a protocol a module serves on the protocols face (`RoutableScreen<any P>`'s
/// `name`), as errors carry it.
public typealias ProtocolName = TypedName<ProtocolNameKind>
