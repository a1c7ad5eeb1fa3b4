def f(*a, **k):
    return a[5]
args = [1]
f(*args, **{"k": 1})
