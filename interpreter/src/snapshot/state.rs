//! The VM's state in its written form: the payload is the interner, the sources, the code-object
//! table, then everything else (heap, frames, operand stack, modules, host calls, counters).
//! Garbage is left out (unreachable heap slots are written as free), hash-map contents are
//! written sorted, the filesystem the host granted goes with the program, and configuration (limits, importable modules, the clock and entropy the host
//! grants) is not written: the restoring interpreter keeps its own.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use serde::de::{self, SeqAccess, Visitor};
use serde::ser::SerializeTuple;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::codes::{self, CodeRef, CodeRepr, CodeTable, SourceRef, SourceRepr};
use super::context::DecodeScope;
use crate::bytecode::CodeObject;
use crate::fast_hash::FastMap;
use crate::heap::{Heap, Object, SubclassData};
use crate::host_policy::PolicyState;
use crate::symbol::{Interner, Symbol};
use crate::value::{HeapId, Value};
use crate::vfs::VirtualFs;
use crate::vm::frame::Frame;
use crate::vm::globals::Globals;
use crate::vm::host::HostState;
use crate::vm::Vm;

/// What a payload holds, borrowed from the VM being written.
pub(super) struct PayloadRef<'a> {
    pub interner: &'a Interner,
    pub sources: Vec<SourceRef<'a>>,
    pub codes: Vec<CodeRef<'a>>,
    pub state: StateRef<'a>,
}

impl Serialize for PayloadRef<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut tuple = serializer.serialize_tuple(4)?;
        tuple.serialize_element(self.interner)?;
        tuple.serialize_element(&self.sources)?;
        tuple.serialize_element(&self.codes)?;
        tuple.serialize_element(&self.state)?;
        tuple.end()
    }
}

/// A payload read back: the parts are read in order, each setting up what the next one needs
/// (the symbol count, then the code objects).
pub(super) struct Payload {
    pub interner: Interner,
    pub codes: Vec<Arc<CodeObject>>,
    pub state: StateRepr,
}

impl<'de> Deserialize<'de> for Payload {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Payload, D::Error> {
        deserializer.deserialize_tuple(4, PayloadVisitor)
    }
}

struct PayloadVisitor;

impl<'de> Visitor<'de> for PayloadVisitor {
    type Value = Payload;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a Garter snapshot payload")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Payload, A::Error> {
        let scope = DecodeScope::enter();
        let missing = || de::Error::custom("the payload ends early");
        let interner: Interner = seq.next_element()?.ok_or_else(missing)?;
        scope.set_symbols(interner.symbol_count());
        let sources: Vec<SourceRepr> = seq.next_element()?.ok_or_else(missing)?;
        let codes: Vec<CodeRepr> = seq.next_element()?.ok_or_else(missing)?;
        let codes = codes::rebuild(sources, codes).map_err(de::Error::custom)?;
        scope.set_codes(codes.clone());
        let state: StateRepr = seq.next_element()?.ok_or_else(missing)?;
        Ok(Payload { interner, codes, state })
    }
}

/// The heap's live slots: unreachable objects are written as free slots.
pub(super) struct LiveSlots<'a> {
    slots: &'a [Option<Object>],
    marked: &'a [bool],
}

impl Serialize for LiveSlots<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(
            self.slots
                .iter()
                .zip(self.marked)
                .map(|(slot, live)| if *live { slot.as_ref() } else { None }),
        )
    }
}

/// Everything but the interner and the code table, borrowed from the VM being written.
#[derive(Serialize)]
pub(super) struct StateRef<'a> {
    slots: LiveSlots<'a>,
    free: Vec<u32>,
    peak_bytes: usize,
    subclassed: Vec<(HeapId, &'a SubclassData)>,
    stack: &'a [Value],
    frames: &'a [Frame],
    modules: &'a [Globals],
    imported: &'a [(Symbol, Value)],
    constants: &'a [Value],
    exc_info: Value,
    result: Value,
    output: &'a str,
    stderr: &'a str,
    output_truncated: bool,
    steps: u64,
    int_max_str_digits: usize,
    time_used: Duration,
    host: &'a HostState,
    name_strs: Vec<(Symbol, Value)>,
    empty_tuple: Value,
    next_nan_payload: u64,
    policy_state: PolicyState,
    filesystem: &'a Option<VirtualFs>,
}

/// [`StateRef`] as read back.
#[derive(Deserialize)]
pub(super) struct StateRepr {
    slots: Vec<Option<Object>>,
    free: Vec<u32>,
    peak_bytes: usize,
    subclassed: Vec<(HeapId, SubclassData)>,
    stack: Vec<Value>,
    frames: Vec<Frame>,
    modules: Vec<Globals>,
    imported: Vec<(Symbol, Value)>,
    constants: Vec<Value>,
    exc_info: Value,
    result: Value,
    output: String,
    stderr: String,
    output_truncated: bool,
    steps: u64,
    int_max_str_digits: usize,
    time_used: Duration,
    host: HostState,
    name_strs: Vec<(Symbol, Value)>,
    empty_tuple: Value,
    next_nan_payload: u64,
    policy_state: PolicyState,
    filesystem: Option<VirtualFs>,
}

