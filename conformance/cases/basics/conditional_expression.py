# Checks conditional (ternary) expressions, nesting, precedence and laziness.
for n in [-5, 0, 5]:
    print(n, "pos" if n > 0 else "neg" if n < 0 else "zero")
x = 1 if True else 1 / 0
print(x)
y = 1 / 0 if False else "lazy"
print(y)
print([("fizz" if i % 3 == 0 else "") + ("buzz" if i % 5 == 0 else "") or i for i in range(1, 16)])
print((1 if [] else 2) + 10)
print(1 if [] else 2 + 10)
print("a" if "" else "b" if 0 else "c")
abs_val = lambda v: v if v >= 0 else -v
print(abs_val(-3), abs_val(4))
print(max(3, 4) if 3 < 4 else min(3, 4))
t = (1, 2) if 0 else (3, 4)
print(t)
s = "even" if 10 % 2 == 0 else "odd"
print(s)
print(not True if not False else not False)
print([v if v % 2 else -v for v in range(6)])
print({k: ("big" if k > 1 else "small") for k in range(3)})
