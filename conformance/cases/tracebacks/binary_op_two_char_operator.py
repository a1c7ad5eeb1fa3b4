# Two-character operators are marked by two `^`.
values = [10, 0]
result = values[0]   //   values[1]
