"""garter.codemode.CodeModeTool, alone and as a pydantic-ai function tool driven by a scripted
model (pydantic-ai's FunctionModel: no network)."""

import asyncio
import json

from pydantic_ai import Agent, Tool
from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart, ToolReturnPart
from pydantic_ai.models.function import AgentInfo, FunctionModel

import garter
from garter.codemode import CodeModeTool


def get_weather(city: str) -> dict:
    """Today's weather in a city.

    Args:
        city: The city's name.
    """
    return {"city": city, "temp_c": {"Paris": 21, "Oslo": 9}[city]}


async def get_forecast(city: str, days: int = 3) -> list:
    """The next days' highs."""
    await asyncio.sleep(0.01)
    return [20 + i for i in range(days)]


def test_the_tool_describes_itself():
    tool = CodeModeTool(tools=[get_weather, get_forecast], limits=garter.Limits(timeout=5, max_steps=10**7))
    assert tool.name == "run_python"
    assert tool.parameters_json_schema["required"] == ["code"]
    description = tool.description
    assert "def get_weather(city: str) -> dict:" in description
    assert "async def get_forecast(city: str, days: int = 3) -> list[Any]:" in description
    assert "5 seconds of execution time" in description


def test_call_formats_output_value_and_errors():
    tool = CodeModeTool(tools=[get_weather])
    assert tool("w = get_weather('Paris')\nprint(w['temp_c'])\nw['city']") == "21\n'Paris'"
    assert tool("x = 1") == "(no output)"
    assert tool("import sys\nprint('a')\nprint('careful', file=sys.stderr)\n1") == "a\ncareful\n1"
    failed = tool("print('start')\nget_weather('Rome')")
    assert failed.startswith("start\nTraceback (most recent call last):")
    assert failed.endswith("KeyError: 'Rome'")
    assert tool("def f(:\n    pass").endswith("SyntaxError: invalid syntax")
    limited = CodeModeTool(limits=garter.Limits(max_steps=1000))("while True:\n    pass")
    assert limited.startswith("TimeoutError: step limit of 1000 steps exceeded")


def test_persistent_tool_keeps_globals():
    tool = CodeModeTool(persistent=True)
    tool("total = 40")
    assert tool("total + 2") == "42"
    assert "State persists between runs" in tool.description


def scripted_model(code: str):
    """A model that asks for one run of `code`, then answers with what the tool returned."""

    def respond(messages, info: AgentInfo) -> ModelResponse:
        returns = [part for message in messages for part in message.parts if isinstance(part, ToolReturnPart)]
        if not returns:
            assert [tool.name for tool in info.function_tools] == ["run_python"]
            assert "def get_weather(city: str) -> dict:" in info.function_tools[0].description
            return ModelResponse(parts=[ToolCallPart(tool_name="run_python", args=json.dumps({"code": code}))])
        return ModelResponse(parts=[TextPart(content=f"The tool said: {returns[-1].content}")])

    return FunctionModel(respond)


CODE = (
    "import asyncio\n"
    "cities = ['Paris', 'Oslo']\n"
    "now = [get_weather(c)['temp_c'] for c in cities]\n"
    "later = await asyncio.gather(*(get_forecast(c, days=2) for c in cities))\n"
    "print(dict(zip(cities, now)))\n"
    "max(max(f) for f in later)"
)


def test_a_pydantic_ai_agent_runs_code_through_the_tool():
    run_python = CodeModeTool(tools=[get_weather, get_forecast])
    tool = Tool.from_schema(
        run_python.call_async, run_python.name, run_python.description, run_python.parameters_json_schema
    )
    agent = Agent(scripted_model(CODE), tools=[tool])
    result = agent.run_sync("How warm is it?")
    assert result.output == "The tool said: {'Paris': 21, 'Oslo': 9}\n21"


def test_a_pydantic_ai_agent_sees_the_traceback_of_failing_code():
    run_python = CodeModeTool(tools=[get_weather, get_forecast])
    tool = Tool.from_schema(run_python, run_python.name, run_python.description, run_python.parameters_json_schema)
    agent = Agent(scripted_model("get_weather('Lima')"), tools=[tool])
    output = agent.run_sync("Weather in Lima?").output
    assert output.startswith("The tool said: Traceback (most recent call last):")
    assert output.endswith("KeyError: 'Lima'")
