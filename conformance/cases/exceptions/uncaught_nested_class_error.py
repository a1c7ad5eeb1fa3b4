# Checks an uncaught exception class defined inside another class: the last line uses its qualified name.
class Api:
    class Error(Exception):
        pass

    class RateLimited(Error):
        pass

    def __init__(self, budget):
        self.budget = budget

    def call(self, endpoint):
        if self.budget <= 0:
            raise Api.RateLimited(f"no budget left for {endpoint}")
        self.budget -= 1
        return f"GET {endpoint} ok"

api = Api(2)
print(Api.RateLimited.__qualname__, Api.RateLimited.__name__, Api.RateLimited.__module__)
for endpoint in ["/a", "/b", "/c"]:
    print(api.call(endpoint))
