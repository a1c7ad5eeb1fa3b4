# Checks UnboundLocalError messages for locals read before assignment.
total = 100

def bump():
    total += 1
    return total

try:
    bump()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)

def read_then_assign():
    print(counter)
    counter = 5

counter = 0
try:
    read_then_assign()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)

def conditional(flag):
    if flag:
        result = "set"
    return result

print(conditional(True))
try:
    conditional(False)
except UnboundLocalError as e:
    print("UnboundLocalError:", e)

def deleted():
    item = 1
    del item
    return item

try:
    deleted()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)
    print("is NameError:", isinstance(e, NameError))

def loop_never_runs():
    for i in []:
        pass
    return i

try:
    loop_never_runs()
except UnboundLocalError as e:
    print("UnboundLocalError:", e)

def fixed():
    global total
    total += 1
    return total

print(fixed())
