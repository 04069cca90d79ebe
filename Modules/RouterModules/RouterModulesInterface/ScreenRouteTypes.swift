/// A set of route types a screen module supports.
///
/// A module declares them when it registers; performing it with any other route type is
/// `ModuleError.unsupportedRouteType`, before anything is built.
public struct ScreenRouteTypes: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// The route types as bits.
    public let rawValue: Int

    /// Creates a set from its raw bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// `ScreenRouteType.push`.
    public static let push = ScreenRouteTypes(rawValue: 1 << 0)
    /// `ScreenRouteType.presentModally`.
    public static let presentModally = ScreenRouteTypes(rawValue: 1 << 1)
    /// `ScreenRouteType.presentAsSheet`.
    public static let presentAsSheet = ScreenRouteTypes(rawValue: 1 << 2)
    /// `ScreenRouteType.presentAsPopover`, whatever the anchor.
    public static let presentAsPopover = ScreenRouteTypes(rawValue: 1 << 3)
    /// `ScreenRouteType.show`.
    public static let show = ScreenRouteTypes(rawValue: 1 << 4)
    /// `ScreenRouteType.showDetail`.
    public static let showDetail = ScreenRouteTypes(rawValue: 1 << 5)
    /// `ScreenRouteType.addAsChild`.
    public static let addAsChild = ScreenRouteTypes(rawValue: 1 << 6)
    /// `ScreenRouteType.addAsSubview`.
    public static let addAsSubview = ScreenRouteTypes(rawValue: 1 << 7)
    /// `ScreenRouteType.custom`, whatever the transition.
    public static let custom = ScreenRouteTypes(rawValue: 1 << 8)
    /// `ScreenRouteType.makeDestination`.
    public static let makeDestination = ScreenRouteTypes(rawValue: 1 << 9)

    /// Every route type: what a module supports unless it says otherwise.
    public static let all = ScreenRouteTypes(rawValue: (1 << 10) - 1)
    /// The modal presentations: full screen, sheet and popover.
    public static let modal: ScreenRouteTypes = [.presentModally, .presentAsSheet, .presentAsPopover]

    private static let names: [(ScreenRouteTypes, String)] = [
        (.push, "push"), (.presentModally, "presentModally"), (.presentAsSheet, "presentAsSheet"),
        (.presentAsPopover, "presentAsPopover"), (.show, "show"), (.showDetail, "showDetail"),
        (.addAsChild, "addAsChild"), (.addAsSubview, "addAsSubview"), (.custom, "custom"),
        (.makeDestination, "makeDestination"),
    ]

    /// The route types' names, such as `presentModally, presentAsSheet`.
    public var description: String {
        let names = Self.names.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}

extension ScreenRouteType {
    /// The member of `ScreenRouteTypes` this route type belongs to.
    public var kind: ScreenRouteTypes {
        switch self {
        case .push: .push
        case .presentModally: .presentModally
        case .presentAsSheet: .presentAsSheet
        case .presentAsPopover: .presentAsPopover
        case .show: .show
        case .showDetail: .showDetail
        case .addAsChild: .addAsChild
        case .addAsSubview: .addAsSubview
        case .custom: .custom
        case .makeDestination: .makeDestination
        }
    }
}
