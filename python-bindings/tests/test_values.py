"""Values crossing both ways: None, bool, int of any size, float, str, bytes, list, tuple, dict,
set; what cannot cross is a ConversionError."""

import math

import pytest

import garter

VALUES = [
    None,
    True,
    False,
    0,
    -7,
    2**64,
    -(10**40),
    1.5,
    float("inf"),
    "",
    "café ☕",
    b"\x00\xff",
    [1, [2, [3]]],
    (1, "a", None),
    (),
    {"a": 1, "b": [1, 2]},
    {1: "one", (2, 3): "pair", None: 0},
    {1, 2, 3},
    set(),
    {"nested": {(1, 2): [b"x", {1.5}]}},
]


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_values_round_trip_through_inputs_and_tools(value):
    seen = []

    def echo(v):
        seen.append(v)
        return v

    result = garter.run("echo(value)", inputs={"value": value}, tools=[echo])
    assert result == value and type(result) is type(value)
    assert seen == [value]


def test_frozenset_and_bytearray_arrive_as_set_and_bytes():
    assert garter.run("(type(a).__name__, type(b).__name__)", inputs={"a": frozenset({1}), "b": bytearray(b"x")}) == (
        "set",
        "bytes",
    )


def test_nan_crosses():
    assert math.isnan(garter.run("x", inputs={"x": float("nan")}))


def test_sandbox_values_arrive_as_host_types():
    value = garter.run("{'s': {3, 1}, 't': (1,), 'big': 3 ** 100, 'k': {(1, 2): None}}")
    assert value == {"s": {1, 3}, "t": (1,), "big": 3**100, "k": {(1, 2): None}}


def test_a_host_object_that_cannot_cross_is_a_conversion_error():
    with pytest.raises(garter.ConversionError) as error:
        garter.run("x", inputs={"x": {"when": object()}})
    assert str(error.value) == (
        "input 'x': a 'object' object cannot cross into the sandbox (only None, bool, int, float, str, bytes, "
        "list, tuple, dict and set can) (at ['when'])"
    )


def test_a_sandbox_object_that_cannot_cross_is_a_conversion_error():
    with pytest.raises(garter.ConversionError) as error:
        garter.run("class Point:\n    pass\nPoint()")
    assert "the program's last value cannot cross to the host: <__main__.Point object at" in str(error.value)


def test_sandbox_objects_passed_to_a_tool_are_a_type_error_in_the_sandbox():
    def take(x):
        return x

    code = "try:\n    take(lambda: 1)\nexcept TypeError as e:\n    r = str(e)\nr"
    assert garter.run(code, tools=[take]).startswith("a 'function' object cannot be passed to the host")


def test_a_tool_result_that_cannot_cross_is_a_type_error_at_the_call():
    def make():
        return object()

    code = "try:\n    make()\nexcept TypeError as e:\n    r = str(e)\nr"
    assert garter.run(code, tools=[make]).startswith(
        "tool 'make' returned a value that cannot cross: a 'object' object cannot cross into the sandbox"
    )
