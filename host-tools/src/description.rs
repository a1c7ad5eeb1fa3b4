//! The description of the "run Python" tool an LLM is given: what its code can call (the tool
//! stubs), how to await async tools and run several at once, what persists between runs, what
//! it can import, its limits, what comes back (printed output and the last expression's value),
//! the files of the in-memory filesystem when the host grants one, and what does not exist
//! (network, environment; a filesystem, the clock and random bytes unless the host grants them).

use crate::spec::ToolSpec;
use crate::stubs::render_stubs;

/// What the host lets a run do, as the description states it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExecutionRules {
    /// Whether variables, functions and imports persist from one run to the next.
    pub persistent_globals: bool,
    /// The modules `import` can load, in the order to list them.
    pub importable_modules: Vec<String>,
    /// The limits of one run, each as a person would say it (`30 seconds of wall-clock time`).
    pub limits: Vec<String>,
    /// Whether the host grants a clock (`time.time()`, `datetime.now()`).
    pub clock: bool,
    /// Whether the host grants random bytes (`uuid.uuid4()`, `secrets`, unseeded `random`).
    pub entropy: bool,
    /// The in-memory filesystem the host grants, if any.
    pub filesystem: Option<FilesystemRules>,
}

/// An in-memory filesystem granted to runs, as the description states it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FilesystemRules {
    /// The files there when a run starts, in the order to list them.
    pub files: Vec<DescribedFile>,
    /// The bytes the files may hold in all, when the host bounds them.
    pub quota: Option<usize>,
}

/// A file the code finds in the filesystem.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DescribedFile {
    /// Its path from the filesystem's root (`data/sales.csv`).
    pub path: String,
    /// Its size in bytes.
    pub size: usize,
    /// Whether the code may only read it.
    pub read_only: bool,
}

/// Files listed by name in a description; the rest are counted.
const LISTED_FILES: usize = 50;

/// The filesystem `interpreter` grants, with the files it holds now, as the description states it.
pub fn describe_filesystem(interpreter: &garter::Interpreter) -> Option<FilesystemRules> {
    let filesystem = interpreter.filesystem()?;
    let files = interpreter
        .list_files()
        .into_iter()
        .map(|file| DescribedFile {
            path: file.path,
            size: file.size,
            read_only: file.read_only,
        })
        .collect();
    Some(FilesystemRules {
        files,
        quota: filesystem.quota(),
    })
}

/// Each of `limits`, as the description states it.
pub fn describe_limits(limits: &garter::Limits) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(timeout) = limits.timeout {
        lines.push(format!("{} seconds of execution time", timeout.as_secs_f64()));
    }
    if let Some(memory) = limits.max_memory {
        lines.push(format!("{} of memory", garter::limits::format_size(memory)));
    }
    if let Some(steps) = limits.max_steps {
        lines.push(format!("{steps} interpreter steps"));
    }
    lines.push(format!("a call depth of {}", limits.max_depth));
    if let Some(output) = limits.max_output {
        lines.push(format!(
            "{} of printed output (the rest is dropped)",
            garter::limits::format_size(output)
        ));
    }
    lines
}

