# Checks implicit exception chaining via __context__ across nested handlers.
def step1():
    try:
        {}["a"]
    except KeyError:
        raise ValueError("step1 failed")

def step2():
    try:
        step1()
    except ValueError:
        raise RuntimeError("step2 failed")

try:
    step2()
except RuntimeError as e:
    chain = []
    cur = e
    while cur is not None:
        chain.append(f"{type(cur).__name__}({cur})")
        cur = cur.__context__
    print(" <- ".join(chain))
    print(e.__cause__ is None)

try:
    try:
        raise TypeError("first")
    except TypeError as inner:
        saved = inner
        raise
except TypeError as outer:
    print("same object:", outer is saved, outer.__context__)

try:
    try:
        raise IndexError("i")
    finally:
        print("finally during IndexError")
except IndexError as e:
    print("context of finally-propagated:", e.__context__)

try:
    try:
        raise KeyError("k")
    except KeyError:
        pass
    raise ValueError("after handled")
except ValueError as e:
    print("context after handled block:", e.__context__)
