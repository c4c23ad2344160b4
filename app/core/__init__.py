"""The sizing engine: pure Python + pydantic. Never imports Qt or matplotlib."""
