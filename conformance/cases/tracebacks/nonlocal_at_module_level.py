# `nonlocal` outside a function, reported at its own line.
x = 1
y = 2

nonlocal z
