# Checks and/or/not return values and short-circuit evaluation.
log = []
def t(v):
    log.append(v)
    return v
print(t(0) and t(1), log); log.clear()
print(t(2) and t(3), log); log.clear()
print(t(0) or t(4), log); log.clear()
print(t(5) or t(6), log); log.clear()
print(t("") or t([]) or t(None), log); log.clear()
print(t(1) and t("a") and t([0]), log); log.clear()
print(t(None) and 1 / 0, log); log.clear()
print(t(1) or 1 / 0, log); log.clear()
print(not 0, not 1, not "", not "x", not None)
print(1 and 2 or 3, 0 and 2 or 3, 1 or 2 and 3, (1 or 2) and 3)
print(not 1 == 2, (not 1) == 2)
print([] or {} or "fallback")
print(0 or 0.0 or "" or False)
default_name = None
print(default_name or "anonymous")
print("x" and "y", "" and "y")
print(True and False or True)
print(all([]), any([]))
