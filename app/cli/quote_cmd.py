"""`headroom quote WORKLOAD.json [--servers A,B] [--lang ru] [--paper letter] -o FILE.pdf`.

Writes the quote-request PDF a buyer sends to a GPU provider. Needs no display: Qt renders the
PDF on its offscreen platform. Bad input exits with 2 and one line per problem; so does an output
path that cannot be written (a folder that is not there, a name too long), which leaves nothing
behind.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from app.cli.common import (
    EXIT_BAD_INPUT,
    CliExit,
    add_purchase_args,
    add_unit_arg,
    catalog_or_exit,
    emit_json,
    purchase_terms_or_exit,
    report_problems,
    run_guarded,
    tr,
    workload_or_exit,
)
from app.cli.server_ref import add_calibration_arg, all_servers, resolve_servers, split_tokens, uncalibrated
from app.core.catalog import Catalog
from app.core.findings import InputError
from app.core.workload.schema import Workload
from app.report.quote.build import quote_for
from app.report.quote.model import LANGUAGES, PAPERS, PilotResults, QuoteOptions
from app.text import i18n

EXIT_WRITE_FAILED = 2  # the output path is the user's input like any other


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("quote", help="write the quote-request PDF for a GPU provider",
                       description="Write a PDF a GPU provider can quote from: the requirements, the VRAM "
                                   "budget, the candidate configurations, risks, the pilot and open questions.")
    p.add_argument("workload", nargs="+", help="a .headroom.json workload file; several: one request for all of "
                                               "them on one server")
    p.add_argument("-o", "--output", required=True, metavar="FILE.pdf", help="where to write the PDF")
    p.add_argument("--servers", default="",
                   help="comma-separated profile ids, names or files to quote (default: the best three of all "
                        "profiles)")
    # dest differs from the global --lang (the language of messages on the terminal).
    p.add_argument("--lang", dest="doc_lang", choices=LANGUAGES, default=None,
                   help="language of the document (default: the language of the command line)")
    add_calibration_arg(p)
    p.add_argument("--paper", choices=PAPERS, default="a4", help="paper size (default: a4)")
    add_unit_arg(p)
    p.add_argument("--author", default="", help="name printed in the header")
    p.add_argument("--company", default="", help="company printed in the header")
    p.add_argument("--email", default="", help="contact e-mail printed in the header")
    p.add_argument("--pilot", default="", metavar="RESULTS.json",
                   help="a pilot's results.json (from the pilot kit) to print as the measured figures")
    add_purchase_args(p)
    p.add_argument("--json", action="store_true",
                   help="say what was written as JSON: the file, its pages and the configurations quoted")
    p.set_defaults(handler=run_guarded(run))


def _check_folder(output: Path) -> None:
    """Fail before the work if the folder is missing (the write itself is checked again)."""
    folder = output.parent if str(output.parent) else Path(".")
    if not folder.is_dir():
        print(tr("{path}: cannot write the PDF: the folder {folder} does not exist").format(
            path=output, folder=folder), file=sys.stderr)
        raise CliExit(EXIT_WRITE_FAILED)


def _pilot_results(path: str, workload: Workload, catalog: Catalog) -> PilotResults:
    """The pilot's measured figures; results of another model or workload are refused, not printed."""
    from app.core.memory.components import budget
    from app.core.pilot.results import read_results_file
    from app.core.pilot.review import compare_results
    from app.report.quote.pilot_view import pilot_view

    try:
        results = read_results_file(path)
    except InputError as exc:  # one line per problem, naming the results file (not the workload)
        report_problems(exc.problems, path)
        raise CliExit(EXIT_BAD_INPUT) from None
    comparison = compare_results(workload, results, budget(workload, catalog), catalog=catalog)
    if not comparison.comparable:
        print(tr("{path}: these pilot results belong to another model or workload; not included in the quote")
              .format(path=path), file=sys.stderr)
        raise CliExit(2)
    return pilot_view(results)


def run(args: argparse.Namespace) -> int:
    from app.report.pdf.writer import QuoteWriteError, write_pdf

    output = Path(args.output)
    from app.cli.together_cmd import holds_several, workloads_of

    workloads = workloads_of(args.workload) if holds_several(args.workload) else [workload_or_exit(args.workload[0])]
    workload = workloads[0]
    catalog = catalog_or_exit()
    tokens = split_tokens(args.servers)
    servers = uncalibrated(resolve_servers(args.servers) if tokens else all_servers(), args.no_calibration)
    _check_folder(output)
    options = QuoteOptions(lang=args.doc_lang or i18n.current_language(), paper=args.paper, unit=args.unit,
                           author=args.author, company=args.company, email=args.email)
    pilot = _pilot_results(args.pilot, workload, catalog) if args.pilot else None
    terms = purchase_terms_or_exit(args)
    if len(workloads) > 1:
        from app.report.quote.together import quote_for_set

        quote = quote_for_set(workloads, servers, catalog, options, explicit=bool(tokens), pilot_results=pilot)
    else:
        quote = quote_for(workload, servers, catalog, options, explicit=bool(tokens), pilot_results=pilot,
                          terms=terms)
    try:
        pages = write_pdf(quote, output)
    except QuoteWriteError as exc:
        print(tr("{path}: cannot write the PDF: {reason}").format(path=output, reason=exc.strerror),
              file=sys.stderr)
        return EXIT_WRITE_FAILED
    if args.json:
        emit_json({"file": str(output), "pages": pages, "language": options.lang, "paper": options.paper,
                   "configurations": [c.key for c in quote.candidates]})
        return 0
    print(tr("Wrote {path} ({pages} pages, {configs} configurations).").format(
        path=output, pages=pages, configs=len(quote.candidates)))
    return 0
