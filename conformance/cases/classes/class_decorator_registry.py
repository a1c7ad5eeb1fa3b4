# Checks class decorators that register classes in a dict, add attributes, and parametrized decorators.
HANDLERS = {}

def register(cls):
    HANDLERS[cls.__name__.lower()] = cls
    return cls

def handles(*kinds):
    def deco(cls):
        for kind in kinds:
            HANDLERS[kind] = cls
        cls.kinds = kinds
        return cls
    return deco

@register
class Email:
    def send(self, msg):
        return f"email: {msg}"

@register
class Sms:
    def send(self, msg):
        return f"sms: {msg[:10]}"

@handles("push", "notify")
class Push:
    def send(self, msg):
        return f"push: {msg.upper()}"

print(sorted(HANDLERS))
print(Push.kinds, HANDLERS["notify"] is Push)
for kind in ["email", "sms", "push", "fax"]:
    cls = HANDLERS.get(kind)
    print(kind, "->", cls().send("hello world, how are you") if cls else "no handler")

PLUGINS = []

def plugin(order):
    def deco(cls):
        PLUGINS.append((order, cls))
        return cls
    return deco

@plugin(2)
class Compress:
    def run(self, data):
        return data.replace(" ", "")

@plugin(1)
class Lower:
    def run(self, data):
        return data.lower()

@plugin(3)
class Reverse:
    def run(self, data):
        return data[::-1]

data = "Hello Big World"
for order, cls in sorted(PLUGINS, key=lambda p: p[0]):
    data = cls().run(data)
    print(order, cls.__name__, data)
