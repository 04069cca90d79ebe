public import RouterInterface
public import RouterValuesInterface

extension RegistrationKey {
    /// A protocol on the protocols face, of the given kind (`screen` or `service`).
    public static func protocolModule(_ name: ProtocolName, kind: String) -> Self { Self("\(kind) module \(name)") }
}
