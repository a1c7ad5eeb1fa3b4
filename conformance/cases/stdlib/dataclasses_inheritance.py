from dataclasses import dataclass, field, fields


@dataclass
class Base:
    id: int
    name: str = "unnamed"


@dataclass
class Employee(Base):
    salary: float = 0.0
    skills: list = field(default_factory=list)


@dataclass
class Manager(Employee):
    reports: list = field(default_factory=list)
    name: str = "boss"


e = Employee(1, "ann", 100.0)
m = Manager(2, reports=[e])
print(e)
print(m)
print([f.name for f in fields(Manager)])
print(isinstance(m, Base), m.name, Employee(3).name)


@dataclass(eq=False)
class Node:
    val: int


print(Node(1) == Node(1), Node(1).__eq__(Node(1)))


@dataclass(repr=False)
class Hidden:
    x: int


print(repr(Hidden(1)).startswith("<"), Hidden.__dataclass_params__.repr if hasattr(Hidden, "__dataclass_params__") else "?")


@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str = field(compare=False, default="")


print(hash(Key(1, "x")) == hash(Key(1, "y")), Key(1, "x") == Key(1, "y"))
