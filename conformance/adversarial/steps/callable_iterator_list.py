# Checks list(iter(int, 1)) (an infinite native iterator) is charged steps per item
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
items = list(iter(int, 1))
