# Checks a file that fails to parse because of an unclosed parenthesis (nothing is printed).
prices = {"apple": 1.25, "pear": 0.8, "fig": 2.5}
quantities = {"apple": 4, "pear": 10, "fig": 1}


def line_total(name):
    return prices[name] * quantities[name]


print("this never runs")
for name in prices:
    print(name, line_total(name))

total = (sum(line_total(n) for n in prices)
print("total", total)
print("done")
