"""Pseudo-random numbers, as CPython 3.11's random module: the same Mersenne Twister, seeding
(ints, floats, str and bytes through SHA-512) and algorithms, so a seeded program draws the same
sequence as under CPython. An unseeded generator takes its seed from the entropy the host grants
(624 32-bit words, as CPython reads them from os.urandom), or starts from a fixed seed (0) when
the host grants none, so runs are reproducible. `SystemRandom` draws every number from the
host's entropy (PermissionError without it). Long `getrandbits` (so `randbytes`) runs the
twister in `_garter_random`, over the same state list."""

from bisect import bisect as _bisect
from itertools import accumulate as _accumulate, repeat as _repeat
from math import ceil as _ceil, cos as _cos, exp as _exp, floor as _floor, isfinite as _isfinite
from math import log as _log, sin as _sin, sqrt as _sqrt, pi as _pi, acos as _acos, e as _e

import _garter_random
from _garter_sys import has_entropy as _has_entropy, urandom as _urandom

__all__ = [
    "Random", "seed", "random", "uniform", "randint", "choice", "sample", "randrange", "shuffle",
    "normalvariate", "lognormvariate", "expovariate", "triangular", "gauss", "paretovariate",
    "weibullvariate", "getstate", "setstate", "getrandbits", "choices", "randbytes", "SystemRandom",
    "betavariate", "gammavariate", "vonmisesvariate",
]

TWOPI = 2.0 * _pi
NV_MAGICCONST = 4 * _exp(-0.5) / _sqrt(2.0)
LOG4 = _log(4.0)
SG_MAGICCONST = 1.0 + _log(4.5)
_N = 624
_M = 397
_UPPER = 0x80000000
_LOWER = 0x7FFFFFFF
_MASK = 0xFFFFFFFF
_INT_MAX = (1 << 31) - 1
RECIP_BPF = 2**-53


def _c_int(value):
    """An argument CPython converts to a C int: through `__index__`, OverflowError past its range."""
    if not isinstance(value, int):
        index = getattr(type(value), "__index__", None)
        if index is None:
            raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
        value = index(value)
    if not -_INT_MAX - 1 <= value <= _INT_MAX:
        raise OverflowError("Python int too large to convert to C int")
    return int(value)


def _range_arg(value, what):
    """A randrange() argument as an int: ints as they are; other values only when int() gives
    an equal number (CPython 3.11 deprecates those, and refuses the rest)."""
    if isinstance(value, int):
        return int(value)
    converted = int(value)
    if converted != value:
        raise ValueError(f"non-integer {what} for randrange()")
    return converted


def _is_sequence(x):
    if isinstance(x, (list, tuple, str, range, bytes)):
        return True
    if isinstance(x, (set, frozenset, dict)):
        return False
    return hasattr(type(x), "__getitem__") and hasattr(type(x), "__len__")


