# Checks a transaction-like context manager that commits on success and rolls back on error.
class Database:
    def __init__(self):
        self.data = {"alice": 100, "bob": 50}
        self.log = []

    def transaction(self):
        return Transaction(self)

class Transaction:
    def __init__(self, db):
        self.db = db
        self.snapshot = None
    def __enter__(self):
        self.snapshot = dict(self.db.data)
        self.db.log.append("BEGIN")
        return self.db.data
    def __exit__(self, exc_type, exc_val, tb):
        if exc_type is None:
            self.db.log.append("COMMIT")
            return False
        self.db.data.clear()
        self.db.data.update(self.snapshot)
        self.db.log.append(f"ROLLBACK ({exc_type.__name__}: {exc_val})")
        return exc_type is InsufficientFunds

class InsufficientFunds(Exception):
    pass

def transfer(db, src, dst, amount):
    with db.transaction() as data:
        data[src] -= amount
        if data[src] < 0:
            raise InsufficientFunds(f"{src} short by {-data[src]}")
        data[dst] = data.get(dst, 0) + amount
    return dict(db.data)

db = Database()
print(transfer(db, "alice", "bob", 30))
print(transfer(db, "bob", "carol", 200))
print(transfer(db, "bob", "carol", 80))
try:
    with db.transaction() as data:
        data["alice"] = 0
        data["ghost"] += 1
except KeyError as e:
    print("KeyError propagated:", e)
print(db.data)
for entry in db.log:
    print(entry)

class Batch:
    def __init__(self, sink, size):
        self.sink = sink
        self.size = size
        self.pending = []
        self.flushes = 0
    def add(self, item):
        self.pending.append(item)
        if len(self.pending) >= self.size:
            self.flush()
    def flush(self):
        if self.pending:
            self.sink.append(list(self.pending))
            self.pending.clear()
            self.flushes += 1
    def __enter__(self):
        return self
    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            self.flush()
        else:
            self.pending.clear()

sink = []
with Batch(sink, 3) as b:
    for i in range(7):
        b.add(i)
print(sink, b.flushes)
