import DeclarativeUI
import GtkUI
import HeadlessUI
import HierarchyInspection
import PlatformStandIns
import RouterInspection
import RouterInterface
import RouterLinksInspection
import RouterLinksInterface
import RouterModulesInspection
import RouterModulesInterface
import RouterServicesInterface
import Testing
import UIToolkitInterface

/// The names a team's SwiftUI or UIKit file sees beside the seam, the toolkits (GtkUI too) and the engine's
/// interfaces, which every feature imports, and the router's inspection. Each stand-in below is named unqualified in a file
/// that imports all of them: should any of those modules declare one of these names, this file
/// stops compiling ("ambiguous use"), so the rule holds while it builds.
@Suite("names that live beside SwiftUI and UIKit")
struct SeamNamesTests {
    static let standIns: [any PlatformStandIn.Type] = [
        View.self, Text.self, Image.self, Button.self, List.self, Section.self,
        Form.self, Group.self, Label.self, Link.self, Menu.self, Picker.self,
        Toggle.self, Slider.self, Stepper.self, TextField.self, ScrollView.self, VStack.self,
        HStack.self, ZStack.self, Spacer.self, Divider.self, Color.self, Font.self,
        Path.self, Shape.self, Animation.self, Transition.self, AnyTransition.self, Gesture.self,
        TapGesture.self, DragGesture.self, Binding.self, State.self, StateObject.self, ObservedObject.self,
        EnvironmentObject.self, Environment.self, Namespace.self, App.self, Scene.self, WindowGroup.self,
        Window.self, Settings.self, DocumentGroup.self, NavigationStack.self, NavigationPath.self, NavigationLink.self,
        NavigationSplitView.self, NavigationView.self, TabView.self, Tab.self, Alert.self, ActionSheet.self,
        ToolbarItem.self, GeometryReader.self, ForEach.self, EmptyView.self, AnyView.self, ViewBuilder.self,
        PresentationDetent.self, ScenePhase.self, Commands.self, UIHostingController.self, UIApplication.self,
        UIResponder.self,
        UIScreen.self, UIWindow.self, UIScene.self, UIWindowScene.self, UIView.self, UIViewController.self,
        UINavigationController.self, UITabBarController.self, UISplitViewController.self, UIAlertController.self,
        UIPresentationController.self, UIModalPresentationStyle.self,
        UIGestureRecognizer.self, UITapGestureRecognizer.self, UISwipeGestureRecognizer.self, UIStoryboard.self,
        UISceneSession.self, SecureField.self, Content.self, UIButton.self, UILabel.self, UITextField.self,
        UISwitch.self, UITableView.self, UIAction.self,
    ]

    @Test("every stand-in is named unqualified beside Horizon's modules, each once")
    func unambiguous() {
        let names = Self.standIns.map { "\($0)" }
        #expect(Set(names).count == names.count)
        #expect(names.contains("NavigationStack") && names.contains("Scene") && names.contains("Window"))
        #expect(Self.standIns.filter { $0.framework == "UIKit" }.count == 25)
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
