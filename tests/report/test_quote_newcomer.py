"""What a provider reads in a quote (issue 31): no catalog example price shown as listed, no 'Example'
provider, no documents per hour for a chatbot."""

from __future__ import annotations

from tests.report.quote_testkit import make_quote
from tests.report.test_quote_advice import all_text


def test_catalog_example_prices_are_not_shown_as_listed():
    quote = make_quote("chatbot-8b", ids=("ws-1x-rtx4090", "srv-1x-l40s"))
    text = all_text(quote)
    assert "Listed price" not in text
    assert "Example" not in text
    assert "per month" not in text  # the shipped profiles' illustrative prices stay out of the request


def test_a_chatbot_has_no_documents_per_hour():
    text = all_text(make_quote("chatbot-8b", ids=("srv-1x-l40s",)))
    assert "Documents per hour" not in text
    assert "Time to first token" in text or "first" in text  # its speed is still stated
