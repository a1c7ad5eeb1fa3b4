"""for-else reporting whether a search loop found its item."""


def find_first_negative(values):
    for index, value in enumerate(values):
        if value < 0:
            print("found", value, "at", index)
            break
    else:
        print("no negative in", values)


find_first_negative([3, 1, -4, 1])
find_first_negative([2, 7])
find_first_negative([])
