// The names a file that uses a dependency or architecture library sees beside Horizon's modules,
// listed from each library's sources (the public types of swift-dependencies' Dependencies and
// DependenciesMacros with what they re-export, of TCA's ComposableArchitecture, of Needle's
// NeedleFoundation, of Swinject's 2.x API). A name two libraries share is declared once, under
// the first: Needle also declares `Dependency` and `Scope`. Each is an empty type: only its name matters.

/// A stand-in for a type of swift-dependencies (Dependencies, with the ConcurrencyExtras and Clocks it re-exports) and TCA, which re-exports it.
public protocol SwiftDependenciesStandIn: PlatformStandIn {}

extension SwiftDependenciesStandIn {
    /// swift-dependencies.
    public static var framework: String { "swift-dependencies" }
}

/// Stands in for swift-dependencies's `Dependency`.
public struct Dependency: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `DependencyValues`.
public struct DependencyValues: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `DependencyKey`.
public struct DependencyKey: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `TestDependencyKey`.
public struct TestDependencyKey: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `DependencyContext`.
public struct DependencyContext: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `DependencyClient`.
public struct DependencyClient: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `DependencyEndpoint`.
public struct DependencyEndpoint: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `Unimplemented`.
public struct Unimplemented: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `ActorIsolated`.
public struct ActorIsolated: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `LockIsolated`.
public struct LockIsolated: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `UncheckedSendable`.
public struct UncheckedSendable: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `TestClock`.
public struct TestClock: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `ImmediateClock`.
public struct ImmediateClock: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `UnimplementedClock`.
public struct UnimplementedClock: SwiftDependenciesStandIn {}

/// Stands in for swift-dependencies's `AnyClock`.
public struct AnyClock: SwiftDependenciesStandIn {}

/// A stand-in for a type of the Composable Architecture (ComposableArchitecture).
public protocol ComposableArchitectureStandIn: PlatformStandIn {}

extension ComposableArchitectureStandIn {
    /// ComposableArchitecture.
    public static var framework: String { "ComposableArchitecture" }
}

/// Stands in for ComposableArchitecture's `Store`.
public struct Store: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `StoreOf`.
public struct StoreOf: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `Reducer`.
public struct Reducer: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `ReducerOf`.
public struct ReducerOf: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `Reduce`.
public struct Reduce: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `Effect`.
public struct Effect: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `Scope`.
public struct Scope: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `TestStore`.
public struct TestStore: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `TestStoreOf`.
public struct TestStoreOf: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `ViewStore`.
public struct ViewStore: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `ViewStoreOf`.
public struct ViewStoreOf: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `BindingReducer`.
public struct BindingReducer: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `BindableAction`.
public struct BindableAction: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `BindingAction`.
public struct BindingAction: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `PresentationState`.
public struct PresentationState: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `PresentationAction`.
public struct PresentationAction: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `StackState`.
public struct StackState: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `StackAction`.
public struct StackAction: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `StackActionOf`.
public struct StackActionOf: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `Shared`.
public struct Shared: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `SharedReader`.
public struct SharedReader: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `ObservableState`.
public struct ObservableState: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `EmptyReducer`.
public struct EmptyReducer: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `CombineReducers`.
public struct CombineReducers: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `IfLetStore`.
public struct IfLetStore: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `ForEachStore`.
public struct ForEachStore: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `SwitchStore`.
public struct SwitchStore: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `WithViewStore`.
public struct WithViewStore: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `NavigationStackStore`.
public struct NavigationStackStore: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `AlertState`.
public struct AlertState: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `ConfirmationDialogState`.
public struct ConfirmationDialogState: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `TextState`.
public struct TextState: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `ButtonState`.
public struct ButtonState: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `CasePathable`.
public struct CasePathable: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `Send`.
public struct Send: ComposableArchitectureStandIn {}

/// Stands in for ComposableArchitecture's `TaskResult`.
public struct TaskResult: ComposableArchitectureStandIn {}

/// A stand-in for a type of Needle (NeedleFoundation).
public protocol NeedleStandIn: PlatformStandIn {}

extension NeedleStandIn {
    /// NeedleFoundation.
    public static var framework: String { "NeedleFoundation" }
}

/// Stands in for NeedleFoundation's `Component`.
public struct Component: NeedleStandIn {}

/// Stands in for NeedleFoundation's `EmptyDependency`.
public struct EmptyDependency: NeedleStandIn {}

/// Stands in for NeedleFoundation's `BootstrapComponent`.
public struct BootstrapComponent: NeedleStandIn {}

/// Stands in for NeedleFoundation's `PluginizedComponent`.
public struct PluginizedComponent: NeedleStandIn {}

/// Stands in for NeedleFoundation's `NonCoreComponent`.
public struct NonCoreComponent: NeedleStandIn {}

/// Stands in for NeedleFoundation's `PluginExtension`.
public struct PluginExtension: NeedleStandIn {}

/// Stands in for NeedleFoundation's `EmptyPluginExtension`.
public struct EmptyPluginExtension: NeedleStandIn {}

/// Stands in for NeedleFoundation's `PluginizedScopeLifecycle`.
public struct PluginizedScopeLifecycle: NeedleStandIn {}

/// A stand-in for a type of Swinject.
public protocol SwinjectStandIn: PlatformStandIn {}

extension SwinjectStandIn {
    /// Swinject.
    public static var framework: String { "Swinject" }
}

/// Stands in for Swinject's `Container`.
public struct Container: SwinjectStandIn {}

/// Stands in for Swinject's `Resolver`.
public struct Resolver: SwinjectStandIn {}

/// Stands in for Swinject's `Assembly`.
public struct Assembly: SwinjectStandIn {}

/// Stands in for Swinject's `Assembler`.
public struct Assembler: SwinjectStandIn {}

/// Stands in for Swinject's `ObjectScope`.
public struct ObjectScope: SwinjectStandIn {}

/// Stands in for Swinject's `ObjectScopeProtocol`.
public struct ObjectScopeProtocol: SwinjectStandIn {}

/// Stands in for Swinject's `ServiceEntry`.
public struct ServiceEntry: SwinjectStandIn {}

/// Stands in for Swinject's `ServiceEntryProtocol`.
public struct ServiceEntryProtocol: SwinjectStandIn {}

/// Stands in for Swinject's `ServiceKeyOption`.
public struct ServiceKeyOption: SwinjectStandIn {}

/// Stands in for Swinject's `Behavior`.
public struct Behavior: SwinjectStandIn {}

/// Stands in for Swinject's `InstanceStorage`.
public struct InstanceStorage: SwinjectStandIn {}

/// Stands in for Swinject's `PermanentStorage`.
public struct PermanentStorage: SwinjectStandIn {}

/// Stands in for Swinject's `TransientStorage`.
public struct TransientStorage: SwinjectStandIn {}

/// Stands in for Swinject's `GraphStorage`.
public struct GraphStorage: SwinjectStandIn {}

/// Stands in for Swinject's `WeakStorage`.
public struct WeakStorage: SwinjectStandIn {}

/// Stands in for Swinject's `CompositeStorage`.
public struct CompositeStorage: SwinjectStandIn {}

/// Stands in for Swinject's `Lazy`.
public struct Lazy: SwinjectStandIn {}

/// Stands in for Swinject's `Provider`.
public struct Provider: SwinjectStandIn {}

/// Stands in for Swinject's `GraphIdentifier`.
public struct GraphIdentifier: SwinjectStandIn {}

/// Stands in for Swinject's `InstanceWrapper`.
public struct InstanceWrapper: SwinjectStandIn {}
