# atexit as agents use it: registering cleanup (with arguments, as a decorator), unregistering,
# and running the handlers explicitly, last registered first. Every handler is unregistered
# before the program ends, so nothing runs at exit.
import atexit

log = []


def save(name, *, flush=False):
    log.append(("save", name, flush))


@atexit.register
def goodbye():
    log.append("goodbye")


print(atexit.register(save, "state.json", flush=True) is save)
atexit.register(save, "cache.db")
atexit.register(log.append, "third")
atexit.unregister(save)
atexit.register(save, "late")
atexit._run_exitfuncs()
print(log)
log.clear()
atexit._run_exitfuncs()
print(log)

atexit.register(goodbye)
atexit.register(goodbye)
atexit.unregister(goodbye)
atexit.unregister(lambda: None)
atexit._run_exitfuncs()
print(log)


class Closer:
    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return isinstance(other, Closer) and other.name == self.name

    def __call__(self):
        log.append("closed " + self.name)


atexit.register(Closer("db"))
atexit.register(Closer("file"))
atexit.unregister(Closer("db"))
atexit._run_exitfuncs()
print(log)

for args in [(), (42,), ("not callable",)]:
    try:
        atexit.register(*args)
    except TypeError as e:
        print("TypeError", e)
for args in [(), (1, 2)]:
    try:
        atexit.unregister(*args)
    except TypeError as e:
        print("TypeError", e)
atexit.register(save, "never")
atexit._clear()
atexit._run_exitfuncs()
print(log)
