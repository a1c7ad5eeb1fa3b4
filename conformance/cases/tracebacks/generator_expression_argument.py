print(sum(1 / x for x in [1, 0]))
