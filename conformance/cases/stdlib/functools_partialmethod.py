from functools import partialmethod, partial
import abc

class Cell:
    def __init__(self):
        self._alive = False
    @property
    def alive(self):
        return self._alive
    def set_state(self, state, *, note=""):
        self._alive = bool(state)
        return f"{state}{note}"
    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, note="!")
    again = partialmethod(set_dead, note="?")
    @classmethod
    def make(cls, n, m=0):
        return (cls.__name__, n, m)
    make_one = partialmethod(make, 1)
    @staticmethod
    def add(a, b):
        return a + b
    add_ten = partialmethod(add, 10)

c = Cell()
print(c.set_alive(), c.alive, c.set_dead(), c.alive, c.again())
print(Cell.make_one(m=2), c.make_one(), Cell.add_ten(5), c.add_ten(1))
print(Cell.set_alive(c), type(c.set_alive).__name__, c.set_alive.func.__name__, c.set_alive.args)
print(repr(Cell.__dict__["set_dead"]).split(" at ")[0], repr(Cell.__dict__["set_dead"]).split(">")[-1])
print(partialmethod[int])
class Base(abc.ABC):
    @abc.abstractmethod
    def run(self, x): ...
    run_one = partialmethod(run, 1)
print(Base.__dict__["run_one"].__isabstractmethod__, sorted(Base.__abstractmethods__))
try:
    partialmethod(5)
except TypeError as e:
    print(e)
lam = partialmethod(lambda self, a, b: (a, b), b=2)
class L:
    m = lam
print(L().m(1))
