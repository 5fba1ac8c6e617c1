"""Decision memory: past decisions with rewards, trajectories and human feedback as few-shot context.

`from reverie.decisions import DecisionMemory` needs no Dagster; LanceDB is
opened on first use, never at import.
"""

from reverie.decisions.memory import DecisionMemory
from reverie.decisions.records import DEFAULT_COLLECTIVE, MIN_REWARD, DecisionInputError

__all__ = ["DEFAULT_COLLECTIVE", "MIN_REWARD", "DecisionInputError", "DecisionMemory"]
