# Checks that unbounded recursion raises RecursionError which can be caught.
def forever(n):
    return forever(n + 1)

try:
    forever(0)
except RecursionError as e:
    print("caught:", type(e).__name__)
    print("message:", e)
    print("is RuntimeError:", isinstance(e, RuntimeError))

depth = 0
def count_depth():
    global depth
    depth += 1
    count_depth()

try:
    count_depth()
except RecursionError:
    print("depth reached is large:", depth > 100)

def mutual_a(n):
    return mutual_b(n + 1)

def mutual_b(n):
    return mutual_a(n + 1)

try:
    mutual_a(0)
except RecursionError as e:
    print("mutual:", type(e).__name__)

def bounded(n):
    return 0 if n == 0 else 1 + bounded(n - 1)

print("bounded recursion still works:", bounded(200))
try:
    forever(0)
except RecursionError:
    print("second time also caught")
print("program continues")
