# Checks class patterns with keyword sub-patterns, missing attributes, properties and isinstance.
class User:
    def __init__(self, name, role, active=True):
        self.name = name
        self.role = role
        self.active = active
    @property
    def is_admin(self):
        return self.role == "admin"
    def __repr__(self):
        return f"User({self.name})"

class Guest:
    def __init__(self, name):
        self.name = name

def access(who):
    match who:
        case User(active=False, name=name):
            return f"{name}: disabled"
        case User(is_admin=True, name=name):
            return f"{name}: full access"
        case User(role="editor" | "writer", name=name):
            return f"{name}: can edit"
        case User(name=name):
            return f"{name}: read only"
        case Guest(name=name):
            return f"guest {name}: public pages"
        case _:
            return "denied"

people = [User("ann", "admin"), User("bob", "editor"), User("cid", "writer"), User("dee", "viewer"),
          User("eve", "admin", active=False), Guest("fay"), "mallory"]
for p in people:
    print(access(p))

def has_missing_attr(obj):
    match obj:
        case Guest(role=r):
            return f"guest role {r}"
        case Guest(name=n):
            return f"guest without role attribute: {n}"

print(has_missing_attr(Guest("gil")))

class Admin(User):
    def __init__(self, name):
        super().__init__(name, "admin")

match Admin("root"):
    case User(name=n, role=r):
        print("subclass instance matches base class pattern:", n, r)

def mixed(obj):
    match obj:
        case User(name=str(n), active=bool(a)) if len(n) > 3:
            return f"long name {n} active={a}"
        case User(name=n):
            return f"short name {n}"

print(mixed(User("ahmed", "x")), mixed(User("al", "x")))

class Sized:
    def __init__(self, items):
        self.items = items
        self.count = len(items)

def check(s):
    match s:
        case Sized(count=0):
            return "empty"
        case Sized(count=1, items=[only]):
            return f"single {only}"
        case Sized(items=[first, *_], count=n):
            return f"{n} items starting with {first}"

print(check(Sized([])), check(Sized(["a"])), check(Sized([4, 5, 6])))
match User("zed", "ops"):
    case User(name="zed", role=role) as u:
        print(u, "matched with role", role)
