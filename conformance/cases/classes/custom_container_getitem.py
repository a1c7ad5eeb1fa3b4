# Checks a custom container with __len__, __getitem__, __setitem__, __delitem__ and slicing.
class Row:
    def __init__(self, columns, values):
        self._columns = list(columns)
        self._values = list(values)

    def __len__(self):
        return len(self._values)

    def __getitem__(self, key):
        if isinstance(key, str):
            if key not in self._columns:
                raise KeyError(key)
            return self._values[self._columns.index(key)]
        if isinstance(key, slice):
            return Row(self._columns[key], self._values[key])
        return self._values[key]

    def __setitem__(self, key, value):
        if isinstance(key, str):
            if key in self._columns:
                self._values[self._columns.index(key)] = value
            else:
                self._columns.append(key)
                self._values.append(value)
        else:
            self._values[key] = value

    def __delitem__(self, key):
        idx = self._columns.index(key) if isinstance(key, str) else key
        del self._columns[idx]
        del self._values[idx]

    def __repr__(self):
        return "Row(" + ", ".join(f"{c}={v!r}" for c, v in zip(self._columns, self._values)) + ")"

r = Row(["id", "name", "score"], [1, "ann", 9.5])
print(r, len(r))
print(r["name"], r[0], r[-1])
print(r[1:], r[::2])
r["score"] = 10.0
r["team"] = "red"
r[0] = 100
print(r)
del r["name"]
print(r, len(r))
del r[0]
print(r)
try:
    r["missing"]
except KeyError as e:
    print("KeyError:", e)
try:
    r[10]
except IndexError as e:
    print("IndexError:", e)
