# Checks that an uncaught ZeroDivisionError inside nested calls terminates the program with its message.
def average(values):
    return sum(values) / len(values)
def report(groups):
    totals = {}
    for name, vals in groups:
        avg = average(vals)
        totals[name] = avg
        print(name, avg, f"{avg:.3f}")
    return totals
groups = [("a", [1, 2, 3]), ("b", [10]), ("c", [2, 3]), ("d", []), ("e", [5])]
try:
    print(average([]))
except ZeroDivisionError as e:
    print("first attempt handled:", e)
print(report(groups))
print("unreachable")
