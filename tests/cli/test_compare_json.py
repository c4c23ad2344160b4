"""`headroom compare --json` (headroom.compare/2): real output against `headroom schema compare`, the schema
against docs/compare-json.md, and a document that grows with what differs, not with the offers."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from app.cli import main
from app.cli.compare_schema import compare_schema
from app.core.catalog import load_catalog
from app.core.fit.rank import SHORTLIST_SIZE, compare
from app.core.offers.server import ServerProfile
from app.core.workload.io import parse_workload
from app.infra import resources
from app.store import ProfileStore

DOCS = Path(__file__).resolve().parents[2] / "docs" / "compare-json.md"
EXAMPLES = ("chatbot-8b", "chatbot-70b", "qlora-8b", "product-images-flux", "embed-20m-bge-m3",
            "call-transcripts-whisper")
CATALOG = load_catalog()
SHIPPED = [ServerProfile.model_validate(s) for s in CATALOG.servers]
VALIDATOR = Draft202012Validator(compare_schema())


def example(name: str) -> str:
    return str(resources.path("examples", f"{name}.headroom.json"))


def run_json(capsys, *argv: str) -> dict:
    code = main(["compare", *argv, "--json"])
    out = capsys.readouterr()
    assert code == 0, out.err
    return json.loads(out.out)


def assert_valid(document: dict) -> None:
    errors = sorted(VALIDATOR.iter_errors(document), key=lambda e: list(e.path))
    assert not errors, "\n".join(f"{list(e.path)}: {e.message}" for e in errors[:5])


def offers(base: ServerProfile, prices: list[float], ram_factor: int = 1) -> list[ServerProfile]:
    """Offers of `base`'s hardware (its RAM × `ram_factor`) under other names and prices."""
    return [base.model_copy(update={"id": None, "name": f"{base.name} ({ram_factor}× RAM) at {p}",
                                    "ram_bytes": base.ram_bytes * ram_factor,
                                    "price": base.price.model_copy(update={"monthly": p})}) for p in prices]


def test_the_schema_is_a_valid_json_schema_and_the_command_prints_it(capsys):
    Draft202012Validator.check_schema(compare_schema())
    assert main(["schema", "compare"]) == 0
    assert json.loads(capsys.readouterr().out) == compare_schema()
    for kind, title in (("workload", "headroom.workload/1"), ("server", "headroom.server/2")):
        assert main(["schema", kind]) == 0
        schema = json.loads(capsys.readouterr().out)
        Draft202012Validator.check_schema(schema)
        assert schema["title"] == title


@pytest.mark.parametrize("name", EXAMPLES)
@pytest.mark.parametrize("everything", [False, True])
def test_real_output_follows_the_schema(capsys, name, everything):
    document = run_json(capsys, example(name), *(["--all"] if everything else []))
    assert_valid(document)
    rows = document["results"]
    assert document["offers"] == len(SHIPPED)
    assert len(rows) == (len(SHIPPED) if everything else len(rows)) and document["all"] == everything
    # every reference resolves: rows to machines, machines to budgets, the top level to rows
    keys = {r["server"]["id"] or r["server"]["name"] for r in rows}
    for field in ("recommended", "runner_up", "closest", "cheaper_tight"):
        assert document[field] is None or document[field] in keys
    assert {r["machine"] for r in rows} == set(document["machines"])
    assert {m["budget"] for m in document["machines"].values()} - {None} == set(document["budgets"])
    assert set(document["costs"]) <= keys


def test_a_profile_file_with_an_unknown_gpu_and_no_price_follows_the_schema(capsys, tmp_path):
    path = tmp_path / "box.json"
    path.write_text(json.dumps({"format": "headroom.server/1", "name": "Mystery box", "gpu": {"id": "not-a-gpu"}}),
                    encoding="utf-8")
    document = run_json(capsys, example("chatbot-8b"), "--servers", f"{path},srv-1x-l40s")
    assert_valid(document)
    mystery = next(r for r in document["results"] if r["server"]["name"] == "Mystery box")
    assert mystery["verdict"] == "unknown_gpu" and mystery["server"]["id"] is None
    assert mystery["price"] is None and mystery["cost"] is None and mystery["speed"] == {}
    assert document["machines"][mystery["machine"]]["budget"] is None
    assert document["all"] is True  # servers named: every one is a row


