# A finite recursion that fails at its bottom: repeated lines are summarized.
def depth(n):
    if n == 0:
        return 1 / n
    return depth(n - 1)


depth(30)