/// The text of the "run Python" tool's description.
pub fn run_python_tool_description(tools: &[ToolSpec], rules: &ExecutionRules) -> String {
    let mut out = String::from(
        "Run Python code in a sandbox. The result is everything the code printed, followed by the value of its \
         last expression (as in the Python REPL); if the code raises an exception, the result is its traceback.\n\
         \n\
         The code runs in Garter, a Python 3.11 interpreter with the usual builtins.",
    );
    if tools.is_empty() {
        out.push_str(" No tool functions are available: the code can only compute.\n");
    } else {
        out.push_str(" It can call these functions, which are already defined (do not import them):\n\n```python\n");
        out.push_str(&render_stubs(tools));
        out.push_str(
            "```\n\
             \n\
             Arguments are checked against the signature before the tool runs: a missing, unexpected or \
             wrongly typed argument raises TypeError (ValueError for a value the tool does not allow). A tool \
             that fails raises an exception the code can catch. Call tools from code to filter, combine and \
             summarise their results, and print only what you need.\n",
        );
        if let Some(example) = tools.iter().find(|tool| tool.is_async) {
            out.push_str(&async_paragraph(&example.name, rules));
        }
    }
    out.push('\n');
    if rules.persistent_globals {
        out.push_str(
            "State persists between runs: variables, functions and imports defined by one run can be used by \
             the next.\n",
        );
    } else {
        out.push_str(
            "Each run starts fresh: nothing defined in one run exists in the next, so print anything you will \
             need later.\n",
        );
    }
    out.push('\n');
    if rules.importable_modules.is_empty() {
        out.push_str("No module can be imported.\n");
    } else {
        out.push_str(&format!(
            "Importable modules: {}. No other module can be imported.\n",
            rules.importable_modules.join(", ")
        ));
    }
    if !rules.limits.is_empty() {
        out.push_str("\nLimits of one run (a run that exceeds one is stopped with an error the code cannot catch):\n");
        for limit in &rules.limits {
            out.push_str(&format!("- {limit}\n"));
        }
    }
    match &rules.filesystem {
        Some(filesystem) => {
            out.push_str(&files_paragraph(filesystem, &rules.importable_modules));
            out.push_str(
                "\nThere is no network or environment: os.environ is empty, and subprocess and socket do not exist.",
            );
        }
        None => out.push_str(
            "\nThere is no filesystem, network or environment: open() and the file functions of os raise \
             PermissionError, os.environ is empty, and subprocess and socket do not exist.",
        ),
    }
    out.push_str(if rules.clock {
        " time.time() and datetime.now() read the current time."
    } else {
        " There is no clock: time.time(), time.monotonic() and datetime.now() raise PermissionError."
    });
    out.push_str(if rules.entropy {
        " Random numbers are unpredictable unless seeded."
    } else {
        " random is deterministic (seed 0 unless seeded); uuid.uuid4() and secrets raise PermissionError."
    });
    if !tools.is_empty() {
        out.push_str(" The functions above are the only way to reach outside the sandbox.");
    }
    out.push('\n');
    out
}

/// What the code can do with the granted filesystem, and the files it holds at the start.
fn files_paragraph(filesystem: &FilesystemRules, modules: &[String]) -> String {
    let file_modules: Vec<&str> = ["os", "pathlib", "glob", "shutil"]
        .into_iter()
        .filter(|name| modules.iter().any(|module| module == name))
        .collect();
    let mut text = String::from("\nFiles: the code can read and write files with open()");
    match file_modules.as_slice() {
        [] => {}
        [only] => text.push_str(&format!(" and {only}")),
        [first @ .., last] => text.push_str(&format!(", {} and {last}", first.join(", "))),
    }
    text.push_str(
        " in an in-memory filesystem of its own: relative paths start at its root, and nothing outside it \
         exists. Files count against the memory limit",
    );
    if let Some(quota) = filesystem.quota {
        text.push_str(&format!(", and may hold {} in all", garter::limits::format_size(quota)));
    }
    text.push_str(". Files the code writes stay in the filesystem after the run.");
    if filesystem.files.is_empty() {
        text.push_str(" It is empty at the start.\n");
        return text;
    }
    text.push_str(" It holds these files at the start:\n");
    for file in filesystem.files.iter().take(LISTED_FILES) {
        let unit = if file.size == 1 { "byte" } else { "bytes" };
        let access = if file.read_only { ", read-only" } else { "" };
        text.push_str(&format!("- {} ({} {unit}{access})\n", file.path, file.size));
    }
    if filesystem.files.len() > LISTED_FILES {
        text.push_str(&format!("- and {} more\n", filesystem.files.len() - LISTED_FILES));
    }
    text
}

