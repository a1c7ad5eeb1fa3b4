//! Reading what a command is given: the program's text, the tools of a `TOOLS.json` file and
//! the named input values (`--input NAME=JSON`, `--inputs FILE.json`). Each failure is a message
//! for stderr, and the command exits with status 2.

use std::io::Read;
use std::path::{Path, PathBuf};

use garter::HostValue;
use garter_host_tools::{json_to_host, parse_tools_json, ToolDecl};

/// A program's text and the name tracebacks show for it.
pub struct Program {
    pub source: String,
    pub name: String,
}

/// The program named by a FILE argument (`-` for stdin) or given with `-c`.
pub fn read_program(file: Option<&str>, code: Option<String>) -> Result<Program, String> {
    match (code, file) {
        (Some(code), _) => Ok(Program {
            source: code,
            name: "<string>".to_string(),
        }),
        (None, Some("-")) => {
            let mut source = String::new();
            std::io::stdin()
                .read_to_string(&mut source)
                .map_err(|e| format!("cannot read stdin: {e}"))?;
            Ok(Program {
                source,
                name: "<stdin>".to_string(),
            })
        }
        (None, Some(path)) => {
            let source = std::fs::read_to_string(path).map_err(|e| format!("can't open file '{path}': {e}"))?;
            let name = std::path::absolute(path).map_or(path.to_string(), |p| p.display().to_string());
            Ok(Program { source, name })
        }
        (None, None) => Err("nothing to run".to_string()),
    }
}

/// The tools a `TOOLS.json` file declares, and the folder their commands run in.
pub struct ToolsFile {
    pub decls: Vec<ToolDecl>,
    pub folder: PathBuf,
}

pub fn read_tools(path: &str) -> Result<ToolsFile, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("can't open tools file '{path}': {e}"))?;
    let decls = parse_tools_json(&text).map_err(|e| format!("{path}: {e}"))?;
    let folder = Path::new(path).parent().map_or_else(PathBuf::new, Path::to_path_buf);
    Ok(ToolsFile { decls, folder })
}

/// Named inputs from `--inputs FILE.json` (a JSON object) and then each `--input NAME=JSON`.
pub fn read_inputs(file: Option<&str>, pairs: &[String]) -> Result<Vec<(String, HostValue)>, String> {
    let mut inputs = Vec::new();
    if let Some(path) = file {
        let text = std::fs::read_to_string(path).map_err(|e| format!("can't open inputs file '{path}': {e}"))?;
        let document: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| format!("{path}: not valid JSON: {e}"))?;
        let serde_json::Value::Object(object) = document else {
            return Err(format!(
                "{path}: the inputs must be a JSON object mapping names to values"
            ));
        };
        for (name, value) in object {
            let value = json_to_host(&value).map_err(|e| format!("{path}: input '{name}': {e}"))?;
            inputs.push((name, value));
        }
    }
    for pair in pairs {
        let Some((name, json)) = pair.split_once('=') else {
            return Err(format!("--input '{pair}' must have the form NAME=JSON"));
        };
        let value: serde_json::Value =
            serde_json::from_str(json).map_err(|e| format!("--input {name}: not valid JSON: {e}"))?;
        let value = json_to_host(&value).map_err(|e| format!("--input {name}: {e}"))?;
        inputs.push((name.to_string(), value));
    }
    Ok(inputs)
}
