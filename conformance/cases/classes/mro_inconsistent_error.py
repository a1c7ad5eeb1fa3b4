# Checks the TypeError raised when no consistent C3 MRO exists, and duplicate base errors.
class A: pass
class B(A): pass

try:
    class Bad(A, B):
        pass
except TypeError as e:
    print("TypeError:", e)

class X: pass
class Y: pass
class P(X, Y): pass
class Q(Y, X): pass

try:
    class R(P, Q):
        pass
except TypeError as e:
    print("TypeError:", e)

try:
    class Dup(A, A):
        pass
except TypeError as e:
    print("TypeError:", e)

class Good(B, A):
    pass
print([c.__name__ for c in Good.__mro__])

try:
    class FromInstance(A()):
        pass
except TypeError as e:
    print("TypeError instance base:", type(e).__name__)

try:
    class FromInt(5):
        pass
except TypeError as e:
    print("TypeError int base:", type(e).__name__)

created = []
for bases in [(A,), (B,), (A, B), (B, A), (X, Y), (P,), (P, Q)]:
    try:
        cls = type("T", bases, {})
        created.append([c.__name__ for c in cls.__mro__])
    except TypeError as e:
        created.append("error: " + str(e))
for row in created:
    print(row)
