import collections
import datetime
import decimal
import functools
import itertools
import typing
import zipfile

names = [
    datetime.timedelta, datetime.timezone, datetime.tzinfo, datetime.date, datetime.time, datetime.datetime,
    decimal.getcontext, decimal.setcontext, decimal.localcontext,
    typing.cast, typing.NewType, typing.overload, typing.final,
    functools.partial, functools.reduce, functools.cmp_to_key, functools.lru_cache, functools.wraps,
    collections.deque, collections.defaultdict, collections.OrderedDict, collections.Counter,
    itertools.repeat, zipfile.ZipInfo, zipfile.ZipExtFile,
]
for name in names:
    print(name.__qualname__, name.__module__)
print(datetime.timedelta, datetime.timezone, type(datetime.date(2024, 1, 1).isocalendar()))
print(collections.deque, collections.defaultdict, collections.OrderedDict)


@functools.lru_cache
def double(n):
    return 2 * n


print(type(double), double.__qualname__, double.__module__, double(4))
