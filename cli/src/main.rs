//! The `garter` command: `run` runs a Python program in the sandbox as `python3 FILE` would,
//! with host tools from a `TOOLS.json` answered by their commands; `check` reports what would go
//! wrong before running anything; `stubs` prints the Python stubs of the tools for an LLM's prompt;
//! `start` and `resume` pause a run at its tool calls in a snapshot file, for the caller to answer
//! from any process; `serve --stdio` speaks the JSON-lines host protocol (`docs/protocol.md`) to a
//! client driving many sessions at once; `mcp` is an MCP server whose `run_python` tool calls the
//! tools of a `TOOLS.json` and of upstream MCP servers. A program reads no clock and no random source unless `--clock` and
//! `--entropy` grant them, and has no filesystem unless the file flags (`--upload`, `--fs`, ...)
//! grant an in-memory one.
//!
//! Exit status: 0 success, 1 an uncaught exception or syntax error, 2 a usage error, 3 a
//! limit stopped the run.
#![deny(unsafe_code)]

mod allocator;
mod check;
mod deadline;
mod files;
mod inputs;
mod limits;
mod mcp;
mod pause;
mod policy;
mod run;
mod serve;
mod stubs;
mod tool_commands;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use files::{DownloadArgs, FileArgs};
use limits::LimitArgs;
use policy::PolicyArgs;
use tool_commands::ConcurrencyArgs;

/// mimalloc: see [`allocator`].
#[global_allocator]
static ALLOCATOR: allocator::MiMalloc = allocator::MiMalloc;

