# Checks lambda/closure capture: late binding of loop variables versus default-argument capture.
late = [lambda: i for i in range(3)]
early = [lambda x=i: x for i in range(3)]
print([f() for f in late])
print([f() for f in early])
print([f(10) for f in early])

funcs = []
for name in ["a", "b", "c"]:
    funcs.append(lambda: name.upper())
print([f() for f in funcs])
name = "changed"
print([f() for f in funcs])

fixed = []
for name in ["a", "b", "c"]:
    fixed.append(lambda n=name: n.upper())
name = "changed again"
print([f() for f in fixed])

def make_multipliers():
    return [lambda x, k=k: x * k for k in range(1, 4)]

print([m(10) for m in make_multipliers()])

def make_adders():
    adders = []
    for k in range(3):
        def add(x, k=k):
            return x + k
        adders.append(add)
    return adders

print([a(100) for a in make_adders()])

def factory(k):
    return lambda x: x + k

via_factory = [factory(k) for k in range(3)]
print([f(0) for f in via_factory])

counter = 0
snapshot = lambda c=counter: c
live = lambda: counter
counter = 5
print(snapshot(), live())

default_list = lambda acc=[]: acc.append(len(acc)) or list(acc)
print(default_list(), default_list(), default_list([9]), default_list())

handlers = {}
for event in ["open", "save", "close"]:
    handlers[event] = lambda payload, ev=event: f"{ev} -> {payload}"
print([handlers[e]("x") for e in ["close", "open", "save"]])

bad_handlers = {}
for event in ["open", "save"]:
    bad_handlers[event] = lambda payload: f"{event} -> {payload}"
print([bad_handlers[e]("y") for e in ["open", "save"]])

gen_lambdas = list(lambda: j for j in range(2))
print([f() for f in gen_lambdas])

x = 1
f = lambda: x
x = 2
print(f())
x = 3
print(f(), (lambda x=x: x)())
