# Checks exceptions propagating through several call frames, partial handling and finally ordering.
log = []
def level3(x):
    log.append("enter 3")
    try:
        if x == "key":
            return {}["k"]
        if x == "zero":
            return 1 // 0
        if x == "type":
            return "s" + 1
        return "ok"
    finally:
        log.append("leave 3")
def level2(x):
    log.append("enter 2")
    try:
        return level3(x)
    except KeyError as e:
        log.append("2 handled KeyError")
        return f"default for {e}"
    finally:
        log.append("leave 2")
def level1(x):
    log.append("enter 1")
    try:
        return level2(x)
    except ArithmeticError as e:
        log.append("1 handled " + type(e).__name__)
        return "arith fallback"
for case in ["ok", "key", "zero", "type"]:
    log.clear()
    try:
        result = level1(case)
    except Exception as e:
        result = f"escaped {type(e).__name__}: {e}"
    print(case, "->", result)
    print("   ", log)
def countdown(n):
    if n == 0:
        raise ValueError("bottom reached")
    try:
        return countdown(n - 1)
    finally:
        print("unwinding", n)
try:
    countdown(3)
except ValueError as e:
    print("caught at top:", e)
