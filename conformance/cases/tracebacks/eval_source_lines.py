# eval of a string: its frame shows no source line.
print(eval("[1][2]"))
