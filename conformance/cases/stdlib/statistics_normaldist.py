"""statistics.NormalDist: construction and from_samples, pdf/cdf/inv_cdf, quantiles,
overlap, zscore, arithmetic with constants and other distributions, comparisons, repr, and
the errors for bad parameters."""
import statistics
from statistics import NormalDist


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


iq = NormalDist(100, 15)
print(iq, iq.mean, iq.median, iq.mode, iq.stdev, iq.variance)
print(round(iq.pdf(100), 15), round(iq.cdf(130), 15), round(iq.inv_cdf(0.975), 12), round(iq.zscore(130), 12))
print([round(q, 9) for q in iq.quantiles()], [round(q, 6) for q in iq.quantiles(5)])
print(round(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), 12), NormalDist(0, 1).overlap(NormalDist(0, 1)))
sample = NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5])
print(round(sample.mean, 12), round(sample.stdev, 12))
print(iq + 5, iq - 5, iq * 2, iq / 3, 5 + iq, -iq, NormalDist(1, 2) + NormalDist(3, 4), NormalDist(1, 3) - NormalDist(1, 4))
print(NormalDist(1, 2) == NormalDist(1, 2), NormalDist(1, 2) == NormalDist(1, 3), NormalDist() == 5, hash(NormalDist(1, 2)) == hash(NormalDist(1, 2)))
print(NormalDist(), repr(NormalDist(0.5, 0.0)), NormalDist(3, 0).cdf(3) if False else NormalDist(3, 1).cdf(3))
attempt("negative sigma", lambda: NormalDist(0, -1))
attempt("inv_cdf zero", lambda: NormalDist().inv_cdf(0))
attempt("inv_cdf one", lambda: NormalDist().inv_cdf(1.0))
attempt("pdf zero sigma", lambda: NormalDist(0, 0).pdf(0))
attempt("cdf zero sigma", lambda: NormalDist(0, 0).cdf(0))
attempt("zscore zero sigma", lambda: NormalDist(1, 0).zscore(1))
attempt("overlap non-dist", lambda: NormalDist().overlap(3))
attempt("overlap zero sigma", lambda: NormalDist(0, 0).overlap(NormalDist(0, 1)))
attempt("from_samples one", lambda: NormalDist.from_samples([1]))
attempt("add string", lambda: NormalDist() + "x")
attempt("samples are random", lambda: len(NormalDist().samples(3, seed=42)))
print([round(x, 12) for x in NormalDist(10, 2).samples(4, seed=7)])
