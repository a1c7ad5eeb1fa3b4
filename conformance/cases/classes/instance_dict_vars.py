# Checks instance __dict__ contents and ordering, vars(obj), and updating attributes through the dict.
class Record:
    kind = "record"

    def __init__(self, rid, name):
        self.rid = rid
        self.name = name

    def label(self):
        return f"{self.rid}:{self.name}"

r = Record(1, "alpha")
print(r.__dict__)
print(vars(r))
print(vars(r) is r.__dict__)
r.extra = [1, 2]
r.rid = 10
print(r.__dict__, list(r.__dict__))
r.__dict__["name"] = "beta"
r.__dict__["injected"] = True
print(r.name, r.injected, r.label())
del r.__dict__["extra"]
print(hasattr(r, "extra"), vars(r))
print("kind" in vars(r), "label" in vars(r), "kind" in vars(Record), "label" in vars(Record))

class Empty:
    pass

e = Empty()
print(vars(e), e.__dict__ == {}, len(vars(e)))
e.a = 1
e.b = 2
print(vars(e))

def to_dict(obj):
    return {k: v for k, v in vars(obj).items() if not k.startswith("_")}

class Secretive:
    def __init__(self):
        self.public = "yes"
        self._private = "no"
        self.count = 3

print(to_dict(Secretive()))

class FromDict:
    def __init__(self, data):
        for key, value in data.items():
            setattr(self, key, value)

    def __repr__(self):
        inner = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"FromDict({inner})"

fd = FromDict({"host": "localhost", "port": 8080, "tls": False})
print(fd, fd.port)
fd.__dict__.update(port=9090, user="root")
print(fd)
snapshot = dict(vars(fd))
fd.host = "remote"
print(snapshot["host"], fd.host)

try:
    vars(5)
except TypeError as e:
    print("TypeError:", e)
try:
    vars("abc")
except TypeError as e:
    print("TypeError:", e)
print(sorted(k for k in vars(Secretive) if not k.startswith("__")))
