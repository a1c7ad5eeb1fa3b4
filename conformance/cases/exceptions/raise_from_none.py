# Checks raise ... from None suppressing context while keeping __context__ set.
class NotFound(Exception):
    pass

USERS = {"ann": 1, "bob": 2}

def user_id(name):
    try:
        return USERS[name]
    except KeyError:
        raise NotFound(f"no user named {name!r}") from None

print(user_id("ann"))
try:
    user_id("zed")
except NotFound as e:
    print(type(e).__name__, e)
    print("cause:", e.__cause__)
    print("context:", type(e.__context__).__name__, repr(e.__context__))
    print("suppress:", e.__suppress_context__)

def to_int(s):
    try:
        return int(s)
    except ValueError:
        raise ValueError(f"expected digits, got {s!r}") from None

for s in ["12", "1x"]:
    try:
        print(to_int(s))
    except ValueError as e:
        print("ValueError:", e, "| suppress:", e.__suppress_context__, "| cause:", e.__cause__)

err = NotFound("manual")
print(err.__suppress_context__)
try:
    raise err from None
except NotFound as e:
    print(e.__suppress_context__, e.__cause__, e.__context__)

try:
    try:
        {}["k"]
    except KeyError:
        raise NotFound("first") from None
except NotFound as e:
    try:
        raise e from ValueError("later cause")
    except NotFound as again:
        print(again is e, repr(again.__cause__), again.__suppress_context__)

def lookup(config, *keys):
    node = config
    for key in keys:
        try:
            node = node[key]
        except (KeyError, TypeError):
            raise LookupError("/".join(keys)) from None
    return node

cfg = {"db": {"host": "localhost", "ports": [5432]}}
for keys in [("db", "host"), ("db", "user"), ("db", "host", "x"), ("db", "ports")]:
    try:
        print(keys, "->", lookup(cfg, *keys))
    except LookupError as e:
        print(keys, "-> LookupError:", e, type(e.__context__).__name__)
