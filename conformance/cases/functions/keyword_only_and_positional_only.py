"""Positional-only and keyword-only parameters in one signature."""


def clamp(value, /, low=0, high=100, *, strict=False):
    if strict and not low <= value <= high:
        raise ValueError(f"{value} outside [{low}, {high}]")
    return max(low, min(high, value))


print(clamp(150), clamp(-5, -10), clamp(50, high=40))
print(clamp(5, low=1, high=3, strict=False))
for call in [lambda: clamp(value=5), lambda: clamp(5, 0, 10, True), lambda: clamp(500, strict=True)]:
    try:
        call()
    except (TypeError, ValueError) as error:
        print(type(error).__name__, error)
