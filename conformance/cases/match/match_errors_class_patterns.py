# Checks the TypeErrors class patterns raise (sub-pattern counts, bad __match_args__, repeated attributes, non-types) and when they do not.
class Point:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y

class NoArgs:
    pass

class ListArgs:
    __match_args__ = ["x"]
    x = 1

class IntArgs:
    __match_args__ = (1,)

class SameTwice:
    __match_args__ = ("x", "x")
    x = 1

class Single:
    __match_args__ = ("a",)
    a = 0

def attempt(label, f, value):
    try:
        print(label, f(value))
    except TypeError as e:
        print(label, "TypeError:", e)

def too_many(v):
    match v:
        case Point(1, 2, 3):
            return "three"
    return "no match"

def none_accepted(v):
    match v:
        case NoArgs(1):
            return "one"
    return "no match"

def one_accepted(v):
    match v:
        case Single(1, 2):
            return "two"
    return "no match"

def list_match_args(v):
    match v:
        case ListArgs(1):
            return "x"
    return "no match"

def int_match_args(v):
    match v:
        case IntArgs(1):
            return "x"
    return "no match"

def positional_and_keyword(v):
    match v:
        case Point(1, x=2):
            return "x"
    return "no match"

def repeated_in_match_args(v):
    match v:
        case SameTwice(a, b):
            return a, b
    return "no match"

not_a_class = 3
def non_type(v):
    match v:
        case not_a_class():
            return "?"
    return "no match"

def builtin_function(v):
    match v:
        case len():
            return "?"
    return "no match"

def builtin_self(v):
    match v:
        case int(1, 2):
            return "?"
    return "no match"

def bool_self(v):
    match v:
        case bool(x, y):
            return "?"
    return "no match"

attempt("too many, instance:", too_many, Point(1, 2))
attempt("too many, not an instance:", too_many, 5)
attempt("no __match_args__:", none_accepted, NoArgs())
attempt("no __match_args__, not an instance:", none_accepted, 1)
attempt("one allowed:", one_accepted, Single())
attempt("list __match_args__:", list_match_args, ListArgs())
attempt("int element:", int_match_args, IntArgs())
attempt("positional and keyword:", positional_and_keyword, Point(1, 2))
attempt("repeated in __match_args__:", repeated_in_match_args, SameTwice())
attempt("non-type:", non_type, 1)
attempt("builtin function:", builtin_function, [])
attempt("int with two:", builtin_self, 1)
attempt("int with two, a str:", builtin_self, "s")
attempt("bool with two:", bool_self, True)

class Guarded:
    @property
    def missing(self):
        raise AttributeError("computed attribute is missing")
    @property
    def broken(self):
        raise ValueError("property failed")

def properties(v):
    match v:
        case Guarded(missing=m):
            return f"missing matched {m}"
        case Guarded(broken=b):
            return f"broken matched {b}"
    return "no match"

try:
    properties(Guarded())
except ValueError as e:
    print("ValueError:", e)

class Lazy:
    __match_args__ = ("a", "b")
    @property
    def a(self):
        print("  reading a")
        return 1
    @property
    def b(self):
        print("  reading b")
        return 2

def order(v):
    match v:
        case Lazy(0, b):
            return f"first {b}"
        case Lazy(a, 0):
            return f"second {a}"
        case Lazy(a, b=c):
            return f"third {a} {c}"

print(order(Lazy()))
