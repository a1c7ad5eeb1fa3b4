import statistics as st
from fractions import Fraction

print(st.mean([Fraction(1, 3), Fraction(1, 6)]), st.median([Fraction(1, 2), Fraction(3, 4)]))
print(st.variance([Fraction(1), Fraction(2), Fraction(4)]))
print(st.pvariance([1, 2, 3, 4, 5]), st.variance([2, 4, 4, 4, 5, 5, 7, 9]))
print(st.pstdev([2, 4, 4, 4, 5, 5, 7, 9]), st.mean([True, False, True]))
print(st.mode(["red", "blue", "red"]), st.multimode("aabbbcc"), st.multimode([]))
print(st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
x = [1, 2, 3, 4, 5]
y = [2, 4, 5, 4, 5]
print(round(st.correlation(x, y), 10), round(st.covariance(x, y), 10))
lr = st.linear_regression(x, y)
print(round(lr.slope, 10), round(lr.intercept, 10))
try:
    st.correlation([1, 2], [1])
except st.StatisticsError as e:
    print("StatisticsError", e)
try:
    st.correlation([1, 1, 1], [1, 2, 3])
except st.StatisticsError as e:
    print("StatisticsError", e)
try:
    st.quantiles([1], n=4)
except st.StatisticsError as e:
    print("StatisticsError", e)
try:
    st.quantiles([1, 2], n=0)
except st.StatisticsError as e:
    print("StatisticsError", e)
