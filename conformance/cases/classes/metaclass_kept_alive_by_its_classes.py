# A metaclass made inside a function and reachable only as the metaclass of the classes it
# made stays alive through garbage collections (the collector traces a class's metaclass).
def make(name):
    class Meta(type):
        def describe(cls):
            return f"{cls.__name__} made by {type(cls).__name__}"

    return Meta(name, (), {"value": len(name)})


classes = [make(f"C{i}") for i in range(50)]
garbage = None
for i in range(300_000):
    garbage = [i, str(i), (i, i)]
print(classes[0].describe(), classes[-1].describe())
print(sorted({type(c).__name__ for c in classes}), sum(c.value for c in classes))
print(type(classes[7]) is not type(classes[8]), isinstance(classes[3], type))
