# Checks user exceptions subclassing builtin ones (KeyError, ValueError, LookupError) and their str/repr quirks.
class MissingSetting(KeyError):
    pass

class BadAmount(ValueError):
    def __init__(self, amount):
        super().__init__(f"invalid amount: {amount}")
        self.amount = amount

class NoSuchUser(LookupError):
    pass

class FriendlyKeyError(KeyError):
    def __str__(self):
        return f"missing key {self.args[0]}"

settings = {"debug": "1"}

def get_setting(name):
    try:
        return settings[name]
    except KeyError:
        raise MissingSetting(name)

for name in ["debug", "timeout"]:
    try:
        print(name, "=", get_setting(name))
    except KeyError as e:
        print("KeyError handler:", type(e).__name__, str(e), repr(e), e.args)

print(str(MissingSetting("a b")), str(KeyError("a b")), str(KeyError("a", "b")), repr(str(KeyError())))
print(str(MissingSetting(5)), repr(MissingSetting(5)))
fk = FriendlyKeyError("port")
print(str(fk), repr(fk))

def parse_amount(s):
    try:
        v = float(s)
    except ValueError:
        raise BadAmount(s) from None
    if v <= 0:
        raise BadAmount(v)
    return v

for s in ["12.5", "abc", "-3", "0"]:
    try:
        print(parse_amount(s))
    except ValueError as e:
        print(type(e).__name__, e, "| amount:", repr(e.amount), "| isinstance BadAmount:", isinstance(e, BadAmount))

try:
    raise NoSuchUser("uid=42")
except LookupError as e:
    print("LookupError catches", type(e).__name__, e)
try:
    raise MissingSetting("x")
except LookupError as e:
    print("LookupError catches", type(e).__name__, e)

print([c.__name__ for c in MissingSetting.__mro__])
print([c.__name__ for c in BadAmount.__mro__])
print(issubclass(MissingSetting, LookupError), issubclass(NoSuchUser, KeyError))

class Timeout(TimeoutError):
    pass

try:
    raise Timeout("after 5s")
except OSError as e:
    print("OSError catches", type(e).__name__, e, e.args)
