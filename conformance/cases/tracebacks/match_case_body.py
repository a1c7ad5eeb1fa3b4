x = 1
match x:
    case 1:
        y = x / 0
