import Router
import RouterInterface
import RouterServicesInterface
import RouterValuesInterface
import UIToolkitInterface

/// What `registrar.services` is for one installed entry: forwards to the face and records the
/// entry as the service's provider.
@MainActor
final class EntryServiceRegistrar: ServiceRegistering {
    private let face: ServicesFace
    private let entry: String

    init(face: ServicesFace, entry: String) {
        self.face = face
        self.entry = entry
    }

    func registerScreen<R: Route>(
        service: ServiceName, task: TaskName, route: @escaping @MainActor (UserInfo) throws -> R,
        reuse: ScreenReuse<R>?, configure: (@MainActor (Screen, UserInfo) throws -> Void)?
    ) throws(RouterError) {
        try face.registerScreen(service: service, task: task, route: route, reuse: reuse, configure: configure)
        face.router?.provenance.record(.service, service, by: entry)
    }

    func registerTask(
        service: ServiceName, task: TaskName,
        handler: @escaping @MainActor (any TaskRequest) throws -> UserInfo?
    ) throws(RouterError) {
        try face.registerTask(service: service, task: task, handler: handler)
        face.router?.provenance.record(.service, service, by: entry)
    }
}
