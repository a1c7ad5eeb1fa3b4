try:
    pass
except ValueError:
    pass
except* TypeError:
    pass
