"""The pilot page: the pilot to run, its kit, and its results held against the estimate."""
