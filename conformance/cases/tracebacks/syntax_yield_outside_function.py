x = yield 5
