"""The server-profile library view: a table over the profile store, filters, the profile form, files."""
