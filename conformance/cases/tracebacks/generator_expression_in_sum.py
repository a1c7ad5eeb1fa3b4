data = [1, 2, 3]
result = sum(x * "a" for x in data if x > 1)
