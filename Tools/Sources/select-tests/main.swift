// The `select-tests` tool: its logic and tests live in TestSelectionKit.
import TestSelectionKit

SelectTestsCommand.main()
