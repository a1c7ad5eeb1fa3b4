# Checks pass, docstring-only bodies, implicit None returns and ellipsis.
def nothing():
    pass
def doc_only():
    "Just a docstring."
def early():
    return
print(nothing(), doc_only(), early())
for i in range(3):
    pass
print(i)
if True:
    pass
else:
    print("unreachable")
while False:
    pass
print(...)
print(Ellipsis is ..., type(...).__name__)
x = ...
print(x == Ellipsis)
try:
    pass
except Exception:
    pass
finally:
    print("finally ran")
def returns_tuple():
    return 1, 2
print(returns_tuple(), type(returns_tuple()))
def implicit(n):
    if n > 0:
        return "pos"
print(implicit(1), implicit(-1))
