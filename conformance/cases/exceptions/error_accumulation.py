# Checks collecting multiple user exceptions during batch validation and summarizing them.
class RecordError(Exception):
    def __init__(self, index, field, message):
        super().__init__(message)
        self.index = index
        self.field = field

    def __str__(self):
        return f"row {self.index}, {self.field}: {self.args[0]}"

class MissingField(RecordError):
    def __init__(self, index, field):
        super().__init__(index, field, "is required")

class BadType(RecordError):
    pass

class BatchError(Exception):
    def __init__(self, errors):
        self.errors = errors
        super().__init__(f"{len(errors)} invalid field(s) in batch")

SCHEMA = {"name": str, "qty": int, "price": float}

def check_row(i, row):
    problems = []
    for field, typ in SCHEMA.items():
        if field not in row:
            problems.append(MissingField(i, field))
        elif not isinstance(row[field], typ):
            problems.append(BadType(i, field, f"expected {typ.__name__}, got {type(row[field]).__name__}"))
    return problems

def validate(rows):
    errors = []
    for i, row in enumerate(rows):
        errors.extend(check_row(i, row))
    if errors:
        raise BatchError(errors)
    return len(rows)

good = [{"name": "a", "qty": 1, "price": 1.0}]
bad = good + [{"name": "b", "qty": "2", "price": 2.0}, {"qty": 3}, {"name": 5, "qty": 1, "price": 1}]
print("valid rows:", validate(good))
try:
    validate(bad)
except BatchError as e:
    print(e)
    for err in e.errors:
        print(" ", type(err).__name__, "|", err)
    by_kind = {}
    for err in e.errors:
        by_kind.setdefault(type(err).__name__, []).append(err.field)
    print(by_kind)
    print(sorted({err.index for err in e.errors}))
    print(all(isinstance(err, RecordError) for err in e.errors), e.args)

def parse_all(values):
    ok, failed = [], []
    for v in values:
        try:
            ok.append(float(v))
        except (TypeError, ValueError) as err:
            failed.append((v, type(err).__name__))
    return ok, failed

print(parse_all(["1.5", "x", None, "2e3", "", "nan", [1]]))
