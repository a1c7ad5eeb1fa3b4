"""Guard clauses returning early from a validation function."""


def validate(user):
    if not isinstance(user, dict):
        return "not a dict"
    if "name" not in user:
        return "missing name"
    if not user["name"].strip():
        return "blank name"
    if user.get("age", 0) < 0:
        return "negative age"
    return "ok"


for candidate in [None, {}, {"name": "  "}, {"name": "a", "age": -1}, {"name": "a", "age": 3}]:
    print(repr(candidate), "->", validate(candidate))
