"""Lambdas as multi-level sort keys with mixed directions."""

people = [("ann", 31, "nyc"), ("bob", 25, "sf"), ("cy", 31, "la"), ("dee", 25, "nyc")]
print(sorted(people, key=lambda p: (-p[1], p[0])))
print(sorted(people, key=lambda p: (p[2], p[1])))
by_city = sorted(people, key=lambda p: p[2])
print([p[0] for p in sorted(by_city, key=lambda p: p[1], reverse=True)])
