# Checks a traceback's frame does not lead to globals
# expect: prefix AttributeError:
try:
    1 / 0
except ZeroDivisionError as e:
    e.__traceback__.tb_frame.f_globals
