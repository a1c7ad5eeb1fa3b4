//! The frames of an exception's traceback as data, for the `traceback` module's
//! `extract_tb`/`format_tb`: the same frames, in the same order, that the uncaught-exception
//! report shows (the standard library's private frames left out), each with its location, its
//! stripped source line and the text the report prints for it (source line and `^^^^` markers).

use super::carets::{self, AnchorBudget};
use super::traceback::is_hidden;
use crate::heap::Object;
use crate::value::HeapId;
use crate::vm::Vm;

/// One frame of a traceback.
pub struct FrameData {
    pub filename: String,
    pub line: u32,
    pub name: String,
    /// The source line, stripped; None when the source is not known.
    pub source: Option<String>,
    /// The text the `traceback` module prints for the frame: its `File` line, source line and
    /// markers.
    pub text: String,
}

/// The frames of exception `exc`'s traceback from the `skip`-th outermost entry inwards (a
/// `tb_next` chain starts further in), outermost first.
pub fn traceback_frames(vm: &Vm, exc: HeapId, skip: usize) -> Vec<FrameData> {
    let Object::Exception(e) = vm.heap.get(exc) else {
        return Vec::new();
    };
    let mut anchors = AnchorBudget::for_traceback_module();
    e.traceback
        .iter()
        .rev()
        .skip(skip)
        .filter(|entry| !is_hidden(vm, &entry.code.source))
        .map(|entry| {
            let name = vm.interner.name(entry.code.name).to_string();
            let position = entry.code.position_of(entry.pc as usize);
            let filename = entry.code.source.name.clone();
            let mut text = format!("  File \"{filename}\", line {}, in {name}\n", entry.line);
            text.push_str(&carets::source_lines(
                &entry.code.source,
                entry.line,
                position,
                &mut anchors,
            ));
            FrameData {
                filename,
                line: entry.line,
                name,
                source: entry
                    .code
                    .source
                    .line_text(entry.line)
                    .map(|line| line.trim().to_string()),
                text,
            }
        })
        .collect()
}
