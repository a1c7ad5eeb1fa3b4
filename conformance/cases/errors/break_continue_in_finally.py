# Checks break and continue inside try/finally within loops.
for i in range(5):
    try:
        if i == 1:
            print("continue at", i)
            continue
        if i == 3:
            print("break at", i)
            break
        print("body", i)
    finally:
        print("finally", i)
else:
    print("loop else (not reached)")
print("after loop")

n = 0
while True:
    n += 1
    try:
        if n % 2 == 0:
            continue
        if n > 5:
            break
        print("odd", n)
    finally:
        print("tick", n)

def first_valid(items):
    result = None
    for item in items:
        try:
            value = int(item)
        except ValueError:
            print("skip", repr(item))
            continue
        else:
            result = value
            break
        finally:
            print("checked", repr(item))
    return result

print(first_valid(["a", "", "42", "7"]))
print(first_valid(["x"]))

for attempt in range(3):
    try:
        if attempt < 2:
            raise RuntimeError(f"attempt {attempt} failed")
        print("success on", attempt)
    except RuntimeError as e:
        print("retry:", e)
        continue
    finally:
        print("end attempt", attempt)
    break
else:
    print("all failed")
