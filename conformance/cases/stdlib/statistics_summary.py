import statistics as st

scores = [88, 92, 79, 93, 85, 92, 70, 100]
print(st.mean(scores), st.median(scores), st.mode(scores), st.multimode([1, 1, 2, 2, 3]))
print(st.median_low(scores), st.median_high(scores), st.median([5, 1, 3]))
print(round(st.stdev(scores), 6), round(st.pstdev(scores), 6))
print(round(st.variance(scores), 6), st.pvariance([1, 2, 3, 4]))
print(st.fmean([1, 2, 3.5]), st.mean([1.5, 2.5]), st.geometric_mean([1, 4]) if True else 0)
print(round(st.harmonic_mean([40, 60]), 6))
print(st.quantiles(scores, n=4), st.quantiles(range(1, 11), n=10))
print(st.quantiles(scores, n=4, method="inclusive"))
print(st.mean([1, 2]), type(st.mean([1, 2])).__name__, st.median([1, 2]))
for fn, arg in [(st.mean, []), (st.median, []), (st.stdev, [1]), (st.variance, [5]), (st.mode, [])]:
    try:
        fn(arg)
    except st.StatisticsError as e:
        print(fn.__name__, "StatisticsError", e)
print(issubclass(st.StatisticsError, ValueError))
