# Checks continue in finally swallowing every exception loops until the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
while True:
    try:
        raise ValueError('again')
    finally:
        continue
