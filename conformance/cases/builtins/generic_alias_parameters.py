# The type variables a generic alias of a builtin collection takes (`list[T].__parameters__`).
from typing import Dict, List, TypeVar

T = TypeVar("T")
U = TypeVar("U")
print(list[int].__parameters__)
print(list[T].__parameters__)
print(dict[T, list[U]].__parameters__)
print(dict[T, T].__parameters__)
print(tuple[int, T, U, T].__parameters__)
print(list[List[T]].__parameters__)
print(dict[str, Dict[U, T]].__parameters__)
print(list[[T]].__parameters__)
