# Checks for/else semantics with break, continue, empty iterables and nested loops.
for i in range(3):
    print("iter", i)
else:
    print("for completed")
for i in []:
    print("never")
else:
    print("else on empty iterable")
for ch in "hello":
    if ch == "l":
        print("found l")
        break
else:
    print("no l")
for ch in "abc":
    if ch == "z":
        break
else:
    print("no z found")
for i in range(3):
    if i == 1:
        continue
    print("continued past", i)
else:
    print("else after continue still runs")
def search(matrix, target):
    for r, row in enumerate(matrix):
        for c, v in enumerate(row):
            if v == target:
                break
        else:
            continue
        return (r, c)
    return None
m = [[1, 2], [3, 4], [5, 6]]
print(search(m, 4), search(m, 7), search(m, 1))
primes = []
for n in range(2, 30):
    for p in primes:
        if n % p == 0:
            break
    else:
        primes.append(n)
print(primes)
for i in range(3):
    pass
print("loop var after loop:", i)
for i, j in zip(range(3), range(10, 13)):
    pass
print(i, j)
lst = [1, 2, 3]
for x in lst:
    if x == 1:
        lst.append(4)
print(lst)
