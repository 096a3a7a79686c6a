"""enrich: turn research reading lists into a trustworthy, enriched dataset."""

__version__ = "0.1.0"
