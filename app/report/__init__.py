"""The quote-request document: a Qt-free model (`quote_model`) and its PDF writer (`pdf_writer`)."""
