"""The type of a set operation's result follows the left operand."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(type(set() | frozenset()).__name__, type(frozenset() | set()).__name__)', lambda: (type(set() | frozenset()).__name__, type(frozenset() | set()).__name__))
show('(type({1} | frozenset()).__name__, type(frozenset() | {1}).__name__)', lambda: (type({1} | frozenset()).__name__, type(frozenset() | {1}).__name__))
show('(type({1, 2, 3} | frozenset()).__name__, type(frozenset() | {1, 2, 3}).__name__)', lambda: (type({1, 2, 3} | frozenset()).__name__, type(frozenset() | {1, 2, 3}).__name__))
show('(type({3, 4} | frozenset()).__name__, type(frozenset() | {3, 4}).__name__)', lambda: (type({3, 4} | frozenset()).__name__, type(frozenset() | {3, 4}).__name__))
show('(type(frozenset({2, 3}) | frozenset()).__name__, type(frozenset() | frozenset({2, 3})).__name__)', lambda: (type(frozenset({2, 3}) | frozenset()).__name__, type(frozenset() | frozenset({2, 3})).__name__))
