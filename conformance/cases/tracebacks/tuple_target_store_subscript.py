numbers = [1, 2]
numbers[0], numbers[5] = 3, 4
