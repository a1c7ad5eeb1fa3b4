import re

text = ("Invoice 2024-01-15: paid $1,234.56 on 01/20/2024; refund of $99 due 2024-02-01. "
        "Tax: 7.5% (€45.00, £12.5). Shipped 3 Mar 2024, arrived March 10, 2024. Bad: 2024-13-45, $.99, 1,23.4")
print(re.findall(r"\b\d{4}-\d{2}-\d{2}\b", text))
print(re.findall(r"\b(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b", text))
print(re.findall(r"\b(\d{1,2})/(\d{1,2})/(\d{4})\b", text))
MONTHS = r"(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|Jun(?:e)?|Jul(?:y)?|Aug(?:ust)?|Sep(?:tember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)"
print(re.findall(r"\b\d{1,2} " + MONTHS + r" \d{4}\b", text))
print(re.findall(r"\b" + MONTHS + r" \d{1,2}, \d{4}\b", text))
print(re.findall(r"\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?", text))
print([float(p.replace(",", "")) for p in re.findall(r"\$(\d{1,3}(?:,\d{3})*(?:\.\d+)?)", text)])
print(re.findall(r"([$€£])(\d+(?:[.,]\d+)*)", text))
print(re.findall(r"\d+(?:\.\d+)?%", text))
iso = re.compile(r"(?P<y>\d{4})-(?P<m>\d{2})-(?P<d>\d{2})(?:[T ](?P<H>\d{2}):(?P<M>\d{2})(?::(?P<S>\d{2})(?:\.(?P<f>\d+))?)?(?P<tz>Z|[+-]\d{2}:?\d{2})?)?")
for s in ["2024-05-06", "2024-05-06T07:08", "2024-05-06T07:08:09.123Z", "2024-05-06 07:08:09+05:30", "06/05/2024"]:
    m = iso.fullmatch(s)
    print(s, {k: v for k, v in m.groupdict().items() if v is not None} if m else None)
print(re.sub(r"(\d{4})-(\d{2})-(\d{2})", r"\2/\3/\1", "from 2024-01-15 to 2024-02-01"))
print(re.sub(r"(\d{1,2})/(\d{1,2})/(\d{4})", lambda m: "%s-%02d-%02d" % (m[3], int(m[1]), int(m[2])), "on 1/5/2024 and 12/25/2023"))
dur = re.compile(r"(?:(\d+)h)?\s*(?:(\d+)m)?\s*(?:(\d+)s)?")
for s in ["1h 30m", "45m", "2h5s", "10s", ""]:
    h, mi, se = dur.fullmatch(s).groups(default="0")
    print(repr(s), int(h) * 3600 + int(mi) * 60 + int(se))
print(re.findall(r"\b([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?\b", "at 9:05, 23:59:59 and 24:00 or 12:60"))
print(re.findall(r"(?i)\b(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)", "meet at 3pm, 10:30 AM or 11:15 p.m."))
amounts = re.findall(r"(?<![\d.])-?\d+(?:\.\d+)?(?![\d.])", "temps: -3.5, 10, 2.25.1, 7")
print(amounts)
print(re.findall(r"\b\d+(?:\.\d+)?\s?(?:kg|g|lb)s?\b", "weights: 5kg, 2.5 lbs, 300g, 7 kilos"))
