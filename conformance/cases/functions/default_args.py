# Checks default parameter values, overriding them positionally and by keyword.
def greet(name, greeting="Hello", punct="!"):
    return greeting + ", " + name + punct

print(greet("Ann"))
print(greet("Bob", "Hi"))
print(greet("Cy", punct="?"))
print(greet("Di", "Yo", "."))
print(greet(greeting="Hey", name="Ed"))

def power(base, exp=2):
    return base ** exp

for b in range(5):
    print(b, power(b), power(b, 3), power(b, exp=0))

def describe(x, label=None, scale=1.0):
    if label is None:
        label = "value"
    return f"{label}={x * scale}"

print(describe(3))
print(describe(3, "n"))
print(describe(3, scale=2.5))
print(describe(3, label="w", scale=-1))

def window(seq, start=0, stop=None, step=1):
    if stop is None:
        stop = len(seq)
    return seq[start:stop:step]

data = list(range(10))
print(window(data))
print(window(data, 2))
print(window(data, 2, 8))
print(window(data, step=3))
print(window(data, stop=4))