class Random:
    """A Mersenne Twister generator with CPython's seeding and derived distributions."""

    VERSION = 3

    def __init__(self, x=None):
        self.seed(x)
        self.gauss_next = None

    def seed(self, a=None, version=2):
        if version == 2 and isinstance(a, (str, bytes, bytearray)):
            import _garter_hashlib

            data = a.encode() if isinstance(a, str) else bytes(a)
            a = int.from_bytes(data + _garter_hashlib.digest("sha512", data, 0), "big")
        elif a is not None and not isinstance(a, (int, float, str, bytes, bytearray)):
            raise TypeError("The only supported seed types are: None,\nint, float, str, bytes, and bytearray.")
        if a is None and _has_entropy():
            words = _urandom(4 * _N, "random.seed()")
            self._seed_by_array([int.from_bytes(words[i : i + 4], "little") for i in range(0, 4 * _N, 4)])
            self.gauss_next = None
            return
        if a is None:
            a = 0
        elif isinstance(a, float):
            a = hash(a)
        a = abs(a)
        key = []
        while a:
            key.append(a & _MASK)
            a >>= 32
        self._seed_by_array(key or [0])
        self.gauss_next = None

    def _seed_by_array(self, key):
        mt = [0] * _N
        mt[0] = 19650218
        for i in range(1, _N):
            previous = mt[i - 1]
            mt[i] = (1812433253 * (previous ^ (previous >> 30)) + i) & _MASK
        i, j = 1, 0
        for _ in range(max(_N, len(key))):
            previous = mt[i - 1]
            mt[i] = ((mt[i] ^ ((previous ^ (previous >> 30)) * 1664525)) + key[j] + j) & _MASK
            i += 1
            j += 1
            if i >= _N:
                mt[0] = mt[_N - 1]
                i = 1
            if j >= len(key):
                j = 0
        for _ in range(_N - 1):
            previous = mt[i - 1]
            mt[i] = ((mt[i] ^ ((previous ^ (previous >> 30)) * 1566083941)) - i) & _MASK
            i += 1
            if i >= _N:
                mt[0] = mt[_N - 1]
                i = 1
        mt[0] = 0x80000000
        self._mt = mt
        self._index = _N

    def _twist(self):
        mt = self._mt
        for kk in range(_N):
            y = (mt[kk] & _UPPER) | (mt[(kk + 1) % _N] & _LOWER)
            mt[kk] = mt[(kk + _M) % _N] ^ (y >> 1) ^ (0x9908B0DF if y & 1 else 0)
        self._index = 0

    def _next32(self):
        if self._index >= _N:
            self._twist()
        y = self._mt[self._index]
        self._index += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        return y ^ (y >> 18)

    def random(self):
        a = self._next32() >> 5
        b = self._next32() >> 6
        return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0)

    def getrandbits(self, k):
        k = _c_int(k)
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        if k <= 32:
            return self._next32() >> (32 - k) if k else 0
        data, self._index = _garter_random.getrandbits(self._mt, self._index, k)
        return int.from_bytes(data, "little")

    def randbytes(self, n):
        return self.getrandbits(n * 8).to_bytes(n, "little")

    def getstate(self):
        return self.VERSION, tuple(self._mt) + (self._index,), self.gauss_next

    def setstate(self, state):
        version, internal, self.gauss_next = state
        if version != 3 or len(internal) != _N + 1:
            raise ValueError(f"state with version {version} passed to Random.setstate() of version 3")
        self._mt = list(internal[:_N])
        self._index = internal[_N]

    def _randbelow(self, n):
        k = n.bit_length()
        r = self.getrandbits(k)
        while r >= n:
            r = self.getrandbits(k)
        return r

    def randrange(self, start, stop=None, step=1):
        istart = _range_arg(start, "arg 1")
        if stop is None:
            if step != 1:
                raise TypeError("Missing a non-None stop argument")
            if istart > 0:
                return self._randbelow(istart)
            raise ValueError("empty range for randrange()")
        istop = _range_arg(stop, "stop")
        width = istop - istart
        istep = _range_arg(step, "step")
        if istep == 1:
            if width > 0:
                return istart + self._randbelow(width)
            raise ValueError("empty range for randrange() (%d, %d, %d)" % (istart, istop, width))
        if istep > 0:
            n = (width + istep - 1) // istep
        elif istep < 0:
            n = (width + istep + 1) // istep
        else:
            raise ValueError("zero step for randrange()")
        if n <= 0:
            raise ValueError("empty range for randrange()")
        return istart + istep * self._randbelow(n)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        randbelow = self._randbelow
        for i in reversed(range(1, len(x))):
            j = randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        if not _is_sequence(population):
            raise TypeError("Population must be a sequence.  For dicts or sets, use sorted(d).")
        n = len(population)
        if counts is not None:
            cum_counts = list(_accumulate(counts))
            if len(cum_counts) != n:
                raise ValueError("The number of counts does not match the population")
            total = cum_counts.pop()
            if not isinstance(total, int):
                raise TypeError("Counts must be integers")
            if total <= 0:
                raise ValueError("Total of counts must be greater than zero")
            selections = self.sample(range(total), k=k)
            return [population[_bisect(cum_counts, s)] for s in selections]
        randbelow = self._randbelow
        if not 0 <= k <= n:
            raise ValueError("Sample larger than population or is negative")
        result = [None] * k
        setsize = 21
        if k > 5:
            setsize += 4 ** _ceil(_log(k * 3, 4))
        if n <= setsize:
            pool = list(population)
            for i in range(k):
                j = randbelow(n - i)
                result[i] = pool[j]
                pool[j] = pool[n - i - 1]
        else:
            selected = set()
            for i in range(k):
                j = randbelow(n)
                while j in selected:
                    j = randbelow(n)
                selected.add(j)
                result[i] = population[j]
        return result

    def choices(self, population, weights=None, *, cum_weights=None, k=1):
        random = self.random
        n = len(population)
        if cum_weights is None:
            if weights is None:
                n += 0.0
                return [population[_floor(random() * n)] for _ in _repeat(None, k)]
            cum_weights = list(_accumulate(weights))
        elif weights is not None:
            raise TypeError("Cannot specify both weights and cumulative weights")
        if len(cum_weights) != n:
            raise ValueError("The number of weights does not match the population")
        total = cum_weights[-1] + 0.0
        if total <= 0.0:
            raise ValueError("Total of weights must be greater than zero")
        if not _isfinite(total):
            raise ValueError("Total of weights must be finite")
        hi = n - 1
        return [population[_bisect(cum_weights, random() * total, 0, hi)] for _ in _repeat(None, k)]

    def uniform(self, a, b):
        return a + (b - a) * self.random()

    def triangular(self, low=0.0, high=1.0, mode=None):
        u = self.random()
        try:
            c = 0.5 if mode is None else (mode - low) / (high - low)
        except ZeroDivisionError:
            return low
        if u > c:
            u = 1.0 - u
            c = 1.0 - c
            low, high = high, low
        return low + (high - low) * _sqrt(u * c)

    def normalvariate(self, mu=0.0, sigma=1.0):
        random = self.random
        while True:
            u1 = random()
            u2 = 1.0 - random()
            z = NV_MAGICCONST * (u1 - 0.5) / u2
            zz = z * z / 4.0
            if zz <= -_log(u2):
                break
        return mu + z * sigma

    def gauss(self, mu=0.0, sigma=1.0):
        random = self.random
        z = self.gauss_next
        self.gauss_next = None
        if z is None:
            x2pi = random() * TWOPI
            g2rad = _sqrt(-2.0 * _log(1.0 - random()))
            z = _cos(x2pi) * g2rad
            self.gauss_next = _sin(x2pi) * g2rad
        return mu + z * sigma

    def lognormvariate(self, mu, sigma):
        return _exp(self.normalvariate(mu, sigma))

    def expovariate(self, lambd):
        return -_log(1.0 - self.random()) / lambd

    def paretovariate(self, alpha):
        u = 1.0 - self.random()
        return u ** (-1.0 / alpha)

    def weibullvariate(self, alpha, beta):
        u = 1.0 - self.random()
        return alpha * (-_log(u)) ** (1.0 / beta)

    def vonmisesvariate(self, mu, kappa):
        """An angle in [0, 2*pi) around `mu`, concentrated by `kappa` (Fisher's algorithm,
        drawing as CPython does)."""
        random = self.random
        if kappa <= 1e-6:
            return TWOPI * random()
        s = 0.5 / kappa
        r = s + _sqrt(1.0 + s * s)
        while True:
            z = _cos(_pi * random())
            d = z / (r + z)
            u2 = random()
            if u2 < 1.0 - d * d or u2 <= (1.0 - d) * _exp(d):
                break
        q = 1.0 / r
        f = (q + z) / (1.0 + q * z)
        if random() > 0.5:
            return (mu + _acos(f)) % TWOPI
        return (mu - _acos(f)) % TWOPI

    def gammavariate(self, alpha, beta):
        """Gamma distribution with shape `alpha` and scale `beta`: Cheng's method for
        alpha > 1, the exponential for alpha == 1, algorithm GS below (CPython's draws)."""
        if alpha <= 0.0 or beta <= 0.0:
            raise ValueError("gammavariate: alpha and beta must be > 0.0")
        random = self.random
        if alpha > 1.0:
            ainv = _sqrt(2.0 * alpha - 1.0)
            bbb = alpha - LOG4
            ccc = alpha + ainv
            while True:
                u1 = random()
                if not 1e-7 < u1 < 0.9999999:
                    continue
                u2 = 1.0 - random()
                v = _log(u1 / (1.0 - u1)) / ainv
                x = alpha * _exp(v)
                z = u1 * u1 * u2
                r = bbb + ccc * v - x
                if r + SG_MAGICCONST - 4.5 * z >= 0.0 or r >= _log(z):
                    return x * beta
        if alpha == 1.0:
            return -_log(1.0 - random()) * beta
        while True:
            b = (_e + alpha) / _e
            p = b * random()
            x = p ** (1.0 / alpha) if p <= 1.0 else -_log((b - p) / alpha)
            u1 = random()
            if p > 1.0:
                if u1 <= x ** (alpha - 1.0):
                    break
            elif u1 <= _exp(-x):
                break
        return x * beta

    def betavariate(self, alpha, beta):
        y = self.gammavariate(alpha, 1.0)
        if y:
            return y / (y + self.gammavariate(beta, 1.0))
        return 0.0


