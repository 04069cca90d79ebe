enum PlaceholderHTTPClientInterface {}