impl<'a> StateRef<'a> {
    /// The state of `vm`, where `marked` tells which heap slots are reachable.
    pub fn of(vm: &'a Vm, marked: &'a [bool]) -> StateRef<'a> {
        let (slots, free) = vm.heap.snapshot_parts();
        let mut free = free.to_vec();
        free.extend(
            slots
                .iter()
                .zip(marked)
                .enumerate()
                .filter(|(_, (slot, live))| slot.is_some() && !**live)
                .map(|(i, _)| i as u32),
        );
        let mut subclassed: Vec<(HeapId, &SubclassData)> = vm
            .heap
            .subclassed
            .iter()
            .filter(|(id, _)| marked.get(id.0 as usize).copied().unwrap_or(false))
            .map(|(id, data)| (*id, data))
            .collect();
        subclassed.sort_by_key(|(id, _)| *id);
        let mut name_strs: Vec<(Symbol, Value)> = vm.name_strs.iter().map(|(s, v)| (*s, *v)).collect();
        name_strs.sort_by_key(|(s, _)| *s);
        StateRef {
            slots: LiveSlots { slots, marked },
            free,
            peak_bytes: vm.heap.peak_bytes(),
            subclassed,
            stack: &vm.stack,
            frames: &vm.frames,
            modules: &vm.modules,
            imported: &vm.imported,
            constants: &vm.constants,
            exc_info: vm.exc_info,
            result: vm.result,
            output: &vm.output,
            stderr: &vm.stderr,
            output_truncated: vm.output_truncated,
            steps: vm.steps,
            int_max_str_digits: vm.int_max_str_digits,
            time_used: vm.time_used().unwrap_or_default(),
            host: &vm.host,
            name_strs,
            empty_tuple: vm.empty_tuple,
            next_nan_payload: vm.next_nan_payload,
            policy_state: vm.policy_state,
            filesystem: &vm.filesystem,
        }
    }
}

/// The code objects `vm` refers to, in the order they are written.
pub(super) fn code_table(vm: &Vm, marked: &[bool]) -> CodeTable {
    let mut table = CodeTable::default();
    for frame in &vm.frames {
        table.add(&frame.code);
    }
    let (slots, _) = vm.heap.snapshot_parts();
    for (slot, live) in slots.iter().zip(marked) {
        match slot {
            Some(Object::Function(f)) if *live => table.add(&f.code),
            Some(Object::Generator(g)) if *live => {
                if let Some(frame) = &g.frame {
                    table.add(&frame.code);
                }
            }
            Some(Object::Exception(e)) if *live => {
                for entry in &e.traceback {
                    table.add(&entry.code);
                }
            }
            _ => {}
        }
    }
    table
}

impl StateRepr {
    /// A VM holding this state, with the configuration (limits, importable modules, clock and
    /// entropy) of `config`.
    pub fn into_vm(self, interner: Interner, config: &Vm) -> Vm {
        let mut vm = Vm::new();
        vm.heap = Heap::restored(
            self.slots,
            self.free,
            self.subclassed.into_iter().collect::<FastMap<_, _>>(),
            self.peak_bytes,
        );
        vm.interner = interner;
        vm.stack = self.stack;
        vm.frames = self.frames;
        vm.modules = self.modules;
        vm.rebuild_namespace_index();
        vm.imported = self.imported;
        vm.constants = self.constants;
        vm.exc_info = self.exc_info;
        vm.result = self.result;
        vm.output = self.output;
        vm.stderr = self.stderr;
        vm.output_truncated = self.output_truncated;
        vm.steps = self.steps;
        vm.host = self.host;
        vm.name_strs = self.name_strs.into_iter().collect();
        vm.char_strs.clear();
        vm.empty_tuple = self.empty_tuple;
        vm.next_nan_payload = self.next_nan_payload;
        vm.policy_state = self.policy_state;
        vm.filesystem = self.filesystem;
        vm.class_cache.clear();
        vm.getattribute_hooks = vm
            .heap
            .objects()
            .any(|o| matches!(o, Object::Class(c) if c.attrs.get(crate::symbol::sym::DUNDER_GETATTRIBUTE).is_some()));
        vm.clock = config.clock.clone();
        vm.entropy = config.entropy.clone();
        vm.limits = config.limits.clone();
        vm.max_depth = config.max_depth;
        vm.int_max_str_digits = self.int_max_str_digits;
        vm.module_builders = config.module_builders.clone();
        vm.source_modules = config.source_modules.clone();
        vm.frameless_modules = config.frameless_modules.clone();
        vm.extension_tables = config.extension_tables.clone();
        let paused = vm.host.suspension.is_some();
        vm.restore_budget(self.time_used, paused);
        vm
    }
}
