# Checks an uncaught ValueError raised by a user function several frames deep.
def parse_age(text):
    age = int(text)
    if age < 0:
        raise ValueError(f"age must be non-negative, got {age}")
    return age


def load_people(rows):
    people = []
    for name, age in rows:
        people.append((name, parse_age(age)))
        print("loaded", name)
    return people


print(load_people([("x", "1")]))
rows = [("ann", "31"), ("bob", "45"), ("cy", "-4"), ("dee", "20")]
print(load_people(rows))
