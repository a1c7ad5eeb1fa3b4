"""__getattr__ as a fallback for missing attributes in a proxy object."""


class Record:
    def __init__(self, **fields):
        self._fields = fields

    def __getattr__(self, name):
        try:
            return self._fields[name]
        except KeyError:
            raise AttributeError(f"record has no field {name!r}") from None


r = Record(name="Ann", age=31)
print(r.name, r.age)
print(getattr(r, "email", "n/a"), hasattr(r, "age"))
try:
    r.email
except AttributeError as error:
    print(error)
