x = [1, 2]
del x[5]