#[derive(Parser)]
#[command(
    name = "garter",
    version,
    about = "A small, fast, safe Python interpreter for code mode"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a Python program (a file, `-` for stdin, or `-c CODE`).
    Run {
        #[command(flatten)]
        program: ProgramArgs,
        #[command(flatten)]
        sandbox: SandboxArgs,
        /// Print one JSON document (stdout, stderr, value, error, usage) instead of the program's output.
        #[arg(long)]
        json: bool,
        /// Print how long the run took on stderr, after its output: parsing, compiling and
        /// executing the program, tool commands included, process start-up excluded.
        #[arg(long)]
        time: bool,
        #[command(flatten)]
        limits: LimitArgs,
        #[command(flatten)]
        concurrency: ConcurrencyArgs,
        #[command(flatten)]
        policy: PolicyArgs,
        #[command(flatten)]
        files: FileArgs,
        #[command(flatten)]
        download: DownloadArgs,
    },
    /// Report syntax errors, undefined names, unknown tools and modules, and tool calls that
    /// cannot fit, without running anything (exit status 1 if there are any).
    Check {
        #[command(flatten)]
        program: ProgramArgs,
        #[command(flatten)]
        sandbox: SandboxArgs,
        /// Print the diagnostics as one JSON array.
        #[arg(long)]
        json: bool,
    },
    /// Run a program until it calls tools, write the paused run to a snapshot file and print the
    /// calls as JSON (the caller answers them with `garter resume`; no tool command runs).
    Start {
        #[command(flatten)]
        program: ProgramArgs,
        #[command(flatten)]
        sandbox: SandboxArgs,
        /// Where to write the paused run.
        #[arg(long, value_name = "FILE")]
        snapshot: String,
        #[command(flatten)]
        limits: LimitArgs,
        #[command(flatten)]
        policy: PolicyArgs,
        #[command(flatten)]
        files: FileArgs,
        #[command(flatten)]
        download: DownloadArgs,
    },
    /// Continue a run paused by `garter start` with the results of its tool calls, updating the
    /// snapshot file if it pauses again.
    Resume {
        /// The snapshot `garter start` (or an earlier `resume`) wrote.
        snapshot: String,
        /// A JSON object mapping call ids to {"value": ...} or {"error": {"type", "message"}}.
        #[arg(long, value_name = "RESULTS.json")]
        results: String,
        /// The TOOLS.json the run was started with.
        #[arg(long, value_name = "TOOLS.json")]
        tools: Option<String>,
        #[command(flatten)]
        limits: LimitArgs,
        #[command(flatten)]
        policy: PolicyArgs,
        #[command(flatten)]
        files: FileArgs,
        #[command(flatten)]
        download: DownloadArgs,
    },
    /// Print the Python stubs of the tools a TOOLS.json declares.
    Stubs {
        #[arg(value_name = "TOOLS.json")]
        tools: String,
        /// Print the whole description of a "run Python" tool offering them instead.
        #[arg(long)]
        description: bool,
        #[command(flatten)]
        limits: LimitArgs,
        #[command(flatten)]
        policy: PolicyArgs,
        /// The files the description lists (read to learn their sizes).
        #[command(flatten)]
        files: FileArgs,
    },
    /// Serve the JSON-lines host protocol (docs/protocol.md): one request per line on stdin, one
    /// reply per line on stdout, until stdin ends.
    Serve {
        /// Speak the protocol on stdin and stdout (the only transport so far).
        #[arg(long, required = true)]
        stdio: bool,
        /// The most sessions held at once.
        #[arg(long, value_name = "N", default_value_t = 64)]
        max_sessions: usize,
        /// The longest request line.
        #[arg(long, value_name = "SIZE", default_value = "16MiB", value_parser = garter::limits::parse_size)]
        max_line: usize,
        /// Each session's limits unless the client asks for lower ones, and the most it may ask.
        #[command(flatten)]
        limits: LimitArgs,
        /// The clock and entropy every session is granted.
        #[command(flatten)]
        policy: PolicyArgs,
        /// Files every new session's filesystem starts with.
        #[command(flatten)]
        files: FileArgs,
    },
    /// Serve MCP on stdin and stdout (docs/mcp.md): one tool, run_python, whose code calls the
    /// tools of a TOOLS.json and of upstream MCP servers.
    Mcp {
        /// A TOOLS.json declaring tools answered by their commands.
        #[arg(long, value_name = "TOOLS.json")]
        tools: Option<String>,
        /// A SERVERS.json ({"mcpServers": {NAME: {"command", "args", "env"}}}) naming upstream MCP
        /// servers whose tools the code may call.
        #[arg(long, value_name = "SERVERS.json")]
        upstream: Option<String>,
        /// The longest message line.
        #[arg(long, value_name = "SIZE", default_value = "16MiB", value_parser = garter::limits::parse_size)]
        max_line: usize,
        /// The limits of each run.
        #[command(flatten)]
        limits: LimitArgs,
        /// The most tool commands each run runs at once.
        #[command(flatten)]
        concurrency: ConcurrencyArgs,
        /// The clock and entropy each run is granted.
        #[command(flatten)]
        policy: PolicyArgs,
        /// Files each run's filesystem starts with.
        #[command(flatten)]
        files: FileArgs,
        /// Where each run's new and changed files are written.
        #[command(flatten)]
        download: DownloadArgs,
    },
}

/// The program a command works on.
#[derive(clap::Args)]
struct ProgramArgs {
    /// The program file, or `-` to read it from stdin.
    #[arg(required_unless_present = "code")]
    file: Option<String>,
    /// Program text to use instead of a file.
    #[arg(short = 'c', long = "code", conflicts_with = "file")]
    code: Option<String>,
}

/// What the program is given: tools and named inputs.
#[derive(clap::Args)]
struct SandboxArgs {
    /// A TOOLS.json declaring the tools the program may call, each with the command that answers
    /// it (arguments as a JSON object on stdin, result as JSON on stdout).
    #[arg(long, value_name = "TOOLS.json")]
    tools: Option<String>,
    /// A named input bound as a global of the program, as NAME=JSON (repeatable).
    #[arg(long = "input", value_name = "NAME=JSON")]
    input: Vec<String>,
    /// A JSON object whose members are bound as globals of the program.
    #[arg(long, value_name = "FILE.json")]
    inputs: Option<String>,
}

/// The program, the tools file and the inputs, read.
type Request = (
    inputs::Program,
    Option<inputs::ToolsFile>,
    Vec<(String, garter::HostValue)>,
);

