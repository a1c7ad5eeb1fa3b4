//! The sessions `garter serve` holds and what each request does to them: `run`, `resume`,
//! `check`, `stubs`, `dump`, `load`, `cancel` and `close`. A handler returns the reply's members
//! (the loop in `mod.rs` adds the request's `id`), or the message of a `ProtocolError` reply.

use std::collections::HashMap;

use garter::Limits;
use garter_host_tools::{render_stubs, Outcome, Session, ToolSpec};
use serde_json::{json, Value};

use super::blob::SessionBlob;
use super::fields::{self, Fields};
use super::ServeConfig;

/// A session and what it was created with (a dump carries the tools and limits along).
struct Entry {
    session: Session,
    tools: Value,
    limits: Limits,
    /// Whether a run is paused at tool calls.
    paused: bool,
}

/// Every session by id.
pub struct Server {
    config: ServeConfig,
    sessions: HashMap<String, Entry>,
    /// The number in the next id the server makes up.
    next_id: u64,
}

impl Server {
    pub fn new(config: ServeConfig) -> Server {
        Server {
            config,
            sessions: HashMap::new(),
            next_id: 1,
        }
    }

    /// The reply to one request.
    pub fn handle(&mut self, request: &Fields) -> Result<Value, String> {
        match fields::required_str(request, "type")? {
            "run" => self.run(request),
            "resume" => self.resume(request),
            "check" => self.check(request),
            "stubs" => stubs(request),
            "dump" => self.dump(request),
            "load" => self.load(request),
            "cancel" => self.cancel(request),
            "close" => self.close(request),
            "upload" => self.upload(request),
            "download" => self.download(request),
            "files" => self.files(request),
            other => Err(format!(
                "unknown request type '{other}' (expected run, resume, check, stubs, dump, load, cancel, close, \
                 upload, download or files)"
            )),
        }
    }

    fn run(&mut self, request: &Fields) -> Result<Value, String> {
        let code = fields::required_str(request, "code")?;
        let filename = fields::optional_str(request, "filename")?.unwrap_or("<string>");
        let inputs = fields::inputs(request)?;
        let uploads = fields::uploads(request)?;
        let asked = fields::optional_str(request, "session")?;
        let id = match asked {
            Some(id) if self.sessions.contains_key(id) => {
                if request.contains_key("tools") || request.contains_key("limits") {
                    return Err(format!(
                        "session '{id}' exists: its tools and limits were set when it was created"
                    ));
                }
                let entry = self.entry(id)?;
                if entry.paused {
                    return Err(format!(
                        "session '{id}' is paused at tool calls: resume or cancel its run first"
                    ));
                }
                entry.session.set_inputs(&inputs).map_err(|error| error.to_string())?;
                upload_all(&mut entry.session, uploads)?;
                id.to_string()
            }
            _ => {
                let (specs, tools) = fields::tools(request)?;
                let limits = fields::limits(request.get("limits"), &self.config.limits)?;
                let mut session = self.new_session(specs, limits.clone())?;
                session.set_inputs(&inputs).map_err(|error| error.to_string())?;
                upload_all(&mut session, uploads)?;
                let id = self.claim_id(asked)?;
                let entry = Entry {
                    session,
                    tools,
                    limits,
                    paused: false,
                };
                self.sessions.insert(id.clone(), entry);
                id
            }
        };
        let entry = self.entry(&id)?;
        let outcome = entry.session.start(code, filename);
        Ok(outcome_reply(&id, entry, outcome))
    }

    fn resume(&mut self, request: &Fields) -> Result<Value, String> {
        let id = fields::required_str(request, "session")?;
        let answers = fields::results(request)?;
        let entry = self.entry(id)?;
        if !entry.paused {
            return Err(format!("session '{id}' has no paused run to resume"));
        }
        let outcome = entry.session.resume(answers).map_err(|error| error.to_string())?;
        Ok(outcome_reply(id, entry, outcome))
    }

    fn check(&mut self, request: &Fields) -> Result<Value, String> {
        let code = fields::required_str(request, "code")?;
        let filename = fields::optional_str(request, "filename")?.unwrap_or("<string>");
        let diagnostics = match fields::optional_str(request, "session")? {
            Some(id) => self.entry(id)?.session.check(code, filename),
            None => {
                let (specs, _) = fields::tools(request)?;
                let mut session = self.new_session(specs, self.config.limits.clone())?;
                session
                    .set_inputs(&fields::inputs(request)?)
                    .map_err(|error| error.to_string())?;
                session.check(code, filename)
            }
        };
        let diagnostics = serde_json::to_value(diagnostics).map_err(|error| error.to_string())?;
        Ok(json!({"type": "diagnostics", "diagnostics": diagnostics}))
    }

