//! The `garter` command: `run` runs a Python program in the sandbox as `python3 FILE` would,
//! with host tools from a `TOOLS.json` answered by their commands; `check` reports what would go
//! wrong before running anything; `stubs` prints the Python stubs of the tools for an LLM's prompt.
//!
//! Exit status: 0 success, 1 an uncaught exception or syntax error, 2 a usage error, 3 a
//! limit stopped the run.

mod check;
mod inputs;
mod limits;
mod run;
mod stubs;
mod tool_commands;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use limits::LimitArgs;

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
        /// The program file, or `-` to read it from stdin.
        #[arg(required_unless_present = "code")]
        file: Option<String>,
        /// Program text to run instead of a file.
        #[arg(short = 'c', long = "code", conflicts_with = "file")]
        code: Option<String>,
        /// A TOOLS.json declaring the tools the program may call, each with the command that
        /// answers it (arguments as a JSON object on stdin, result as JSON on stdout).
        #[arg(long, value_name = "TOOLS.json")]
        tools: Option<String>,
        /// A named input bound as a global of the program, as NAME=JSON (repeatable).
        #[arg(long = "input", value_name = "NAME=JSON")]
        input: Vec<String>,
        /// A JSON object whose members are bound as globals of the program.
        #[arg(long, value_name = "FILE.json")]
        inputs: Option<String>,
        /// Print one JSON document (stdout, value, error, usage) instead of the program's output.
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        limits: LimitArgs,
    },
    /// Report syntax errors, undefined names, unknown tools and modules, and tool calls that
    /// cannot fit, without running anything (exit status 1 if there are any).
    Check {
        /// The program file, or `-` to read it from stdin.
        file: String,
        /// The TOOLS.json declaring the tools the program may call.
        #[arg(long, value_name = "TOOLS.json")]
        tools: Option<String>,
        /// An input the program will be given, as NAME=JSON (repeatable).
        #[arg(long = "input", value_name = "NAME=JSON")]
        input: Vec<String>,
        /// A JSON object of the inputs the program will be given.
        #[arg(long, value_name = "FILE.json")]
        inputs: Option<String>,
        /// Print the diagnostics as one JSON array.
        #[arg(long)]
        json: bool,
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
    },
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Run {
            file,
            code,
            tools,
            input,
            inputs,
            json,
            limits,
        } => {
            let request = (|| {
                Ok::<_, String>(run::RunRequest {
                    program: inputs::read_program(file.as_deref(), code)?,
                    tools: tools.as_deref().map(inputs::read_tools).transpose()?,
                    inputs: inputs::read_inputs(inputs.as_deref(), &input)?,
                    limits: limits.limits(),
                    json,
                })
            })();
            match request {
                Ok(request) => run::run(request),
                Err(message) => usage_error(&message),
            }
        }
        Command::Check {
            file,
            tools,
            input,
            inputs,
            json,
        } => {
            let request = (|| {
                Ok::<_, String>((
                    inputs::read_program(Some(&file), None)?,
                    tools.as_deref().map(inputs::read_tools).transpose()?,
                    inputs::read_inputs(inputs.as_deref(), &input)?,
                ))
            })();
            match request {
                Ok((program, tools, inputs)) => check::check(program, tools, &inputs, json),
                Err(message) => usage_error(&message),
            }
        }
        Command::Stubs {
            tools,
            description,
            limits,
        } => match inputs::read_tools(&tools) {
            Ok(file) => {
                let specs: Vec<_> = file.decls.into_iter().map(|decl| decl.spec).collect();
                let modules = garter_stdlib::interpreter().importable_modules();
                stubs::print_stubs(&specs, description, modules, &limits.limits())
            }
            Err(message) => usage_error(&message),
        },
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("garter: {message}");
    ExitCode::from(2)
}
