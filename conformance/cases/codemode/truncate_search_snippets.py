# Checks formatting search hits: truncating snippets on word boundaries and highlighting terms.
hits = [
    {"title": "Configuring retries in the HTTP client", "snippet": "The client retries idempotent requests up to three times with exponential backoff before giving up.", "score": 12.5},
    {"title": "FAQ", "snippet": "Short answer.", "score": 3.0},
    {"title": "A very long title that goes on and on about timeouts and retries in distributed systems", "snippet": "Timeouts should be set per request; global timeouts hide slow dependencies and make retries dangerous.", "score": 9.75},
    {"title": "Backoff strategies", "snippet": "Jitter prevents thundering herds when many clients retry at once.", "score": 7.2},
]
TERMS = ["retries", "retry", "timeouts"]

def truncate(text, limit):
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return cut.rstrip(",;.") + "…"

def highlight(text):
    out = []
    for word in text.split(" "):
        core = word.strip(".,;…").lower()
        out.append(f"**{word}**" if core in TERMS else word)
    return " ".join(out)

print([truncate("one two three four", n) for n in (5, 9, 13, 18, 30)])
max_score = max(h["score"] for h in hits)
for i, h in enumerate(sorted(hits, key=lambda h: -h["score"]), 1):
    title = truncate(h["title"], 40)
    snippet = highlight(truncate(h["snippet"], 60))
    relevance = round(h["score"] / max_score * 5)
    print(f"{i}. {title}")
    print(f"   {snippet}")
    print(f"   relevance: {'●' * relevance}{'○' * (5 - relevance)} ({h['score']:.1f})")
term_hits = {t: sum(h["snippet"].lower().count(t) for h in hits) for t in TERMS}
print("term hits:", term_hits)
lengths = [len(truncate(h["snippet"], 60)) for h in hits]
print("snippet lengths:", lengths, "max", max(lengths))
