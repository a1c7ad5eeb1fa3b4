# list.sort / sorted with key functions, lambdas, tuples and reverse.
state = 42


def rand():
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return state >> 8


records = []
for i in range(60000):
    r = rand()
    records.append((f"name{r % 5000:04d}", r % 97, (r % 10007) / 7.0, i))

total = 0
for round_ in range(3):
    a = sorted(records, key=lambda rec: rec[1])
    b = sorted(records, key=lambda rec: (rec[1], rec[0]), reverse=True)
    c = sorted(records, key=lambda rec: rec[2])
    d = list(records)
    d.sort(key=str)
    total += a[0][3] + b[0][3] + c[-1][3] + d[len(d) // 2][3]
nums = [rand() % 1000003 for _ in range(100000)]
nums.sort()
print(total, a[100], b[100][0], c[0][2], nums[::25000])
