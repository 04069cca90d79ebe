import RouterInterface
public import RouterModulesInterface
import RouterValuesInterface
public import UIToolkitInterface

extension RecordingRouter: ModuleRouting {
    public func perform<Destination>(
        _ module: RoutableScreen<Destination>,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> any ModuleHandle<Destination> {
        var config = ScreenRouteConfiguration<Destination>()
        configure(&config)
        moduleCalls.append(ModuleCall(module: module.name, routeType: config.routeType, source: config.source?.name))
        let handle = RecordedModuleHandle<Destination>(module: module.name)
        switch outcome(of: module) {
        case .success(let destination):
            config.prepare?(destination)
            handle.destination = destination
            config.success?(destination)
            config.completion?(.success(destination))
        case .failure(let error):
            config.error?(.perform, error)
            config.completion?(.failure(error))
        }
        return handle
    }

    public func perform<Arguments, Destination>(
        _ module: RoutableMaker<Arguments, Destination>, with arguments: Arguments,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> any ModuleHandle<Destination> {
        perform(RoutableScreen<Destination>(declaring: Destination.self), configure: configure)
    }

    public func prepareDestination<Destination>(
        _ screen: Screen, as module: RoutableScreen<Destination>,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> Destination? {
        var config = ScreenRouteConfiguration<Destination>()
        configure(&config)
        guard let destination = screen as? Destination else {
            let error = ModuleError.invalidPerformer(module: ProtocolName(module.name), destination: screen.name)
            config.error?(.perform, error)
            config.completion?(.failure(error))
            return nil
        }
        config.prepare?(destination)
        config.success?(destination)
        config.completion?(.success(destination))
        return destination
    }

    public func perform<Destination: Sendable>(
        _ module: RoutableService<Destination>,
        configure: (inout ServiceRouteConfiguration<Destination>) -> Void
    ) -> Destination? {
        var config = ServiceRouteConfiguration<Destination>()
        configure(&config)
        moduleCalls.append(ModuleCall(module: module.name, routeType: nil, source: nil))
        switch outcome(of: module) {
        case .success(let service):
            config.prepare?(service)
            config.success?(service)
            config.completion?(.success(service))
            return service
        case .failure(let error):
            config.error?(error)
            config.completion?(.failure(error))
            return nil
        }
    }

    /// Makes every perform of `module` hand out `destination` (prepared by the caller).
    public func stub<Kind, Destination>(_ module: Routable<Kind, Destination>, with destination: Destination) {
        stubs[module.key] = destination
    }

    private func outcome<Kind, Destination>(of module: Routable<Kind, Destination>) -> Result<Destination, ModuleError>
    {
        if let moduleFailure { return .failure(moduleFailure) }
        guard let destination = stubs[module.key] as? Destination else {
            return .failure(.unregisteredProtocol(ProtocolName(module.name), kind: Kind.kindName))
        }
        return .success(destination)
    }
}

/// A handle on a recorded perform: no screen, the stubbed destination, removal always succeeds.
@MainActor
public final class RecordedModuleHandle<Destination>: ModuleHandle {
    public let module: String
    public private(set) var state: ModuleRouteState = .unrouted
    public var screen: Screen? { destination as? Screen }
    public fileprivate(set) var destination: Destination? {
        didSet { state = destination == nil ? .unrouted : .routed }
    }

    init(module: String) {
        self.module = module
    }

    public func perform(
        from source: Screen, routeType: ScreenRouteType,
        completion: (@MainActor (Result<Destination, ModuleError>) -> Void)?
    ) {
        completion?(destination.map { .success($0) } ?? .failure(.destinationReleased(ProtocolName(module))))
    }

    public func remove(configure: (inout ScreenRemoveConfiguration<Destination>) -> Void) {
        var config = ScreenRemoveConfiguration<Destination>()
        configure(&config)
        if let destination { config.prepare?(destination) }
        state = .removed
        config.success?()
        config.completion?(.success(()))
    }
}
