# Checks exceptions caught inside loops, continuing iteration, and collecting per-item errors.
raw = ["10", "x", "3.5", "-7", "", "1e3", "  42 ", None, "0"]
parsed, errors = [], []
for item in raw:
    try:
        parsed.append(int(item))
    except ValueError as e:
        errors.append(f"ValueError: {e}")
        continue
    except TypeError as e:
        errors.append(f"TypeError: {e}")
        continue
    finally:
        pass
print(parsed)
for e in errors:
    print(e)
results = []
for d in [2, 0, -1, 0.5, "a"]:
    try:
        results.append(10 / d)
    except ZeroDivisionError:
        results.append("div0")
    except TypeError:
        results.append("type")
    else:
        results[-1] = round(results[-1], 3)
print(results)
attempts = 0
while True:
    attempts += 1
    try:
        if attempts < 3:
            raise RuntimeError(f"attempt {attempts} failed")
        print("succeeded on attempt", attempts)
        break
    except RuntimeError as e:
        print("retry:", e)
data = {"a": 1, "c": 3}
total = 0
for key in "abcd":
    try:
        total += data[key]
    except KeyError as e:
        print("missing", e)
print(total)
try:
    for i in range(5):
        if i == 3:
            raise StopIteration("manual stop")
        print("i", i)
except StopIteration as e:
    print("caught", e)
