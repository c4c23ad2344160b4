"""The comparison view: ticked server profiles side by side for the current workload."""
