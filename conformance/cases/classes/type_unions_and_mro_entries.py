print(int | None, int | str | None, (int | str) == (str | int), int | int, None | int)


class A:
    pass


print(A | None, list | dict)
value: int | None = None
print(__annotations__)


class Alias:
    def __mro_entries__(self, bases):
        return (A,)


class B(Alias()):
    pass


print(B.__bases__, B.__mro__, B.__orig_bases__[0].__class__.__name__)


class Plugin:
    registry = {}

    def __init_subclass__(cls, name=None, **kwargs):
        Plugin.registry[name or cls.__name__] = cls


class Csv(Plugin, name="csv"):
    pass


class Json(Plugin):
    pass


print(sorted(Plugin.registry))
try:

    class Bad(A, flag=True):
        pass

except TypeError as e:
    print("TypeError", e)
