"""statistics mean, median, mode and spread."""

import statistics

data = [2, 4, 4, 4, 5, 5, 7, 9]

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('statistics.mean(data)', lambda: statistics.mean(data))
show('statistics.median(data)', lambda: statistics.median(data))
show('statistics.median_low(data)', lambda: statistics.median_low(data))
show('statistics.median_high(data)', lambda: statistics.median_high(data))
show('statistics.mode([1, 2, 2, 3])', lambda: statistics.mode([1, 2, 2, 3]))
show("statistics.multimode('aabbc')", lambda: statistics.multimode('aabbc'))
show('round(statistics.stdev(data), 6)', lambda: round(statistics.stdev(data), 6))
show('round(statistics.pvariance(data), 6)', lambda: round(statistics.pvariance(data), 6))
show('statistics.mean([])', lambda: statistics.mean([]))
show('statistics.fmean([1, 2, 4])', lambda: statistics.fmean([1, 2, 4]))
show('statistics.harmonic_mean([1, 2, 4])', lambda: statistics.harmonic_mean([1, 2, 4]))
