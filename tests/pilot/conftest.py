"""Fixtures of the pilot tests live in pilot_testkit (importable by the tests)."""

from pilot_testkit import fake_llm  # noqa: F401 - re-exported as a fixture
