"""The publish stage (``enrich run --stage export``): checked papers in, the outputs out.

export writes papers.jsonl (versioned schema), BibTeX, CSV and the report files, each atomically; report builds the
report's content from the papers; html and the Markdown in report render it; plots and history draw the trend
across runs.
"""
