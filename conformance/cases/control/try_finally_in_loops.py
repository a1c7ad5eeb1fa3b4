# Checks finally blocks running on continue, break and return inside loops.
def order():
    out = []
    for i in range(3):
        try:
            if i == 1:
                continue
            out.append(f"body{i}")
        finally:
            out.append(f"fin{i}")
    return out
print(order())
def break_out():
    out = []
    for i in range(5):
        try:
            if i == 2:
                break
            out.append(i)
        finally:
            out.append(f"cleanup{i}")
    else:
        out.append("else")
    return out
print(break_out())
def nested():
    log = []
    for i in range(2):
        for j in range(3):
            try:
                try:
                    if j == 1:
                        continue
                    if i == 1 and j == 2:
                        break
                    log.append((i, j))
                finally:
                    log.append("in")
            finally:
                log.append("out")
    return log
print(nested())
resources = []
for name in ["a", "b", "c"]:
    resources.append(f"open {name}")
    try:
        if name == "b":
            raise RuntimeError(f"failed on {name}")
    except RuntimeError as e:
        resources.append(str(e))
    finally:
        resources.append(f"close {name}")
print(resources)
