e = ValueError("stored")
def f():
    raise e
try:
    f()
except ValueError:
    pass
f()
