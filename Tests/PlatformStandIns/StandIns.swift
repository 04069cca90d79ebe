// The names a SwiftUI or UIKit file sees beside Horizon's modules, from the frameworks' documentation.
// Each is an empty type: only its name matters.

/// Stands in for SwiftUI's `View`.
public struct View: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Text`.
public struct Text: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Image`.
public struct Image: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Button`.
public struct Button: SwiftUIStandIn {}

/// Stands in for SwiftUI's `List`.
public struct List: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Section`.
public struct Section: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Form`.
public struct Form: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Group`.
public struct Group: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Label`.
public struct Label: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Link`.
public struct Link: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Menu`.
public struct Menu: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Picker`.
public struct Picker: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Toggle`.
public struct Toggle: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Slider`.
public struct Slider: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Stepper`.
public struct Stepper: SwiftUIStandIn {}

/// Stands in for SwiftUI's `TextField`.
public struct TextField: SwiftUIStandIn {}

/// Stands in for SwiftUI's `ScrollView`.
public struct ScrollView: SwiftUIStandIn {}

/// Stands in for SwiftUI's `VStack`.
public struct VStack: SwiftUIStandIn {}

/// Stands in for SwiftUI's `HStack`.
public struct HStack: SwiftUIStandIn {}

/// Stands in for SwiftUI's `ZStack`.
public struct ZStack: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Spacer`.
public struct Spacer: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Divider`.
public struct Divider: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Color`.
public struct Color: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Font`.
public struct Font: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Path`.
public struct Path: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Shape`.
public struct Shape: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Animation`.
public struct Animation: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Transition`.
public struct Transition: SwiftUIStandIn {}

/// Stands in for SwiftUI's `AnyTransition`.
public struct AnyTransition: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Gesture`.
public struct Gesture: SwiftUIStandIn {}

/// Stands in for SwiftUI's `TapGesture`.
public struct TapGesture: SwiftUIStandIn {}

/// Stands in for SwiftUI's `DragGesture`.
public struct DragGesture: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Binding`.
public struct Binding: SwiftUIStandIn {}

/// Stands in for SwiftUI's `State`.
public struct State: SwiftUIStandIn {}

/// Stands in for SwiftUI's `StateObject`.
public struct StateObject: SwiftUIStandIn {}

/// Stands in for SwiftUI's `ObservedObject`.
public struct ObservedObject: SwiftUIStandIn {}

/// Stands in for SwiftUI's `EnvironmentObject`.
public struct EnvironmentObject: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Environment`.
public struct Environment: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Namespace`.
public struct Namespace: SwiftUIStandIn {}

/// Stands in for SwiftUI's `App`.
public struct App: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Scene`.
public struct Scene: SwiftUIStandIn {}

/// Stands in for SwiftUI's `WindowGroup`.
public struct WindowGroup: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Window`.
public struct Window: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Settings`.
public struct Settings: SwiftUIStandIn {}

/// Stands in for SwiftUI's `DocumentGroup`.
public struct DocumentGroup: SwiftUIStandIn {}

/// Stands in for SwiftUI's `NavigationStack`.
public struct NavigationStack: SwiftUIStandIn {}

/// Stands in for SwiftUI's `NavigationPath`.
public struct NavigationPath: SwiftUIStandIn {}

/// Stands in for SwiftUI's `NavigationLink`.
public struct NavigationLink: SwiftUIStandIn {}

/// Stands in for SwiftUI's `NavigationSplitView`.
public struct NavigationSplitView: SwiftUIStandIn {}

/// Stands in for SwiftUI's `NavigationView`.
public struct NavigationView: SwiftUIStandIn {}

/// Stands in for SwiftUI's `TabView`.
public struct TabView: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Tab`.
public struct Tab: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Alert`.
public struct Alert: SwiftUIStandIn {}

/// Stands in for SwiftUI's `ActionSheet`.
public struct ActionSheet: SwiftUIStandIn {}

/// Stands in for SwiftUI's `ToolbarItem`.
public struct ToolbarItem: SwiftUIStandIn {}

