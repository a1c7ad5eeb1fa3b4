# Checks raise ... from ... setting __cause__, __context__ and __suppress_context__ on user exceptions.
class ConfigError(Exception):
    pass

class LoadError(Exception):
    pass

def parse_port(value):
    try:
        return int(value)
    except ValueError as e:
        raise ConfigError(f"invalid port {value!r}") from e

def load(settings):
    try:
        return parse_port(settings["port"])
    except KeyError as e:
        raise LoadError("port not configured") from e

for settings in [{"port": "8080"}, {"port": "http"}, {}]:
    try:
        print("port", load(settings))
    except (ConfigError, LoadError) as e:
        cause = e.__cause__
        print(type(e).__name__, "-", e)
        print("  cause:", type(cause).__name__, repr(cause))
        print("  context is cause:", e.__context__ is cause, "suppress:", e.__suppress_context__)

try:
    raise LoadError("outer") from ConfigError("explicit cause, no active exception")
except LoadError as e:
    print(repr(e.__cause__), e.__context__, e.__suppress_context__)

try:
    raise LoadError("from class") from ValueError
except LoadError as e:
    print(type(e.__cause__).__name__, e.__cause__.args)

try:
    try:
        raise ValueError("first")
    except ValueError as first:
        raise ConfigError("second") from KeyError("other")
except ConfigError as e:
    print(repr(e.__cause__), repr(e.__context__), e.__suppress_context__)

e = ConfigError("fresh")
print(e.__cause__, e.__context__, e.__suppress_context__)
e.__cause__ = ValueError("assigned")
print(repr(e.__cause__), e.__suppress_context__)

try:
    raise ConfigError("bad") from 42
except TypeError as te:
    print("TypeError:", te)

def chain_of(exc):
    out = []
    while exc is not None:
        out.append(f"{type(exc).__name__}({exc})")
        exc = exc.__cause__ or exc.__context__
    return " <- ".join(out)

try:
    load({"port": "x1"})
except Exception as err:
    print(chain_of(err))
try:
    load({})
except Exception as err:
    print(chain_of(err))