    fn dump(&mut self, request: &Fields) -> Result<Value, String> {
        let id = fields::required_str(request, "session")?;
        let entry = self.entry(id)?;
        let bytes = entry
            .session
            .dump()
            .map_err(|error| format!("cannot dump session '{id}': {error}"))?;
        let blob = SessionBlob {
            tools: entry.tools.clone(),
            limits: fields::limits_json(&entry.limits),
            session: bytes,
        };
        Ok(json!({"type": "dump", "session": id, "blob": blob.encode()}))
    }

    fn load(&mut self, request: &Fields) -> Result<Value, String> {
        let blob = SessionBlob::decode(fields::required_str(request, "blob")?)?;
        let asked = fields::optional_str(request, "session")?;
        if let Some(id) = asked.filter(|id| self.sessions.contains_key(*id)) {
            return Err(format!("session '{id}' already exists"));
        }
        self.check_room()?;
        let mut declarations = Fields::new();
        declarations.insert("tools".to_string(), blob.tools.clone());
        let (specs, tools) = fields::tools(&declarations)?;
        let limits = fields::limits(Some(&blob.limits), &self.config.limits)?;
        let mut session = Session::load(garter_stdlib::interpreter(), specs, limits.clone(), &blob.session)
            .map_err(|error| error.to_string())?;
        self.config.policy.apply(&mut session);
        let id = self.claim_id(asked)?;
        let calls: Vec<Value> = session.pending_calls().iter().map(call_json).collect();
        let paused = !session.interpreter().pending_calls().is_empty();
        self.sessions.insert(
            id.clone(),
            Entry {
                session,
                tools,
                limits,
                paused,
            },
        );
        Ok(json!({"type": "loaded", "session": id, "paused": paused, "calls": calls}))
    }

    /// Ends a paused run. The interpreter cannot unwind a run without running its code, so the
    /// session starts over with the same tools and limits, without the globals it had.
    fn cancel(&mut self, request: &Fields) -> Result<Value, String> {
        let id = fields::required_str(request, "session")?;
        let entry = self.entry(id)?;
        if !entry.paused {
            return Err(format!("session '{id}' has no paused run to cancel"));
        }
        let specs = entry.session.tools().to_vec();
        let limits = entry.limits.clone();
        let session = self.new_session(specs, limits)?;
        let entry = self.entry(id)?;
        entry.session = session;
        entry.paused = false;
        Ok(json!({"type": "cancelled", "session": id}))
    }

    fn close(&mut self, request: &Fields) -> Result<Value, String> {
        let id = fields::required_str(request, "session")?;
        self.sessions
            .remove(id)
            .ok_or_else(|| unknown_session(id))
            .map(|_| json!({"type": "closed", "session": id}))
    }

    /// `upload` {session, path, data (base64), read_only?}: stores a file in the session's
    /// filesystem (granting one if it has none).
    fn upload(&mut self, request: &Fields) -> Result<Value, String> {
        let id = fields::required_str(request, "session")?;
        let path = fields::required_str(request, "path")?;
        let data = super::base64::decode(fields::required_str(request, "data")?)?;
        let read_only = match request.get("read_only") {
            None | Some(Value::Null) => false,
            Some(Value::Bool(flag)) => *flag,
            Some(other) => return Err(format!("read_only must be true or false, not {}", fields::kind(other))),
        };
        let size = data.len();
        let entry = self.entry(id)?;
        entry
            .session
            .upload_file(path, data, read_only)
            .map_err(|error| format!("{path}: {error}"))?;
        Ok(json!({"type": "uploaded", "session": id, "path": path, "size": size}))
    }

    /// `download` {session, path}: a file of the session's filesystem, as base64.
    fn download(&mut self, request: &Fields) -> Result<Value, String> {
        let id = fields::required_str(request, "session")?;
        let path = fields::required_str(request, "path")?;
        let data = self
            .entry(id)?
            .session
            .download_file(path)
            .map_err(|error| format!("{path}: {error}"))?;
        Ok(json!({"type": "file", "session": id, "path": path, "data": super::base64::encode(&data)}))
    }

