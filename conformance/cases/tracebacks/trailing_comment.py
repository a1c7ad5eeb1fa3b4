# A trailing comment is part of the shown line, so the markers do not cover it all.
numbers = [1, 2, 3]
print(numbers[5])  # out of range
