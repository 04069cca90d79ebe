enum PlaceholderLogin {}
