"""What is offered: server profiles, their prices and currencies, and the cost rule."""