/// How to call async tools, with `example` as the tool in the example.
fn async_paragraph(example: &str, rules: &ExecutionRules) -> String {
    let mut text = String::from(
        "\nFunctions defined with `async def` must be awaited; `await` works at the top level of the code.",
    );
    if rules.importable_modules.iter().any(|module| module == "asyncio") {
        text.push_str(&format!(
            " To run several calls at once, gather them:\n\
             \n\
             ```python\n\
             import asyncio\n\
             first, second = await asyncio.gather({example}(...), {example}(...))\n\
             ```\n"
        ));
    } else {
        text.push('\n');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::{describe_filesystem, run_python_tool_description, DescribedFile, ExecutionRules, FilesystemRules};
    use crate::spec::ToolSpec;
    use serde_json::json;

    fn tools() -> Vec<ToolSpec> {
        let schema = json!({"properties": {"query": {"type": "string"}}, "required": ["query"]});
        vec![
            ToolSpec::from_json_schema("lookup", "Look a word up.", &schema).unwrap(),
            ToolSpec::from_json_schema("search_web", "Search the web.", &schema)
                .unwrap()
                .with_async(true),
        ]
    }

    #[test]
    fn describes_tools_state_imports_and_limits() {
        let rules = ExecutionRules {
            persistent_globals: true,
            importable_modules: vec!["asyncio".into(), "json".into(), "math".into()],
            limits: vec!["1,000,000 steps".into(), "64 MiB of memory".into(), "30 seconds".into()],
            clock: true,
            entropy: false,
            filesystem: None,
        };
        let expected = r#"Run Python code in a sandbox. The result is everything the code printed, followed by the value of its last expression (as in the Python REPL); if the code raises an exception, the result is its traceback.

The code runs in Garter, a Python 3.11 interpreter with the usual builtins. It can call these functions, which are already defined (do not import them):

```python
def lookup(query: str) -> Any:
    """Look a word up."""

async def search_web(query: str) -> Any:
    """Search the web."""
```

Arguments are checked against the signature before the tool runs: a missing, unexpected or wrongly typed argument raises TypeError (ValueError for a value the tool does not allow). A tool that fails raises an exception the code can catch. Call tools from code to filter, combine and summarise their results, and print only what you need.

Functions defined with `async def` must be awaited; `await` works at the top level of the code. To run several calls at once, gather them:

```python
import asyncio
first, second = await asyncio.gather(search_web(...), search_web(...))
```

State persists between runs: variables, functions and imports defined by one run can be used by the next.

Importable modules: asyncio, json, math. No other module can be imported.

Limits of one run (a run that exceeds one is stopped with an error the code cannot catch):
- 1,000,000 steps
- 64 MiB of memory
- 30 seconds

There is no filesystem, network or environment: open() and the file functions of os raise PermissionError, os.environ is empty, and subprocess and socket do not exist. time.time() and datetime.now() read the current time. random is deterministic (seed 0 unless seeded); uuid.uuid4() and secrets raise PermissionError. The functions above are the only way to reach outside the sandbox.
"#;
        assert_eq!(run_python_tool_description(&tools(), &rules), expected);
    }

    #[test]
    fn describes_limits_in_words() {
        let limits = garter::Limits {
            max_steps: Some(1000),
            max_memory: Some(64 << 20),
            timeout: Some(std::time::Duration::from_millis(2500)),
            max_depth: 200,
            max_output: None,
        };
        assert_eq!(
            super::describe_limits(&limits),
            [
                "2.5 seconds of execution time",
                "64.0 MiB of memory",
                "1000 interpreter steps",
                "a call depth of 200"
            ]
        );
    }

    #[test]
    fn describes_a_bare_sandbox() {
        let expected =
            "Run Python code in a sandbox. The result is everything the code printed, followed by the value \
                        of its last expression (as in the Python REPL); if the code raises an exception, the result is \
                        its traceback.\n\
                        \n\
                        The code runs in Garter, a Python 3.11 interpreter with the usual builtins. No tool functions \
                        are available: the code can only compute.\n\
                        \n\
                        Each run starts fresh: nothing defined in one run exists in the next, so print anything you \
                        will need later.\n\
                        \n\
                        No module can be imported.\n\
                        \n\
                        There is no filesystem, network or environment: open() and the file functions of os raise \
                        PermissionError, os.environ is empty, and subprocess and socket do not exist. \
                        There is no clock: time.time(), time.monotonic() and datetime.now() raise PermissionError. \
                        random is deterministic (seed 0 unless seeded); uuid.uuid4() and secrets raise \
                        PermissionError.\n";
        assert_eq!(run_python_tool_description(&[], &ExecutionRules::default()), expected);
    }

    #[test]
    fn describes_a_granted_filesystem_and_its_files() {
        let rules = ExecutionRules {
            importable_modules: vec!["csv".into(), "os".into(), "pathlib".into()],
            filesystem: Some(FilesystemRules {
                files: vec![
                    DescribedFile {
                        path: "data/sales.csv".into(),
                        size: 12345,
                        read_only: true,
                    },
                    DescribedFile {
                        path: "notes.txt".into(),
                        size: 1,
                        read_only: false,
                    },
                ],
                quota: Some(64 << 20),
            }),
            ..ExecutionRules::default()
        };
        let text = run_python_tool_description(&[], &rules);
        assert!(
            text.contains(
                "\nFiles: the code can read and write files with open(), os and pathlib in an in-memory filesystem \
                 of its own: relative paths start at its root, and nothing outside it exists. Files count against \
                 the memory limit, and may hold 64.0 MiB in all. Files the code writes stay in the filesystem after \
                 the run. It holds these files at the start:\n\
                 - data/sales.csv (12345 bytes, read-only)\n\
                 - notes.txt (1 byte)\n\
                 \nThere is no network or environment: os.environ is empty, and subprocess and socket do not exist. \
                 There is no clock"
            ),
            "{text}"
        );
        assert!(!text.contains("There is no filesystem"));
    }

    #[test]
    fn describes_an_empty_filesystem_and_counts_long_listings() {
        let empty = ExecutionRules {
            filesystem: Some(FilesystemRules::default()),
            ..ExecutionRules::default()
        };
        let text = run_python_tool_description(&[], &empty);
        assert!(
            text.contains(
                "files with open() in an in-memory filesystem of its own: relative paths start at its root, and \
                 nothing outside it exists. Files count against the memory limit. Files the code writes stay in the \
                 filesystem after the run. It is empty at the start.\n"
            ),
            "{text}"
        );
        let files = (0..53)
            .map(|n| DescribedFile {
                path: format!("part-{n:02}.csv"),
                size: 10,
                read_only: false,
            })
            .collect();
        let many = ExecutionRules {
            importable_modules: vec!["glob".into(), "os".into(), "pathlib".into(), "shutil".into()],
            filesystem: Some(FilesystemRules { files, quota: None }),
            ..ExecutionRules::default()
        };
        let text = run_python_tool_description(&[], &many);
        assert!(text.contains("with open(), os, pathlib, glob and shutil in"), "{text}");
        assert!(text.contains("- part-49.csv (10 bytes)\n- and 3 more\n"), "{text}");
        assert!(!text.contains("part-50"));
    }

    #[test]
    fn the_filesystem_of_an_interpreter_is_described_as_it_stands() {
        let mut interpreter = garter::Interpreter::new();
        assert_eq!(describe_filesystem(&interpreter), None);
        interpreter.upload_file("in/data.csv", b"a,b\n".to_vec(), true).unwrap();
        interpreter.upload_file("out.txt", Vec::new(), false).unwrap();
        interpreter.set_file_quota(Some(4096));
        let described = describe_filesystem(&interpreter).unwrap();
        assert_eq!(described.quota, Some(4096));
        assert_eq!(
            described.files,
            [
                DescribedFile {
                    path: "in/data.csv".into(),
                    size: 4,
                    read_only: true
                },
                DescribedFile {
                    path: "out.txt".into(),
                    size: 0,
                    read_only: false
                }
            ]
        );
    }

    #[test]
    fn async_tools_without_asyncio() {
        let text = run_python_tool_description(&tools(), &ExecutionRules::default());
        assert!(text.contains(
            "what you need.\n\nFunctions defined with `async def` must be awaited; `await` works at the top level of \
             the code.\n\nEach run starts fresh"
        ));
        assert!(!text.contains("gather"));
    }
}
