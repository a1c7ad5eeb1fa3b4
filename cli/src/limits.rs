//! The limit flags every command that runs a program takes, and the limits they ask for.

/// The limits of the run (defaults in the README); 0 for a count or size means unlimited.
#[derive(clap::Args)]
pub struct LimitArgs {
    /// Instructions (and units of native work) the program may execute.
    #[arg(long, value_name = "N")]
    max_steps: Option<u64>,
    /// Live heap the program may hold: 1048576, 64KiB, 256MiB, 1GiB.
    #[arg(long, value_name = "SIZE", value_parser = garter::limits::parse_size)]
    max_memory: Option<usize>,
    /// Wall-clock seconds a run may take (in `run` and `mcp`, its tool commands included; time
    /// waiting for a client to answer tool calls does not count).
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
    pub fn limits(&self) -> garter::Limits {
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
