import asyncio
import functools
import inspect
from dataclasses import dataclass
from typing import Optional, List


def search(query: str, limit: int = 10, *, region: Optional[str] = None, **filters) -> List[dict]:
    """Search the catalogue.

    Returns matching rows.
    """
    return []


async def fetch(url, /, timeout=5.0):
    await asyncio.sleep(0)


def numbers(n):
    yield from range(n)


async def stream():
    yield 1


class Tool:
    """A tool the agent can call."""

    def __init__(self, name, handler=None):
        self.name = name

    def run(self, payload: dict, *, dry_run: bool = False) -> str:
        """Run it."""
        return "ok"

    @classmethod
    def create(cls, name):
        return cls(name)

    @staticmethod
    def helper(x, y=1):
        return x

    def __call__(self, text):
        return text


class Special(Tool):
    def run(self, payload, *, dry_run=False):
        return "special"


@dataclass
class Point:
    x: int
    y: int = 0


def decorator(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)
    return wrapper


@decorator
def wrapped(a, b=2):
    return a + b


for target in [search, fetch, numbers, stream, Tool, Tool.run, Tool("t").run, Tool.create, Tool.helper, Tool("t"),
               Point, wrapped, functools.partial(search, "q", region="eu"), lambda x, *a, y=3: None]:
    sig = inspect.signature(target)
    print(getattr(target, "__name__", type(target).__name__), sig, [p.kind.name for p in sig.parameters.values()])
sig = inspect.signature(search)
print(repr(sig), sig.parameters["limit"], repr(sig.parameters["limit"]), sig.return_annotation)
print(sig.parameters["query"].annotation, sig.parameters["region"].default, sig.parameters["filters"].kind.description)
bound = sig.bind("shoes", region="eu", color="red")
print(bound, bound.args, bound.kwargs)
bound.apply_defaults()
print(bound.arguments)
for args, kwargs in [((), {}), (("a", 1, 2), {}), (("a",), {"query": "b"}), (("a",), {"limit": 2, "region": None})]:
    try:
        print(sig.bind(*args, **kwargs))
    except TypeError as e:
        print("TypeError:", e)
try:
    inspect.signature(fetch).bind(url="x")
except TypeError as e:
    print("TypeError:", e)
print([inspect.iscoroutinefunction(f) for f in (search, fetch, numbers, stream, functools.partial(fetch, "u"))])
print([inspect.isgeneratorfunction(f) for f in (search, fetch, numbers, stream)])
print([inspect.isasyncgenfunction(f) for f in (search, fetch, numbers, stream)])
coroutine = fetch("x")
print(inspect.isfunction(search), inspect.ismethod(Tool("t").run), inspect.isclass(Tool), inspect.ismodule(inspect),
      inspect.isbuiltin(len), inspect.isroutine(len), inspect.isroutine(search), inspect.isawaitable(coroutine))
print(inspect.iscoroutine(coroutine), inspect.isgenerator(numbers(2)), inspect.isasyncgen(stream()))
asyncio.run(coroutine)
print(inspect.getdoc(search))
print(inspect.getdoc(Special), inspect.getdoc(Special("s").run), inspect.cleandoc("  a\n    b\n  c\n"))
print([name for name, _ in inspect.getmembers(Tool, inspect.isfunction)])
print(inspect.getmro(Special)[:2], inspect.unwrap(wrapped).__name__, inspect.isabstract(Tool))
print(inspect.getfullargspec(search))
print(inspect.getcallargs(search, "q", 3))
print(inspect.getfullargspec(Tool("t").run).args, inspect.signature(search).replace(return_annotation=inspect.Signature.empty))
print(inspect.Parameter("x", inspect.Parameter.KEYWORD_ONLY, default=1), inspect.Signature.empty)
params = [inspect.Parameter("a", inspect.Parameter.POSITIONAL_ONLY), inspect.Parameter("b", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=2)]
print(inspect.Signature(params, return_annotation=int))
for bad in [lambda: inspect.Parameter("1x", inspect.Parameter.POSITIONAL_ONLY),
            lambda: inspect.Signature([params[1], params[0]]),
            lambda: inspect.signature(42), lambda: inspect.getcallargs(search), lambda: inspect.getcallargs(search, "q", 1, 2)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(inspect.get_annotations(search))
