# Checks building a leaderboard with standard and dense ranking for tied scores.
scores = [
    {"player": "nova", "points": 1520, "games": 40},
    {"player": "blaze", "points": 1710, "games": 52},
    {"player": "echo", "points": 1520, "games": 35},
    {"player": "zen", "points": 990, "games": 12},
    {"player": "atlas", "points": 1710, "games": 60},
    {"player": "kite", "points": 1340, "games": 41},
    {"player": "moss", "points": 1520, "games": 40},
]

ordered = sorted(scores, key=lambda s: (-s["points"], s["player"]))

standard, dense = {}, {}
prev_points = None
current_std = current_dense = 0
for pos, s in enumerate(ordered, 1):
    if s["points"] != prev_points:
        current_std = pos
        current_dense += 1
        prev_points = s["points"]
    standard[s["player"]] = current_std
    dense[s["player"]] = current_dense

print("standard:", standard)
print("dense:", dense)

print(f"\n{'Rank':<6}{'Player':<8}{'Points':>7}{'Games':>7}{'Pts/G':>7}")
for s in ordered:
    rank = standard[s["player"]]
    tied = sum(1 for t in ordered if t["points"] == s["points"]) > 1
    label = f"T{rank}" if tied else str(rank)
    print(f"{label:<6}{s['player']:<8}{s['points']:>7}{s['games']:>7}{s['points'] / s['games']:>7.1f}")

groups = {}
for s in ordered:
    groups.setdefault(s["points"], []).append(s["player"])
ties = {pts: names for pts, names in groups.items() if len(names) > 1}
print("\nties:", ties)
podium = [names for pts, names in list(groups.items())[:3]]
print("podium tiers:", podium)
efficient = max(scores, key=lambda s: (s["points"] / s["games"], -s["games"]))
print(f"most efficient: {efficient['player']} ({efficient['points'] / efficient['games']:.2f} pts/game)")
