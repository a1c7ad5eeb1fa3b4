"""__init_subclass__ bound as type.__new__ finds it through super(): a classmethod (implicit in
the class body or explicit) gets the new class, a function assigned later or a staticmethod
gets nothing."""
class A:
    pass


A.__init_subclass__ = lambda *a, **k: print("plain", len(a), k)


class B(A, flag=1):
    pass


class C:
    def __init_subclass__(cls, **kw):
        print("classmethod", cls.__name__, kw)


class D(C, x=2):
    pass


class E:
    @staticmethod
    def __init_subclass__(*a):
        print("static", len(a))


class F(E):
    pass


class G:
    pass


G.__init_subclass__ = classmethod(lambda cls: print("late classmethod", cls.__name__))


class H(G):
    pass
