import RouterLinksInterface

/// The schemes and hosts an app handles.
public struct LinkOrigins: Sendable, Hashable {
    /// Custom schemes whose path starts right after `://`, such as `app`.
    public var schemes: Set<String>
    /// Web schemes, such as `https`, whose links must name one of `hosts`.
    public var webSchemes: Set<String>
    /// Hosts of universal links, such as `app.example`.
    public var hosts: Set<String>

    /// Creates the origins; schemes and hosts are compared in lowercase.
    public init(schemes: Set<String>, webSchemes: Set<String> = ["https"], hosts: Set<String>) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.webSchemes = Set(webSchemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
    }

    /// How the app's links start, sorted: `scheme://` for each custom scheme, then
    /// `scheme://host/` for each web scheme and host.
    public var prefixes: [String] {
        schemes.sorted().map { "\($0)://" }
            + webSchemes.sorted().flatMap { scheme in hosts.sorted().map { "\(scheme)://\($0)/" } }
    }
}
