text = "abc"
text.replace("a")
