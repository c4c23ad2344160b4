"""`headroom completion bash|zsh`: a shell completion script, made from the command line's own parser.

    headroom completion bash > ~/.local/share/bash-completion/completions/headroom
    headroom completion zsh > "${fpath[1]}/_headroom"      # or: eval "$(headroom completion zsh)"

Commands, actions, options and their choices come from the argparse definitions, so the script stays
true as commands change; `--server` and `--servers` complete the profile ids `headroom servers --ids`
prints (shipped and saved), and JSON files. zsh runs the bash function through its bashcompinit.
"""

from __future__ import annotations

import argparse
import shlex
from collections.abc import Iterator

from app.cli.common import run_guarded

SHELLS = ("bash", "zsh")
SERVER_OPTIONS = ("--server", "--servers")
FILE_OPTIONS = ("-o", "--output", "--pilot", "--screenshot")


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("completion", help="print a shell completion script",
                       description="Print a completion script for bash or zsh: commands, options, choices, "
                                   "profile ids after --server. bash: save it as "
                                   "~/.local/share/bash-completion/completions/headroom; zsh: "
                                   "eval \"$(headroom completion zsh)\" in ~/.zshrc.")
    p.add_argument("shell", choices=SHELLS)
    p.set_defaults(handler=run_guarded(run))


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _options(parser: argparse.ArgumentParser) -> list[str]:
    return [s for a in parser._actions for s in a.option_strings if s.startswith("--") or len(s) == 2]


def _valued(parser: argparse.ArgumentParser) -> Iterator[tuple[str, list[str]]]:
    """Options that take a value, with their choices (empty: any value)."""
    for action in parser._actions:
        if action.option_strings and action.nargs != 0 and not isinstance(action, argparse._HelpAction):
            choices = [str(c) for c in action.choices] if action.choices else []
            for option in action.option_strings:
                yield option, choices


def _positional_choices(parser: argparse.ArgumentParser) -> list[str]:
    return [str(c) for a in parser._actions if not a.option_strings and a.choices
            and not isinstance(a, argparse._SubParsersAction) for c in a.choices]


def _words(items: list[str]) -> str:
    return shlex.quote(" ".join(dict.fromkeys(items)))


def bash_script(parser: argparse.ArgumentParser) -> str:
    commands = _subparsers(parser)
    valued: dict[str, list[str]] = dict(_valued(parser))
    cases: list[str] = []
    for name, sub in commands.items():
        actions = _subparsers(sub)
        valued.update(_valued(sub))
        for action_name, action in actions.items():
            valued.update(_valued(action))
            words = [*_options(action), *_positional_choices(action)]
            cases.append(f"        '{name} {action_name}') words={_words(words)} ;;")
        words = [*actions, *_options(sub), *_positional_choices(sub)]
        cases.append(f"        '{name} '*) words={_words(words)} ;;")
    value_cases = []
    for option, choices in sorted(valued.items()):
        if option in SERVER_OPTIONS:
            continue
        if choices:
            value_cases.append(f"        {option}) COMPREPLY=($(compgen -W {_words(choices)} -- \"$cur\")); return ;;")
        elif option in FILE_OPTIONS:
            value_cases.append(f"        {option}) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;")
        else:
            value_cases.append(f"        {option}) return ;;")
    takes_value = "|".join(sorted(valued))
    top = [*commands, *_options(parser)]
    nl = "\n"
    return f"""# headroom completion for bash (made by `headroom completion bash`)
_headroom() {{
    local cur="${{COMP_WORDS[COMP_CWORD]}}" prev="${{COMP_WORDS[COMP_CWORD-1]}}"
    local cmd="" action="" i skip=0 words
    for ((i = 1; i < COMP_CWORD; i++)); do
        if ((skip)); then skip=0; continue; fi
        case "${{COMP_WORDS[i]}}" in
            {takes_value}) skip=1 ;;
            -*) ;;
            *) if [[ -z $cmd ]]; then cmd="${{COMP_WORDS[i]}}"
               elif [[ -z $action ]]; then action="${{COMP_WORDS[i]}}"; fi ;;
        esac
    done
    case "$prev" in
        {"|".join(SERVER_OPTIONS)})
            COMPREPLY=($(compgen -W "$(headroom servers --ids 2>/dev/null)" -- "$cur")
                       $(compgen -f -X '!*.json' -- "$cur"))
            return ;;
{nl.join(value_cases)}
    esac
    if [[ -z $cmd ]]; then
        COMPREPLY=($(compgen -W {_words(top)} -- "$cur") $(compgen -f -X '!*.json' -- "$cur"))
        return
    fi
    case "$cmd $action" in
{nl.join(cases)}
        *) words="" ;;
    esac
    COMPREPLY=($(compgen -W "$words" -- "$cur"))
    if [[ $cur != -* ]]; then COMPREPLY+=($(compgen -f -- "$cur")); fi
}}
complete -o filenames -F _headroom headroom
"""


def zsh_script(parser: argparse.ArgumentParser) -> str:
    return ("# headroom completion for zsh (made by `headroom completion zsh`): the bash function through\n"
            "# zsh's bashcompinit.\n"
            "autoload -Uz compinit bashcompinit\n"
            "(( $+functions[compdef] )) || compinit\n"
            "bashcompinit\n" + bash_script(parser))


def run(args: argparse.Namespace) -> int:
    from app.cli import build_parser

    parser = build_parser()
    print(bash_script(parser) if args.shell == "bash" else zsh_script(parser), end="")
    return 0
