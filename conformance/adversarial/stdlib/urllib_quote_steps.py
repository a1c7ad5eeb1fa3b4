# Checks quoting and unquoting a large non-ASCII string is held to the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
from urllib.parse import quote, unquote
text = quote("ü" * 300000)
unquote(text + "é" * 300000)
