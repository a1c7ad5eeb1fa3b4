# Dict-heavy word counting over generated text (deterministic LCG, no imports).
syllables = ["ka", "lo", "mi", "ne", "ru", "sa", "to", "vi", "we", "zu"]
state = 12345


def rand():
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return state >> 16


text_words = []
for _ in range(120000):
    n = 1 + rand() % 3
    text_words.append("".join(syllables[rand() % len(syllables)] for _ in range(n)))
text = " ".join(text_words)

counts = {}
for word in text.split():
    counts[word] = counts.get(word, 0) + 1

by_length = {}
for word, c in counts.items():
    by_length.setdefault(len(word), []).append((c, word))

top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
print(len(counts), top)
for length in sorted(by_length):
    best = max(by_length[length])
    print(length, len(by_length[length]), best)
