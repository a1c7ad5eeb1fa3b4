# Checks star patterns in sequences: *rest at start, middle and end, *_ and minimum lengths.
def split(seq):
    match seq:
        case [first, *rest]:
            return first, rest
        case []:
            return None, []

print(split([1, 2, 3]), split([1]), split([]), split((7, 8)))

def ends(seq):
    match seq:
        case [first, *middle, last]:
            return f"first={first} middle={middle} last={last}"
        case [only]:
            return f"only={only}"
        case _:
            return "empty"

for s in [[1, 2, 3, 4], [1, 2], [9], [], "xyz".split("y")]:
    print(ends(s))

def tail(seq):
    match seq:
        case [*init, -1]:
            return f"ends with -1 after {init}"
        case [*_, x, y]:
            return f"last two {x}, {y}"
        case _:
            return "short"

print(tail([5, 6, -1]), tail([-1]), tail([1, 2, 3]), tail([1]))

def command(argv):
    match argv:
        case ["git", "commit", "-m", message, *extra]:
            return f"commit {message!r} extra={extra}"
        case ["git", "push", *targets] if targets:
            return f"push to {', '.join(targets)}"
        case ["git", "push"]:
            return "push default"
        case ["git", *_]:
            return "other git command"
        case [prog, *args]:
            return f"{prog} with {len(args)} args"
        case []:
            return "nothing"

for line in ["git commit -m fix", "git commit -m fix --amend -q", "git push origin main", "git push",
             "git status", "ls -la /tmp", "echo", ""]:
    print(repr(line), "->", command(line.split()))

def star_types(seq):
    match seq:
        case (*head, tail):
            return type(head).__name__, head, tail

print(star_types((1, 2, 3)), star_types([4]), star_types(range(3)))

def middle_required(seq):
    match seq:
        case [0, *mid, 0] if len(mid) >= 2:
            return f"framed {mid}"
        case [0, *mid, 0]:
            return f"short frame {mid}"
    return "unframed"

print(middle_required([0, 1, 2, 0]), middle_required([0, 0]), middle_required([0, 5, 0]), middle_required([1, 0]))
