"""Tools: callables in a list or dict, their schemas and stubs from signatures, docstrings,
TypedDict and pydantic annotations; arguments checked before a tool runs; a tool's exception
raised where it was called."""

import json
from typing import List, Literal, Optional, TypedDict

import pydantic
import pytest

import garter
from garter._tools import declare


def search(query: str, limit: int = 5, tags: Optional[List[str]] = None) -> List[str]:
    """Search the catalogue.

    Args:
        query: The words to look for.
        limit: How many results at most.
    """
    return [f"{query}-{i}" for i in range(limit)]


class Address(TypedDict):
    city: str
    zip: str


class Order(pydantic.BaseModel):
    item: str
    quantity: int = 1
    ship_to: Optional["Shipping"] = None


class Shipping(pydantic.BaseModel):
    method: Literal["post", "courier"]


Order.model_rebuild()


def test_tools_from_a_list_are_named_by_their_function():
    result = garter.Sandbox(tools=[search]).run("search('lamp', limit=2)")
    assert result.value == ["lamp-0", "lamp-1"] and result.tool_calls == 1


def test_tools_from_a_dict_take_its_names():
    box = garter.Sandbox(tools={"find": search, "double": lambda x: 2 * x})
    assert box.tool_names == ["find", "double"]
    assert box.run("find('a', 1) + [double(21)]").value == ["a-0", 42]


def test_a_lambda_in_a_list_is_refused():
    with pytest.raises(TypeError, match="give it a name with a dict"):
        garter.Sandbox(tools=[lambda: 1])


def test_schema_and_stub_come_from_signature_and_docstring():
    (name, _, is_async, description, parameters, returns) = declare([search])[0]
    assert (name, is_async, description) == ("search", False, "Search the catalogue.")
    assert json.loads(parameters) == {
        "type": "object",
        "properties": {
            "query": {"type": "string", "description": "The words to look for."},
            "limit": {"type": "integer", "description": "How many results at most.", "default": 5},
            "tags": {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}], "default": None},
        },
        "required": ["query"],
    }
    assert json.loads(returns) == {"type": "array", "items": {"type": "string"}}
    stub = garter.Sandbox(tools=[search]).stubs()
    assert "def search(query: str, limit: int = 5, tags: list[str] | None = None) -> list[str]:" in stub
    assert "Search the catalogue." in stub


def test_typed_dict_parameters_are_object_schemas():
    def ship(to: Address) -> str:
        return to["city"]

    parameters = json.loads(declare([ship])[0][4])
    assert parameters["properties"]["to"] == {
        "type": "object",
        "properties": {"city": {"type": "string"}, "zip": {"type": "string"}},
        "required": ["city", "zip"],
    }
    box = garter.Sandbox(tools=[ship])
    assert box.run("ship({'city': 'Oslo', 'zip': '0150'})").value == "Oslo"
    with pytest.raises(garter.PythonError) as error:
        box.run("ship({'city': 'Oslo'})")
    assert error.value.type_name == "TypeError"


def test_pydantic_models_give_the_schema_and_arrive_as_models():
    received = []

    def place(order: Order) -> Order:
        received.append(order)
        return order

    parameters = json.loads(declare([place])[0][4])
    order_schema = parameters["properties"]["order"]
    assert order_schema["type"] == "object" and order_schema["required"] == ["item"]
    assert "$defs" not in json.dumps(parameters)
    value = garter.run("place({'item': 'lamp', 'ship_to': {'method': 'post'}})", tools=[place])
    assert received == [Order(item="lamp", ship_to=Shipping(method="post"))]
    assert value == {"item": "lamp", "quantity": 1, "ship_to": {"method": "post"}}


def test_explicit_tool_declarations():
    tool = garter.Tool(
        lambda **kw: kw["a"] + 1,
        name="inc",
        description="Add one.",
        parameters={"type": "object", "properties": {"a": {"type": "integer"}}, "required": ["a"]},
    )
    box = garter.Sandbox(tools=[tool])
    assert box.run("inc(a=1)").value == 2
    assert "def inc(a: int)" in box.stubs()


def test_calls_that_do_not_fit_raise_type_error_without_calling_the_tool():
    calls = []

    def add(a: int, b: int) -> int:
        calls.append((a, b))
        return a + b

    box = garter.Sandbox(tools=[add])
    for code, message in [
        ("add(1)", "TypeError: add() missing 1 required positional argument: 'b'"),
        ("add(1, 'x')", "TypeError: add() argument 'b' must be int, not str"),
        ("add(1, 2, c=3)", "TypeError: add() got an unexpected keyword argument 'c'"),
    ]:
        with pytest.raises(garter.PythonError) as error:
            box.run(code)
        assert str(error.value) == message
    assert calls == []


def test_builtin_exceptions_of_tools_keep_their_type_in_the_sandbox():
    def lookup(key: str) -> str:
        if key == "missing":
            raise KeyError(key)
        raise ValueError(f"bad key {key!r}")

    code = (
        "out = []\n"
        "for key in ['missing', 'odd']:\n"
        "    try:\n"
        "        lookup(key)\n"
        "    except KeyError as e:\n"
        "        out.append(('KeyError', e.args[0]))\n"
        "    except ValueError as e:\n"
        "        out.append(('ValueError', str(e)))\n"
        "out"
    )
    assert garter.run(code, tools=[lookup]) == [("KeyError", "missing"), ("ValueError", "bad key 'odd'")]


def test_other_exceptions_of_tools_are_runtime_errors_naming_the_class():
    class QuotaExceeded(Exception):
        pass

    def fetch():
        raise QuotaExceeded("try tomorrow")

    with pytest.raises(garter.PythonError) as error:
        garter.run("fetch()", tools=[fetch])
    assert error.value.type_name == "RuntimeError"
    assert error.value.message == "test_tools.QuotaExceeded: try tomorrow"
    assert 'File "<sandbox>", line 1, in <module>' in error.value.traceback


def test_async_tools_run_in_a_synchronous_run():
    async def fetch(n: int) -> int:
        return n * 10

    code = "import asyncio\nasync def main():\n    return await asyncio.gather(fetch(1), fetch(2))\nasyncio.run(main())"
    assert garter.run(code, tools=[fetch]) == [10, 20]
    assert "async def fetch(n: int) -> int:" in garter.Sandbox(tools=[fetch]).stubs()


def test_check_reports_problems_without_running():
    calls = []
    box = garter.Sandbox(tools={"record": calls.append})
    diagnostics = box.check("record(1)\nrecrd(2)\nimport requests\nprint(undefined_name)")
    assert [(d.kind, d.line, d.column) for d in diagnostics] == [
        ("UnknownTool", 2, 1),
        ("UnknownModule", 3, 8),
        ("UndefinedName", 4, 7),
    ]
    assert diagnostics[0].message == "NameError: name 'recrd' is not defined. Did you mean: 'record'?"
    assert diagnostics[0].suggestion == "record"
    assert calls == []
    assert [d.kind for d in box.check("x = (")] == ["SyntaxError"]
    assert box.check("print(y)", inputs={"y": 1}) == []
