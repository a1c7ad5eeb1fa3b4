def f(self):
    return 1


class C:
    pass


for d in [f, classmethod(f), staticmethod(f), property(f)]:
    print(type(d).__name__, hasattr(d, "__get__"), hasattr(d, "__set__"))
print(classmethod(f).__get__(None, C)(), classmethod(lambda c: c).__get__(C())() is C)
print(staticmethod(f).__get__(None, C)(0), f.__get__(C(), C)())
prop = property(f)
print(prop.__get__(C(), C), prop.__get__(None, C) is prop)


class Temperature:
    def __init__(self):
        self._celsius = 0.0

    def _get(self):
        return self._celsius

    def _set(self, value):
        if value < -273.15:
            raise ValueError("below absolute zero")
        self._celsius = value

    celsius = property(_get, _set)


t = Temperature()
Temperature.__dict__["celsius"].__set__(t, 21.5)
print(Temperature.__dict__["celsius"].__get__(t), t.celsius)
for call in [lambda: property().__get__(C()), lambda: property().__set__(C(), 1), lambda: property().__delete__(C()),
             lambda: classmethod(len).__get__(None, None), lambda: staticmethod(len).__get__(None),
             lambda: Temperature.__dict__["celsius"].__set__(t, -300)]:
    try:
        print(call())
    except (AttributeError, TypeError, ValueError) as e:
        print(type(e).__name__, e)


def logged(descriptor):
    """A decorator that wraps any descriptor and forwards __get__, as agent code sometimes does."""

    class Wrapper:
        def __get__(self, obj, owner=None):
            value = descriptor.__get__(obj, owner)
            return value

    return Wrapper()


class Service:
    name = "svc"

    @logged
    @classmethod
    def describe(cls):
        return f"class {cls.__name__}"

    @logged
    @staticmethod
    def version():
        return "1.0"

    @logged
    @property
    def label(self):
        return self.name.upper()


print(Service.describe(), Service().version(), Service().label)
