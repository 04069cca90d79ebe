enum PlaceholderHTTPClient {}
