"""The export stage (``enrich run --stage export``; the package bears the stage's name, as the command line, the
artifact ``stages/export.jsonl`` and the docs call it): checked papers in, the outputs out.

outputs writes papers.jsonl (versioned schema), BibTeX, CSV and the report files, each atomically; report builds the
``Report`` (report_model) from the papers, report.json is its JSON; markdown renders report.md and html renders
report.html from the jinja2 templates in templates/; plots and history draw the trend across runs.
"""
