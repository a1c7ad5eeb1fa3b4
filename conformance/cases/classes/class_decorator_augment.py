# Checks class decorators that modify classes: adding __repr__, wrapping __init__, and replacing the class.
def add_repr(cls):
    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{cls.__name__}({fields})"
    cls.__repr__ = __repr__
    return cls

def counted(cls):
    original_init = cls.__init__
    cls.instances = 0

    def __init__(self, *args, **kwargs):
        cls.instances += 1
        original_init(self, *args, **kwargs)

    cls.__init__ = __init__
    return cls

@add_repr
@counted
class User:
    def __init__(self, name, age=0):
        self.name = name
        self.age = age

users = [User("ann", 30), User("bob")]
print(users, User.instances)

def replace_with_instance(cls):
    return cls()

@replace_with_instance
class settings:
    debug = False
    level = 3

    def __repr__(self):
        return f"<settings debug={self.debug} level={self.level}>"

print(settings, type(settings).__name__)

print(User.__name__, User.__init__.__name__, sorted(k for k in vars(User) if not k.startswith("__")))
User("cy", 5)
print(User.instances, repr(User("di")), str(User("ed", 1)), User.instances)

def with_defaults(**defaults):
    def deco(cls):
        for key, value in defaults.items():
            if not hasattr(cls, key):
                setattr(cls, key, value)
        return cls
    return deco

@with_defaults(timeout=30, retries=3, name="svc")
class Service:
    name = "api"

print(Service.timeout, Service.retries, Service.name)
