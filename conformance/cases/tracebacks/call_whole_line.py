# A call that is the whole line gets no markers; one inside a larger line does.
def fail():
    raise ValueError("bad value")


def wrapper():
    fail()


result = [wrapper(), 1]
