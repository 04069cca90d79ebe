import Router
import RouterInterface
public import RouterModulesInterface
import RouterValuesInterface
public import UIToolkitInterface

extension ModulesFace {
    @discardableResult
    public func perform<Destination>(
        _ module: RoutableScreen<Destination>,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> any ModuleHandle<Destination> {
        var configuration = ScreenRouteConfiguration<Destination>()
        configure(&configuration)
        let route = ModuleRoute(
            face: self, module: module.name, key: module.key, arguments: nil, configuration: configuration)
        route.start()
        return route
    }

    @discardableResult
    public func perform<Arguments, Destination>(
        _ module: RoutableMaker<Arguments, Destination>, with arguments: Arguments,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> any ModuleHandle<Destination> {
        var configuration = ScreenRouteConfiguration<Destination>()
        configure(&configuration)
        let route = ModuleRoute(
            face: self, module: module.name, key: Self.key(of: module), arguments: arguments,
            configuration: configuration)
        route.start()
        return route
    }

    @discardableResult
    public func prepareDestination<Destination>(
        _ screen: Screen, as module: RoutableScreen<Destination>,
        configure: (inout ScreenRouteConfiguration<Destination>) -> Void
    ) -> Destination? {
        var configuration = ScreenRouteConfiguration<Destination>()
        configure(&configuration)
        do throws(ModuleError) {
            let resolved = try table.resolve(module.key, name: module.name)
            guard let destination = resolved.view(screen) as? Destination else {
                throw .invalidPerformer(module: ProtocolName(module.name), destination: screen.name)
            }
            resolved.prepare(destination, screen: screen, configuration: configuration, routeType: nil)
            configuration.success?(destination)
            configuration.completion?(.success(destination))
            return destination
        } catch {
            report(error, module: module.name)
            configuration.error?(.perform, error)
            configuration.completion?(.failure(error))
            return nil
        }
    }

    @discardableResult
    public func perform<Destination: Sendable>(
        _ module: RoutableService<Destination>,
        configure: (inout ServiceRouteConfiguration<Destination>) -> Void
    ) -> Destination? {
        var configuration = ServiceRouteConfiguration<Destination>()
        configure(&configuration)
        do throws(ModuleError) {
            guard table.servesService(module.key) else {
                throw .unregisteredProtocol(ProtocolName(module.name), kind: ServiceModule.kindName)
            }
            let router = try liveRouter()
            let service = try routing { () throws(RouterError) in try router.resolveDependency(Destination.self) }
            configuration.prepare?(service)
            configuration.success?(service)
            configuration.completion?(.success(service))
            return service
        } catch {
            report(error, module: module.name)
            configuration.error?(error)
            configuration.completion?(.failure(error))
            return nil
        }
    }
}
