# Checks an agent loop that runs fake async tool calls concurrently and reports failures per tool.
import asyncio

class ToolError(Exception):
    pass

async def search(query):
    await asyncio.sleep(0)
    return [f"{query}-result-{i}" for i in range(2)]

async def weather(city):
    await asyncio.sleep(0)
    if city == "Atlantis":
        raise ToolError(f"unknown city {city}")
    return {"city": city, "temp_c": len(city) * 3}

async def calculator(expr):
    a, op, b = expr.split()
    a, b = int(a), int(b)
    if op == "/" and b == 0:
        raise ZeroDivisionError("division by zero in calculator")
    return {"+": a + b, "-": a - b, "*": a * b, "/": a // b if b else 0}[op]

TOOLS = {"search": search, "weather": weather, "calculator": calculator}

async def run_call(call):
    name, arg = call["tool"], call["arg"]
    fn = TOOLS.get(name)
    if fn is None:
        return {"tool": name, "status": "error", "detail": "no such tool"}
    try:
        result = await fn(arg)
        return {"tool": name, "status": "ok", "result": result}
    except ToolError as e:
        return {"tool": name, "status": "error", "detail": str(e)}
    except ArithmeticError as e:
        return {"tool": name, "status": "error", "detail": f"{type(e).__name__}: {e}"}

async def agent_step(calls):
    tasks = [asyncio.create_task(run_call(c)) for c in calls]
    results = []
    for t in tasks:
        results.append(await t)
    return results

async def main():
    plan = [
        {"tool": "search", "arg": "rust"},
        {"tool": "weather", "arg": "Oslo"},
        {"tool": "weather", "arg": "Atlantis"},
        {"tool": "calculator", "arg": "6 * 7"},
        {"tool": "calculator", "arg": "1 / 0"},
        {"tool": "translate", "arg": "hola"},
    ]
    results = await agent_step(plan)
    for r in results:
        if r["status"] == "ok":
            print(f"[ok]    {r['tool']}: {r['result']}")
        else:
            print(f"[error] {r['tool']}: {r['detail']}")
    ok = sum(1 for r in results if r["status"] == "ok")
    print(f"{ok}/{len(results)} calls succeeded")
    retry = [c for c, r in zip(plan, results) if r["status"] == "error" and r["tool"] in TOOLS]
    print("retry candidates:", [c["arg"] for c in retry])
    followup = await asyncio.gather(*(run_call({"tool": "search", "arg": c["arg"]}) for c in retry))
    print([f["result"][0] for f in followup])

asyncio.run(main())
