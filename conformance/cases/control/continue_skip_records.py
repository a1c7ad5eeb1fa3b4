"""continue skipping invalid records while summing the rest."""

records = ["10", "x", "", "25", "-3", "4.5", "7"]
total = 0
skipped = []
for text in records:
    if not text:
        skipped.append("<empty>")
        continue
    try:
        number = int(text)
    except ValueError:
        skipped.append(text)
        continue
    if number < 0:
        skipped.append(text)
        continue
    total += number
print(total, skipped)
