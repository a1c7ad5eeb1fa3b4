# Checks exceptions raised from __init__ while constructing objects, and factory functions that translate them.
class ConfigError(Exception):
    pass

class Server:
    created = 0

    def __init__(self, host, port):
        if not host:
            raise ConfigError("host is required")
        if not isinstance(port, int):
            raise ConfigError(f"port must be int, got {type(port).__name__}")
        if not 0 < port < 65536:
            raise ConfigError(f"port out of range: {port}")
        self.host = host
        self.port = port
        Server.created += 1

    def __repr__(self):
        return f"Server({self.host}:{self.port})"

specs = [("a.example", 80), ("", 80), ("b.example", "443"), ("c.example", 70000), ("d.example", 8443)]
servers, errors = [], []
for host, port in specs:
    try:
        servers.append(Server(host, port))
    except ConfigError as e:
        errors.append(f"{host or '<empty>'}: {e}")
print(servers, Server.created)
print(errors)

def make_server(spec):
    try:
        return Server(**spec)
    except TypeError as e:
        raise ConfigError(f"bad spec {sorted(spec)}: {e}") from e

for spec in [{"host": "x", "port": 1}, {"host": "y"}, {"host": "z", "port": 2, "tls": True}]:
    try:
        print(make_server(spec))
    except ConfigError as e:
        print("ConfigError:", e, "| cause:", type(e.__cause__).__name__)

class Partial:
    def __init__(self, steps):
        self.done = []
        for s in steps:
            if s == "fail":
                raise RuntimeError(f"failed after {self.done}")
            self.done.append(s)

p = None
try:
    p = Partial(["a", "b", "fail", "c"])
except RuntimeError as e:
    print(e, p)

class Validated:
    def __new__(cls, value):
        if value < 0:
            raise ValueError("negative values are rejected in __new__")
        return super().__new__(cls)

    def __init__(self, value):
        self.value = value

print(Validated(3).value)
try:
    Validated(-1)
except ValueError as e:
    print("ValueError:", e)
