// One node of `swift-api-digester -dump-sdk -abi`'s output: a declaration or a type.
import Foundation

/// A node of the ABI dump `swift-api-digester -dump-sdk -abi` writes for a module: a type
/// declaration, a member (`Var` for a property or an enum case), or a type that names others
/// (`TypeNominal`, `TypeFunc`) in its children.
public struct ABINode: Decodable, Sendable {
    /// `TypeDecl`, `Var`, `Function`, `TypeNominal`, `TypeFunc`, …
    public let kind: String
    /// The declaration's or the type's own name (`Optional`, `Tuple` for a tuple).
    public let name: String
    /// The type as Swift prints it, qualified by its module (`LoginInterface.Account`).
    public let printedName: String
    /// `Struct`, `Enum`, `Class`, `Var`, `EnumElement`, … for a declaration.
    public let declKind: String?
    /// The module that declares it (for an extension of another module's type, that module).
    public let moduleName: String?
    /// The declaration's, or the named type's, unique identifier.
    public let usr: String?
    /// Whether the property has storage (a stored property: private, lazy and observed ones included).
    public let hasStorage: Bool
    /// Whether the member is `static`.
    public let isStatic: Bool
    /// The compiler's attributes of the declaration (`Indirect` for an indirect case).
    public let declAttributes: [String]
    /// A declaration's members; the types a type names (a generic's arguments, a tuple's
    /// elements, a function's result and parameters).
    public let children: [ABINode]

    private enum CodingKeys: String, CodingKey {
        case kind, name, printedName, declKind, moduleName, usr, hasStorage, declAttributes, children
        case isStatic = "static"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        kind = try container.decode(String.self, forKey: .kind)
        name = try container.decode(String.self, forKey: .name)
        printedName = try container.decodeIfPresent(String.self, forKey: .printedName) ?? name
        declKind = try container.decodeIfPresent(String.self, forKey: .declKind)
        moduleName = try container.decodeIfPresent(String.self, forKey: .moduleName)
        usr = try container.decodeIfPresent(String.self, forKey: .usr)
        hasStorage = try container.decodeIfPresent(Bool.self, forKey: .hasStorage) ?? false
        isStatic = try container.decodeIfPresent(Bool.self, forKey: .isStatic) ?? false
        declAttributes = try container.decodeIfPresent([String].self, forKey: .declAttributes) ?? []
        children = try container.decodeIfPresent([ABINode].self, forKey: .children) ?? []
    }

    /// The file's root: `{"ABIRoot": {…}}`.
    public struct File: Decodable, Sendable {
        /// The module's node.
        public let root: ABINode
        private enum CodingKeys: String, CodingKey { case root = "ABIRoot" }
    }

    /// The type declarations under this node that `module` declares (not its extensions of
    /// other modules' types), nested ones included, each with its name from the top level
    /// (`Outer.Inner`). The digester lists the public ones and the `@usableFromInline` ones.
    public func typeDeclarations(of module: String, within outer: String? = nil) -> [(name: String, node: ABINode)] {
        children.filter { $0.kind == "TypeDecl" }.flatMap { child in
            let name = outer.map { "\($0).\(child.name)" } ?? child.name
            let own = child.moduleName == module ? [(name, child)] : []
            return own + child.typeDeclarations(of: module, within: name)
        }
    }

    /// Whether a value of this generic type stores one of its generic parameters (a phantom
    /// parameter, which only tells names apart, does not change the layout).
    public var storesGenericParameter: Bool {
        func names(_ node: ABINode) -> Bool { node.name == "GenericTypeParam" || node.children.contains(where: names) }
        return storedMembers.contains { names($0.type) }
    }

    /// What a value of this type declaration stores inline: its stored instance properties'
    /// types (a struct's or a class's) or its direct cases' payloads (an enum's), each with the
    /// member's name.
    public var storedMembers: [(member: String, type: ABINode)] {
        let indirectEnum = declAttributes.contains("Indirect")
        return children.compactMap { member in
            guard member.kind == "Var", !member.isStatic else { return nil }
            if member.declKind == "EnumElement" {
                // (Enum.Type) -> (payload) -> Enum: the inner function's second child is the payload.
                guard !indirectEnum, !member.declAttributes.contains("Indirect"),
                    let payload = member.children.first?.children.first?.children.dropFirst().first
                else { return nil }
                return (member.name, payload)
            }
            guard member.hasStorage, let type = member.children.first else { return nil }
            return (member.name, type)
        }
    }
}
