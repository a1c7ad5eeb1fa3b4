# Rich comparisons on user instances (run as frames of the loop when the left operand's class
# defines the method as a function): NotImplemented falls to the reflected method, then to
# identity for == and !=, else TypeError; a proper subclass's reflected method goes first;
# builtin subclasses on either side; recursion through __eq__ is a RecursionError.
class A:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return isinstance(o, A) and self.v == o.v
    def __lt__(self, o):
        if not isinstance(o, A): return NotImplemented
        return self.v < o.v
class B(A):
    def __gt__(self, o): return "B.gt"
class C:
    def __eq__(self, o): return NotImplemented
    def __lt__(self, o): return NotImplemented
class D:
    def __gt__(self, o): return "D.gt"
    def __eq__(self, o): return "D.eq"
print(A(1) == A(1), A(1) != A(2), A(1) < A(2), A(2) < B(1), A(1) < D(), A(1) == D())
print(C() == C(), C() != C(), [C() == 1, 1 == C()])
c = C(); print(c == c, c != c)
try:
    C() < C()
except TypeError as e:
    print(e)
try:
    A(1) < 3
except TypeError as e:
    print(e)
class R:
    def __eq__(self, o): return self == o
try:
    R() == 1
except RecursionError as e:
    print("RecursionError", e)
print(sorted([A(3), A(1), A(2)], key=lambda a: a).__len__(), sorted([A(3), A(1)])[0].v)
import functools
@functools.total_ordering
class T:
    def __init__(self, v): self.v = v
    def __eq__(self, o): return self.v == o.v
    def __lt__(self, o): return self.v < o.v
print(T(1) <= T(2), T(3) >= T(2), T(1) > T(2))
class F(float):
    def __lt__(self, o): return "F.lt"
print(A(1) == F(1.0), F(1.0) < A(1))
