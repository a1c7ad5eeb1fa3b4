//! The `garter` command: runs a Python program in the sandbox as `python3 FILE` would, printing
//! the program's output on stdout and an uncaught exception's traceback on stderr.

use std::io::{Read, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// Stack size of the thread that runs the interpreter, leaving room for deeply nested programs.
const INTERPRETER_STACK: usize = 256 << 20;

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
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Command::Run { file, code } = cli.command;
    let (source, name) = match (code, file) {
        (Some(code), _) => (code, "<string>".to_string()),
        (None, Some(path)) if path == "-" => {
            let mut text = String::new();
            if let Err(e) = std::io::stdin().read_to_string(&mut text) {
                eprintln!("garter: cannot read stdin: {e}");
                return ExitCode::from(2);
            }
            (text, "<stdin>".to_string())
        }
        (None, Some(path)) => match std::fs::read_to_string(&path) {
            Ok(text) => {
                let shown = std::path::absolute(&path).map_or(path, |p| p.display().to_string());
                (text, shown)
            }
            Err(e) => {
                eprintln!("garter: can't open file '{path}': {e}");
                return ExitCode::from(2);
            }
        },
        (None, None) => {
            eprintln!("garter: nothing to run");
            return ExitCode::from(2);
        }
    };
    let worker = std::thread::Builder::new()
        .stack_size(INTERPRETER_STACK)
        .spawn(move || {
            let mut interpreter = garter_stdlib::interpreter();
            interpreter.run(&source, &name)
        });
    let outcome = match worker.map(|handle| handle.join()) {
        Ok(Ok(outcome)) => outcome,
        _ => {
            eprintln!("garter: the interpreter thread failed");
            return ExitCode::from(70);
        }
    };
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(outcome.output.as_bytes());
    let _ = stdout.flush();
    match outcome.error {
        None => ExitCode::SUCCESS,
        Some(error) => {
            let _ = std::io::stderr().write_all(error.report().as_bytes());
            match error {
                garter::RunError::Limit { .. } => ExitCode::from(3),
                _ => ExitCode::from(1),
            }
        }
    }
}
