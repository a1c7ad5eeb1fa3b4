x = 5
global x
