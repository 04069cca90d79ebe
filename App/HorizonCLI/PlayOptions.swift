import HorizonAppInterface

/// How `horizon play` plays: the page to write, the toolkit, the folder for screenshots.
struct PlayOptions {
    /// `--html FILE`.
    let page: String?
    /// `--toolkit NAME`.
    let toolkit: AppToolkit
    /// `--screenshots DIR`.
    let screenshots: String?
}
