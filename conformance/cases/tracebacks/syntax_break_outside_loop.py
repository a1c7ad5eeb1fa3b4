for i in range(3):
    pass
break
