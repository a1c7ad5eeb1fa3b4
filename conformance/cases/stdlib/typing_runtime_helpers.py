"""typing helpers at run time: get_type_hints, cast and NamedTuple."""

import typing


def f(a: int, b: str = 'x') -> bool:
    return True


class Pair(typing.NamedTuple):
    left: int
    right: str

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('typing.get_type_hints(f)', lambda: typing.get_type_hints(f))
show("typing.cast(int, 'x')", lambda: typing.cast(int, 'x'))
show("Pair(1, 'a')", lambda: Pair(1, 'a'))
show('Pair._fields', lambda: Pair._fields)
show('Pair.__annotations__', lambda: Pair.__annotations__)
show('typing.Optional[int]', lambda: typing.Optional[int])
show('typing.get_origin(list[int])', lambda: typing.get_origin(list[int]))
show('typing.get_args(dict[str, int])', lambda: typing.get_args(dict[str, int]))
