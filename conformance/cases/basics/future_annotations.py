"""A module under `from __future__ import annotations`: annotations are kept as the strings
`ast.unparse` writes, never evaluated (so they may name what does not exist yet)."""
from __future__ import annotations, division
from __future__ import generator_stop

import __future__
import dataclasses
import typing


@dataclasses.dataclass
class Node:
    value: int
    children: list[Node] = dataclasses.field(default_factory=list)
    parent: Node | None = None
    tag: typing.ClassVar[str] = "node"


def walk(node: Node, *rest: tuple[int, ...], depth: "int" = 0, **extra: dict[str, Any]) -> Iterator[Node]:
    yield node


shapes: dict[str, Callable[[int, str], Optional['Foo']]] = {}
weird: -1 + 2 * (3 - x) ** -y
more: a.b.c[1:2, ::3] | (lambda x, *a, k=1, **kw: x if a else k)
calls: f(a, *b, c=1, **d) and (y or z) and not a < b <= c
literals: {1: 2, **d} or {1, 2} or [1e309, 1j, b"x", ..., None, True, (1,), ()]
comprehension: [x for x in y if x] + list(x async for x in y) + {k: v for k, v in z}
powers: (2 ** 3) ** 4 + 2 ** 3 ** 4 + (-1) ** 2 - -(-x) + (1).real + 1 .imag
subscripts: x[a, b:c] + x[(a, b)] + x[()] + x[a,] + Literal["a'b", 'c"d']

print(Node.__annotations__)
print(walk.__annotations__)
print(__annotations__)
print(Node(1), Node(2, [Node(3)]).children, [f.name for f in dataclasses.fields(Node)])
print(typing.get_type_hints(walk, {"Node": Node, "Iterator": typing.Iterator, "Any": typing.Any}) == {
    "node": Node, "rest": tuple[int, ...], "depth": int, "extra": dict[str, typing.Any], "return": typing.Iterator[Node]})
print(__future__.annotations, __future__.annotations.compiler_flag, __future__.all_feature_names[-1])
print(__future__.division.getOptionalRelease(), __future__.division.getMandatoryRelease())
