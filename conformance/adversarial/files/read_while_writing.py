# Checks that iterating a file's lines while appending one line per line read (a file that never ends) is stopped by the step limit
# files: granted
# limits: steps=2000000 time=5
# expect: TimeoutError: step limit of 2000000 steps exceeded
writer = open("growing.txt", "w")
writer.write("seed\n")
writer.flush()
with open("growing.txt") as reader:
    for line in reader:
        writer.write("more\n")
        writer.flush()
