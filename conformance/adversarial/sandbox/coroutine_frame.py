# Checks a coroutine's cr_frame does not exist
# expect: prefix AttributeError: 'coroutine' object has no attribute 'cr_frame'
async def c():
    pass
c().cr_frame
