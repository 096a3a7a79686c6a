"""The one HTTP layer every metadata request goes through: net in is a request, out an answer or a failure that
says why (``http.Http``).

Its parts, one concern each: cache (what is cached, for how long, secrets never in keys or stored redirects),
pacing (per-host token buckets and announced limits), retrying (what is retryable and the one backoff rule),
breaker (a service that keeps failing is left alone for the night; a dead network is noticed in seconds).
Sources hold no HTTP policy of their own.
"""
