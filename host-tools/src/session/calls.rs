//! The tool calls of a paused run: each checked against its tool's signature before the host
//! sees it, and the calls handed to the host that it has not answered yet.

use garter::{HostCall, HostError, HostValue};

use crate::bind::bind;
use crate::spec::ToolSpec;

/// A call of the program to one of the host's tools.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolCall {
    /// Identifies the call in the answer to it.
    pub id: u64,
    /// The tool's name.
    pub name: String,
    /// The positional arguments, as the program passed them.
    pub args: Vec<HostValue>,
    /// The keyword arguments, as the program passed them.
    pub kwargs: Vec<(String, HostValue)>,
    /// Every argument by parameter name, in signature order, with defaults applied: what a
    /// tool taking a JSON object receives.
    pub arguments: Vec<(String, HostValue)>,
}

/// A call checked against its tool.
pub(super) enum Binding {
    Fits(ToolCall),
    /// The call does not fit: the error to raise where it was made.
    Refused(u64, HostError),
}

/// Checks `call` against the tool it names.
pub(super) fn bind_call(tools: &[ToolSpec], call: HostCall) -> Binding {
    let Some(spec) = tools.iter().find(|tool| tool.name == call.name) else {
        return Binding::Refused(
            call.id,
            HostError {
                exception: "RuntimeError".into(),
                message: format!("'{}' is not a declared tool", call.name),
            },
        );
    };
    match bind(spec, call.args.clone(), call.kwargs.clone()) {
        Ok(arguments) => Binding::Fits(ToolCall {
            id: call.id,
            name: call.name,
            args: call.args,
            kwargs: call.kwargs,
            arguments,
        }),
        Err(error) => Binding::Refused(
            call.id,
            HostError {
                exception: error.class.into(),
                message: error.message,
            },
        ),
    }
}

/// The calls handed to the host and not yet answered.
#[derive(Debug, Default)]
pub(super) struct PendingCalls {
    /// Ids of calls handed out (or about to be) and not answered.
    outstanding: Vec<u64>,
    /// Calls checked but not yet handed to the host.
    new: Vec<ToolCall>,
}

impl PendingCalls {
    pub(super) fn hand_out(&mut self, call: ToolCall) {
        self.outstanding.push(call.id);
        self.new.push(call);
    }

    /// The calls to hand to the host now.
    pub(super) fn take_new(&mut self) -> Vec<ToolCall> {
        std::mem::take(&mut self.new)
    }

    pub(super) fn is_outstanding(&self, id: u64) -> bool {
        self.outstanding.contains(&id)
    }

    /// Records that call `id` is answered.
    pub(super) fn answer(&mut self, id: u64) {
        self.outstanding.retain(|&pending| pending != id);
    }
}
