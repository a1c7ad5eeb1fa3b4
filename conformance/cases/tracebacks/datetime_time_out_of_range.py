# datetime is C code in CPython: a time with a field out of range shows no frame of its own.
import datetime

print(datetime.time(23, 59))
datetime.time(25)
