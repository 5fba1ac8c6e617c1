"""The dream suite measures the LLM path with the same command as offline: `python -m tests.dream_suite HALF --llm`
runs every family through the client and integrator `reverie dream` uses, against the loopback server here (no model
can run on this machine, so the server answers as a plain model would: each note line a unit, each unit a new node).
The figures it prints are then the plumbing's, not a model's quality."""

from __future__ import annotations

import json
import re
import sys

import pytest

from reverie.dream.integrate import EXTRACT_SYSTEM, INTEGRATE_SYSTEM

pytestmark = pytest.mark.slow  # the suite loads the real embedder


def _plain_model(body: dict) -> str:
    system, user = body["messages"][0]["content"], body["messages"][-1]["content"]
    if system == EXTRACT_SYSTEM:
        lines = [m.group(1) for m in re.finditer(r"^- (.+)$", user, re.MULTILINE)]
        return json.dumps({"units": [{"name": f"u{i}", "bucket": "wiki", "statement": x} for i, x in enumerate(lines)]})
    units = re.findall(r"^Unit (\d+) \(bucket \w+, from [^)]*\): (.+)$", user, re.MULTILINE)
    decisions = [{"unit": int(n), "action": "CREATE", "statement": text, "name": f"n{n}"} for n, text in units]
    return json.dumps({"decisions": decisions})


def test_the_suite_measures_the_llm_path_through_the_dreams_client(llm_server, monkeypatch, capsys):
    from tests.dream_suite.__main__ import main

    llm_server.answer = _plain_model
    monkeypatch.setattr(sys, "argv", ["dream_suite", "holdout4", "--llm"])
    main()
    line = capsys.readouterr().out.strip().splitlines()[-1]
    calls = int(re.search(r"llm calls (\d+)", line).group(1))
    assert line.startswith("holdout4") and calls == len(llm_server.requests) > 0, line
    systems = {r["messages"][0]["content"] for r in llm_server.requests}
    assert systems == {EXTRACT_SYSTEM, INTEGRATE_SYSTEM}
    assert float(re.search(r"kept (\d\.\d\d)", line).group(1)) > 0.5  # every line a node: most facts have one


def test_the_suite_says_what_the_llm_path_needs_without_a_model(monkeypatch, capsys):
    from tests.dream_suite.__main__ import main

    monkeypatch.delenv("REVERIE_LLM_MODEL", raising=False)
    monkeypatch.setattr(sys, "argv", ["dream_suite", "holdout4", "--llm"])
    with pytest.raises(SystemExit):
        main()
    assert "REVERIE_LLM_MODEL" in capsys.readouterr().err


def test_an_unreachable_model_prints_no_figures_but_says_why(monkeypatch, capsys):
    from tests.dream_suite.__main__ import main

    monkeypatch.setenv("REVERIE_LLM_MODEL", "openai/test-model")
    monkeypatch.setenv("REVERIE_LLM_API_BASE", "http://127.0.0.1:9/v1")  # nothing listens there
    monkeypatch.setenv("REVERIE_LLM_API_KEY", "sk-test")
    monkeypatch.setenv("REVERIE_LLM_RETRIES", "0")
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    monkeypatch.setattr(sys, "argv", ["dream_suite", "holdout4", "--llm"])
    with pytest.raises(SystemExit) as exit_:
        main()
    out = capsys.readouterr()
    assert exit_.value.code == 1 and "openai/test-model unavailable" in out.err and "one-node" not in out.out
