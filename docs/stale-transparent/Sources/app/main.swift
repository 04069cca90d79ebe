import Checks

// One argument or more passes the check; `app ""`'s count is 2 as well, so to see the line a
// failure reports, call it with the count made 0: `positive(CommandLine.arguments.count - 1)`.
print(positive(CommandLine.arguments.count))
