#if GTK
    import UIToolkitInterface

    /// What GTK shows for a part of the hierarchy, worked out from the model before any widget is
    /// made: the visible part only, as UIKit would show it (the top of a stack under its bar,
    /// the selected tab above the tab bar, the columns of a split).
    @MainActor
    indirect enum WidgetPlan {
        /// A navigation stack: a bar with the top screen's title and, when it can go back, a back
        /// button; then the top screen.
        case stack(title: String, canGoBack: Bool, top: WidgetPlan)
        /// Tabs: the selected tab above a bar with a button per tab.
        case tabs(titles: [String], selected: Int, content: WidgetPlan?)
        /// A split: its columns side by side.
        case split([WidgetPlan])
        /// A screen: its content, then what it embeds.
        case screen(ScreenPlan)

        /// The plan for a screen and what it shows of its children.
        ///
        /// - Parameters:
        ///   - screen: The screen.
        ///   - titled: Whether the screen shows its own title (no bar above it does).
        init(_ screen: Screen, titled: Bool = true) {
            switch screen {
            case let stack as StackContainer:
                let top = stack.screens.last ?? stack
                self = .stack(
                    title: top.content.title, canGoBack: stack.screens.count > 1, top: WidgetPlan(top, titled: false))
            case let tabs as TabContainer:
                self = .tabs(
                    titles: tabs.tabs.map(Self.tabTitle), selected: tabs.selectedIndex,
                    content: tabs.tabs.indices.contains(tabs.selectedIndex)
                        ? WidgetPlan(tabs.tabs[tabs.selectedIndex]) : nil)
            case let split as SplitContainer:
                self = .split(split.children.map { WidgetPlan($0) })
            default:
                self = .screen(
                    ScreenPlan(
                        screen: screen, title: titled ? screen.content.title : nil,
                        elements: screen.content.elements,
                        embedded: (screen.visibleChildren + screen.subviews).map { WidgetPlan($0) }))
            }
        }

        /// A tab's label: the title of the screen it shows first, or its name without `Stack` while
        /// it shows nothing yet.
        private static func tabTitle(_ tab: Screen) -> String {
            if let stack = tab as? StackContainer, stack.root == nil, tab.name.hasSuffix("Stack") {
                return String(tab.name.dropLast("Stack".count))
            }
            return ((tab as? StackContainer)?.root ?? tab).content.title
        }
    }

    /// What one screen shows: its title when nothing above shows it, its elements, and the
    /// screens it embeds.
    @MainActor
    struct ScreenPlan {
        /// The screen, whose controls the widgets are.
        let screen: Screen
        /// The title, shown as a heading; `nil` under a navigation bar.
        let title: String?
        /// The elements, top to bottom.
        let elements: [ScreenElement]
        /// The children and subviews it shows.
        let embedded: [WidgetPlan]
    }

    /// One window's worth: the root layer, or a presentation over it.
    @MainActor
    struct LayerPlan {
        /// How the layer was presented; `nil` for the window's root.
        let style: ModalStyle?
        /// The screen at the layer's root.
        let name: String
        /// What it shows.
        let body: WidgetPlan

        /// Every layer of a window with this root, the root's first, then each presentation.
        static func layers(root: Screen?) -> [LayerPlan] {
            var layers: [LayerPlan] = []
            var layerRoot = root
            while let current = layerRoot {
                layers.append(LayerPlan(style: current.modalStyle, name: current.name, body: WidgetPlan(current)))
                layerRoot = current.subtreeWithoutPresented.lazy.compactMap(\.presentedScreen).first
            }
            return layers
        }
    }
#endif
