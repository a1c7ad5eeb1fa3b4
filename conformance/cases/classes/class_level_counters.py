# Checks class-level counters and IDs shared across instances (Cls.count += 1 versus self.count += 1).
class Ticket:
    count = 0
    next_id = 100

    def __init__(self, title):
        Ticket.count += 1
        self.id = Ticket.next_id
        Ticket.next_id += 1
        self.title = title

    def __repr__(self):
        return f"Ticket#{self.id}({self.title})"

tickets = [Ticket(t) for t in ["login bug", "slow page", "typo"]]
print(tickets, Ticket.count, Ticket.next_id)
print(tickets[0].count, tickets[2].next_id)

class Wrong:
    count = 0

    def __init__(self):
        self.count += 1

w1, w2 = Wrong(), Wrong()
print(w1.count, w2.count, Wrong.count, vars(w1))

class ByType:
    created = 0

    def __init__(self):
        type(self).created += 1

class A(ByType):
    pass

class B(ByType):
    pass

A(); A(); B(); ByType()
print(ByType.created, A.created, B.created, "created" in vars(A))

class Registry:
    instances = []
    by_kind = {}

    def __init__(self, kind, name):
        self.kind, self.name = kind, name
        Registry.instances.append(self)
        self.by_kind.setdefault(kind, []).append(name)

    @classmethod
    def summary(cls):
        return {k: len(v) for k, v in sorted(cls.by_kind.items())}

for kind, name in [("db", "pg"), ("cache", "redis"), ("db", "mysql"), ("queue", "sqs"), ("db", "sqlite")]:
    Registry(kind, name)
print(len(Registry.instances), Registry.summary(), Registry.by_kind["db"])

class IdGen:
    _counter = 0

    @classmethod
    def next(cls, prefix="id"):
        cls._counter += 1
        return f"{prefix}-{cls._counter:03d}"

print(IdGen.next(), IdGen.next("user"), IdGen().next(), IdGen._counter)
