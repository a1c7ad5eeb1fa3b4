import math
values = [math.sqrt(v) for v in (4, -1)]
