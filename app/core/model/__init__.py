"""The model: its architecture facts, the arithmetic on them, and the importers that read them."""
