"""collections.namedtuple construction options and their errors: field name rules, rename,
defaults, module, _make/_replace errors, keyword binding and __match_args__."""
from collections import namedtuple


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("keyword field", lambda: namedtuple("P", "x class"))
attempt("underscore field", lambda: namedtuple("P", "x _y"))
attempt("duplicate field", lambda: namedtuple("P", "x x"))
attempt("digit field", lambda: namedtuple("P", "x 1y"))
attempt("bad typename", lambda: namedtuple("1P", "x"))
attempt("keyword typename", lambda: namedtuple("def", "x"))
attempt("too many defaults", lambda: namedtuple("P", "x", defaults=(1, 2)))
R = namedtuple("R", "a def _c a", rename=True)
print(R._fields, R(1, 2, 3, 4))
P = namedtuple("P", ["x", "y", "z"], defaults=[0, 1])
print(P(5), P(1, 2, 3), P(z=9, x=1), P._field_defaults, P.__match_args__, P.__doc__, P.__module__)
Q = namedtuple("Q", "a, b", module="geometry")
print(Q.__module__, Q(1, 2), Q(b=2, a=1) == (1, 2), hash(Q(1, 2)) == hash((1, 2)), Q._make(range(2)))
attempt("missing", lambda: P())
attempt("too many", lambda: P(1, 2, 3, 4))
attempt("unexpected keyword", lambda: P(1, w=2))
attempt("duplicate value", lambda: P(1, x=2))
attempt("make too few", lambda: P._make([1]))
attempt("replace unknown", lambda: P(1)._replace(w=3))
attempt("set field", lambda: setattr(P(1), "x", 2))
attempt("delete field", lambda: delattr(P(1), "x"))
p = P(1, 2, 3)
x, *rest = p
print(x, rest, p[1:], p.index(2), p.count(3), p + (4,), p * 2 if False else len(p), max(p), p._asdict())
match p:
    case P(a, b, c):
        print("matched", a, b, c)
E = namedtuple("E", "")
print(E(), E._fields, len(E()), namedtuple("S", "x")(x=[1]), repr(P), P.x.__doc__)
