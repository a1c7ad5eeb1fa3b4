# Checks counting labels across issues, co-occurrence pairs and per-author stats.
issues = [
    {"number": 101, "author": "octo", "labels": ["bug", "ui"], "comments": 4, "state": "open"},
    {"number": 102, "author": "mona", "labels": ["enhancement"], "comments": 0, "state": "open"},
    {"number": 103, "author": "octo", "labels": ["bug", "backend", "p1"], "comments": 12, "state": "closed"},
    {"number": 104, "author": "hubot", "labels": [], "comments": 1, "state": "open"},
    {"number": 105, "author": "mona", "labels": ["bug", "ui", "good first issue"], "comments": 2, "state": "open"},
    {"number": 106, "author": "octo", "labels": ["docs"], "comments": 0, "state": "closed"},
    {"number": 107, "author": "linus", "labels": ["bug", "backend"], "comments": 7, "state": "open"},
]

label_counts = {}
for issue in issues:
    for label in issue["labels"]:
        label_counts[label] = label_counts.get(label, 0) + 1
print("label counts:", label_counts)

pairs = {}
for issue in issues:
    labels = sorted(issue["labels"])
    for i in range(len(labels)):
        for j in range(i + 1, len(labels)):
            key = f"{labels[i]}+{labels[j]}"
            pairs[key] = pairs.get(key, 0) + 1
print("co-occurring pairs:", sorted(pairs.items(), key=lambda kv: (-kv[1], kv[0])))

unlabeled = [i["number"] for i in issues if not i["labels"]]
print("unlabeled:", unlabeled)

authors = {}
for issue in issues:
    a = authors.setdefault(issue["author"], {"issues": 0, "comments": 0, "open": 0})
    a["issues"] += 1
    a["comments"] += issue["comments"]
    a["open"] += issue["state"] == "open"

print(f"\n{'author':<8}{'issues':>7}{'open':>6}{'avg comments':>14}")
for name, a in sorted(authors.items(), key=lambda kv: (-kv[1]["issues"], kv[0])):
    print(f"{name:<8}{a['issues']:>7}{a['open']:>6}{a['comments'] / a['issues']:>14.2f}")

open_bugs = [i for i in issues if "bug" in i["labels"] and i["state"] == "open"]
hot = max(open_bugs, key=lambda i: i["comments"])
print(f"\n{len(open_bugs)} open bugs; most discussed: #{hot['number']} ({hot['comments']} comments)")
print("labels by popularity:", ", ".join(f"{l} ({c})" for l, c in sorted(label_counts.items(), key=lambda kv: (-kv[1], kv[0]))))
