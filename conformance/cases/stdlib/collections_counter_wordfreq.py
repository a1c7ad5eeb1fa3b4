from collections import Counter

text = """the quick brown fox jumps over the lazy dog the fox
barks and the dog sleeps while the quick fox runs"""
words = Counter(text.split())
for word, n in words.most_common(5):
    print(f"{word:>6} {n:2d} {'#' * n}")
lengths = Counter(len(w) for w in text.split())
print(sorted(lengths.items()))
letters = Counter(ch for ch in text if ch.isalpha())
print(letters.most_common(3))
print(words["cat"], "cat" in words, len(words))
del words["the"]
print(words.most_common(2))
first = Counter(text.split()[:10])
rest = Counter(text.split()[10:])
print(sorted((first & rest).items()))
print(sorted((first - rest).keys()))
