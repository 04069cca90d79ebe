enum PlaceholderProfile {}
