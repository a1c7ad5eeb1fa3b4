values = [3, 1, 2]
values.sort(key=lambda v: v.size)
