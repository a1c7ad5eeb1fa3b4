# ParamSpec substitution as CPython 3.11 does it: a list of types becomes a tuple, Callable[P, T]
# spreads the substituted arguments, and enum.verify's checks.
from typing import ParamSpec, TypeVar, Callable, Generic, List, Dict
from enum import Enum, verify, UNIQUE, CONTINUOUS, IntFlag, auto
P = ParamSpec("P"); T = TypeVar("T")
class Z(Generic[P, T]): pass
print(Z[[int, str], bool], Callable[P, T][[int], str])
A = Dict[str, List[T]]
print(A[int], List[T][int])
try:
    @verify(UNIQUE)
    class C(Enum):
        a = 1
        b = 1
except ValueError as e: print(e)
try:
    @verify(CONTINUOUS)
    class N(Enum):
        a = 1
        c = 3
except ValueError as e: print(e)
class F(IntFlag):
    R = auto(); W = auto()
print(F.R | F.W, list(F.R | F.W))
Q = ParamSpec("Q")
print(Callable[P, T], Callable[P, T][..., int], Callable[P, T][Q, int], Z[Q, int][[str, bytes]])
print(Z[[int, str], bool].__args__, Callable[P, T][[int, str], bool].__args__)
