"""Charts drawn with matplotlib alone (no Qt): the window embeds them, the PDF prints them as SVG."""
