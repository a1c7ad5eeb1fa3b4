# Checks the mutable-default pitfall: a default list/dict is shared across calls.
def append_to(item, target=[]):
    target.append(item)
    return target

a = append_to(1)
print(a)
b = append_to(2)
print(b)
print(a is b)
print(append_to(3, []))
print(append_to(4))

def count_words(word, counts={}):
    counts[word] = counts.get(word, 0) + 1
    return counts

print(count_words("a"))
print(count_words("b"))
print(count_words("a"))

def append_safe(item, target=None):
    if target is None:
        target = []
    target.append(item)
    return target

print(append_safe(1))
print(append_safe(2))
x = append_safe(3, [0])
print(x)

def remember(x, seen=set()):
    new = x not in seen
    seen.add(x)
    return new, len(seen)

for v in [1, 2, 1, 3, 2, 4]:
    print(v, remember(v))
