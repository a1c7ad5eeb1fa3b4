def f(v):
    match v:
        case Point(x=a) | Point(y=b, z=[1, c]):
            pass
