# Checks an uncaught UnboundLocalError from reading a local before assignment.
hits = 0
misses = 0


def record_miss():
    global misses
    misses += 1
    return misses


def record_hit():
    print("recording")
    hits += 1
    return hits


print("before", hits, misses)
print("miss ->", record_miss())
record_hit()
print("never printed")
