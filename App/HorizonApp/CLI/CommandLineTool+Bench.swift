extension CommandLineTool {
    func bench(_ arguments: [String], json: Bool) async -> Int32 {
        errors("horizon: bench is not built yet")
        return 2
    }
}
