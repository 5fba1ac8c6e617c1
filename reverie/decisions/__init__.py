"""Decision memory: past decisions with rewards, trajectories and human feedback as few-shot context.

`from reverie.decisions import DecisionMemory` needs no Dagster; LanceDB is
opened on first use, never at import.

Map of the package (one concern per module; `DecisionMemory` is assembled
from the mixins, each building on the one before):

- `records`: validation of every input, the record dataclasses, embedded and query texts, the few-shot lines.
- `tables`: Arrow schemas of `decisions`, `trajectories`, `feedback`, and record -> row conversion.
- `store` (TableStore): the LanceDB location (with the in-memory fallback), tables, upserts.
- `vector_search` (VectorSearch): nearest rows of this collective and model, result fields.
- `feedback` (FeedbackMemory, OutcomeFeedback): feedback records, joins, `human_feedback_reward`.
- `recall` (DecisionRecall): store/retrieve decisions and trajectories, the few-shot block.
- `upkeep` (MemoryUpkeep): `get_stats`, `report`, `reembed`, the vector index.
- `memory` (DecisionMemory): the constructor tying them together.
- `hydrate`: first-start fill from pre-seeded JSON (Reverie's format and LifeStack's `preseeded_memory*.json`).
- `episodes`: DECISION / TRAJECTORY / FEEDBACK episodes -> records (the pipeline assets).
- `report`: DuckDB statistics over the tables' Arrow data. `seed`: writes the packaged seed set.
"""

from reverie.decisions.feedback import OutcomeFeedback
from reverie.decisions.memory import DecisionMemory
from reverie.decisions.records import DEFAULT_COLLECTIVE, MIN_REWARD, DecisionInputError

__all__ = ["DEFAULT_COLLECTIVE", "MIN_REWARD", "DecisionInputError", "DecisionMemory", "OutcomeFeedback"]
