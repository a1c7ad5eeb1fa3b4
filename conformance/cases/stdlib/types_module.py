import sys
import types


def plain():
    pass


async def coro_fn():
    return 1


def gen_fn():
    yield 1


async def agen_fn():
    yield 1


class Thing:
    def method(self):
        return self

    @classmethod
    def make(cls):
        return cls


checks = [
    (plain, types.FunctionType), (lambda: 0, types.LambdaType), (len, types.BuiltinFunctionType),
    ([].append, types.BuiltinMethodType), (Thing().method, types.MethodType), (Thing.make, types.MethodType),
    (sys, types.ModuleType), (gen_fn(), types.GeneratorType), (agen_fn(), types.AsyncGeneratorType),
    (None, types.NoneType), (..., types.EllipsisType), (NotImplemented, types.NotImplementedType),
    (list[int], types.GenericAlias), (int | str, types.UnionType), (compile("1", "f", "eval"), types.CodeType),
    ({}.items().mapping, types.MappingProxyType), (plain, types.BuiltinFunctionType), (len, types.FunctionType),
]
for obj, kind in checks:
    print(kind.__name__, isinstance(obj, kind))
coro = coro_fn()
print(isinstance(coro, types.CoroutineType), type(coro) is types.CoroutineType)
coro.close()
print(types.FunctionType is types.LambdaType, types.BuiltinFunctionType is types.BuiltinMethodType)
print(types.NoneType, types.EllipsisType, types.ModuleType, types.FunctionType)

try:
    raise ValueError("x")
except ValueError as exc:
    print(isinstance(exc.__traceback__, types.TracebackType))

bound = types.MethodType(lambda self, x: (self, x), "obj")
print(bound(1), bound.__self__)
module = types.ModuleType("scratch", "A scratch module.")
module.value = 42
print(module.__name__, module.__doc__, module.value, isinstance(module, types.ModuleType))
print(types.ModuleType("bare").__doc__)
print(types.GenericAlias(list, (int,)), types.GenericAlias(dict, (str, int)) == dict[str, int])
proxy = types.MappingProxyType({"a": 1})
print(proxy["a"], len(proxy), list(proxy), "a" in proxy, proxy.get("b", 0))
try:
    proxy["b"] = 2
except TypeError as e:
    print(type(e).__name__, e)

Point = types.new_class("Point", (), {}, lambda ns: ns.update({"x": 0, "describe": lambda self: f"Point({self.x})"}))
print(Point, Point().describe(), Point.__name__)
Sub = types.new_class("Sub", (Point,))
print(Sub.__mro__[1] is Point, types.resolve_bases((int, list)))
print(types.prepare_class("X", (int,)), types.prepare_class("Y", (), {"metaclass": type, "flag": 1}))


class Alias:
    def __mro_entries__(self, bases):
        return (dict,)


print(types.resolve_bases((Alias(), int)), types.new_class("D", (Alias(),)).__mro__)

try:
    types.new_class("Bad", (Alias(),), exec_body=lambda ns: 1 / 0)
except ZeroDivisionError as e:
    print(type(e).__name__, e)


class WithDynamic:
    @types.DynamicClassAttribute
    def name(self):
        return "instance value"


print(WithDynamic().name)
try:
    WithDynamic.name
except AttributeError as e:
    print(type(e).__name__, repr(str(e)))
try:
    WithDynamic().name = 1
except AttributeError as e:
    print(type(e).__name__, e)
