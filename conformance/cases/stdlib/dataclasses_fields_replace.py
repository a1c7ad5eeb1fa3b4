"""dataclasses introspection and copying: fields() and Field attributes, metadata,
asdict/astuple recursion (with dict_factory), replace() and its errors, InitVar, KW_ONLY,
mutable default errors and field ordering errors."""
import dataclasses
from dataclasses import KW_ONLY, InitVar, asdict, astuple, dataclass, field, fields, replace


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


@dataclass
class Item:
    name: str
    price: float = 0.0
    tags: list = field(default_factory=list, metadata={"unit": "tag"})
    secret: str = field(default="x", repr=False, compare=False)


@dataclass
class Order:
    items: list
    owner: Item
    notes: dict = field(default_factory=dict)


for f in fields(Item):
    missing = dataclasses.MISSING
    print(f.name, f.type.__name__, f.default is missing or f.default, f.default_factory is missing or f.default_factory,
          f.repr, f.compare, f.init, f.kw_only, dict(f.metadata))
print(fields(Item)[2].metadata["unit"], len(fields(Item(name="a"))), dataclasses.is_dataclass(Item), dataclasses.is_dataclass(Item("a")))
order = Order([Item("pen", 1.5, ["office"])], Item("ann"), {"k": (Item("z"),)})
print(asdict(order))
print(astuple(order))
print(asdict(Item("a"), dict_factory=lambda pairs: [k for k, _ in pairs]), astuple(Item("b"), tuple_factory=list))
changed = replace(Item("pen", 2.0), price=3.0)
print(changed, changed == Item("pen", 3.0, secret="different"), Item("a") < Item("b") if False else "-")
attempt("replace unknown", lambda: replace(Item("a"), color="red"))
attempt("fields of instance of non-dataclass", lambda: fields(3))
attempt("asdict non-dataclass", lambda: asdict({"a": 1}))
attempt("astuple class", lambda: astuple(Item))
attempt("mutable default", lambda: dataclass(type("Bad", (), {"__annotations__": {"xs": list}, "xs": []})))
attempt("non-default after default", lambda: dataclass(type("Bad2", (), {"__annotations__": {"a": int, "b": int}, "a": 1})))
attempt("missing argument", lambda: Item())
attempt("too many", lambda: Item("a", 1, [], "s", "extra"))


@dataclass
class Account:
    owner: str
    rate: InitVar[float] = 0.5
    balance: float = field(init=False)

    def __post_init__(self, rate):
        self.balance = 100 * rate


acct = Account("bo", 0.25)
print(acct, [f.name for f in fields(acct)], replace(acct, rate=1.0))
attempt("replace init=False", lambda: replace(acct, balance=5))
attempt("replace InitVar missing", lambda: replace(Account("x")))


@dataclass
class Config:
    host: str
    _: KW_ONLY
    port: int = 80
    debug: bool = False


@dataclass(kw_only=True)
class Options:
    verbose: bool = False
    level: int


print(Config("h", port=8080), Options(level=3), [f.kw_only for f in fields(Config)], Config.__match_args__)
attempt("positional kw_only", lambda: Config("h", 8080))
attempt("missing kw_only", lambda: Options())
print(type(dataclasses.MISSING).__name__, repr(field(default=1)).startswith("Field("), InitVar[int], type(KW_ONLY).__name__)
