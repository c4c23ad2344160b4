"""`headroom quote`: writes the PDF, says what it did, and fails with one clear line per problem."""

from __future__ import annotations

import json

import pytest
from quote_testkit import plain, read_pages

from app.cli import main
from app.infra.resources import path

CHATBOT = str(path("examples", "chatbot-8b.headroom.json"))


@pytest.fixture(autouse=True)
def _widgets_app(qapp):
    """The CLI makes its own application when none exists; in tests pytest-qt's comes first."""


def test_writes_the_pdf_in_the_chosen_language_and_paper(tmp_path, capsys):
    out = tmp_path / "quote.pdf"
    code = main(["quote", CHATBOT, "--servers", "srv-1x-l40s,srv-2x-h100-pcie", "--lang", "pl", "--paper",
                 "letter", "--unit", "GiB", "--author", "Zofia Ślusarczyk", "--company", "Acme", "-o", str(out)])
    assert code == 0
    assert f"Wrote {out} (" in capsys.readouterr().out
    text = " ".join(read_pages(out))
    assert "1. Podsumowanie" in text and "7. Pytania do dostawcy" in text
    assert "Zofia Ślusarczyk" in text and "2U server, 1x L40S" in text and "2U server, 2x H100 PCIe" in text
    assert "GiB" in text


def test_without_servers_the_best_three_profiles_are_quoted(tmp_path, capsys):
    out = tmp_path / "quote.pdf"
    assert main(["quote", CHATBOT, "-o", str(out)]) == 0
    assert "3 configurations" in capsys.readouterr().out
    assert "best-ranked of" in plain(" ".join(read_pages(out)))


def test_bad_workload_exits_2_with_one_line_per_problem(tmp_path, capsys):
    bad = tmp_path / "bad.headroom.json"
    bad.write_text(json.dumps({"format": "headroom.workload/1", "model": {"id": "llama-3.1-8b"},
                               "load": {"input_tokens": 0, "concurrency": -1}}))
    out = tmp_path / "quote.pdf"
    assert main(["quote", str(bad), "-o", str(out)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert lines == [f"{bad}: load.input_tokens: must be at least 1", f"{bad}: load.concurrency: must be at least 1"]
    assert not out.exists()


def test_unknown_server_exits_2(tmp_path, capsys):
    out = tmp_path / "quote.pdf"
    assert main(["quote", CHATBOT, "--servers", "no-such-profile", "-o", str(out)]) == 2
    assert "no-such-profile" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("where", ["missing-folder/quote.pdf", "a-file/quote.pdf"])
def test_unwritable_output_is_a_clear_error_and_leaves_no_file(tmp_path, capsys, where):
    work = tmp_path / "work"
    work.mkdir()
    (work / "a-file").write_text("not a folder")
    out = work / where
    assert main(["quote", CHATBOT, "--servers", "srv-1x-l40s", "-o", str(out)]) == 2  # the output path is input: exit 2, one line
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"{out}: cannot write the PDF")
    assert sorted(p.name for p in work.iterdir()) == ["a-file"]


@pytest.mark.parametrize(("lang", "together", "workload_1"), [
    ("en", "The workloads together", "Workload 1 (Support chatbot)"),
    ("ru", "Нагрузки вместе", "Нагрузка 1 (Support chatbot)"),
    ("pl", "Obciążenia razem", "Obciążenie 1 (Support chatbot)"),
])
def test_one_quote_for_two_workloads_on_one_server(tmp_path, capsys, lang, together, workload_1):
    embed = str(path("examples", "embed-20m-bge-m3.headroom.json"))
    out = tmp_path / f"set-{lang}.pdf"
    code = main(["quote", CHATBOT, embed, "--servers", "srv-1x-l40s,srv-2x-l40s", "--lang", lang, "-o", str(out)])
    assert code == 0, capsys.readouterr().err
    text = plain(" ".join(read_pages(out))).replace("( ", "(")  # pypdf splits runs of another script
    assert together in text and workload_1 in text
    assert "Search index: 20 million documents" in text  # the second workload's own sections are there
    assert "gpu_memory_utilization" in text  # the shared GPU's launch option, for the provider to set
    assert "2U server, 2x L40S" in text and "2U server, 1x L40S" in text
