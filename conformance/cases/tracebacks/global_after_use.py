# `global` after the name is used: reported at the statement's line.
counter = 0


def bump():
    counter = 1
    print(counter)
    global counter
