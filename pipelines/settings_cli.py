"""`reverie settings`: the values in effect, or (`--markdown`) the settings reference generated from the model."""

from __future__ import annotations

import argparse
import json


def cmd_settings(args: argparse.Namespace) -> int:
    from reverie.config import Settings, settings_markdown

    if args.markdown:
        print(settings_markdown(), end="")
    else:
        print(json.dumps(Settings().public_dict(), indent=2, default=str))
    return 0


def add_settings_parser(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "settings",
        help="print the settings in effect (JSON, passwords masked) or, with --markdown, "
        "the settings reference (docs/settings.md)",
    )
    p.add_argument("--markdown", action="store_true", help="print the reference generated from reverie.config.Settings")
    p.set_defaults(func=cmd_settings)