fn read_request(program: ProgramArgs, sandbox: &SandboxArgs) -> Result<Request, String> {
    Ok((
        inputs::read_program(program.file.as_deref(), program.code)?,
        sandbox.tools.as_deref().map(inputs::read_tools).transpose()?,
        inputs::read_inputs(sandbox.inputs.as_deref(), &sandbox.input)?,
    ))
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Run {
            program,
            sandbox,
            json,
            time,
            limits,
            concurrency,
            policy,
            files,
            download,
        } => match read_request(program, &sandbox) {
            Ok((program, tools, inputs)) => run::run(run::RunRequest {
                program,
                tools,
                inputs,
                limits: limits.limits(),
                max_concurrent_tools: concurrency.max_concurrent_tools,
                policy,
                files,
                download,
                json,
                time,
            }),
            Err(message) => usage_error(&message),
        },
        Command::Check { program, sandbox, json } => match read_request(program, &sandbox) {
            Ok((program, tools, inputs)) => check::check(program, tools, &inputs, json),
            Err(message) => usage_error(&message),
        },
        Command::Start {
            program,
            sandbox,
            snapshot,
            limits,
            policy,
            files,
            download,
        } => match read_request(program, &sandbox) {
            Ok((program, tools, inputs)) => {
                let request = pause::PauseRequest {
                    snapshot,
                    tools,
                    limits: limits.limits(),
                    policy,
                    files,
                    download,
                };
                on_interpreter_thread(move || pause::start(request, program, &inputs))
            }
            Err(message) => usage_error(&message),
        },
        Command::Resume {
            snapshot,
            results,
            tools,
            limits,
            policy,
            files,
            download,
        } => match tools.as_deref().map(inputs::read_tools).transpose() {
            Ok(tools) => {
                let request = pause::PauseRequest {
                    snapshot,
                    tools,
                    limits: limits.limits(),
                    policy,
                    files,
                    download,
                };
                on_interpreter_thread(move || pause::resume(request, &results))
            }
            Err(message) => usage_error(&message),
        },
        Command::Stubs {
            tools,
            description,
            limits,
            policy,
            files,
        } => match inputs::read_tools(&tools) {
            Ok(file) => {
                let specs: Vec<_> = file.decls.into_iter().map(|decl| decl.spec).collect();
                let request = stubs::StubsRequest {
                    description,
                    limits: limits.limits(),
                    grants: policy.grants(),
                    files,
                };
                stubs::print_stubs(&specs, request)
            }
            Err(message) => usage_error(&message),
        },
        Command::Serve {
            stdio: _,
            max_sessions,
            max_line,
            limits,
            policy,
            files,
        } => {
            let config = serve::ServeConfig {
                limits: limits.limits(),
                policy,
                files,
                max_sessions,
                max_line,
            };
            on_interpreter_thread(move || serve::serve_stdio(config))
        }
        Command::Mcp {
            tools,
            upstream,
            max_line,
            limits,
            concurrency,
            policy,
            files,
            download,
        } => match tools.as_deref().map(inputs::read_tools).transpose() {
            Ok(tools) => {
                let config = mcp::McpConfig {
                    tools,
                    upstream,
                    limits: limits.limits(),
                    max_concurrent_tools: concurrency.max_concurrent_tools,
                    policy,
                    files,
                    download,
                    max_line,
                };
                on_interpreter_thread(move || mcp::serve_mcp(config))
            }
            Err(message) => usage_error(&message),
        },
    }
}

/// Runs `job` on a thread with room for deeply nested programs.
fn on_interpreter_thread(job: impl FnOnce() -> ExitCode + Send + 'static) -> ExitCode {
    let worker = std::thread::Builder::new()
        .stack_size(run::INTERPRETER_STACK)
        .spawn(job);
    match worker.map(|handle| handle.join()) {
        Ok(Ok(code)) => code,
        _ => {
            eprintln!("garter: the interpreter thread failed");
            ExitCode::from(70)
        }
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("garter: {message}");
    ExitCode::from(2)
}
