# Unbounded recursion: the repeated frames are summarized.
def countdown(n):
    return countdown(n - 1) + 1


countdown(5)
