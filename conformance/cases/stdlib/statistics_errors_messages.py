"""statistics error paths and edge cases: the StatisticsError messages for too little data,
negative values, bad quantile arguments and constant inputs to regression, plus median
variants, modes and fmean weights."""
import statistics
from fractions import Fraction


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("mean empty", lambda: statistics.mean([]))
attempt("fmean empty", lambda: statistics.fmean([]))
attempt("median empty", lambda: statistics.median([]))
attempt("median_low empty", lambda: statistics.median_low(iter([])))
attempt("median_grouped empty", lambda: statistics.median_grouped([]))
attempt("mode empty", lambda: statistics.mode([]))
attempt("variance one", lambda: statistics.variance([1]))
attempt("stdev one", lambda: statistics.stdev([1.5]))
attempt("pvariance empty", lambda: statistics.pvariance([]))
attempt("harmonic negative", lambda: statistics.harmonic_mean([1, -2]))
attempt("geometric zero", lambda: statistics.geometric_mean([0, 1]))
attempt("geometric negative", lambda: statistics.geometric_mean([-1, 1]))
attempt("quantiles n=0", lambda: statistics.quantiles([1, 2, 3], n=0))
attempt("quantiles one point", lambda: statistics.quantiles([1], n=4))
attempt("quantiles method", lambda: statistics.quantiles([1, 2, 3], method="middle"))
attempt("correlation lengths", lambda: statistics.correlation([1, 2], [1, 2, 3]))
attempt("correlation constant", lambda: statistics.correlation([1, 1, 1], [1, 2, 3]))
attempt("covariance short", lambda: statistics.covariance([1], [2]))
attempt("regression constant x", lambda: statistics.linear_regression([2, 2, 2], [1, 2, 3]))
attempt("fmean weights mismatch", lambda: statistics.fmean([1, 2], [1]))
attempt("mean of strings", lambda: statistics.mean(["a", "b"]))
attempt("variance mixed types", lambda: statistics.mean([1, Fraction(1, 2), 0.5]))
print(statistics.median([3, 1, 2, 4]), statistics.median_low([3, 1, 2, 4]), statistics.median_high([3, 1, 2, 4]))
print(statistics.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]), statistics.median_grouped([52, 52, 53, 54], interval=2))
print(statistics.mode(["red", "blue", "blue", "red"]), statistics.multimode("aabbbc"), statistics.multimode([]))
print(statistics.fmean([1, 2, 3], weights=[3, 2, 1]), statistics.harmonic_mean([40, 60], weights=[5, 30]))
print(statistics.harmonic_mean([2, 0]), statistics.geometric_mean([1, 8]), statistics.mean([Fraction(1, 3), Fraction(2, 3)]))
print(statistics.quantiles([1, 2, 3, 4, 5, 6, 7], n=4), statistics.quantiles([1, 2, 3, 4, 5], n=4, method="inclusive"))
print(statistics.quantiles(range(1, 11), n=10), statistics.quantiles([2.5, 1], n=2))
print(statistics.linear_regression([1, 2, 3, 4], [2, 4, 6, 8.5]), statistics.linear_regression([1, 2, 3], [2, 4, 6], proportional=True))
print(round(statistics.correlation([1, 2, 3, 4], [2, 4, 5, 9]), 12), statistics.covariance([1, 2, 3], [3, 2, 1]))
print(statistics.variance([1, 2, 3, 4], xbar=2), statistics.pstdev([2, 4, 4, 4, 5, 5, 7, 9]), statistics.stdev([Fraction(1), Fraction(3)]))
print(type(statistics.mean([1, 2])).__name__, type(statistics.median([1, 2])).__name__, statistics.mean([True, False, True]))
