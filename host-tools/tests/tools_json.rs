//! A sample `TOOLS.json` (a sync tool, an async tool and one with nested object parameters) read,
//! rendered as stubs that Garter compiles, and used to bind calls and encode their arguments.

use garter_host_tools::{arguments_to_json, bind, parse_tools_json, render_stubs, HostValue, ToolDecl, ToolSpec};

fn tools() -> Vec<ToolDecl> {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/tools.json")).unwrap();
    parse_tools_json(&text).unwrap()
}

fn tool(name: &str) -> ToolSpec {
    tools()
        .into_iter()
        .map(|decl| decl.spec)
        .find(|spec| spec.name == name)
        .unwrap()
}

fn dict(entries: &[(&str, HostValue)]) -> HostValue {
    HostValue::Dict(entries.iter().map(|(k, v)| (k.to_string(), v.clone())).collect())
}

fn keywords(entries: &[(&str, HostValue)]) -> Vec<(String, HostValue)> {
    entries.iter().map(|(k, v)| (k.to_string(), v.clone())).collect()
}

const STUBS: &str = r#"def get_weather(city: str, unit: Literal['C', 'F'] = 'C') -> dict:
    """Current weather for a city.

    Args:
        city: The city name.
        unit: Temperature unit.

    Returns:
        The conditions now.
        Keys:
            temperature (float)
            conditions (str): For example "light rain".
    """

async def search_web(query: str, max_results: int = 5, site: str | None = None) -> list[dict]:
    """Search the web.

    Returns the best matches first.

    Args:
        query: What to search for.
        max_results: How many results to return.
        site: Only results from this domain.

    Returns:
        Each item has keys:
            title (str)
            url (str)
            snippet (str, optional)
    """

def send_email(to: list[dict], message: dict, options: dict | None = None) -> str:
    """Send an email and return its message id.

    Args:
        to: The recipients.
            Each item has keys:
                address (str): Email address.
                name (str, optional): Display name.
        message: What to send.
            Keys:
                subject (str)
                body (str): Plain-text body.
                attachments (list[dict], optional)
                    Each item has keys:
                        filename (str)
                        content_base64 (str)
        options:
            Keys:
                priority (Literal['low', 'normal', 'high'], optional)
                send_at (str | None, optional)
    """
"#;

#[test]
fn reads_the_declarations() {
    let decls = tools();
    let summary: Vec<(&str, bool, Option<&[String]>)> = decls
        .iter()
        .map(|d| (d.spec.name.as_str(), d.spec.is_async, d.command.as_deref()))
        .collect();
    let command = ["weather-tool".to_string(), "--json".to_string()];
    assert_eq!(
        summary,
        [
            ("get_weather", false, Some(&command[..])),
            ("search_web", true, None),
            ("send_email", false, None)
        ]
    );
}

#[test]
fn renders_stubs_that_garter_compiles() {
    let specs: Vec<ToolSpec> = tools().into_iter().map(|decl| decl.spec).collect();
    let stubs = render_stubs(&specs);
    assert_eq!(stubs, STUBS);
    let outcome = garter_stdlib::interpreter().run(
        &format!("from typing import Any, Literal\n{stubs}print(get_weather.__name__, send_email.__doc__[:13])"),
        "t.py",
    );
    assert_eq!(outcome.error, None);
    assert_eq!(outcome.output, "get_weather Send an email\n");
}

#[test]
fn binds_calls_and_encodes_their_arguments() {
    let bound = bind(
        &tool("search_web"),
        vec!["rust".into()],
        keywords(&[("site", HostValue::None)]),
    )
    .unwrap();
    assert_eq!(
        serde_json::Value::Object(arguments_to_json(&bound).unwrap()).to_string(),
        r#"{"query":"rust","max_results":5,"site":null}"#
    );
    let to = HostValue::List(vec![dict(&[("address", "ana@example.com".into())])]);
    let message = dict(&[("subject", "Hi".into()), ("body", "Hello.".into())]);
    let bound = bind(&tool("send_email"), vec![to.clone(), message.clone()], vec![]).unwrap();
    assert_eq!(
        serde_json::Value::Object(arguments_to_json(&bound).unwrap()).to_string(),
        r#"{"to":[{"address":"ana@example.com"}],"message":{"subject":"Hi","body":"Hello."}}"#
    );
}

#[test]
fn explains_nested_mistakes() {
    let send_email = tool("send_email");
    let message = dict(&[("subject", "Hi".into()), ("body", "Hello.".into())]);
    let cases = [
        (
            vec![
                HostValue::List(vec![dict(&[("adress", "a@b.c".into())])]),
                message.clone(),
            ],
            "TypeError: send_email() argument 'to'[0] got an unexpected key 'adress'. Did you mean 'address'?",
        ),
        (
            vec![HostValue::List(vec![]), dict(&[("subject", "Hi".into())])],
            "TypeError: send_email() argument 'message' is missing required key 'body'",
        ),
        (
            vec![
                HostValue::List(vec![]),
                dict(&[
                    ("subject", "Hi".into()),
                    ("body", "".into()),
                    (
                        "attachments",
                        HostValue::List(vec![dict(&[("filename", 1.into()), ("content_base64", "".into())])]),
                    ),
                ]),
            ],
            "TypeError: send_email() argument 'message'['attachments'][0]['filename'] must be str, not int",
        ),
        (
            vec![
                HostValue::List(vec![]),
                message.clone(),
                dict(&[("priority", "urgent".into())]),
            ],
            "ValueError: send_email() argument 'options'['priority'] must be one of 'low', 'normal', 'high', not \
             'urgent'",
        ),
        (
            vec![HostValue::List(vec![]), message, dict(&[("send_at", 1.into())])],
            "TypeError: send_email() argument 'options'['send_at'] must be str or None, not int",
        ),
    ];
    for (positional, expected) in cases {
        assert_eq!(bind(&send_email, positional, vec![]).unwrap_err().to_string(), expected);
    }
}
