# Dict comprehension frames.
words = ["apple", "kiwi", None]
lengths = {w: len(w) for w in words}
