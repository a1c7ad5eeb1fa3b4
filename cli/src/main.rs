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
        #[command(flatten)]
        limits: LimitArgs,
    },
}

/// The limits of the run (defaults in the README); 0 for a count or size means unlimited.
#[derive(clap::Args)]
struct LimitArgs {
    /// Instructions (and units of native work) the program may execute.
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Live heap the program may hold: 1048576, 64KiB, 256MiB, 1GiB.
    #[arg(long, value_name = "SIZE", value_parser = garter::limits::parse_size)]
    max_memory: Option<usize>,
    /// Wall-clock seconds the program may run.
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds)]
    timeout: Option<f64>,
    /// Python call depth (RecursionError beyond it).
    #[arg(long, value_name = "N")]
    max_depth: Option<usize>,
    /// Printed output kept; the rest is dropped after a notice.
    #[arg(long, value_name = "SIZE", value_parser = garter::limits::parse_size)]
    max_output: Option<usize>,
}

impl LimitArgs {
    /// The limits these flags ask for, on top of the defaults.
    fn limits(&self) -> garter::Limits {
        let mut limits = garter::Limits::default();
        if let Some(n) = self.max_steps {
            limits.max_steps = (n > 0).then_some(n);
        }
        if let Some(n) = self.max_memory {
            limits.max_memory = (n > 0).then_some(n);
        }
        if let Some(seconds) = self.timeout {
            limits.timeout = (seconds > 0.0).then(|| std::time::Duration::from_secs_f64(seconds));
        }
        if let Some(n) = self.max_depth {
            limits.max_depth = n;
        }
        if let Some(n) = self.max_output {
            limits.max_output = (n > 0).then_some(n);
        }
        limits
    }
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if (0.0..1.0e9).contains(&s) => Ok(s),
        _ => Err(format!("invalid number of seconds '{text}'")),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let Command::Run { file, code, limits } = cli.command;
    let limits = limits.limits();
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
            interpreter.set_limits(limits);
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
