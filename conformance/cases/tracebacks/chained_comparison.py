x = 1
y = 0 < x < "a"
