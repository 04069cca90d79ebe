extension RegistrationKey {
    /// A protocol on the protocols face, of the given kind (`screen` or `service`).
    public static func protocolModule(_ name: ProtocolName, kind: String) -> Self { Self("\(kind) module \(name)") }

    /// A custom transition's name.
    public static func transition(_ name: String) -> Self { Self("custom transition '\(name)'") }
}
