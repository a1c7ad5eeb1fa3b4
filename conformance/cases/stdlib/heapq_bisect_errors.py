"""heapq and bisect at the edges: merge with key and reverse, nsmallest/nlargest with keys
and odd sizes, heappushpop against heapreplace, bisect with key, lo and hi, and the error
messages for bad heaps and bounds."""
import bisect
import heapq


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])), list(heapq.merge()), list(heapq.merge([], [1])))
print(list(heapq.merge(["bb", "a"], ["ccc"], key=len, reverse=True)), list(heapq.merge([5, 3], [4, 1], reverse=True)))
print(list(heapq.merge([(1, "b"), (2, "a")], [(1, "a")])), list(heapq.merge("ace", "bdf")))
words = ["pear", "fig", "banana", "kiwi", "apple", "date"]
print(heapq.nsmallest(2, words, key=len), heapq.nlargest(2, words, key=len), heapq.nsmallest(10, words)[:3])
print(heapq.nlargest(0, words), heapq.nsmallest(-1, words), heapq.nlargest(1, []), heapq.nsmallest(1, iter([3, 1])), heapq.nlargest(3, iter("hello")))
h = [5, 1, 8, 3, 2]
heapq.heapify(h)
print(h, heapq.heappushpop(h, 0), h, heapq.heapreplace(h, 0), h, heapq.heappop(h), h)
heap = []
for value in [(3, "c"), (1, "a"), (2, "b"), (1, "z")]:
    heapq.heappush(heap, value)
print([heapq.heappop(heap) for _ in range(len(heap))], heapq.heappushpop([], 5))
attempt("heappop empty", lambda: heapq.heappop([]))
attempt("heapreplace empty", lambda: heapq.heapreplace([], 1))
attempt("heappush tuple", lambda: heapq.heappush((), 1))
attempt("heapify non-list", lambda: heapq.heapify("abc"))
attempt("heappush incomparable", lambda: heapq.heappush([1], "a"))
attempt("nsmallest key error", lambda: heapq.nsmallest(2, [1, "a", 2]))
scores = [10, 20, 20, 30, 40]
print(bisect.bisect_left(scores, 20), bisect.bisect_right(scores, 20), bisect.bisect(scores, 25), bisect.bisect_left(scores, 20, 2))
print(bisect.bisect_right(scores, 20, 0, 2), bisect.bisect_left(scores, 99, hi=3), bisect.bisect_left([], 1), bisect.bisect(scores, 5))
records = [("ann", 3), ("bob", 7), ("cy", 9)]
print(bisect.bisect_left(records, 7, key=lambda r: r[1]), bisect.bisect_right(records, 9, key=lambda r: r[1]))
bisect.insort(records, ("dee", 5), key=lambda r: r[1])
bisect.insort_left(records, ("eve", 7), key=lambda r: r[1])
print(records)
values = [1, 3, 3, 5]
bisect.insort_left(values, 3)
bisect.insort_right(values, 4, 0, 2) if False else bisect.insort_right(values, 4)
bisect.insort(values, 0, lo=0, hi=0)
print(values)
attempt("bisect negative lo", lambda: bisect.bisect_left([1], 1, -1))
attempt("insort negative lo", lambda: bisect.insort([1], 1, lo=-2))
attempt("bisect incomparable", lambda: bisect.bisect([1, 2], "a"))
attempt("bisect non-sequence", lambda: bisect.bisect(5, 1))
print(bisect.bisect_left([1, 2, 3], 2, hi=100) if False else bisect.bisect_left([1, 2, 3], 2, 0, None))
