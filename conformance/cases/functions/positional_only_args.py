# Checks positional-only parameters declared with /.
def div(a, b, /):
    return a / b

print(div(10, 4))
try:
    div(a=1, b=2)
except TypeError as e:
    print("TypeError:", e)

def clamp(x, /, lo=0, hi=10):
    return max(lo, min(hi, x))

print(clamp(5))
print(clamp(-3))
print(clamp(30, hi=20))
print(clamp(7, 8))
try:
    clamp(x=3)
except TypeError as e:
    print("TypeError:", e)

def mixed(a, /, b, *, c):
    return (a, b, c)

print(mixed(1, 2, c=3))
print(mixed(1, b=2, c=3))
try:
    mixed(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)

def name_clash(name, /, **kwargs):
    return name, kwargs

print(name_clash("pos", name="kw"))
print(name_clash("only"))
print(name_clash(1, a=2, b=3))

def pos_default(a, b=2, /):
    return a * 10 + b

print(pos_default(1))
print(pos_default(1, 5))
