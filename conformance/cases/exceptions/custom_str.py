# Checks custom __str__ and __repr__ on exception classes and how print, str, repr and f-strings use them.
class ValidationError(Exception):
    def __init__(self, field, problem):
        super().__init__(field, problem)
        self.field = field
        self.problem = problem

    def __str__(self):
        return f"{self.field}: {self.problem}"

class Quiet(Exception):
    def __str__(self):
        return ""

class WithRepr(Exception):
    def __repr__(self):
        return f"<WithRepr {self.args[0]}>"

v = ValidationError("email", "missing @")
print(v)
print(str(v), "|", repr(v), "|", v.args)
print(f"error -> {v}", f"{v!r}", "[%s]" % v)
print([v], (v,))
q = Quiet("hidden message")
print(repr(str(q)), repr(q), q.args)
w = WithRepr("boom")
print(str(w), repr(w), [w])

def validate(user):
    errors = []
    if "@" not in user.get("email", ""):
        errors.append(ValidationError("email", "missing @"))
    if len(user.get("name", "")) < 2:
        errors.append(ValidationError("name", "too short"))
    if user.get("age", 0) < 0:
        errors.append(ValidationError("age", f"negative ({user['age']})"))
    return errors

for user in [{"email": "a@b.c", "name": "Ann"}, {"email": "x", "name": "B", "age": -4}, {}]:
    errs = validate(user)
    print(len(errs), "; ".join(str(e) for e in errs) or "valid")

class Rich(Exception):
    def __init__(self, code, detail):
        super().__init__(detail)
        self.code = code

    def __str__(self):
        base = super().__str__()
        return f"[E{self.code:03d}] {base}"

r = Rich(7, "disk full")
print(r, repr(r), r.args)
try:
    raise Rich(42, "quota exceeded")
except Exception as e:
    print(f"caught: {e}")
    print("type:", type(e).__name__)

class MultiArg(Exception):
    pass

print([str(MultiArg()), str(MultiArg("one")), str(MultiArg("a", 2)), str(MultiArg(None))])
print(repr(MultiArg()), repr(MultiArg("one")), repr(MultiArg("a", 2)), repr(MultiArg(None)))
