"""Self-reflective memory: episodes become memory notes, and the notes reach the prompt.

Modules: `clustering` (greedy cosine clustering), `summarise` (extractive and
LLM summarisers), `reflect` (one day's reflection, hot-note ranking),
`prompt` (the user message an agent builds from the hot cache).
"""
