# A method call on its own line of a chain: the line of the method's name.
text = "a,b,c"
parts = (text
         .split(",")
         .missing())
