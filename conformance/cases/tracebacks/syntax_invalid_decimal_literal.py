# A number run into a name.
total = 1abc + 2
