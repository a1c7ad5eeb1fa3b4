//! Checks a state read from a snapshot before it is used: every heap reference is to a live
//! object of the kind its holder expects, every native id is in the registry, module indices
//! are in range, each code object's bytecode passes the verifier, and each frame (running or a
//! paused generator's) holds exactly the operand-stack depth its position implies, so resuming
//! never reads below a frame's stack. (Symbols and code-object indices are checked as they are
//! read.)

use std::collections::HashMap;
use std::sync::Arc;

use crate::builtins::registry;
use crate::bytecode::stack_depth::StackDepths;
use crate::bytecode::{verify, CodeObject};
use crate::heap::Object;
use crate::types::function::GeneratorState;
use crate::types::iter::IterObj;
use crate::value::{HeapId, Value};
use crate::vm::frame::{FrameExit, SavedFrame};
use crate::vm::Vm;

/// The first inconsistency found in `vm`, if any.
pub(super) fn check(vm: &Vm, codes: &[Arc<CodeObject>]) -> Result<(), String> {
    let mut depths = HashMap::with_capacity(codes.len());
    for code in codes {
        let verified = verify::verify(code).map_err(|why| format!("code object '{}': {why}", code.qualname))?;
        code.consts.iter().chain(&code.doc).try_for_each(|v| value(vm, *v))?;
        depths.insert(Arc::as_ptr(code), verified);
    }
    let checker = Checker {
        vm,
        global_slots: codes
            .iter()
            .map(|c| (Arc::as_ptr(c), verify::global_slots(c)))
            .collect(),
        depths,
    };
    checker.heap()?;
    checker.roots()?;
    checker.frames()?;
    if let Some(fs) = &vm.filesystem {
        fs.check_consistency()?;
    }
    Ok(())
}

struct Checker<'a> {
    vm: &'a Vm,
    /// How many global slots each code object needs in the module it runs in.
    global_slots: HashMap<*const CodeObject, usize>,
    /// The operand-stack depth before each instruction of each code object.
    depths: HashMap<*const CodeObject, StackDepths>,
}

/// Checks that `v` refers to a live object or a registered native.
fn value(vm: &Vm, v: Value) -> Result<(), String> {
    match v {
        Value::Ref(id) if !vm.heap.is_live(id) => Err(format!("heap reference {} is to a free or missing slot", id.0)),
        Value::Native(n) if n.0 as usize >= registry::native_count() => {
            Err(format!("native function {} is out of range", n.0))
        }
        _ => Ok(()),
    }
}

