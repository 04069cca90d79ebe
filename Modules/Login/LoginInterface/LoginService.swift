import RouterInterface
public import RouterServicesInterface
public import RouterValuesInterface
public import UIToolkitInterface

/// The Login module's services (the services-and-tasks face).
public enum LoginService {
    /// The service name.
    public static let name: ServiceName = "LoginService"
    /// Screen service: the sign-in form. Show it with `.presentInNavigation`. Optional keys:
    /// `reason`, `completion`.
    public static let present: TaskName = "present"
    /// Task: builds the sign-in form and returns it under `screen` for the caller to present.
    /// The task keeps its completion and finishes it when the user signs in or cancels, with
    /// `outcome`; if the form goes away unfinished, the completion reports `taskAbandoned`.
    public static let createScreen: TaskName = "createScreen"

    /// Why sign-in is asked for, shown on the form.
    public static let reason = UserInfoKey<String>("reason")
    /// Called once when the user signs in or cancels.
    public static let completion = UserInfoKey<@MainActor @Sendable (LoginOutcome) -> Void>("completion")
    /// The form, returned by `createScreen`.
    public static let screen = UserInfoKey<Screen>("screen")
    /// How sign-in ended, in `createScreen`'s completion.
    public static let outcome = UserInfoKey<LoginOutcome>("outcome")
}

/// How a sign-in form ended.
public enum LoginOutcome: Sendable, Hashable {
    /// The user signed in.
    case signedIn(Account)
    /// The user closed the form; `lastError` is why the last attempt failed, if one did.
    case cancelled(lastError: LoginError?)
}
