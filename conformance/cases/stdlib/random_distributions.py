"""random's continuous distributions under fixed seeds: the same draws as CPython for beta,
gamma (each shape regime), log-normal, von Mises, Pareto, Weibull, triangular, normal, gauss
and exponential, through the module functions and Random instances, with their errors."""
import random


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


random.seed(12345)
print([random.betavariate(2.0, 5.0) for _ in range(3)])
print([random.betavariate(0.5, 0.5) for _ in range(3)])
print([random.gammavariate(3.5, 2.0) for _ in range(3)])
print([random.gammavariate(1.0, 2.0) for _ in range(3)])
print([random.gammavariate(0.3, 1.5) for _ in range(4)])
print([random.lognormvariate(0.0, 0.25) for _ in range(3)])
print([random.vonmisesvariate(1.0, 4.0) for _ in range(3)])
print([random.vonmisesvariate(0.0, 0.0) for _ in range(2)], random.vonmisesvariate(3.0, 1e-7))
print([random.paretovariate(3.0) for _ in range(3)])
print([random.weibullvariate(1.5, 2.0) for _ in range(3)])
print([random.triangular(0, 10, 2) for _ in range(3)], random.triangular(), random.triangular(5, 5))
print([random.normalvariate(10, 2) for _ in range(3)], [random.gauss(0, 1) for _ in range(3)])
print([random.expovariate(0.5) for _ in range(3)], random.uniform(3, 1))
rng = random.Random("distribution")
print(rng.betavariate(1, 1), rng.gammavariate(9, 0.5), rng.vonmisesvariate(6.0, 30), rng.lognormvariate(1, 1))
state = rng.getstate()
first = [rng.gammavariate(2.5, 1.0) for _ in range(5)]
rng.setstate(state)
print(first == [rng.gammavariate(2.5, 1.0) for _ in range(5)], round(sum(first), 12))
rng = random.Random(7)
samples = [rng.betavariate(3, 3) for _ in range(2000)]
print(round(sum(samples) / len(samples), 12), min(samples) > 0, max(samples) < 1)
angles = [rng.vonmisesvariate(2.0, 1.0) for _ in range(500)]
print(all(0 <= a < 6.283185307179586 for a in angles), round(sum(angles), 10))
attempt("gamma alpha 0", lambda: random.gammavariate(0, 1))
attempt("gamma beta -1", lambda: random.gammavariate(2, -1))
attempt("beta 0", lambda: random.betavariate(0, 1))
attempt("gamma str", lambda: random.gammavariate("a", 1))
attempt("pareto 0", lambda: random.paretovariate(0))
attempt("expovariate 0", lambda: random.expovariate(0))
attempt("lognorm missing", lambda: random.lognormvariate(1))
