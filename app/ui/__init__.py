"""PySide6 widgets only: they show what the core computed and never compute figures themselves."""
