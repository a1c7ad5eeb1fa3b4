# Checks merging search results from two tools, deduping by URL and reranking by score.
web_results = [
    {"url": "https://docs.example.com/install", "title": "Installation guide", "score": 0.82},
    {"url": "https://blog.example.com/tips", "title": "10 tips for faster builds", "score": 0.64},
    {"url": "https://forum.example.com/t/123", "title": "Build fails on ARM", "score": 0.71},
    {"url": "https://docs.example.com/config", "title": "Configuration reference", "score": 0.55},
]
kb_results = [
    {"url": "https://docs.example.com/install", "title": "Install", "score": 0.91},
    {"url": "https://kb.example.com/arm-builds", "title": "Known issue: ARM builds", "score": 0.88},
    {"url": "https://docs.example.com/config/", "title": "Config reference", "score": 0.40},
]

def normalize(url):
    return url.lower().rstrip("/")

merged = {}
for source, results, weight in [("web", web_results, 1.0), ("kb", kb_results, 1.1)]:
    for r in results:
        key = normalize(r["url"])
        weighted = round(r["score"] * weight, 3)
        prev = merged.get(key)
        if prev is None or weighted > prev["score"]:
            merged[key] = {"url": key, "title": r["title"], "score": weighted, "sources": (prev or {}).get("sources", []) + [source]}
        else:
            prev["sources"].append(source)

print(f"{len(web_results) + len(kb_results)} raw results -> {len(merged)} unique")
for k, v in merged.items():
    print(k, v["score"], v["sources"])

query_terms = ["arm", "build"]
def boost(item):
    text = item["title"].lower()
    hits = sum(1 for term in query_terms if term in text)
    return item["score"] + 0.05 * hits

ranked = sorted(merged.values(), key=lambda it: (-boost(it), it["url"]))
print("\nTop results:")
for i, item in enumerate(ranked[:4], 1):
    domain = item["url"].split("/")[2]
    title = item["title"] if len(item["title"]) <= 24 else item["title"][:21] + "..."
    print(f"{i}. [{boost(item):.3f}] {title:<24} ({domain}) via {'+'.join(item['sources'])}")
low_conf = [it["url"] for it in ranked if boost(it) < 0.6]
print("low confidence:", low_conf)