class SystemRandom(Random):
    """Random numbers drawn from the host's entropy, with no state to seed or save."""

    def random(self):
        return (int.from_bytes(_urandom(7, "random.SystemRandom.random()"), "big") >> 3) * RECIP_BPF

    def getrandbits(self, k):
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        numbytes = (k + 7) // 8
        x = int.from_bytes(_urandom(numbytes, "random.SystemRandom.getrandbits()"), "big")
        return x >> (numbytes * 8 - k)

    def randbytes(self, n):
        return _urandom(n, "random.SystemRandom.randbytes()")

    def seed(self, *args, **kwds):
        return None

    def _notimplemented(self, *args, **kwds):
        raise NotImplementedError("System entropy source does not have state.")

    getstate = setstate = _notimplemented


_inst = Random()
seed = _inst.seed
random = _inst.random
uniform = _inst.uniform
triangular = _inst.triangular
randint = _inst.randint
choice = _inst.choice
randrange = _inst.randrange
sample = _inst.sample
shuffle = _inst.shuffle
choices = _inst.choices
normalvariate = _inst.normalvariate
lognormvariate = _inst.lognormvariate
expovariate = _inst.expovariate
paretovariate = _inst.paretovariate
weibullvariate = _inst.weibullvariate
vonmisesvariate = _inst.vonmisesvariate
gammavariate = _inst.gammavariate
betavariate = _inst.betavariate
gauss = _inst.gauss
getstate = _inst.getstate
setstate = _inst.setstate
getrandbits = _inst.getrandbits
randbytes = _inst.randbytes
