# Checks keyword-only parameters after * and after *args.
def connect(host, *, port=80, secure=False):
    return f"{host}:{port} secure={secure}"

print(connect("a"))
print(connect("b", port=443))
print(connect("c", secure=True, port=8443))

try:
    connect("d", 81)
except TypeError as e:
    print("TypeError:", e)

def required_kw(a, *, b, c=3):
    return a + b + c

print(required_kw(1, b=2))
print(required_kw(1, b=2, c=10))
try:
    required_kw(1)
except TypeError as e:
    print("TypeError:", e)

def two_required(*, x, y):
    return x * y

print(two_required(y=3, x=4))
try:
    two_required()
except TypeError as e:
    print("TypeError:", e)
try:
    two_required(x=1)
except TypeError as e:
    print("TypeError:", e)

def log(*parts, sep=" ", end="."):
    return sep.join(str(p) for p in parts) + end

print(log(1, 2, 3))
print(log("a", "b", sep="-"))
print(log(end="!"))
print(log("x", sep="", end=""))
