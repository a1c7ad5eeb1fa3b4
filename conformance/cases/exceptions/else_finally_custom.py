# Checks try/except/else/finally ordering with custom exceptions, including return values and flags.
class SkipItem(Exception):
    pass

class Abort(Exception):
    pass

def process(item, events):
    try:
        events.append(f"try {item}")
        if item == "skip":
            raise SkipItem(item)
        if item == "abort":
            raise Abort("stop everything")
        value = item.upper()
    except SkipItem as e:
        events.append(f"skipped {e}")
        return None
    else:
        events.append(f"else {value}")
        return value
    finally:
        events.append(f"finally {item}")

events = []
results = []
try:
    for item in ["a", "skip", "b", "abort", "c"]:
        results.append(process(item, events))
except Abort as e:
    events.append(f"aborted: {e}")
print(results)
for ev in events:
    print(" ", ev)

def else_raises():
    try:
        x = 1
    except ValueError:
        return "except"
    else:
        raise Abort("raised in else")
    finally:
        print("  finally after else raise")

try:
    else_raises()
except Abort as e:
    print("caught:", e, "context:", e.__context__)

def finally_overrides(flag):
    try:
        if flag:
            raise SkipItem("pending")
        return "try value"
    finally:
        if flag == "return":
            return "finally value"

print(finally_overrides(False), finally_overrides("return"))
try:
    finally_overrides(True)
except SkipItem as e:
    print("propagated:", e)

count = 0
while True:
    try:
        count += 1
        if count < 3:
            raise SkipItem(count)
    except SkipItem:
        continue
    else:
        print("else at", count)
        break
    finally:
        print("finally at", count)
