"""The workload: its file format, reading and writing it, the draft being edited, projects."""