    /// `files` {session}: every file of the session's filesystem.
    fn files(&mut self, request: &Fields) -> Result<Value, String> {
        let id = fields::required_str(request, "session")?;
        let files: Vec<Value> = self
            .entry(id)?
            .session
            .list_files()
            .into_iter()
            .map(|file| json!({"path": file.path, "size": file.size, "read_only": file.read_only, "changed": file.changed}))
            .collect();
        Ok(json!({"type": "files", "session": id, "files": files}))
    }

    fn entry(&mut self, id: &str) -> Result<&mut Entry, String> {
        self.sessions.get_mut(id).ok_or_else(|| unknown_session(id))
    }

    /// A session with the server's host policies, not yet held.
    fn new_session(&self, specs: Vec<ToolSpec>, limits: Limits) -> Result<Session, String> {
        let mut session = Session::standard(specs, limits).map_err(|error| error.to_string())?;
        self.config.policy.apply(&mut session);
        self.config
            .files
            .apply(&mut session, &crate::files::DownloadArgs::default())?;
        Ok(session)
    }

    fn check_room(&self) -> Result<(), String> {
        if self.sessions.len() >= self.config.max_sessions {
            return Err(format!(
                "the server holds {} sessions, its most: close one first",
                self.config.max_sessions
            ));
        }
        Ok(())
    }

    /// The id of a new session: the client's choice or one made up, when there is room for it.
    fn claim_id(&mut self, asked: Option<&str>) -> Result<String, String> {
        self.check_room()?;
        if let Some(id) = asked {
            fields::check_session_id(id)?;
            return Ok(id.to_string());
        }
        loop {
            let id = format!("s{}", self.next_id);
            self.next_id += 1;
            if !self.sessions.contains_key(&id) {
                return Ok(id);
            }
        }
    }
}

fn stubs(request: &Fields) -> Result<Value, String> {
    if !request.contains_key("tools") {
        return Err("the request has no 'tools'".to_string());
    }
    let (specs, _) = fields::tools(request)?;
    Ok(json!({"type": "stubs", "stubs": render_stubs(&specs)}))
}

/// Stores the files a `run` brings in its session.
fn upload_all(session: &mut Session, uploads: Vec<(String, Vec<u8>, bool)>) -> Result<(), String> {
    for (path, data, read_only) in uploads {
        session
            .upload_file(&path, data, read_only)
            .map_err(|error| format!("{path}: {error}"))?;
    }
    Ok(())
}

fn unknown_session(id: &str) -> String {
    format!("there is no session '{id}'")
}

/// The reply to a run that paused or ended: `tool_calls` (the new calls, and the ids of every
/// call the run waits for), `complete` (value, output, usage; `sys.exit(0)` ends a run cleanly
/// too) or `error` (the exception too).
fn outcome_reply(id: &str, entry: &mut Entry, outcome: Outcome) -> Value {
    match outcome {
        Outcome::ToolCalls(calls) => {
            entry.paused = true;
            let pending: Vec<u64> = entry
                .session
                .interpreter()
                .pending_calls()
                .iter()
                .map(|call| call.id)
                .collect();
            json!({
                "type": "tool_calls",
                "session": id,
                "calls": calls.iter().map(call_json).collect::<Vec<_>>(),
                "pending": pending,
            })
        }
        Outcome::Complete(done) => {
            entry.paused = false;
            let document = crate::run::outcome_json(&done);
            let clean_exit = document["error"]["exit_status"] == json!(0);
            match &document["error"] {
                error if error.is_null() || clean_exit => json!({
                    "type": "complete",
                    "session": id,
                    "value": document["value"],
                    "repr": document["repr"],
                    "stdout": document["stdout"],
                    "stderr": document["stderr"],
                    "usage": document["usage"],
                }),
                error => json!({
                    "type": "error",
                    "session": id,
                    "error": error,
                    "stdout": document["stdout"],
                    "stderr": document["stderr"],
                    "usage": document["usage"],
                }),
            }
        }
    }
}

/// A tool call as the protocol shows it: `call_id`, `name`, `args`, `kwargs` and `arguments`.
fn call_json(call: &garter_host_tools::ToolCall) -> Value {
    let mut members = serde_json::Map::new();
    members.insert("call_id".to_string(), json!(call.id));
    if let Value::Object(rest) = crate::pause::call_json(call) {
        members.extend(rest.into_iter().filter(|(name, _)| name != "id"));
    }
    Value::Object(members)
}
