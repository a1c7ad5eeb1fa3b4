x = [1, 2, 3]
y = x[1:] + None
