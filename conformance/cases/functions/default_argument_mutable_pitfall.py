"""A mutable default argument is shared between calls; None defaults are not."""


def append_bad(item, bucket=[]):
    bucket.append(item)
    return bucket


def append_good(item, bucket=None):
    if bucket is None:
        bucket = []
    bucket.append(item)
    return bucket


print(append_bad(1), append_bad(2))
print(append_good(1), append_good(2))
print(append_bad.__defaults__)
