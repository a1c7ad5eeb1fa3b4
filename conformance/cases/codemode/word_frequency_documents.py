# Checks word frequencies across retrieved documents with stopwords, punctuation stripping and top-N.
docs = [
    {"id": "d1", "text": "The cache layer reduces latency. Cache misses, however, hit the database."},
    {"id": "d2", "text": "Database replicas reduce read load; the primary handles writes!"},
    {"id": "d3", "text": "Latency spikes often come from cache stampedes -- and from slow database queries."},
]
STOP = {"the", "a", "and", "from", "of", "however", "often", "come", "hit"}
PUNCT = ".,;:!?-\"'()"

def tokenize(text):
    words = []
    for raw in text.lower().split():
        w = raw.strip(PUNCT)
        if w and w not in STOP:
            words.append(w)
    return words

counts = {}
doc_freq = {}
for d in docs:
    toks = tokenize(d["text"])
    print(d["id"], toks)
    for t in toks:
        counts[t] = counts.get(t, 0) + 1
    for t in set(toks):
        doc_freq[t] = doc_freq.get(t, 0) + 1

top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:6]
print("\nTop terms:")
width = max(len(w) for w, _ in top)
for word, n in top:
    print(f"  {word:<{width}} {'*' * n} {n}")

in_all = sorted(t for t, df in doc_freq.items() if df == len(docs))
unique_to = {}
for d in docs:
    toks = set(tokenize(d["text"]))
    unique_to[d["id"]] = sorted(t for t in toks if doc_freq[t] == 1)
print("\nterms in every doc:", in_all)
print("unique terms:", unique_to)
total_tokens = sum(counts.values())
print(f"{total_tokens} tokens, {len(counts)} distinct, type/token ratio {len(counts) / total_tokens:.2f}")
stems = {}
for w in counts:
    stem = w[:-1] if w.endswith("s") and len(w) > 4 else w
    stems[stem] = stems.get(stem, 0) + counts[w]
print("merged plurals:", {k: v for k, v in stems.items() if v > 1})
