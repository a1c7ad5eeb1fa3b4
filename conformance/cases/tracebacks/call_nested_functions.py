# A call chain across functions: each frame marks its call, the innermost its failing expression.
def parse(text):
    return int(text)


def load(items):
    return [parse(item) for item in items]


def main():
    numbers = load(["1", "2", "x"])
    print(numbers)


main()
