# A name that does not exist, inside a larger expression.
def area(radius):
    return 3.14 * radius * raduis


print(area(2))
