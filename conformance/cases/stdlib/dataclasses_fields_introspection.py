"""Inspecting dataclass fields, defaults and generated methods."""
from dataclasses import dataclass, field, fields, astuple, is_dataclass


@dataclass
class Config:
    name: str
    retries: int = 3
    hosts: list = field(default_factory=lambda: ["localhost"])
    secret: str = field(default="", repr=False, compare=False)


config = Config("svc", secret="hunter2")
print(config)
for f in fields(Config):
    print(f.name, f.type.__name__ if isinstance(f.type, type) else f.type, f.repr, f.compare)
print(astuple(config))
print(is_dataclass(config), is_dataclass(Config), is_dataclass(3))
print(Config("svc") == Config("svc", secret="other"))
try:
    Config()
except TypeError as error:
    print(type(error).__name__, error)
