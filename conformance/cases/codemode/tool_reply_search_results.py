"""Parsing a search results tool reply and summarizing it."""
import json

raw = '{"query": "rust gc", "hits": [{"title": "Tracing GC", "score": 0.91, "url": "https://a.example/gc"}, {"title": "Arenas", "score": 0.72, "url": "https://b.example/arena"}, {"title": "Refcounts", "score": 0.55, "url": null}]}'
data = json.loads(raw)

for hit in sorted(data["hits"], key=lambda h: -h["score"]):
    link = hit["url"] or "(no url)"
    print(f"{hit['score']:.0%} {hit['title']:<10} {link}")
print("best:", max(data["hits"], key=lambda h: h["score"])["title"])
