//! The awaitables of an async generator's steps: `agen.__anext__()` and `agen.asend(value)`
//! (type `async_generator_asend`), `agen.athrow(...)` and `agen.aclose()` (type
//! `async_generator_athrow`). Awaiting one runs the generator to its next own `yield` (see
//! `vm/async_gen.rs`); each can be awaited once.

use crate::value::{HeapId, Value};

/// One step of an async generator, as an awaitable.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct AsyncGenOp {
    /// The async generator.
    pub gen: HeapId,
    /// `athrow`/`aclose` (an `async_generator_athrow`) rather than `__anext__`/`asend`.
    pub throws: bool,
    pub state: AsyncGenOpState,
}

/// Where an [`AsyncGenOp`] is in its life.
#[derive(Debug, Clone, Copy, serde::Serialize, serde::Deserialize)]
pub enum AsyncGenOpState {
    /// Not awaited yet: the first step sends this value (`__anext__` sends None).
    Send(Value),
    /// Not awaited yet: the first step raises the exception `athrow`'s arguments (a tuple)
    /// describe in the generator.
    Throw(Value),
    /// `aclose()` not awaited yet: the first step raises GeneratorExit in the generator.
    Close,
    /// Being awaited: values sent to the awaitable pass through to the generator's awaits.
    /// `closing` for `aclose()`, whose generator must finish rather than yield.
    Running { closing: bool },
    /// Finished: awaiting it again is a RuntimeError.
    Done,
}

impl AsyncGenOp {
    /// The name CPython gives the awaitable's method in its messages.
    pub fn method(&self) -> &'static str {
        match (self.throws, self.state) {
            (true, AsyncGenOpState::Close | AsyncGenOpState::Running { closing: true }) => "aclose()",
            (true, _) => "athrow()",
            (false, _) => "anext()",
        }
    }

    /// Values the op keeps alive.
    pub fn values(&self) -> [Value; 2] {
        let held = match self.state {
            AsyncGenOpState::Send(v) | AsyncGenOpState::Throw(v) => v,
            _ => Value::None,
        };
        [Value::Ref(self.gen), held]
    }
}
