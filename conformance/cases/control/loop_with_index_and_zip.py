"""Looping with enumerate, zip and range(len()) to the same effect."""

names = ["ann", "bob", "cy"]
scores = [91, 78, 85]
for i, (name, score) in enumerate(zip(names, scores), 1):
    print(i, name, score)
best = max(range(len(scores)), key=scores.__getitem__)
print("best:", names[best])
print(dict(zip(names, scores)))
