"""min and max with key functions, defaults and ties."""

words = ['pear', 'fig', 'apple', 'kiwi', 'banana']
scores = {'ann': 3, 'bob': 5, 'cy': 1}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('max(words, key=len)', lambda: max(words, key=len))
show('min(words, key=len)', lambda: min(words, key=len))
show('max([], default=None)', lambda: max([], default=None))
show("min((), default='empty')", lambda: min((), default='empty'))
show('max(3, 7, 5)', lambda: max(3, 7, 5))
show("max('hello')", lambda: max('hello'))
show("min([(2, 'b'), (1, 'z'), (1, 'a')])", lambda: min([(2, 'b'), (1, 'z'), (1, 'a')]))
show('max(scores, key=scores.get)', lambda: max(scores, key=scores.get))
show('min(scores.values())', lambda: min(scores.values()))
show('max([1, 1.0, True])', lambda: max([1, 1.0, True]))
show('max([[1, 2], [1, 3]])', lambda: max([[1, 2], [1, 3]]))
show("min('b', 'a', key=str.upper)", lambda: min('b', 'a', key=str.upper))
