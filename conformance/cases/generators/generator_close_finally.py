"""Closing a generator runs its finally block."""


def reader(lines):
    try:
        for line in lines:
            yield line.upper()
    finally:
        print("reader closed")


r = reader(["a", "b", "c"])
print(next(r), next(r))
r.close()
print(list(r))
for item in reader(["x"]):
    print(item)
