import DeclarativeUI
import GtkUI
import HeadlessUI
import HierarchyDriving
import HierarchyInspection
import Injection
import InjectionInterface
import PlatformStandIns
import RouterInspection
import RouterInterface
import RouterLinksInspection
import RouterLinksInterface
import RouterModulesInspection
import RouterModulesInterface
import RouterServicesInterface
import RouterValuesInterface
import Testing
import UIToolkitInterface

/// The names a team's SwiftUI, UIKit or dependency-library file sees beside the seam, the toolkits
/// (GtkUI too), the engine's interfaces, which every feature imports, the container and the
/// router's inspection. Each stand-in below is named unqualified in a file that imports all of
/// them, in type position: should any of those modules declare one of these names, this file stops
/// compiling ("ambiguous for type lookup"), so the rule holds while it builds.
@Suite("names that live beside SwiftUI, UIKit and the dependency libraries")
struct SeamNamesTests {
    static let standIns = listedStandIns(PlatformNames.self)

    /// The dependency and architecture libraries a Swift team imports beside Horizon's modules
    /// (swift-dependencies, TCA, Needle, Swinject): the same check, for their names.
    static let libraryStandIns = listedStandIns(LibraryNames.self)

    @Test("every stand-in is named unqualified beside Horizon's modules, each once")
    func unambiguous() {
        let names = Self.standIns.map { "\($0)" }
        #expect(Set(names).count == names.count)
        #expect(names.contains("NavigationStack") && names.contains("Scene") && names.contains("Window"))
        #expect(Self.standIns.filter { $0.framework == "UIKit" }.count == 25)
    }

    @Test("every name of swift-dependencies, TCA, Needle and Swinject is named unqualified beside Horizon's modules")
    func libraryNames() {
        let names = Self.libraryStandIns.map { "\($0)" }
        #expect(Set(names).count == names.count && names.count == 79)
        #expect(names.contains("Dependency") && names.contains("Scope") && names.contains("Container"))
        #expect(
            Set(Self.libraryStandIns.map { $0.framework })
                == ["swift-dependencies", "ComposableArchitecture", "NeedleFoundation", "Swinject"])
    }

    @Test("Horizon's own names for what the platforms call a stack, a window and a gesture")
    @MainActor
    func horizonNames() {
        #expect(StackContainer([]).kind == .navigationStack)
        #expect(HeadlessWindow().root == nil && DeclarativeScene().root == nil)
        #expect(UserGesture.back != .swipeDown)
        #expect(UserAction.tap("sign-in").control == "sign-in")
        #expect(ScreenContent(title: "Profile", [ScreenElement.text("name", "Ada")]).element("name") != nil)
    }
}

/// SwiftUI's and UIKit's names, in type position: a name that two imported modules declare is
/// ambiguous there (an expression such as `View.self` would be resolved by its expected type, and
/// a clash with a type that is no stand-in would pass unseen).
private typealias PlatformNames = (
    View, Text, Image, Button, List, Section,
    Form, Group, Label, Link, Menu, Picker,
    Toggle, Slider, Stepper, TextField, ScrollView, VStack,
    HStack, ZStack, Spacer, Divider, Color, Font,
    Path, Shape, Animation, Transition, AnyTransition, Gesture,
    TapGesture, DragGesture, Binding, State, StateObject, ObservedObject,
    EnvironmentObject, Environment, Namespace, App, Scene, WindowGroup,
    Window, Settings, DocumentGroup, NavigationStack, NavigationPath, NavigationLink,
    NavigationSplitView, NavigationView, TabView, Tab, Alert, ActionSheet,
    ToolbarItem, GeometryReader, ForEach, EmptyView, AnyView, ViewBuilder,
    PresentationDetent, ScenePhase, Commands, UIHostingController, UIApplication,
    UIResponder,
    UIScreen, UIWindow, UIScene, UIWindowScene, UIView, UIViewController,
    UINavigationController, UITabBarController, UISplitViewController, UIAlertController,
    UIPresentationController, UIModalPresentationStyle,
    UIGestureRecognizer, UITapGestureRecognizer, UISwipeGestureRecognizer, UIStoryboard,
    UISceneSession, SecureField, Content, UIButton, UILabel, UITextField,
    UISwitch, UITableView, UIAction
)

/// The names of swift-dependencies, TCA, Needle and Swinject, in type position.
private typealias LibraryNames = (
    Dependency, DependencyValues, DependencyKey, TestDependencyKey, DependencyContext,
    DependencyClient, DependencyEndpoint, Unimplemented, ActorIsolated, LockIsolated,
    UncheckedSendable, TestClock, ImmediateClock, UnimplementedClock, AnyClock,
    Store, StoreOf, Reducer, ReducerOf, Reduce, Effect, Scope,
    TestStore, TestStoreOf, ViewStore, ViewStoreOf, BindingReducer,
    BindableAction, BindingAction, PresentationState, PresentationAction, StackState,
    StackAction, StackActionOf, Shared, SharedReader, ObservableState,
    EmptyReducer, CombineReducers, IfLetStore, ForEachStore, SwitchStore,
    WithViewStore, NavigationStackStore, AlertState, ConfirmationDialogState,
    TextState, ButtonState, CasePathable, Send, TaskResult, Component,
    EmptyDependency, BootstrapComponent, PluginizedComponent, NonCoreComponent,
    PluginExtension, EmptyPluginExtension, PluginizedScopeLifecycle, Container,
    Resolver, Assembly, Assembler, ObjectScope, ObjectScopeProtocol, ServiceEntry,
    ServiceEntryProtocol, ServiceKeyOption, Behavior, InstanceStorage,
    PermanentStorage, TransientStorage, GraphStorage, WeakStorage, CompositeStorage,
    Lazy, Provider, GraphIdentifier, InstanceWrapper
)
