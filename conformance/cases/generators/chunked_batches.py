"""A generator yielding fixed-size batches from any iterable."""


def batched(iterable, size):
    batch = []
    for item in iterable:
        batch.append(item)
        if len(batch) == size:
            yield batch
            batch = []
    if batch:
        yield batch


print(list(batched(range(7), 3)))
print(list(batched("abcd", 2)), list(batched([], 4)))
