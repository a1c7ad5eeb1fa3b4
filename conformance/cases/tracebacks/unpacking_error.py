# Unpacking too many values: the markers cover the targets.
pair = (1, 2, 3)
first, second = pair
