"""Generator expressions evaluate lazily and only once."""

calls = []


def traced(x):
    calls.append(x)
    return x * x


gen = (traced(x) for x in range(5))
print(calls)
print(next(gen), next(gen), calls)
print(sum(gen), calls)
print(list(gen))
