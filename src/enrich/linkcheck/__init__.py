"""The links stage's parts, lychee-style: targets (collect) -> probe + fetch (check) -> classify -> history.

``enrich.links`` puts them together; the pieces are separate so each rule can be read and tested on its own.
"""
