import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface

/// The Order module's services (the services-and-tasks face).
public enum OrderService {
    /// The service name.
    public static let name: ServiceName = "OrderService"
    /// Screen service: an order's summary (page B). Requires `orderNumber` and `price`.
    public static let summary: TaskName = "summary"

    /// The order number. Required.
    public static let orderNumber = UserInfoKey<Int>("orderNumber")
    /// The price. Required.
    public static let price = UserInfoKey<Double>("price")
}
