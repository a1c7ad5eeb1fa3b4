"""Counter counting words, most_common and arithmetic."""

from collections import Counter

c = Counter('the cat and the hat and the bat'.split())

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('c.most_common(2)', lambda: c.most_common(2))
show("c['the']", lambda: c['the'])
show("c['absent']", lambda: c['absent'])
show('sorted(c.elements())[:4]', lambda: sorted(c.elements())[:4])
show("(c + Counter(the=1))['the']", lambda: (c + Counter(the=1))['the'])
show('sorted((c - Counter(the=5)).items())', lambda: sorted((c - Counter(the=5)).items()))
show('c.total()', lambda: c.total())
show("sorted(Counter('abracadabra').items())", lambda: sorted(Counter('abracadabra').items()))
show("Counter('aab') == Counter('aba')", lambda: Counter('aab') == Counter('aba'))
show('Counter(a=3) & Counter(a=1, b=2)', lambda: Counter(a=3) & Counter(a=1, b=2))
show('Counter(a=3) | Counter(a=1, b=2)', lambda: Counter(a=3) | Counter(a=1, b=2))
