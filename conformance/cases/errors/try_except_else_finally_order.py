# Checks the execution order of try/except/else/finally with and without exceptions.
def run(action):
    print("--- run", action)
    try:
        print("try start")
        if action == "raise":
            raise ValueError("boom")
        if action == "return":
            print("returning from try")
            return "from try"
        print("try end")
    except ValueError as e:
        print("except", e)
        return "from except"
    else:
        print("else")
        return "from else"
    finally:
        print("finally")
    print("unreachable")

print(run("ok"))
print(run("raise"))
print(run("return"))

def no_return(flag):
    result = []
    try:
        result.append("try")
        if flag:
            1 / 0
    except ZeroDivisionError:
        result.append("except")
    else:
        result.append("else")
    finally:
        result.append("finally")
    result.append("after")
    return result

print(no_return(False))
print(no_return(True))

for i in range(3):
    try:
        print("loop try", i)
        if i == 1:
            raise KeyError(i)
    except KeyError as e:
        print("loop except", repr(e))
    else:
        print("loop else", i)
    finally:
        print("loop finally", i)

try:
    print("only finally")
finally:
    print("cleanup")
print("done")
