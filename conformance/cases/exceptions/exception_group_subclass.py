# Subclasses of ExceptionGroup and BaseExceptionGroup: __new__ and __init__ overrides, extra
# fields, nesting rules for subclasses.


class Errors(ExceptionGroup):
    def __new__(cls, message, excs, code):
        self = super().__new__(cls, message, excs)
        self.code = code
        return self

    def __init__(self, message, excs, code):
        super().__init__(message, excs)

    def derive(self, excs):
        return Errors(self.message, excs, self.code)


e = Errors("bad things", [ValueError(1), TypeError(2)], 42)
print(type(e).__name__, e.code, e.args, str(e))
print(isinstance(e, ExceptionGroup), isinstance(e, Exception))
m, r = e.split(TypeError)
print(type(m).__name__, m.code, repr(m.exceptions), repr(r.exceptions))


class Plain(ExceptionGroup):
    pass


print(repr(Plain("p", [ValueError()])))
try:
    Plain("p", [KeyboardInterrupt()])
except TypeError as err:
    print("TypeError:", err)


class BaseGroup(BaseExceptionGroup):
    pass


b = BaseGroup("b", [ValueError()])
print(type(b).__name__, isinstance(b, Exception))
b2 = BaseGroup("b", [KeyboardInterrupt()])
print(type(b2).__name__, repr(b2))

try:
    raise Errors("raised", [KeyError("k")], 7)
except* KeyError as group:
    print(type(group).__name__, group.code, repr(group.exceptions))
