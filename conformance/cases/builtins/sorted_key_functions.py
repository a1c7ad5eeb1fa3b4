"""sorted with key functions: len, str.lower, tuples and lambdas."""

words = ['pear', 'fig', 'apple', 'kiwi', 'banana']
scores = {'ann': 3, 'bob': 5, 'cy': 1}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("sorted(['bb', 'a', 'ccc'], key=len)", lambda: sorted(['bb', 'a', 'ccc'], key=len))
show("sorted(['b', 'A', 'c'], key=str.lower)", lambda: sorted(['b', 'A', 'c'], key=str.lower))
show("sorted([(1, 'b'), (1, 'a'), (0, 'z')])", lambda: sorted([(1, 'b'), (1, 'a'), (0, 'z')]))
show('sorted(words, key=lambda w: (-len(w), w))', lambda: sorted(words, key=lambda w: (-len(w), w)))
show('sorted(words, key=lambda w: w[-1])', lambda: sorted(words, key=lambda w: w[-1]))
show('sorted(range(10), key=lambda n: n % 3)', lambda: sorted(range(10), key=lambda n: n % 3))
show('sorted(scores.items(), key=lambda kv: kv[1], reverse=True)', lambda: sorted(scores.items(), key=lambda kv: kv[1], reverse=True))
show('sorted(scores, key=scores.get)', lambda: sorted(scores, key=scores.get))
show('sorted([])', lambda: sorted([]))
show("sorted('hello')", lambda: sorted('hello'))
show('sorted([3, 1, 2], reverse=True)', lambda: sorted([3, 1, 2], reverse=True))
show('sorted([-3, 1, -2], key=abs)', lambda: sorted([-3, 1, -2], key=abs))
