import statistics as st
from fractions import Fraction as F
data = [2.5, 3.25, 5.5, 11.25, 11.75]
print(st.mean([1, 2, 3, 4, 4]), st.mean(data), st.mean([F(1, 3), F(2, 3)]), st.mean([1, 2.5]), st.mean(range(1, 101)))
print(st.fmean([3.5, 4.0, 5.25]), st.fmean([85, 92, 83], weights=[0.2, 0.3, 0.5]), st.geometric_mean([54, 24, 36]), st.harmonic_mean([40, 60]))
print(st.median([1, 3, 5]), st.median([1, 3, 5, 7]), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median_grouped([52, 52, 53, 54]))
print(st.mode([1, 1, 2, 3, 3, 3, 3, 4]), st.mode(["red", "blue", "blue", "red", "green", "red", "red"]), st.multimode("aabbbbccddddeeffffgg"))
print(st.variance([2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]), st.variance([1, 2, 3, 4]), st.pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]))
print(st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.pstdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.stdev([1, 2, 3, 4, 5]), st.variance([F(1, 4), F(5, 4), F(1, 2)]))
print(st.quantiles([105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104], n=10))
print(st.quantiles([1, 2, 3, 4, 5, 6], n=4, method="inclusive"), st.quantiles(range(100)))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]; y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.covariance(x, y), st.correlation(x, x[::-1]), st.linear_regression(x, [2 * v + 1 for v in x]))
n = st.NormalDist(100, 15); print(n, round(n.cdf(130), 6), round(n.pdf(100), 8), n.zscore(115), st.NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]))
for bad in [lambda: st.mean([]), lambda: st.variance([1]), lambda: st.mode([]), lambda: st.median([]), lambda: st.quantiles([1], n=4)]:
    try: bad()
    except st.StatisticsError as e: print("StatisticsError", e)
print(F(3, 4) + F(1, 4), F("0.125"), F(1.5), F(-6, 4), F(3, 4) * 2, F(1, 3) + 0.5, F(22, 7).limit_denominator(5), round(F(7, 2)), F("-2/6"), hash(F(1, 2)) == hash(0.5))
print(F(1, 3) < 0.34, F(1, 2) == 0.5, sorted([F(2, 3), F(1, 2), 0.6]), F(7, 3) // 2, F(7, 3) % 1, F(2, 3) ** 2, F(2, 3) ** -2, float(F(1, 3)), int(F(-7, 2)), str(F(5, 1)))
try: F(1, 0)
except ZeroDivisionError as e: print(e)
