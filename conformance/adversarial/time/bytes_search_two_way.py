# Checks bytes substring search is not O(n*m) on a periodic haystack
# limits: time=1 steps=0
# expect: ok
hay = b'a' * (2 << 20)
needle = b'a' * (1 << 20) + b'b'
for _ in range(3):
    assert needle not in hay
    assert hay.find(needle) == -1 and hay.count(needle) == 0 and hay.rfind(needle) == -1
