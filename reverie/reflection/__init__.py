"""Self-reflective memory: episodes become memory notes, and the notes reach the prompt.

Modules: `clustering` (greedy cosine clustering), `summarise` (extractive and
LLM summarisers), `lessons` (what counts as a lesson), `reflect` (one day's
reflection, the hot cache's distinct lessons), `cadence` (when reflection runs
and which days a tick covers), `prompt` (the user message an agent builds from
the hot cache).
"""
