# Checks nonlocal in nested closures: skipping levels, rebinding shared state, independent instances.
def three_levels():
    value = "L1"
    def level2():
        def level3():
            nonlocal value
            value = value + "->L3"
        level3()
        return value
    r = level2()
    return r, value

print(three_levels())

def nonlocal_skips_level():
    x = "outer x"
    def middle():
        y = "middle y"
        def inner():
            nonlocal x, y
            x = "changed by inner"
            y = "also changed"
        inner()
        return y
    m = middle()
    return x, m

print(nonlocal_skips_level())

def make_pair():
    shared = []
    def push(v):
        shared.append(v)
        return len(shared)
    def replace():
        nonlocal shared
        shared = ["fresh"]
    def peek():
        return list(shared)
    return push, replace, peek

push, replace, peek = make_pair()
push(1); push(2)
replace()
push(3)
print(peek())

def counter_factory():
    count = 0
    def incr(step=1):
        nonlocal count
        count += step
        return count
    def get():
        return count
    return incr, get

incr_a, get_a = counter_factory()
incr_b, get_b = counter_factory()
incr_a(); incr_a(5); incr_b(2)
print(get_a(), get_b())

def nonlocal_in_loop_body():
    fns = []
    for i in range(3):
        def capture(i=i):
            value = i
            def bump():
                nonlocal value
                value += 10
                return value
            return bump
        fns.append(capture())
    return [f() for f in fns] + [fns[0]()]

print(nonlocal_in_loop_body())
