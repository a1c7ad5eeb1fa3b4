# Checks that call arguments and default values are evaluated left to right.
trace = []

def t(label, value):
    trace.append(label)
    return value

def f(a, b, c=0, *args, d=0, **kw):
    return a + b + c + d + sum(args) + sum(kw.values())

print(f(t("a", 1), t("b", 2), t("c", 3)))
print(trace)
trace.clear()
print(f(t("a", 1), t("b", 2), d=t("d", 4), c=t("c", 3)))
print(trace)
trace.clear()
print(f(*t("star", [1, 2]), **t("dstar", {"z": 5})))
print(trace)
trace.clear()

def g(x):
    trace.append("g" + str(x))
    return x

print(g(1) + g(2) * g(3))
print(trace)
trace.clear()
print([g(i) for i in range(3)], {g(10): g(11)})
print(trace)
trace.clear()
result = t("fn", f)(t("x", 1), t("y", 1))
print(result, trace)
trace.clear()
print(t("left", 1) < t("mid", 2) < t("right", 0) < t("never", 9))
print(trace)
trace.clear()
print(t("p", 0) or t("q", "") or t("r", "last"))
print(trace)
