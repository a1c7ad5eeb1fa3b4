# Checks decorator factories that take arguments, including defaults, keyword args and validation.
def repeat(times):
    def decorator(fn):
        def wrapper(*args, **kwargs):
            return [fn(*args, **kwargs) for _ in range(times)]
        return wrapper
    return decorator

@repeat(3)
def ping():
    return "ping"

@repeat(times=2)
def echo(x):
    return x

print(ping(), echo("hey"))

def prefix(text, sep=": "):
    def decorator(fn):
        def wrapper(*args):
            return f"{text}{sep}{fn(*args)}"
        return wrapper
    return decorator

@prefix("INFO")
def status():
    return "all good"

@prefix("WARN", sep=" | ")
def disk(pct):
    return f"disk at {pct}%"

print(status())
print(disk(91))

def validate(**rules):
    def decorator(fn):
        def wrapper(**kwargs):
            for name, check in rules.items():
                if name in kwargs and not check(kwargs[name]):
                    raise ValueError(f"{fn.__name__}: invalid {name}={kwargs[name]!r}")
            return fn(**kwargs)
        return wrapper
    return decorator

@validate(age=lambda v: 0 <= v < 150, name=lambda v: bool(v.strip()))
def create_user(name, age):
    return {"name": name, "age": age}

print(create_user(name="ann", age=30))
for kwargs in [{"name": "bob", "age": 200}, {"name": "  ", "age": 5}]:
    try:
        create_user(**kwargs)
    except ValueError as e:
        print("ValueError:", e)

def tag(name):
    calls.append(f"factory {name}")
    def decorator(fn):
        calls.append(f"apply {name} to {fn.__name__}")
        fn.tags = getattr(fn, "tags", []) + [name]
        return fn
    return decorator

calls = []

@tag("api")
@tag("public")
def endpoint():
    return "ok"

print(calls)
print(endpoint.tags, endpoint())
