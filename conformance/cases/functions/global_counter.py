# Checks global declarations for counters and module-level state.
count = 0
log = []

def tick():
    global count
    count += 1
    return count

def record(msg):
    log.append(msg)
    return len(log)

for _ in range(3):
    print(tick())
print(count)
print(record("a"), record("b"))
print(log)

def reset():
    global count, log
    count = 0
    log = []

reset()
print(count, log)

def read_only():
    return count + 100

print(read_only())

def shadow():
    count = 50
    return count

print(shadow(), count)

def create_global():
    global created
    created = "made inside"

create_global()
print(created)

total = 0
def add_all(*xs):
    global total
    for x in xs:
        total += x
    return total

print(add_all(1, 2, 3), add_all(10), total)

def use_before_global():
    global newname
    newname = 1
    newname += 1
    return newname

print(use_before_global(), newname)
