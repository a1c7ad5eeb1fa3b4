# Binding a name in the builtins module changes what that name finds everywhere; new names
# become builtins; restoring the original brings the builtin back.
import builtins


def count(items):
    return len(items)


original = builtins.len
builtins.len = lambda items: -1
print(count([1, 2, 3]), len("abc"))
builtins.len = original
print(count([1, 2, 3]), len("abc"))

builtins.shared_setting = {"mode": "fast"}


def read_setting():
    return shared_setting["mode"]


print(read_setting())
del builtins.shared_setting
try:
    read_setting()
except NameError as e:
    print("NameError:", e)

printed = []
real_print = builtins.print
builtins.print = lambda *args, **kwargs: printed.append(args)
print("captured", 1)
builtins.print = real_print
print(printed)
