# Wide characters in a subscript.
données = {"名前": "値"}
print(données["名前"])
print("→", données["住所"], "←")
