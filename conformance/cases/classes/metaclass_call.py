class Singleton(type):
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Config(metaclass=Singleton):
    def __init__(self, name="default"):
        print("init", name)
        self.name = name


a = Config("first")
b = Config("second")
print(a is b, a.name, type(a).__name__, isinstance(a, Config))


class Counting(type):
    calls = 0

    def __call__(cls, *args, **kwargs):
        Counting.calls += 1
        instance = super().__call__(*args, **kwargs)
        instance.serial = Counting.calls
        return instance


class Item(metaclass=Counting):
    def __init__(self, label):
        self.label = label


items = [Item(x) for x in "abc"]
print([(i.label, i.serial) for i in items], Counting.calls)
