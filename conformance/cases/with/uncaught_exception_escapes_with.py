# Checks an exception escaping a with block uncaught after __exit__ runs and declines to suppress it.
class Resource:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print(f"acquire {self.name}")
        return self
    def __exit__(self, exc_type, exc_val, tb):
        outcome = f"{exc_type.__name__}: {exc_val}" if exc_type else "ok"
        print(f"release {self.name} ({outcome})")
        return exc_type is KeyError

def read_config(settings, key):
    with Resource(f"config:{key}"):
        value = settings[key]
        return int(value)

settings = {"port": "8080", "workers": "four"}
print(read_config(settings, "port"))
print(read_config(settings, "missing"))
with Resource("outer"):
    with Resource("inner"):
        print("reading workers")
        workers = read_config(settings, "workers")
        print("unreachable", workers)
print("unreachable too")
