# Checks pbkdf2_hmac with two billion rounds stops at the step limit (rounds are charged a batch at a time)
# limits: steps=2000000
# expect: TimeoutError: step limit of 2000000 steps exceeded
import hashlib
hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 2**31 - 1)
