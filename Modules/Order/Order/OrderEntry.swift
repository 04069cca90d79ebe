public import NavigationInterface
import OrderInterface
public import RouterInterface
import RouterServicesInterface
import RouterValuesInterface

/// The Order module: the cart (`CartRoute`) and an order's summary (`OrderSummaryRoute`,
/// `OrderService.summary`).
public struct OrderEntry: AppEntry {
    public let name = "Order"

    /// Creates the module's entry.
    public init() {}

    public func register(in registrar: any EntryRegistrar) throws(RouterError) {
        try registrar.registerRoute(CartRoute.self, feature: CartFeature.self)
        try registrar.registerRoute(OrderSummaryRoute.self, feature: OrderSummaryFeature.self)
        try registrar.services.registerScreen(service: OrderService.name, task: OrderService.summary) {
            info throws in
            try OrderSummaryRoute(
                orderNumber: try info.value(OrderService.orderNumber), price: try info.value(OrderService.price))
        }
    }
}