impl Checker<'_> {
    fn value(&self, v: Value) -> Result<(), String> {
        value(self.vm, v)
    }

    fn live(&self, id: HeapId) -> Result<(), String> {
        self.value(Value::Ref(id))
    }

    /// Checks that `id` is live and `expected` accepts its object.
    fn kind(&self, id: HeapId, what: &str, expected: fn(&Object) -> bool) -> Result<(), String> {
        self.live(id)?;
        if expected(self.vm.heap.get(id)) {
            Ok(())
        } else {
            Err(format!("heap reference {} should be to {what}", id.0))
        }
    }

    fn module(&self, index: u32) -> Result<(), String> {
        if (index as usize) < self.vm.modules.len() {
            Ok(())
        } else {
            Err(format!("module {index} is out of range"))
        }
    }

    /// Checks that code running in module `module` finds every global slot it uses.
    fn runs_in(&self, code: &Arc<CodeObject>, module: u32) -> Result<(), String> {
        self.module(module)?;
        let needed = self.global_slots.get(&Arc::as_ptr(code)).copied().unwrap_or(usize::MAX);
        if needed > self.vm.modules[module as usize].values.len() {
            return Err(format!("'{}' uses global slots its module lacks", code.qualname));
        }
        Ok(())
    }

    fn heap(&self) -> Result<(), String> {
        let heap = &self.vm.heap;
        let (slots, free) = heap.snapshot_parts();
        let mut freed = vec![false; slots.len()];
        for index in free {
            match slots.get(*index as usize) {
                Some(None) if !freed[*index as usize] => freed[*index as usize] = true,
                _ => return Err(format!("free list entry {index} is not a free slot")),
            }
        }
        let mut refs = Vec::new();
        for object in slots.iter().flatten() {
            refs.clear();
            object.trace(&mut refs);
            refs.iter().try_for_each(|v| self.value(*v))?;
            self.object(object)?;
        }
        for (id, data) in &heap.subclassed {
            self.kind(*id, "a dict, list, set or bytearray", |o| {
                matches!(
                    o,
                    Object::Dict(_) | Object::List(_) | Object::Set(_) | Object::ByteArray(_)
                )
            })?;
            self.kind(data.class, "a class", |o| matches!(o, Object::Class(_)))?;
            data.attrs.iter().try_for_each(|(_, v)| self.value(v))?;
        }
        Ok(())
    }

    fn object(&self, object: &Object) -> Result<(), String> {
        let is_dict = |o: &Object| matches!(o, Object::Dict(_));
        let is_class = |o: &Object| matches!(o, Object::Class(_));
        let is_generator = |o: &Object| matches!(o, Object::Generator(_));
        match object {
            Object::BigInt(b) if i64::try_from(b).is_ok() => {
                Err("a heap int is small enough to be an immediate".to_string())
            }
            Object::Range(r) => {
                let fits = |n: i128| n.checked_abs().is_some_and(|a| a < 1 << 125);
                if r.step == 0 || !fits(r.start) || !fits(r.stop) || !fits(r.step) {
                    Err("a range has a zero step or out-of-range bounds".to_string())
                } else {
                    Ok(())
                }
            }
            Object::Function(f) => {
                self.runs_in(&f.code, f.module)?;
                if f.closure.len() != f.code.freevars.len() {
                    return Err(format!(
                        "function '{}' has the wrong number of closure cells",
                        f.code.qualname
                    ));
                }
                if let Value::Ref(annotations) = f.annotations {
                    self.kind(annotations, "a dict", is_dict)?;
                }
                if let Some(fast) = f.fast_path {
                    if self.vm.extension_function(fast.table, fast.index).is_none() {
                        return Err(format!(
                            "function '{}' has a fast path (native {} of extension table {}) not registered in this interpreter",
                            f.code.qualname, fast.index, fast.table
                        ));
                    }
                }
                f.dict.map_or(Ok(()), |d| self.kind(d, "a dict", is_dict))
            }
            Object::Iter(i) => self.iterator(i),
            Object::DictView(v) => self.kind(v.dict, "a dict", is_dict),
            Object::Exception(e) => {
                if let Some(group) = e.group {
                    self.kind(group.exceptions, "a tuple", |o| matches!(o, Object::Tuple(_)))?;
                }
                e.user_class.map_or(Ok(()), |c| self.kind(c, "a class", is_class))
            }
            Object::Module(m) => self.module(m.globals),
            Object::Generator(g) => g.frame.as_ref().map_or(Ok(()), |f| self.saved_frame(f, g.state)),
            Object::Class(c) => self.module(c.module),
            Object::Instance(i) => {
                if let Value::Ref(base) = i.base {
                    self.kind(base, "an immutable builtin value", |o| {
                        matches!(
                            o,
                            Object::Str(_)
                                | Object::BigInt(_)
                                | Object::Complex(_)
                                | Object::Bytes(_)
                                | Object::Tuple(_)
                                | Object::FrozenSet(_)
                        )
                    })?;
                }
                i.dict.map_or(Ok(()), |d| self.kind(d, "a dict", is_dict))
            }
            Object::Traceback { exception, position } => {
                self.kind(*exception, "an exception", |o| matches!(o, Object::Exception(_)))?;
                match self.vm.heap.get(*exception) {
                    Object::Exception(e) if *position < e.traceback.len() => Ok(()),
                    _ => Err("a traceback entry is out of range".to_string()),
                }
            }
            Object::AsyncGenOp(op) => self.kind(op.gen, "a generator", is_generator),
            Object::MemoryView(view) => {
                self.kind(view.obj, "bytes or a bytearray", |o| {
                    matches!(o, Object::Bytes(_) | Object::ByteArray(_))
                })?;
                let writable_bytes = !view.readonly && matches!(self.vm.heap.get(view.obj), Object::Bytes(_));
                if view.step == 0 || writable_bytes {
                    return Err("a memoryview has a zero step or is a writable view of bytes".to_string());
                }
                Ok(())
            }
            Object::ExtensionFunction { table, index } => match self.vm.extension_function(*table, *index) {
                Some(_) => Ok(()),
                None => Err(format!(
                    "native function {index} of extension table {table} is not registered in this interpreter"
                )),
            },
            _ => Ok(()),
        }
    }

    fn iterator(&self, iter: &IterObj) -> Result<(), String> {
        match iter {
            IterObj::Seq { seq, .. } | IterObj::SeqReverse { seq, .. } => self.kind(*seq, "a list or tuple", |o| {
                matches!(o, Object::List(_) | Object::Tuple(_))
            }),
            IterObj::Str { text, offset } => {
                self.live(*text)?;
                match self.vm.heap.get(*text) {
                    Object::Str(s) if s.as_str().is_char_boundary(*offset) => Ok(()),
                    _ => Err("a str iterator's position is not in its str".to_string()),
                }
            }
            IterObj::Bytes { bytes, .. } => self.kind(*bytes, "bytes-like", |o| {
                matches!(o, Object::Bytes(_) | Object::ByteArray(_) | Object::MemoryView(_))
            }),
            IterObj::Dict { dict, .. } => self.kind(*dict, "a dict", |o| matches!(o, Object::Dict(_))),
            IterObj::Set { set, .. } => {
                self.kind(*set, "a set", |o| matches!(o, Object::Set(_) | Object::FrozenSet(_)))
            }
            _ => Ok(()),
        }
    }

    fn saved_frame(&self, frame: &SavedFrame, state: GeneratorState) -> Result<(), String> {
        self.runs_in(&frame.code, frame.module)?;
        let depth = frame.slots.len().checked_sub(frame.code.frame_slots());
        let Some(depth) = depth else {
            return Err(format!(
                "a paused generator of '{}' lacks its locals",
                frame.code.qualname
            ));
        };
        match state {
            GeneratorState::Created if frame.pc == 0 && depth == 0 => Ok(()),
            GeneratorState::Suspended if frame.pc > 0 => self.position(&frame.code, frame.pc, depth, 1),
            _ => Err(format!(
                "a generator of '{}' is {state:?} at instruction {}",
                frame.code.qualname, frame.pc
            )),
        }
    }

    /// The stack depth before instruction `pc` of `code`, if a path reaches it.
    fn depth_at(&self, code: &CodeObject, pc: u32) -> Option<usize> {
        let depths = self.depths.get(&(code as *const CodeObject))?;
        depths.at(pc).map(|d| d as usize)
    }

    /// Checks that a frame of `code` that waits at `pc` for `awaited` values (a callee's result,
    /// a host answer, a value sent into a generator; none after a `__setitem__`) holds `depth`
    /// values: `awaited` fewer than `pc` needs.
    fn position(&self, code: &CodeObject, pc: u32, depth: usize, awaited: usize) -> Result<(), String> {
        match self.depth_at(code, pc) {
            Some(expected) if expected == depth + awaited => Ok(()),
            Some(expected) => Err(format!(
                "a frame of '{}' at instruction {pc} holds {depth} values where {} belong",
                code.qualname,
                expected.saturating_sub(awaited)
            )),
            None => Err(format!(
                "a frame of '{}' is at instruction {pc}, which no path reaches",
                code.qualname
            )),
        }
    }

    fn roots(&self) -> Result<(), String> {
        let vm = self.vm;
        vm.roots().into_iter().try_for_each(|v| self.value(v))?;
        if vm.modules.is_empty() {
            return Err("there is no __main__ module".to_string());
        }
        for globals in &vm.modules {
            if let crate::vm::globals::Namespace::Dict(id) | crate::vm::globals::Namespace::Module(id) =
                globals.namespace
            {
                self.kind(id, "a namespace dict", |o| matches!(o, Object::Dict(_)))?;
            }
        }
        for (_, module) in &vm.imported {
            self.value(*module)?;
        }
        match vm.empty_tuple {
            Value::Ref(id) => self.kind(id, "the empty tuple", |o| matches!(o, Object::Tuple(t) if t.is_empty())),
            _ => Err("the empty tuple is not a tuple".to_string()),
        }
    }

    fn frames(&self) -> Result<(), String> {
        let vm = self.vm;
        vm.host.check()?;
        let paused = vm.host.suspension.is_some();
        if paused == vm.frames.is_empty() {
            return Err(if paused {
                "the run waits for the host but has no frames".to_string()
            } else {
                "the run has frames but does not wait for the host".to_string()
            });
        }
        let mut floor = 0usize;
        let mut caller_depth = 0usize;
        for (i, frame) in vm.frames.iter().enumerate() {
            self.runs_in(&frame.code, frame.module)?;
            let (base, ret_sp) = (frame.base as usize, frame.ret_sp as usize);
            if ret_sp < floor || base < ret_sp {
                return Err(format!("frame {i} overlaps the frame below it"));
            }
            let stack_base = frame.stack_base();
            let top = vm.frames.get(i + 1).map_or(vm.stack.len(), |next| next.ret_sp as usize);
            if stack_base > top {
                return Err(format!("frame {i}'s locals run past the operand stack"));
            }
            let depth = match vm.frames.get(i + 1).map(|next| next.exit) {
                // The call that collects a generator keeps its callable and arguments until the
                // generator returns; its result then replaces them.
                Some(FrameExit::CollectArg { at, args_start, list }) => {
                    let (at, args_start) = (at as usize, args_start as usize);
                    if !(stack_base <= at && at < args_start && args_start <= top) {
                        return Err(format!(
                            "frame {} collects for a call outside its caller's stack",
                            i + 1
                        ));
                    }
                    self.kind(list, "a list", |o| matches!(o, Object::List(_)))?;
                    at - stack_base
                }
                // A `__new__` frame: the class and the call's arguments wait below it for the
                // `__init__` after it; the object made then replaces them.
                Some(FrameExit::New { at, args_start } | FrameExit::NewBoundary { at, args_start }) => {
                    let (at, args_start) = (at as usize, args_start as usize);
                    if !(stack_base <= at && at < args_start && args_start <= top) {
                        return Err(format!(
                            "frame {} makes an object for a call outside its caller's stack",
                            i + 1
                        ));
                    }
                    at - stack_base
                }
                _ => top - stack_base,
            };
            // A `__setitem__` frame's result is dropped: its caller awaits no value.
            let awaited = usize::from(vm.frames.get(i + 1).map(|next| next.exit) != Some(FrameExit::Discard));
            self.position(&frame.code, frame.pc, depth, awaited)?;
            if let Some(g) = frame.generator {
                self.kind(g, "a generator", |o| matches!(o, Object::Generator(_)))?;
            }
            self.exit(i, frame.exit, caller_depth)?;
            floor = stack_base;
            caller_depth = depth;
        }
        if !paused && !vm.stack.is_empty() {
            return Err("an idle interpreter has values on its operand stack".to_string());
        }
        Ok(())
    }

    /// Checks that frame `i`'s exit may happen in a paused run: only the run's first frame ends a
    /// run loop (a paused run has no nested ones), and the caller instruction an exit jumps to
    /// expects the depth the caller will then hold.
    fn exit(&self, i: usize, exit: FrameExit, caller_depth: usize) -> Result<(), String> {
        if let FrameExit::ClassBody { pending } | FrameExit::ClassBodyBoundary { pending } = exit {
            self.kind(pending, "a tuple", |o| matches!(o, Object::Tuple(_)))?;
        }
        let (target, after) = match exit {
            FrameExit::Boundary
            | FrameExit::GeneratorBoundary
            | FrameExit::InitBoundary { .. }
            | FrameExit::NewBoundary { .. }
            | FrameExit::ClassBodyBoundary { .. }
                if i == 0 =>
            {
                return Ok(());
            }
            FrameExit::Boundary
            | FrameExit::GeneratorBoundary
            | FrameExit::InitBoundary { .. }
            | FrameExit::NewBoundary { .. }
            | FrameExit::ClassBodyBoundary { .. } => {
                return Err(format!("frame {i} belongs to a nested run, which cannot be paused"));
            }
            FrameExit::ForIter { target } | FrameExit::ForNext { target } => (target, caller_depth.checked_sub(1)),
            FrameExit::YieldFrom { target } | FrameExit::AsyncGenStep { target } => (target, Some(caller_depth)),
            FrameExit::TaskStep { module, current, .. } => {
                let slots = self.vm.modules.get(module as usize).map_or(0, |g| g.values.len());
                if current as usize >= slots {
                    return Err(format!("frame {i} steps a task of a module global that does not exist"));
                }
                return Ok(());
            }
            _ => return Ok(()),
        };
        let expected = match i.checked_sub(1) {
            Some(caller) => self.depth_at(&self.vm.frames[caller].code, target),
            None => None,
        };
        if expected.is_none() || expected != after {
            return Err(format!(
                "frame {i} returns to an instruction that does not fit its caller"
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::heap::Object;
    use crate::value::{HeapId, Value};
    use crate::{Interpreter, Progress};

    /// An interpreter paused at a host call inside a comprehension inside a call, with a
    /// suspended generator alive.
    fn paused() -> Interpreter {
        let mut interp = Interpreter::new();
        interp.add_host_function("fetch", false).expect("a valid name");
        let source = "def g():\n    yield 1\n    yield 2\ngen = g()\nnext(gen)\n\
                      def f(n):\n    return [fetch(n) + i for i in range(2)]\nprint(f(1))\n";
        assert!(matches!(interp.start(source, "<test>"), Progress::Waiting(_)));
        interp
    }

    fn reload(interp: &Interpreter) -> Result<(), String> {
        let bytes = super::super::dump(&interp.vm).map_err(|e| e.to_string())?;
        super::super::load(&bytes, &interp.vm)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn frames_must_hold_the_depth_their_position_implies() {
        let mut interp = paused();
        assert_eq!(reload(&interp), Ok(()));
        interp.vm.stack.push(Value::None);
        let err = reload(&interp).unwrap_err();
        assert!(err.contains("values where"), "{err}");
    }

    #[test]
    fn a_frame_moved_to_another_instruction_is_refused() {
        let mut interp = paused();
        let top = interp.vm.frames.len() - 1;
        interp.vm.frames[top].pc -= 1;
        let err = reload(&interp).unwrap_err();
        assert!(err.contains("instruction"), "{err}");
    }

    #[test]
    fn a_suspended_generator_must_be_past_its_start() {
        let mut interp = paused();
        let generator = (0..interp.vm.heap.live_objects() as u32)
            .map(|i| HeapId(u64::from(i)))
            .find(|id| interp.vm.heap.is_live(*id) && matches!(interp.vm.heap.get(*id), Object::Generator(_)))
            .expect("the generator is alive");
        if let Object::Generator(g) = interp.vm.heap.get_mut(generator) {
            g.frame.as_mut().expect("a suspended generator keeps its frame").pc = 0;
        }
        let err = reload(&interp).unwrap_err();
        assert!(err.contains("Suspended at instruction 0"), "{err}");
    }
}
