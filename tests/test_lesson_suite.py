"""Offline, a cluster's summary is one sentence stating what its episodes share, on tuning and holdout clusters."""

import pytest

from tests.lesson_cases import problems
from tests.lesson_holdout import HOLDOUT
from tests.lesson_suite import CASES


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_a_tuning_cluster_gets_one_sentence_of_what_it_shares(case):
    assert not problems(case)


def test_the_holdout_clusters_score_as_reported():
    failing = [p for case in HOLDOUT for p in problems(case)]
    passed = sum(not problems(case) for case in HOLDOUT)
    print(f"holdout: {passed}/{len(HOLDOUT)} clusters pass", failing)
    assert passed >= 3  # the first run after tuning: 3/5 (docs/memory-files.md); never tuned against
