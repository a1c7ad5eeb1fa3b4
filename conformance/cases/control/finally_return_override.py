# Checks that return/break/continue in finally override pending returns and exceptions.
def f1():
    try:
        return "try"
    finally:
        print("f1 finally runs")
def f2():
    try:
        return "try"
    finally:
        return "finally"
def f3():
    try:
        1 / 0
    finally:
        return "swallowed"
def f4():
    x = 1
    try:
        return x
    finally:
        x = 2
def f5():
    lst = [1]
    try:
        return lst
    finally:
        lst.append(2)
def f6():
    for i in range(5):
        try:
            if i == 2:
                return f"returned at {i}"
        finally:
            if i == 2:
                break
    return "after loop"
def f7():
    out = []
    for i in range(3):
        try:
            raise ValueError(i)
        except ValueError:
            continue
        finally:
            out.append(i)
    return out
print(f1(), f2(), f3(), f4(), f5(), f6(), f7())
