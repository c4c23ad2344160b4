"""Merge translations prepared as JSON into the Qt Linguist sources (a helper for bulk work).

    python build/apply_translations.py ru file.json [file.json ...]

Each JSON file is a list of {"context", "source", "translation"} or, for plural strings,
{"context", "source", "forms": [one, few, many]} ([one, other] for English plurals), with "comment"
for a message that has a disambiguation. Entries are matched on context, source and comment; only
unfinished entries are filled, unless an entry has
"replace": true (a corrected translation). Then run build/update_translations.py to compile.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main(argv: list[str]) -> int:
    lang, files = argv[0], argv[1:]
    ts_path = ROOT / "resources" / "translations" / f"headroom_{lang}.ts"
    tree = ET.parse(ts_path)
    wanted: dict[tuple[str, str], dict] = {}
    for f in files:
        for item in json.loads(Path(f).read_text(encoding="utf-8")):
            wanted[(item["context"], item["source"], item.get("comment", ""))] = item
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            item = wanted.get((name, message.findtext("source") or "", message.findtext("comment") or ""))
            translation = message.find("translation")
            if item is None or translation is None:
                continue
            if translation.get("type") != "unfinished" and not item.get("replace"):
                continue  # only unfinished entries are filled, unless the item says "replace": true
            if ("forms" in item) != (message.get("numerus") == "yes"):
                continue  # a plural's forms fit only a plural message, a translation only a plain one
            if message.get("numerus") == "yes":
                forms = item["forms"]
                for old in list(translation):
                    translation.remove(old)
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = item.get("translation", "")
            if (translation.text or "").strip() or list(translation):
                translation.attrib.pop("type", None)
                filled += 1
    tree.write(ts_path, encoding="utf-8", xml_declaration=True)
    print(f"{lang}: filled {filled} of {len(wanted)} entries")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
