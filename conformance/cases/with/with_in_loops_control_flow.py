# Checks that __exit__ runs when break, continue or return leave a with block inside loops.
log = []

class Step:
    def __init__(self, label):
        self.label = label
    def __enter__(self):
        log.append(f"enter {self.label}")
        return self
    def __exit__(self, exc_type, exc, tb):
        log.append(f"exit {self.label}")
        return False

for i in range(5):
    with Step(i):
        if i == 1:
            continue
        if i == 3:
            break
        log.append(f"body {i}")
print(log)

log.clear()
def find(items, target):
    for idx, item in enumerate(items):
        with Step(f"check {item}"):
            if item == target:
                return idx
    return -1

print(find(["a", "b", "c"], "b"), log)
log.clear()
print(find(["a"], "z"), log)

log.clear()
n = 0
while True:
    with Step(f"w{n}"):
        n += 1
        if n < 3:
            continue
        break
print(n, log)

log.clear()
def nested_loops():
    for i in range(3):
        with Step(f"outer{i}"):
            for j in range(3):
                with Step(f"inner{i}{j}"):
                    if j == 1:
                        break
            if i == 1:
                return "returned from outer1"
    return "finished"

print(nested_loops())
print(log)

log.clear()
def with_finally():
    try:
        with Step("guarded"):
            return "from with"
    finally:
        log.append("finally")

print(with_finally(), log)

log.clear()
def generator_with():
    with Step("gen"):
        yield 1
        yield 2

for v in generator_with():
    log.append(f"got {v}")
print(log)
