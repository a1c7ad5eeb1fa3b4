# Checks if/elif/else chains, nested conditions and truthiness of conditions.
def classify(n):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    elif n < 10:
        return "small"
    elif n < 100:
        return "medium"
    else:
        return "large"
print([classify(n) for n in [-5, 0, 3, 10, 99, 100, 10**20]])
def grade(score):
    if score >= 90:
        letter = "A"
    elif score >= 80:
        letter = "B"
    elif score >= 70:
        letter = "C"
    else:
        letter = "F"
    if letter != "F":
        if score % 10 >= 7:
            letter += "+"
        elif score % 10 < 3:
            letter += "-"
    return letter
print([grade(s) for s in [100, 97, 91, 85, 80, 72, 69, 0]])
def fizzbuzz(n):
    if n % 15 == 0:
        return "FizzBuzz"
    if n % 3 == 0:
        return "Fizz"
    if n % 5 == 0:
        return "Buzz"
    return str(n)
print(" ".join(fizzbuzz(i) for i in range(1, 31)))
for v in [[], [0], "", "0", 0.0, None, {}, {0: 0}]:
    if v:
        print(repr(v), "truthy")
    else:
        print(repr(v), "falsy")
x = 5
if x > 3: print("one-line if")
if x > 10: print("never")
elif x > 4: print("one-line elif")
else: print("never")
def leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
print([y for y in [1900, 2000, 2004, 2023, 2024, 2100] if leap(y)])
