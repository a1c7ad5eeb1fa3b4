x: int = 5
y: "str"
count: int
print(__annotations__)


class Config:
    name: str
    retries: int = 3
    tags: "list" = []
    __secret: bytes = b""

    def method(self):
        local: undefined_type_never_evaluated = 1
        return local


print(Config.__annotations__, Config.retries, Config().method())
print("name" in Config.__dict__, "retries" in Config.__dict__)


def make():
    Alias = dict

    class Inner:
        field: Alias

    return Inner.__annotations__


print(make())
for i in range(2):
    loop_var: float = i / 2
print(__annotations__)


class Child(Config):
    extra: bool = False


print(Child.__annotations__)
