enum PlaceholderHome {}