/// Stands in for SwiftUI's `GeometryReader`.
public struct GeometryReader: SwiftUIStandIn {}

/// Stands in for SwiftUI's `ForEach`.
public struct ForEach: SwiftUIStandIn {}

/// Stands in for SwiftUI's `EmptyView`.
public struct EmptyView: SwiftUIStandIn {}

/// Stands in for SwiftUI's `AnyView`.
public struct AnyView: SwiftUIStandIn {}

/// Stands in for SwiftUI's `ViewBuilder`.
public struct ViewBuilder: SwiftUIStandIn {}

/// Stands in for SwiftUI's `PresentationDetent`.
public struct PresentationDetent: SwiftUIStandIn {}

/// Stands in for SwiftUI's `ScenePhase`.
public struct ScenePhase: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Commands`.
public struct Commands: SwiftUIStandIn {}

/// Stands in for SwiftUI's `UIHostingController`.
public struct UIHostingController: SwiftUIStandIn {}

/// Stands in for UIKit's `UIApplication`.
public struct UIApplication: UIKitStandIn {}

/// Stands in for UIKit's `UIResponder`.
public struct UIResponder: UIKitStandIn {}

/// Stands in for UIKit's `UIScreen`.
public struct UIScreen: UIKitStandIn {}

/// Stands in for UIKit's `UIWindow`.
public struct UIWindow: UIKitStandIn {}

/// Stands in for UIKit's `UIScene`.
public struct UIScene: UIKitStandIn {}

/// Stands in for UIKit's `UIWindowScene`.
public struct UIWindowScene: UIKitStandIn {}

/// Stands in for UIKit's `UIView`.
public struct UIView: UIKitStandIn {}

/// Stands in for UIKit's `UIViewController`.
public struct UIViewController: UIKitStandIn {}

/// Stands in for UIKit's `UINavigationController`.
public struct UINavigationController: UIKitStandIn {}

/// Stands in for UIKit's `UITabBarController`.
public struct UITabBarController: UIKitStandIn {}

/// Stands in for UIKit's `UISplitViewController`.
public struct UISplitViewController: UIKitStandIn {}

/// Stands in for UIKit's `UIAlertController`.
public struct UIAlertController: UIKitStandIn {}

/// Stands in for UIKit's `UIPresentationController`.
public struct UIPresentationController: UIKitStandIn {}

/// Stands in for UIKit's `UIModalPresentationStyle`.
public struct UIModalPresentationStyle: UIKitStandIn {}

/// Stands in for UIKit's `UIGestureRecognizer`.
public struct UIGestureRecognizer: UIKitStandIn {}

/// Stands in for UIKit's `UITapGestureRecognizer`.
public struct UITapGestureRecognizer: UIKitStandIn {}

/// Stands in for UIKit's `UISwipeGestureRecognizer`.
public struct UISwipeGestureRecognizer: UIKitStandIn {}

/// Stands in for UIKit's `UIStoryboard`.
public struct UIStoryboard: UIKitStandIn {}

/// Stands in for UIKit's `UISceneSession`.
public struct UISceneSession: UIKitStandIn {}

/// Stands in for SwiftUI's `SecureField`.
public struct SecureField: SwiftUIStandIn {}

/// Stands in for SwiftUI's `Content`, the name a view's generic content takes.
public struct Content: SwiftUIStandIn {}

/// Stands in for UIKit's `UIButton`.
public struct UIButton: UIKitStandIn {}

/// Stands in for UIKit's `UILabel`.
public struct UILabel: UIKitStandIn {}

/// Stands in for UIKit's `UITextField`.
public struct UITextField: UIKitStandIn {}

/// Stands in for UIKit's `UISwitch`.
public struct UISwitch: UIKitStandIn {}

/// Stands in for UIKit's `UITableView`.
public struct UITableView: UIKitStandIn {}

/// Stands in for UIKit's `UIAction`.
public struct UIAction: UIKitStandIn {}
