# Checks pbkdf2_hmac with two billion rounds and unlimited steps stops at the time limit
# limits: time=1 steps=0
# expect: TimeoutError: time limit of 1.0 seconds exceeded
import hashlib
hashlib.pbkdf2_hmac("sha512", b"password", b"salt", 2**31 - 1, 256)