def test_the_rows_are_the_ranking_of_the_table(capsys):
    """The rows, in order, are `compare`'s results, each with its machine's headline figures."""
    document = run_json(capsys, example("chatbot-70b"), "--all")
    workload = parse_workload(json.loads(Path(example("chatbot-70b")).read_text(encoding="utf-8")))
    ranking = compare(workload, SHIPPED, CATALOG)
    assert [(r["server"]["id"], r["verdict"]) for r in document["results"]] == \
        [(r.server_id, r.verdict) for r in ranking.results]
    assert [r["rank"] for r in document["results"]] == list(range(1, len(SHIPPED) + 1))
    for row, result in zip(document["results"], ranking.results, strict=True):
        machine = document["machines"][row["machine"]]
        assert row["need_bytes"] == machine["per_gpu_bytes"] == result.per_gpu_bytes
        assert row["headroom_fraction"] == machine["headroom_fraction"] == result.headroom_fraction
        assert row["missed"] == [m["code"] for m in machine["missed"]] == [m.key for m in result.missed]
        cost = ranking.costs.get(result.key)
        assert row["cost"] == (cost.amount if cost else None)
        if row["speed"]:  # a text service: tokens/s per user and in total, the typical estimates
            assert row["speed"]["tokens_per_s_per_user"] == machine["speed"]["tokens_per_s_per_user"]["typical"]
            assert row["speed"]["aggregate_tokens_per_s"] == result.speed.aggregate_tokens_per_s.typical


def test_the_shortlist_is_the_best_three_and_every_offer_the_recommendation_names(capsys):
    whole = run_json(capsys, example("chatbot-8b"), "--all")
    short = run_json(capsys, example("chatbot-8b"))
    named = {whole[k] for k in ("recommended", "runner_up", "closest", "cheaper_tight")} - {None}
    expected = [r for r in whole["results"] if r["rank"] <= SHORTLIST_SIZE or r["server"]["id"] in named]
    assert [(r["rank"], r["server"]["id"]) for r in short["results"]] == \
        [(r["rank"], r["server"]["id"]) for r in expected]
    assert len(short["results"]) < len(whole["results"]) and short["all"] is False
    for field in ("recommended", "reason", "rule", "runner_up", "cheaper_tight", "reason_text"):
        assert short[field] == whole[field]


def test_offers_of_one_machine_share_one_machine_and_one_budget(capsys):
    """60 saved offers of two hardware configurations beside the 17 shipped profiles: the shipped 1×L40S
    server's hardware and the same with twice its RAM. 77 rows, 18 machines (the 17 shipped ones and
    the RAM × 2 one), and the two L40S machines share one budget (RAM does not change what a GPU holds)."""
    base = next(s for s in SHIPPED if s.id == "srv-1x-l40s")
    library = offers(base, [400.0 + 5 * i for i in range(30)]) + offers(base, [402.5 + 5 * i for i in range(30)], 2)
    with ProfileStore(shipped=[]) as store:
        store.create_many(library)
    document = run_json(capsys, example("chatbot-8b"), "--all")
    assert_valid(document)
    assert document["offers"] == len(SHIPPED) + 60 == len(document["results"])
    assert len(document["machines"]) == len(SHIPPED) + 1
    l40s = {r["machine"] for r in document["results"] if r["server"]["name"].startswith(base.name)}
    by_ram = {document["machines"][m]["ram_bytes"]: m for m in l40s}
    assert set(by_ram) == {base.ram_bytes, 2 * base.ram_bytes}  # two machines for the 61 L40S offers
    for row in document["results"]:
        if row["server"]["name"].startswith(base.name):
            ram = base.ram_bytes * (2 if "(2× RAM)" in row["server"]["name"] else 1)
            assert row["machine"] == by_ram[ram]
    assert len({document["machines"][m]["budget"] for m in l40s}) == 1
    # all fit comfortably: ranked by the monthly price, 400, 402.5, 405, ...
    assert [r["price"]["monthly"] for r in document["results"][:4]] == [400.0, 402.5, 405.0, 407.5]
    short = run_json(capsys, example("chatbot-8b"))
    # the best three, and the cheaper server that fits only tightly (the RTX 4090 workstation at 290)
    assert [r["price"]["monthly"] for r in short["results"]] == [400.0, 402.5, 405.0, 290.0]
    assert short["results"][3]["server"]["id"] == short["cheaper_tight"] == "ws-1x-rtx4090"
    whole_rank = next(r["rank"] for r in document["results"] if r["server"]["id"] == "ws-1x-rtx4090")
    assert short["results"][3]["rank"] == whole_rank > 61 and short["results"][3]["verdict"] == "tight"
    assert short["offers"] == len(SHIPPED) + 60 and len(short["machines"]) == 3


def _documented(section: str) -> set[str]:
    """The field names of one section's table in docs/compare-json.md."""
    text = DOCS.read_text(encoding="utf-8")
    body = text.split(f"## {section}", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^\| `([a-z_]+)` \|", body, re.M))


def test_the_reference_names_every_field_of_the_schema_and_no_other():
    schema = compare_schema()
    assert _documented("The top level") == set(schema["properties"])
    assert _documented("A row") == set(schema["$defs"]["row"]["properties"])
    assert _documented("A machine") == set(schema["$defs"]["machine"]["properties"])


def test_the_reference_names_every_field_a_machine_has(capsys):
    text = DOCS.read_text(encoding="utf-8")
    machine_section = text.split("## A machine", 1)[1].split("\n## ", 1)[0]
    document = run_json(capsys, example("chatbot-8b"))
    for machine in document["machines"].values():
        missing = [k for k in machine if f"`{k}`" not in machine_section]
        assert not missing, f"docs/compare-json.md does not name {missing}"
