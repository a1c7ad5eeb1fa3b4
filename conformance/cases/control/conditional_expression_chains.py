"""Conditional expressions and chained comparisons classifying values."""


def grade(score):
    return "A" if score >= 90 else "B" if score >= 80 else "C" if score >= 70 else "F"


print([grade(s) for s in (95, 85, 72, 10, 90, 89.9)])
for t in [-5, 0, 15, 30]:
    label = "freezing" if t <= 0 else "mild" if 0 < t < 25 else "hot"
    print(t, label)
x = 5
print(1 < x < 10, 1 < x > 4, 10 > x >= 5 == 5)
