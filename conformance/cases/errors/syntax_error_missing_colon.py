# Checks a file that fails to parse because an if statement lacks its colon.
readings = [12, 45, 7, 88, 23]
threshold = 40


def count_high(values):
    n = 0
    for v in values:
        if v > threshold
            n += 1
    return n


print("never printed")
print(count_high(readings))
print("done")
