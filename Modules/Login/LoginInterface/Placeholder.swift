enum PlaceholderLoginInterface {}
